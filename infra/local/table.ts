import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../shared/db/table.js';

/** Creates the table exactly as the CDK stack declares it (same keys, GSIs and stream). */
export async function ensureTable(client: DynamoDBClient, tableName: string) {
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
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
      GlobalSecondaryIndexes: TABLE.globalIndexes.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamViewType },
    }),
  );
  return created.TableDescription!;
}
