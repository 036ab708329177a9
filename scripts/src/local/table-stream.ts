import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type AttributeValue,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { domains, isFrom, type Domain } from '@app/functions/platform';
import { dynamoClient } from './dynamodb';
import { invokeFunction } from './lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';

// As an event source mapping reads: at most 100 records a batch.
const BATCH_SIZE = 100;
// How long the poller rests when the stream has nothing new: briefly after a change, longer the longer it
// stays quiet, up to 2 s. A caller waiting on caughtUp() wakes it, and so does a function's invocation ending
// (`changed()`), which is how the programme writes; an idle stack then costs DynamoDB Local a read every 2 s
// (at four a second, the reads were most of an idle stack's CPU: 8% of a core against 2%).
const IDLE_POLL_MS = { first: 20, longest: 2000 };
// How often the list of shards is read again while none has closed (a new one opens when the last closes).
const SHARDS_REFRESH_MS = 30_000;
// Delays before each retry of a batch a projection failed: ten retries over about 45 s, which outlast a restart of
// DynamoDB Local; after the last the batch is given up (counted and logged), as retryAttempts 10 sends it to the
// failed-stream-batches queue in AWS.
const RETRY_DELAYS_MS = [100, 200, 500, 1000, 2000, 5000, 5000, 10_000, 10_000, 10_000];
// How long the poller waits to read again after the stream could not be read.
const READ_RETRY_MS = 1000;

type StreamEvent = { Records: Array<StreamRecord & { eventSourceARN: string }> };

/** The domains that keep projections, each with the records it follows (the event source mapping's filter). */
const followers = domains.filter((domain) => (domain.projections ?? []).length > 0);
const followed = (domain: Domain, record: StreamRecord) =>
  (domain.projections ?? []).some((declared) => isFrom(declared.source, record as Parameters<typeof isFrom>[1]));

/**
 * The table's stream delivered to the domains' projections, as DynamoDB event source mappings do in AWS:
 * each shard read in order from its start (or from where the last run stopped, kept in `positionFile`), a
 * shard's children after it, batches of up to 100 records filtered to what each domain follows and handed
 * to its Lambda, a failed batch retried as it was. `caughtUp()` resolves once every change made before the
 * call has been delivered.
 */
export async function startTableStream(options: {
  endpoint: string;
  tableName: string;
  /** Where the shards' positions are kept between runs; in memory without one. */
  positionFile?: string;
  invoke?: (domain: string, event: unknown) => Promise<unknown>;
}) {
  const invoke = options.invoke ?? invokeFunction;
  const tables = dynamoClient(options.endpoint);
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  tables.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`${options.tableName} has no stream`);
  const client = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

  const positions: Record<string, string> = readPositions(options.positionFile);
  const finished = new Set<string>();
  const iterators = new Map<string, string>();
  let failures = 0;
  const stopping = new AbortController();
  const stopped = () => stopping.signal.aborted;
  let waiters: Array<() => void> = [];

  async function iteratorOf(shard: Shard): Promise<string | undefined> {
    const after = positions[shard.ShardId!];
    const answer = await client.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shard.ShardId,
        ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return answer.ShardIterator;
  }

  let shardList: { shards: Shard[]; at: number } | undefined;
  async function shardsToRead(): Promise<Shard[]> {
    if (!shardList || Date.now() - shardList.at > SHARDS_REFRESH_MS) shardList = { shards: await describeShards(), at: Date.now() };
    return shardList.shards.filter((shard) => !finished.has(shard.ShardId!));
  }

  async function describeShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    const known = new Set(shards.map((shard) => shard.ShardId));
    // A child shard is read once its parent is done, so one item's changes stay in order.
    return shards.filter(
      (shard) =>
        !finished.has(shard.ShardId!) && (!shard.ParentShardId || !known.has(shard.ParentShardId) || finished.has(shard.ParentShardId)),
    );
  }

  async function deliver(records: StreamRecord[]): Promise<void> {
    await Promise.all(
      followers.map(async (domain) => {
        const mine = records.filter((record) => followed(domain, record));
        if (mine.length === 0) return;
        const event: StreamEvent = { Records: mine.map((record) => ({ ...asDelivered(record), eventSourceARN: streamArn! })) };
        for (let attempt = 1; ; attempt++) {
          try {
            await invoke(domain.name, event);
            return;
          } catch (error) {
            const delay = RETRY_DELAYS_MS[attempt - 1];
            if (delay === undefined) {
              failures++;
              console.error(`[stream] ${domain.name} gave up on a batch of ${mine.length} changes after ${attempt} attempts:`, error);
              return;
            }
            await sleep(delay);
          }
        }
      }),
    );
  }

  /** One read of every open shard: whether any had records. */
  async function pass(): Promise<boolean> {
    let delivered = false;
    for (const shard of await shardsToRead()) {
      const id = shard.ShardId!;
      let iterator = iterators.get(id) ?? (await iteratorOf(shard));
      let answer;
      try {
        answer = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
      } catch (error) {
        if (!(error instanceof ExpiredIteratorException)) throw error;
        iterators.delete(id);
        return true;
      }
      const records = answer.Records ?? [];
      if (records.length > 0) {
        await deliver(records);
        positions[id] = records[records.length - 1]!.dynamodb!.SequenceNumber!;
        writePositions(options.positionFile, positions);
        delivered = true;
      }
      iterator = answer.NextShardIterator;
      if (iterator) iterators.set(id, iterator);
      else {
        iterators.delete(id);
        finished.add(id);
        // Its children are read next.
        shardList = undefined;
      }
    }
    return delivered;
  }

  let wake: () => void = () => undefined;
  let quietPasses = 0;
  const loop = (async () => {
    while (!stopped()) {
      const started = waiters;
      waiters = [];
      let delivered: boolean;
      try {
        delivered = await pass();
      } catch (error) {
        if (stopped()) break;
        console.error('[stream] could not read the table’s stream:', error);
        // DynamoDB Local restarted, say: the shards are listed and their iterators taken again, from the positions kept.
        iterators.clear();
        shardList = undefined;
        delivered = true;
        await sleep(READ_RETRY_MS);
      }
      if (delivered) {
        waiters.push(...started);
        quietPasses = 0;
      } else {
        for (const resolve of started) resolve();
        // Someone began waiting during this pass: read again at once.
        if (waiters.length > 0) continue;
        const rest = Math.min(IDLE_POLL_MS.first * 2 ** quietPasses++, IDLE_POLL_MS.longest);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, rest);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();

  return {
    /** Resolves once every change made before this call has reached the projections (or been given up). */
    caughtUp: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        wake();
      }),
    /** The table may have changed: read the stream now, and soon again, rather than at the end of an idle rest. */
    changed(): void {
      quietPasses = 0;
      wake();
    },
    /** Batches given up after every retry since start. */
    failedBatches: () => failures,
    async stop(): Promise<void> {
      stopping.abort();
      wake();
      await loop;
      for (const resolve of waiters) resolve();
      client.destroy();
    },
  };
}
export type LocalTableStream = Awaited<ReturnType<typeof startTableStream>>;

/**
 * A record as Lambda delivers it, from the SDK's reading of GetRecords: the SDK reads an empty map attribute
 * ({"M":{}} on the wire) as an attribute value of no type at all, which no reader can tell from a fault.
 */
function asDelivered(record: StreamRecord): StreamRecord {
  const repair = (value: AttributeValue): AttributeValue => {
    if (Object.keys(value).length === 0) return { M: {} };
    if (value.M) return { M: repairImage(value.M) };
    if (value.L) return { L: value.L.map(repair) };
    return value;
  };
  const repairImage = (image: Record<string, AttributeValue>) =>
    Object.fromEntries(Object.entries(image).map(([name, value]) => [name, repair(value)]));
  const { NewImage, OldImage } = record.dynamodb ?? {};
  return {
    ...record,
    dynamodb: {
      ...record.dynamodb,
      ...(NewImage ? { NewImage: repairImage(NewImage) } : {}),
      ...(OldImage ? { OldImage: repairImage(OldImage) } : {}),
    },
  };
}

function readPositions(file: string | undefined): Record<string, string> {
  if (!file || !fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

function writePositions(file: string | undefined, positions: Record<string, string>): void {
  if (!file) return;
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(positions));
  fs.renameSync(`${file}.tmp`, file);
}
