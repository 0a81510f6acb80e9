import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../db/client.js';
import { SERVICE_NAME, TABLE } from '../../db/table.js';
import { env } from '../../config/env.js';

/**
 * The propertyAgent entity's byAgent index (gsi1, shared/db/entities/property-agent.ts) read without ElectroDB: the page
 * renderer's only table read (a broker's change re-renders their properties' pages), and ElectroDB
 * weighed 190 KB of its bundle (issue 12). The request is ElectroDB's own, keys lowercased as its
 * default casing does; tests/unit/agent-links-repository.test.ts proves it equals the entity's params.
 */
export function agentLinksQuery(agentId: string, tableName: string): QueryCommandInput {
  const index = TABLE.globalIndexes.find((g) => g.name === 'gsi1')!;
  return {
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    TableName: tableName,
    ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk1': index.sortKey },
    ExpressionAttributeValues: { ':pk': `$${SERVICE_NAME}#agentid_${agentId}`.toLowerCase(), ':sk1': '$propertyagent_1#propertyid_' },
    IndexName: index.name,
  };
}

/** The ids of the properties an agent is linked to, every page of the index read. */
export async function agentPropertyIds(agentId: string): Promise<string[]> {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const ids: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...agentLinksQuery(agentId, env().TABLE_NAME), ExclusiveStartKey }));
    // ElectroDB keeps only its entity's items (the sort key prefix already does): the same check.
    for (const item of page.Items ?? []) if (item[TABLE.entityAttribute] === 'propertyAgent' && typeof item.propertyId === 'string') ids.push(item.propertyId);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ids;
}
