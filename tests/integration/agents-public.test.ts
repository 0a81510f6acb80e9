import { describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { PUBLIC_AGENT_FIELDS } from '../../shared/agents/api.js';
import { api } from './helpers.js';

describe('GET /api/agents/{id} (broker profile)', () => {
  it('answers one active broker with its public fields only', async () => {
    const seeded = demoAgents.find((a) => a.isActive && a.isPresident)!;
    const res = await api(`/api/agents/${demoId('agent', seeded.key)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: demoId('agent', seeded.key),
      name: seeded.name,
      isPresident: true,
      languages: seeded.languages,
      achievements: seeded.achievements,
      email: seeded.email,
    });
    for (const key of Object.keys(res.body)) expect(PUBLIC_AGENT_FIELDS as readonly string[]).toContain(key);
    expect(res.body).not.toHaveProperty('isActive');
    expect(res.body).not.toHaveProperty('updatedAt');
  });

  it('answers 404 in French for an inactive or unknown broker', async () => {
    const retired = demoAgents.find((a) => !a.isActive);
    expect(retired, 'the seed keeps an inactive agent').toBeDefined();
    for (const id of [demoId('agent', retired!.key), 'inconnu']) {
      const res = await api(`/api/agents/${id}`);
      expect(res).toMatchObject({ status: 404, body: { error: { message: 'Courtier introuvable.' } } });
    }
  });
});
