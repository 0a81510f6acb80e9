import type { CardExtension } from './types';

/** The scheduling service (Calendly): 'Tester'. */
export const calendlyCard: CardExtension = {};
