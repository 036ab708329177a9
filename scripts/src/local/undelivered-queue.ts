import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './layout';

const QUEUE_NAME = 'unprocessed-events';
const RETRY_MS = 1000;

/**
 * The unprocessed-events queue, locally: what Lambda's on-failure destination (SQS) and its event source
 * mapping do in AWS. Each message is a file in `dir` until the consuming domain takes it, so a message
 * survives the stack being killed; one it fails on is offered again every second, as SQS redelivers it.
 */
export function startUndeliveredQueue(options: {
  /** Without one, messages are held in memory only. */
  dir?: string;
  /** Calls the domain that takes undelivered events; undefined when no domain does. */
  consume?: (event: SQSEvent) => Promise<unknown>;
}) {
  const pending = new Map<string, SQSRecord>();
  const waiting = new Set<() => void>();
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let stopped = false;

  const fileOf = (messageId: string) => path.join(options.dir!, `${messageId}.json`);

  function recordOf(body: string, messageId = randomUUID(), sentAt = Date.now()): SQSRecord {
    return {
      messageId,
      receiptHandle: messageId,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(sentAt),
        SenderId: LOCAL_ACCOUNT,
        ApproximateFirstReceiveTimestamp: String(sentAt),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${QUEUE_NAME}`,
      awsRegion: LOCAL_REGION,
    };
  }

  async function takeOne(record: SQSRecord): Promise<boolean> {
    if (!options.consume) return false;
    try {
      const answer = (await options.consume({ Records: [record] })) as SQSBatchResponse | undefined;
      return !answer?.batchItemFailures.length;
    } catch (error) {
      console.error(`[events] the undelivered-events consumer failed on ${record.messageId}:`, error);
      return false;
    }
  }

  async function drainOnce(): Promise<void> {
    for (const record of [...pending.values()]) {
      if (stopped) return;
      if (!(await takeOne(record))) continue;
      pending.delete(record.messageId);
      if (options.dir) fs.rmSync(fileOf(record.messageId), { force: true });
    }
    if (pending.size === 0) for (const resolve of waiting) resolve();
    else if (!stopped) timer = setTimeout(drain, RETRY_MS);
  }

  function drain(): void {
    clearTimeout(timer);
    draining ??= drainOnce().finally(() => (draining = undefined));
  }

  if (options.dir) {
    fs.mkdirSync(options.dir, { recursive: true });
    for (const name of fs.readdirSync(options.dir).filter((file) => file.endsWith('.json'))) {
      const stored = JSON.parse(fs.readFileSync(path.join(options.dir, name), 'utf8')) as SQSRecord;
      pending.set(stored.messageId, stored);
    }
    if (pending.size) drain();
  }

  return {
    /** Sends one message; it is written down before this returns. */
    send(body: unknown): void {
      const record = recordOf(JSON.stringify(body));
      if (options.dir) fs.writeFileSync(fileOf(record.messageId), JSON.stringify(record));
      pending.set(record.messageId, record);
      if (!stopped) drain();
    },
    /** Messages not taken yet. */
    size: () => pending.size,
    /** Resolves once every message sent so far has been taken. */
    async empty(): Promise<void> {
      if (pending.size === 0) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          waiting.delete(done);
          resolve();
        };
        waiting.add(done);
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await draining;
    },
  };
}
