import type { CardExtension } from './types';

/** The property-listing CRM (RealHub listings): 'Sauvegarder et tester', 'Synchroniser'. */
export const realhubListingsCard: CardExtension = {};
