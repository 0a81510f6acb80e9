import { createConversions } from 'electrodb';
import type { AuditEntry } from '../../audit/schema.js';
import { db } from '../../db/service.js';
import { sameVersion } from '../../db/model.js';
import type { Lead, SyncStatus } from '../schema.js';
import { assertCommitted, isConditionalFailure } from '../../db/transactions.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { foldForSearch } from '../../text.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import type { AdminLeadsQuery } from '../api.js';
import { brokerageDay } from '../../calendar.js';
import { dayBucket, leadCounterMoves, LEADS_COUNTER_SCOPE, toLeadStats, TOTAL_BUCKET, type LeadStats } from '../counters.js';
import { leadKeys } from '../keys.js';

export type OutboxRecord = Parameters<typeof db.entities.outbox.create>[0];
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

export const LEAD_NOT_FOUND = 'Lead introuvable.';
export const LEAD_CHANGED = 'Ce lead a été modifié entre-temps : rechargez-le puis recommencez.';
export const LEAD_AGENT_GONE = "Le courtier choisi n'existe pas (ou plus) : choisissez-en un autre.";
export const LEAD_PROPERTY_GONE = "La propriété choisie n'existe pas (ou plus) : choisissez-en une autre.";

/** Absent contact fields and budget are stored absent and read back as null, the API's shape. */
const toItem = ({ email, phone, budget, ...rest }: Lead) => ({
  ...rest,
  email: email ?? undefined,
  phone: phone ?? undefined,
  budget: budget ?? undefined,
  ...leadKeys({ name: rest.name, email }),
});
type Row = Omit<Lead, 'email' | 'phone' | 'budget'> & Partial<Pick<Lead, 'email' | 'phone' | 'budget'>> & { searchText?: string };
const fromItem = ({ searchText: _, ...row }: Row): Lead => ({
  ...row,
  email: row.email ?? null,
  phone: row.phone ?? null,
  budget: row.budget ?? null,
});

/** The counters' share of a transaction (appended last, so earlier items keep their index in a cancellation report). */
const countLead = (counter: TransactionEntities['counter'], lead: Lead, by: 1 | -1) => leadCounterMoves(lead, by).flatMap((m) => countBy(counter, m.key, m.by));

const leadConversions = createConversions(db.entities.lead);
/** Items read per DynamoDB page, and pages read per request, when searching: a rare name never walks the whole index. */
const READ_SIZE = 50;
const MAX_READS = 4;

/** What an admin edit writes: the fields set and the optional fields cleared. */
export type LeadPatch = { set: Partial<Pick<Lead, 'status' | 'statusHistory' | 'notes' | 'assignedAgentId' | 'propertyId' | 'updatedAt'>>; remove: ('notes' | 'assignedAgentId' | 'propertyId')[] };

export const leadRepository = {
  /** The lead, its LeadCreated outbox item and its counters in one transaction: no lead without its event or its count. */
  async createWithEvent(lead: Lead, event: OutboxRecord) {
    const result = await db.transaction.write((entities) => leadRepository.createWrites(entities, lead, event)).go();
    assertCommitted(result, 'Ce lead existe déjà.');
  },

  /** A new lead's share of a transaction (the lead, its LeadCreated outbox item, its counters), for a caller's own transaction. */
  createWrites(entities: Pick<TransactionEntities, 'lead' | 'outbox' | 'counter'>, lead: Lead, event: OutboxRecord) {
    return [entities.lead.create(toItem(lead)).commit(), entities.outbox.create(event).commit(), ...countLead(entities.counter, lead, 1)];
  },

  async get(id: string) {
    const { data } = await db.entities.lead.get({ id }).go({ consistent: true });
    return data ? fromItem(data) : null;
  },

  async listNewest(options: { limit: number; cursor?: string | null }) {
    const { data, cursor } = await db.entities.lead.query.all({}).go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map(fromItem), cursor };
  },

  /**
   * The back office's list, newest first: every lead (gsi1) or one type (gsi3). A search filters on the
   * folded name and e-mail, reading at most MAX_READS pages of READ_SIZE; a short page still carries a
   * cursor while more leads remain.
   */
  async listForAdmin(query: AdminLeadsQuery): Promise<{ items: Lead[]; cursor: string | null }> {
    const q = query.q ? foldForSearch(query.q) : '';
    const base = () => (query.type === 'all' ? db.entities.lead.query.all({}) : db.entities.lead.query.byType({ leadType: query.type }));
    if (!q) {
      const { data, cursor } = await base().go({ order: 'desc', limit: query.limit, cursor: checkedCursor(query.cursor) }).catch(rethrowBadCursor);
      return { items: data.map(fromItem), cursor: cursor ?? null };
    }
    const toCursor = (last: Row) =>
      query.type === 'all'
        ? leadConversions.byAccessPattern.all.fromComposite.toCursor({ id: last.id, createdAt: last.createdAt })
        : leadConversions.byAccessPattern.byType.fromComposite.toCursor({ id: last.id, createdAt: last.createdAt, leadType: last.leadType });
    const items: Lead[] = [];
    let cursor = checkedCursor(query.cursor);
    for (let reads = 0; reads < MAX_READS; reads++) {
      const page = await base()
        .where((attr, op) => op.contains(attr.searchText, q))
        .go({ order: 'desc', limit: READ_SIZE, cursor })
        .catch(rethrowBadCursor);
      const wanted = query.limit - items.length;
      if (page.data.length > wanted) {
        // Stop inside this page: the next page starts right after the last lead returned.
        const kept = page.data.slice(0, wanted);
        items.push(...kept.map(fromItem));
        return { items, cursor: toCursor(kept[kept.length - 1]!) };
      }
      items.push(...page.data.map(fromItem));
      cursor = page.cursor;
      if (!cursor || items.length === query.limit) break;
    }
    return { items, cursor: cursor ?? null };
  },

  /** Total, created today (Quebec day), buyers, sellers: two counter reads, never a count of the leads. */
  async stats(now = new Date()): Promise<LeadStats> {
    const [total, today] = await Promise.all([counterStore.bucket(LEADS_COUNTER_SCOPE, TOTAL_BUCKET), counterStore.bucket(LEADS_COUNTER_SCOPE, dayBucket(brokerageDay(now)))]);
    return toLeadStats(total, today);
  },

  /** Leads created on a UTC day, counted on the key range of the newest-first index. */
  async countCreatedOn(day: string) {
    const { data } = await db.entities.lead.query
      .all({})
      .between({ createdAt: `${day}T00:00:00.000Z` }, { createdAt: `${day}T23:59:59.999Z` })
      .go({ pages: 'all', attributes: ['id', 'createdAt'] });
    return data.length;
  },

  /**
   * Records a CRM sync's outcome on the lead. A failed or pending outcome is written only while the
   * lead has no realhub_id: a sync that lost the race (an admin's 'Tester sync' or resend timing out
   * while the consumer synced the same lead) never overwrites a success. Answers whether it was written.
   */
  async recordSyncOutcome(id: string, outcome: { syncStatus: SyncStatus; syncError?: string; realhubId?: string; at: string }): Promise<boolean> {
    const patch = db.entities.lead.patch({ id }).set({ syncStatus: outcome.syncStatus, syncedAt: outcome.at });
    if (outcome.syncError) patch.set({ syncError: outcome.syncError });
    else patch.remove(['syncError']);
    if (outcome.realhubId) patch.set({ realhubId: outcome.realhubId });
    if (outcome.syncStatus === 'synced') {
      await patch.go();
      return true;
    }
    try {
      await patch.where((a, op) => op.notExists(a.realhubId)).go();
      return true;
    } catch (error) {
      // Synced meanwhile (or erased): the success, or the erasure, stands.
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** Of a broker and a property, whether each exists (undefined when not asked). */
  async linksExist(links: { agentId?: string; propertyId?: string }) {
    const [agent, property] = await Promise.all([
      links.agentId ? db.entities.agent.get({ id: links.agentId }).go({ attributes: ['id', 'name'] }) : undefined,
      links.propertyId ? db.entities.property.get({ id: links.propertyId }).go({ attributes: ['id', 'title'] }) : undefined,
    ]);
    return { agent: agent?.data ?? null, property: property?.data ?? null };
  },

  /**
   * An admin edit, only the fields it changes (the CRM sync may write the sync state meanwhile), if
   * the lead is still the version read; a newly linked broker or property must still exist when it
   * commits. With its audit entry and its LeadChanged outbox item.
   */
  async applyChanges(current: Lead, patch: LeadPatch, audit: AuditEntry, event: OutboxRecord) {
    const result = await db.transaction
      .write(({ lead, agent, property, auditEntry, outbox }) => {
        let write = lead.patch({ id: current.id }).set(patch.set);
        if (patch.remove.length) write = write.remove(patch.remove);
        return [
          write
            .composite({ createdAt: current.createdAt, leadType: current.leadType })
            .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, current.updatedAt))
            .commit(),
          auditEntry.create(audit).commit(),
          outbox.create(event).commit(),
          ...(patch.set.assignedAgentId ? [agent.check({ id: patch.set.assignedAgentId }).where((a, op) => op.exists(a.id)).commit()] : []),
          ...(patch.set.propertyId ? [property.check({ id: patch.set.propertyId }).where((a, op) => op.exists(a.id)).commit()] : []),
        ];
      })
      .go();
    if (!result.canceled) return;
    const failed = result.data.findIndex((r) => r.code === 'ConditionalCheckFailed');
    if (failed === 0) {
      if (!(await this.get(current.id))) throw new NotFoundError(LEAD_NOT_FOUND);
      throw new ConflictError(LEAD_CHANGED);
    }
    if (failed > 2) throw new ValidationError(patch.set.assignedAgentId && failed === 3 ? LEAD_AGENT_GONE : LEAD_PROPERTY_GONE);
    assertCommitted(result, LEAD_CHANGED);
  },

  /** Erases the lead (Law 25) with its audit entry, its LeadChanged outbox item and its counters, in one transaction. */
  async remove(lead: Lead, audit: AuditEntry, event: OutboxRecord) {
    const result = await db.transaction
      .write(({ lead: leads, auditEntry, outbox, counter }) => [
        leads.delete({ id: lead.id }).where((a, op) => op.exists(a.id)).commit(),
        auditEntry.create(audit).commit(),
        outbox.create(event).commit(),
        ...countLead(counter, lead, -1),
      ])
      .go();
    if (result.canceled && result.data[0]?.code === 'ConditionalCheckFailed') throw new NotFoundError(LEAD_NOT_FOUND);
    assertCommitted(result, LEAD_CHANGED);
  },
};
