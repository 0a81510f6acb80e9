// Zod-free and pure: the brokerage's calendar, shared by the back office's counters and screens.
import { lazily } from './format';

/** The brokerage is in Quebec: "today", "this month" and a period's days are calendar days there. */
export const BROKERAGE_TIME_ZONE = 'America/Toronto';

/** The calendar fields of an instant in the brokerage's time zone (the platform's Intl: no library to bundle, issue 12). */
const fieldsFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
  timeZone: BROKERAGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const TOKENS: Record<string, Intl.DateTimeFormatPartTypes> = { yyyy: 'year', MM: 'month', dd: 'day', HH: 'hour', mm: 'minute' };

/**
 * An instant (ISO text or Date) formatted on the brokerage's calendar, with the date-fns pattern
 * subset the app uses: yyyy, MM, dd, HH, mm and 'quoted' literals. Any other letter is refused.
 */
export function onBrokerageCalendar(instant: string | Date, pattern: string) {
  const parts = Object.fromEntries(fieldsFormat().formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return pattern.replace(/'([^']*)'|yyyy|MM|dd|HH|mm|[A-Za-z]/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    const type = TOKENS[token];
    if (!type) throw new Error(`onBrokerageCalendar: unsupported pattern letter "${token}" in "${pattern}"`);
    return parts[type]!;
  });
}

/** The brokerage's calendar day (YYYY-MM-DD) of an instant: the day bucket of a counted item. */
export const brokerageDay = (instant: string | Date) => onBrokerageCalendar(instant, 'yyyy-MM-dd');
