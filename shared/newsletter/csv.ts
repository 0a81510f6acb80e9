// Pure: the subscribers' CSV export (admin-and-platform.md §9), built in the admin's browser.
import Papa from 'papaparse';
import { onBrokerageCalendar } from '../calendar.js';
import type { AdminSubscriber } from './admin.js';
import { subscriberSourceLabel, subscriberStatusLabel } from './labels.js';

/** Excel reads a UTF-8 file as such (accents intact) only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_COLUMNS = ['Email', 'Nom', 'Status', 'Source', "Date d'abonnement"] as const;

/**
 * Where a spreadsheet may start a cell that runs as a formula (OWASP "CSV injection": = + - @, or a tab or
 * carriage return that hides one): at the value's start, and after any separator a spreadsheet may split
 * the line on (`,`, `;`, the default in French locales, a tab, a line break). A single quote goes before
 * each such start, and the cell is quoted.
 */
const AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;
const AT_START = /^(?=[=+\-@\t\r])/;
export const neutraliseFormulae = (value: string) => value.replace(AFTER_SEPARATOR, "$1'").replace(AT_START, "'");
/** Separators, quotes, edge spaces (papaparse's own rule), and every neutralised cell. */
const NEEDS_QUOTES = /[,;\t\r\n"]|^\s|\s$|^'[=+\-@\t\r]/;

/** dd/MM/yyyy on the brokerage's calendar. */
export const csvDate = (instant: string) => onBrokerageCalendar(instant, 'dd/MM/yyyy');

/** 'abonnes-2026-11-23.csv': the day of the export in Quebec. */
export const subscribersCsvFileName = (now: Date) => `abonnes-${onBrokerageCalendar(now, 'yyyy-MM-dd')}.csv`;

/** The file's text: BOM, header row, one row per subscriber, CRLF line ends, quoted where needed. */
export function subscribersCsv(subscribers: readonly Pick<AdminSubscriber, 'email' | 'name' | 'status' | 'source' | 'subscribedAt'>[]): string {
  const rows = subscribers.map((s) => [s.email, s.name ?? '', subscriberStatusLabel(s.status), subscriberSourceLabel(s.source), csvDate(s.subscribedAt)].map(neutraliseFormulae));
  return UTF8_BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { quotes: (value: unknown) => NEEDS_QUOTES.test(String(value)), newline: '\r\n' });
}
