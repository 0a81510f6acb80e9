// Zod-free and pure: the brokerage's calendar, shared by the back office's counters and screens.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The brokerage is in Quebec: "today", "this month" and a period's days are calendar days there. */
export const BROKERAGE_TIME_ZONE = 'America/Toronto';

/** An instant (ISO text or Date) formatted on the brokerage's calendar (date-fns pattern). */
export const onBrokerageCalendar = (instant: string | Date, pattern: string) => format(new Date(instant), pattern, { in: tz(BROKERAGE_TIME_ZONE) });

/** The brokerage's calendar day (YYYY-MM-DD) of an instant: the day bucket of a counted item. */
export const brokerageDay = (instant: string | Date) => onBrokerageCalendar(instant, 'yyyy-MM-dd');
