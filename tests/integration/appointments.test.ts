import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { api, asVisitor, guarded } from './helpers.js';

const propertyId = demoId('property', demoProperties.find((p) => p.isActive)!.key);
const eventUri = () => `https://api.calendly.com/scheduled_events/${randomUUID()}`;

describe('POST /api/appointments', () => {
  it('records a scheduled visit once and refuses the same event URI again', async () => {
    const uri = eventUri();
    const body = { eventUri: uri, inviteeUri: `${uri}/invitees/${randomUUID()}`, propertyId };
    const first = await api('/api/appointments', { method: 'POST', json: guarded(body), headers: asVisitor() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ eventStatus: 'scheduled' });

    const again = await api('/api/appointments', { method: 'POST', json: guarded(body), headers: asVisitor() });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Ce rendez-vous a déjà été enregistré.');
  });

  it('lets only one of two simultaneous bookings of the same event through', async () => {
    const body = { eventUri: eventUri(), propertyId };
    const statuses = await Promise.all([1, 2, 3].map(() => api('/api/appointments', { method: 'POST', json: guarded(body), headers: asVisitor() }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['a missing event URI', { propertyId }, "L'identifiant du rendez-vous est manquant."],
    ['a foreign event URI', { eventUri: 'https://evil.example/scheduled_events/1' }, "L'identifiant du rendez-vous est invalide."],
    ['an unknown property', { eventUri: eventUri(), propertyId: 'inexistant' }, "Cette propriété n'existe pas ou n'est plus disponible."],
    ['a field the client may not set', { eventUri: eventUri(), eventStatus: 'confirmed' }, 'Champ non autorisé dans la requête.'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await api('/api/appointments', { method: 'POST', json: guarded(body), headers: asVisitor() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});
