import { beforeAll, describe, expect, it } from 'vitest';
import { agentLinksQuery } from '../../shared/agents/server/links-repository.js';

describe("an agent's property links read without ElectroDB (page-render)", () => {
  let db: typeof import('../../shared/db/service.js').db;
  beforeAll(async () => {
    process.env.TABLE_NAME ??= 'brokerage';
    ({ db } = await import('../../shared/db/service.js'));
  });

  it.each(['a1', 'Agent-01HXYZ'])('asks DynamoDB exactly what the propertyAgent entity asks for agent %s', (agentId) => {
    expect(agentLinksQuery(agentId, 'brokerage-test')).toEqual(db.entities.propertyAgent.query.byAgent({ agentId }).params({ table: 'brokerage-test' }));
  });
});
