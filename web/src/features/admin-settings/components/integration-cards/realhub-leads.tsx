import type { CardExtension } from './types';

/** The lead CRM (RealHub leads): 'Tester sync'. */
export const realhubLeadsCard: CardExtension = {};
