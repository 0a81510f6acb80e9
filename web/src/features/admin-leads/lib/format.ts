import { formatPrice } from '../../../lib/format';
import type { Lead, LeadStatus } from '../../../../../shared/leads/schema';
import { frLeads } from '../i18n/fr';

/** Spec §3: 'vendeur' is shown as Vendeur, anything else as Acheteur. */
export const leadTypeLabel = (leadType: string) => (leadType === 'vendeur' ? frLeads.badge.vendeur : frLeads.badge.acheteur);

/** CAD in fr-CA ("650 000 $"); 'Non spécifié' when the visitor gave none. */
export const budgetLabel = (budget: Lead['budget'] | undefined) => (budget === null || budget === undefined ? frLeads.budgetNotSpecified : formatPrice(budget));

const dateTime = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
/** A lead's dates on the brokerage's clock: "23 novembre 2026 à 08 h 15". */
export const leadDateLabel = (iso: string) => dateTime.format(new Date(iso));

/** A status in French; a stored value the workflow does not know is shown as it is. */
export const statusLabel = (status: string) => (Object.hasOwn(frLeads.statuses, status) ? frLeads.statuses[status as LeadStatus] : status);
