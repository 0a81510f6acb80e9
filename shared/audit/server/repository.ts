import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { db } from '../../db/service.js';
import type { AuditLogEntry } from '../schema.js';

export const auditRepository = {
  /** Newest first, paged. */
  async list(options: { limit: number; cursor?: string | null }): Promise<{ items: AuditLogEntry[]; cursor: string | null }> {
    const { data, cursor } = await db.entities.auditEntry.query
      .newest({})
      .go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map(({ changes, ...entry }) => ({ ...entry, changes: JSON.parse(changes) as AuditLogEntry['changes'] })), cursor };
  },
};
