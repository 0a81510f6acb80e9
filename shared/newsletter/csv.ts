// Pure: the subscribers' CSV export (admin-and-platform.md §9), built in the admin's browser.
import Papa from 'papaparse';
import { onBrokerageCalendar } from '../calendar.js';
import type { AdminSubscriber } from './admin.js';
import { subscriberSourceLabel, subscriberStatusLabel } from './labels.js';

/** Excel reads a UTF-8 file as such (accents intact) only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_COLUMNS = ['Email', 'Nom', 'Status', 'Source', "Date d'abonnement"] as const;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return that hides one) is
 * prefixed with a single quote (OWASP "CSV injection"). papaparse's own default pattern ends in `.*$`
 * without the s flag, so a value with a line break after the formula would slip through: hence ours.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** dd/MM/yyyy on the brokerage's calendar. */
export const csvDate = (instant: string) => onBrokerageCalendar(instant, 'dd/MM/yyyy');

/** 'abonnes-2026-11-23.csv': the day of the export in Quebec. */
export const subscribersCsvFileName = (now: Date) => `abonnes-${onBrokerageCalendar(now, 'yyyy-MM-dd')}.csv`;

/** The file's text: BOM, header row, one row per subscriber, CRLF line ends, quoted where needed. */
export function subscribersCsv(subscribers: readonly Pick<AdminSubscriber, 'email' | 'name' | 'status' | 'source' | 'subscribedAt'>[]): string {
  const rows = subscribers.map((s) => [s.email, s.name ?? '', subscriberStatusLabel(s.status), subscriberSourceLabel(s.source), csvDate(s.subscribedAt)]);
  return UTF8_BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
