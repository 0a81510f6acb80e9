import { describe, expect, it } from 'vitest';
import { followUpBossEvent, FUB_SYSTEM } from '../../shared/integrations/server/follow-up-boss.js';
import type { Lead } from '../../shared/leads/schema.js';

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 'lead-1',
  name: 'Marie-Ève  Gagnon Roy',
  email: 'me@example.ca',
  phone: '418-555-0101',
  message: 'Estimation svp',
  leadType: 'vendeur',
  status: 'new',
  source: 'vendeur-form',
  budget: null,
  interest: 'Condo',
  createdAt: '2026-11-23T15:00:00.000Z',
  syncStatus: 'pending',
  ...over,
});

describe('Follow Up Boss event', () => {
  it('sends a seller as a Seller Inquiry with the person split into first and last name', () => {
    expect(followUpBossEvent(lead())).toEqual({
      source: 'Site web du courtage',
      system: FUB_SYSTEM,
      type: 'Seller Inquiry',
      message: 'Estimation svp',
      description: 'Intérêt : Condo\nProvenance : vendeur-form',
      occurredAt: '2026-11-23T15:00:00.000Z',
      person: { firstName: 'Marie-Ève', lastName: 'Gagnon Roy', emails: [{ value: 'me@example.ca' }], phones: [{ value: '418-555-0101' }], tags: ['Vendeur', 'vendeur-form'] },
    });
  });

  it('sends a buyer as a General Inquiry, with no empty contact entries', () => {
    const event = followUpBossEvent(lead({ leadType: 'acheteur', phone: null, budget: 500000, source: 'contact-form' }));
    expect(event.type).toBe('General Inquiry');
    expect(event.person.phones).toEqual([]);
    expect(event.description).toContain('Budget : 500000 $');
  });
});
