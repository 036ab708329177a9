import { Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition, type KeyAttribute } from '@app/functions/platform';
import type { Durability } from './stage';

export interface DataStackProps extends StackProps {
  stage: string;
  durability: Durability;
}

function attribute(key: KeyAttribute) {
  return { name: key.name, type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING };
}

/**
 * The programme's single table, built from the same definition the local stack uses. In production it
 * can be restored to any second of the last 35 days, refuses deletion and outlives its stack; a dev
 * stage's table is demo data and goes with its stack. Its stream carries every change with both images, which
 * the domains' projections read (the API stack maps it to their Lambdas).
 */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { production, records } = props.durability;

    this.table = new Table(this, 'Programme', {
      tableName: `${props.stage}-${tableDefinition.logicalName}`,
      partitionKey: attribute(tableDefinition.partitionKey),
      sortKey: attribute(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: production },
      deletionProtection: production,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.stream],
      // Orders, totals and profiles are the programme's records: in production a stack deletion must not take them.
      removalPolicy: records,
    });

    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      });
    }
  }
}
