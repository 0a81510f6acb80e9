import { describe, expect, it } from 'vitest';
import { realhubFailureReason, realhubIdempotencyKey, realhubLeadBody } from '../../shared/integrations/server/realhub-leads.js';
import { IntegrationError } from '../../shared/integrations/server/http.js';
import type { Lead } from '../../shared/leads/schema.js';

const lead: Lead = {
  id: 'lead-1',
  name: 'Hélène Tremblay',
  email: 'helene@example.ca',
  phone: null,
  message: 'Je veux vendre',
  leadType: 'vendeur',
  status: 'new',
  source: 'vendeur-form',
  budget: 450000,
  interest: 'Maison',
  createdAt: '2026-11-23T15:00:00.000Z',
  syncStatus: 'pending',
  notes: 'private follow-up note',
  assignedAgentId: 'agent-9',
};

describe('RealHub lead body', () => {
  it('maps a lead to the fields RealHub receives, with the agent id, and nothing of the back office', () => {
    expect(realhubLeadBody(lead, 'agent-42')).toEqual({
      agent_id: 'agent-42',
      name: 'Hélène Tremblay',
      email: 'helene@example.ca',
      phone: null,
      message: 'Je veux vendre',
      lead_type: 'vendeur',
      source: 'vendeur-form',
      budget: 450000,
      interest: 'Maison',
      created_at: '2026-11-23T15:00:00.000Z',
    });
  });

  it('keys every send of one lead the same way (one CRM record per lead)', () => {
    expect(realhubIdempotencyKey(lead)).toBe(realhubIdempotencyKey({ id: 'lead-1' }));
    expect(realhubIdempotencyKey(lead)).not.toBe(realhubIdempotencyKey({ id: 'lead-2' }));
  });

  it('words the reason recorded on the lead in French, with the service message', () => {
    expect(realhubFailureReason(new IntegrationError('rejected', 'RealHub a répondu 422 : email or phone is required', 422))).toBe(
      'Lead refusé par RealHub : RealHub a répondu 422 : email or phone is required',
    );
    expect(realhubFailureReason(new IntegrationError('auth', 'RealHub a répondu 401 : Invalid API key', 401))).toMatch(/^Clé API RealHub refusée/);
    expect(realhubFailureReason(new IntegrationError('unavailable', 'RealHub est injoignable'))).toMatch(/^RealHub indisponible/);
  });
});
