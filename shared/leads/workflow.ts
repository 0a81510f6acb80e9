// Zod-free and pure: the back office's lead follow-up workflow (admin-and-platform.md §2 "Leads", issue 10).
import type { LeadStatus } from './schema.js';

/** French names of the statuses: the API's refusals and the back office use the same words. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nouveau',
  contacted: 'Contacté',
  qualified: 'Qualifié',
  won: 'Gagné',
  lost: 'Perdu',
};

/**
 * new → contacted → qualified → won, one step at a time; any open lead can be lost (a prospect may
 * go cold at any stage); won and lost are final.
 */
export const NEXT_LEAD_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
};

/** Where a lead in `from` may go (stored text: an unknown value, even 'toString', allows nothing). */
export const nextLeadStatuses = (from: string): readonly LeadStatus[] => (Object.hasOwn(NEXT_LEAD_STATUSES, from) ? NEXT_LEAD_STATUSES[from as LeadStatus] : []);
export const canMoveLead = (from: string, to: LeadStatus) => nextLeadStatuses(from).includes(to);

const labelOf = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
export const refusedMoveMessage = (from: string, to: LeadStatus) =>
  `Un lead « ${labelOf(from)} » ne peut pas passer à « ${labelOf(to)} ». Étapes permises : nouveau → contacté → qualifié → gagné ou perdu.`;

/** One dated status change, as stored in the lead's history. */
export type StatusChange = { status: string; at: string };
export const statusHistoryEntry = ({ status, at }: StatusChange) => `${at}|${status}`;
export const parseStatusHistory = (entries: readonly string[] | undefined): StatusChange[] =>
  (entries ?? []).map((entry) => {
    const cut = entry.indexOf('|');
    return { at: entry.slice(0, cut), status: entry.slice(cut + 1) };
  });
