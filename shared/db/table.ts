/**
 * The ONE table definition, read by the CDK stack, the local runtime and the ElectroDB entities.
 * Keys are generic (pk/sk + overloaded GSIs); docs/data-model.md maps each access pattern to them.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Attribute DynamoDB TTL reads (epoch seconds); set on outbox and processed-event items. */
  ttlAttribute: 'expiresAt',
  /** The Pipe/relay forwards only items of this ElectroDB entity, only on INSERT. */
  outboxEntity: 'outbox',
  entityAttribute: '__edb_e__',
  streamViewType: 'NEW_IMAGE',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
    { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  ],
} as const;

export const SERVICE_NAME = 'brokerage';
