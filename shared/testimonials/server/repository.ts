import { outboxItem } from '../../../events/publish.js';
import { TestimonialChangedV1 } from '../../../events/testimonial-changed.v1.js';
import type { AuditEntry } from '../../audit/schema.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { sameVersion } from '../../db/model.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { testimonialKeys } from '../keys.js';
import { PUBLIC_TESTIMONIAL_FIELDS, testimonialSchema, type PublicTestimonial, type Testimonial } from '../schema.js';

export const TESTIMONIAL_NOT_FOUND = 'Témoignage introuvable.';
export const TESTIMONIAL_CHANGED = 'Ce témoignage a été modifié entre-temps : rechargez la liste puis recommencez.';
/** Testimonials shown on the public pages at the most. */
const PUBLIC_LIMIT = 50;

/** The TestimonialChanged outbox item of an admin write, for its transaction (the sellers' page is rendered again). */
const changedEvent = (audit: AuditEntry, change: 'created' | 'updated' | 'deleted') => outboxItem(TestimonialChangedV1, { testimonialId: audit.entityId, change }, new Date(audit.at));

/** The stored item: the testimonial and the index key derived from it (the only way items are built). */
const toItem = (testimonial: Testimonial) => ({ ...testimonial, ...testimonialKeys(testimonial) });

export const testimonialRepository = {
  async save(testimonial: Testimonial) {
    await db.entities.testimonial.put(toItem(testimonial)).go();
  },

  async get(id: string): Promise<Testimonial | null> {
    const { data } = await db.entities.testimonial.get({ id }).go();
    return data ? testimonialSchema.parse(data) : null;
  },

  /** Active testimonials, newest first: one Query on the sparse listing index. */
  async listActive(): Promise<PublicTestimonial[]> {
    const { data } = await db.entities.testimonial.query
      .byListState({ listState: 'active' })
      .go({ order: 'desc', limit: PUBLIC_LIMIT, attributes: [...PUBLIC_TESTIMONIAL_FIELDS, 'listState'] });
    return data.map(({ listState: _, ...testimonial }) => testimonial);
  },

  /** Every testimonial, newest first, paged (the admin list). */
  async listAll(options: { limit: number; cursor?: string | null }) {
    const { data, cursor } = await db.entities.testimonial.query
      .all({})
      .go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map((row) => testimonialSchema.parse(row)), cursor };
  },

  async create(testimonial: Testimonial, audit: AuditEntry) {
    const result = await db.transaction
      .write(({ testimonial: t, auditEntry, outbox }) => [t.create(toItem(testimonial)).commit(), auditEntry.create(audit).commit(), outbox.create(changedEvent(audit, 'created')).commit()])
      .go();
    assertCommitted(result, 'Ce témoignage existe déjà.');
  },

  /** Writes the whole testimonial if it is still as it was read (same updatedAt), with its audit entry. */
  async replace(next: Testimonial, previous: Testimonial, audit: AuditEntry) {
    const result = await db.transaction
      .write(({ testimonial, auditEntry, outbox }) => [
        testimonial
          .put(toItem(next))
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        auditEntry.create(audit).commit(),
        outbox.create(changedEvent(audit, 'updated')).commit(),
      ])
      .go();
    if (result.canceled && result.data[0]?.code === 'ConditionalCheckFailed') throw new ConflictError(TESTIMONIAL_CHANGED);
    assertCommitted(result, TESTIMONIAL_CHANGED);
  },

  async remove(id: string, audit: AuditEntry) {
    const result = await db.transaction
      .write(({ testimonial, auditEntry, outbox }) => [
        testimonial.delete({ id }).where((a, op) => op.exists(a.id)).commit(),
        auditEntry.create(audit).commit(),
        outbox.create(changedEvent(audit, 'deleted')).commit(),
      ])
      .go();
    if (result.canceled && result.data[0]?.code === 'ConditionalCheckFailed') throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
    assertCommitted(result, TESTIMONIAL_CHANGED);
  },
};
