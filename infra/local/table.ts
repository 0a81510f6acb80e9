import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTableCommand, type TableDescription } from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../shared/db/table.js';

const indexSchema = (g: (typeof TABLE.globalIndexes)[number]) => ({
  IndexName: g.name,
  KeySchema: [
    { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * A table kept from an earlier version (`.local/`) gains the indexes declared since, one UpdateTable each (DynamoDB
 * creates one GSI per call); its items enter them at their next write (the seed re-saves the demo at each start).
 */
async function addMissingIndexes(client: DynamoDBClient, table: TableDescription) {
  const existing = new Set((table.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
  for (const g of TABLE.globalIndexes.filter((index) => !existing.has(index.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: table.TableName,
        AttributeDefinitions: [g.partitionKey, g.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: indexSchema(g) }],
      }),
    );
  }
}

/** Creates the table exactly as the CDK stack declares it (same keys, GSIs and stream). */
export async function ensureTable(client: DynamoDBClient, tableName: string) {
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, existing.Table!);
    return existing.Table!;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map(indexSchema),
      StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamViewType },
    }),
  );
  return created.TableDescription!;
}
