import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../shared/db/table.js';

/** The one table, from shared/db/table.ts (keys, GSIs, stream, TTL). */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      stream: dynamodb.StreamViewType[TABLE.streamViewType],
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
    });
    // The logical id it had before the stack was split by concern: a deployed table is kept, not replaced.
    (this.table.node.defaultChild as dynamodb.CfnTable).overrideLogicalId('TableCD117FA1');
    for (const index of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
