import type { IntegrationName } from '../../../../../../shared/settings/integrations';
import { calendlyCard } from './calendly';
import { realhubLeadsCard } from './realhub-leads';
import { realhubListingsCard } from './realhub-listings';
import type { CardExtension } from './types';

export type { CardExtension } from './types';

/** Per-card additions; a card without one is save-only. */
export const CARD_EXTENSIONS: Partial<Record<IntegrationName, CardExtension>> = {
  realhubListings: realhubListingsCard,
  realhubLeads: realhubLeadsCard,
  calendly: calendlyCard,
};
