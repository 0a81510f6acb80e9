import { BROKERAGE_TIME_ZONE } from '../../../../../shared/calendar';
import type { CampaignStatus } from '../../../../../shared/newsletter/campaign';

const dateTime = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: BROKERAGE_TIME_ZONE });

/** A stored ISO instant as the brokerage reads it (Quebec time, to the minute). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The status badge's colours: a draft grey, sending gold, sent green. */
export const statusBadge = (status: CampaignStatus) =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
    status === 'sent' ? 'bg-emerald-100 text-emerald-900' : status === 'sending' ? 'bg-gold-100 text-navy-900' : 'bg-navy-100 text-navy-800'
  }`;
