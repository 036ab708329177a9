import { randomUUID } from 'node:crypto';
import {
  adminSubmissions,
  listAllSubmissions,
  listUserObjectivesInStatus,
  putObjective,
  putWorkInBulk,
  type WorkRecord,
} from '@app/functions/objectives/seeding';
import { resetTableUsage, tableUsage } from '@app/functions/platform';
import { ADMIN_SUBMISSIONS_PAGE_SIZE, type SubmissionFilter } from '@app/shared/objectives';
import { latencyOf, pool, requestsText } from './measure';
import { markdownTable } from './report';

/**
 * The admin's review queue (Submissions Review) with 1,000 and with `fullSize` submissions in the table:
 * each read's DynamoDB requests and capacity units, which must be the same at both sizes, and its time;
 * beside it the read as it was before it paged (every submission and every row of the status, filtered
 * in memory), measured once a size. Its first size is written after the first orders' stage, its second at the end.
 */
/** Submissions in the table when the queue (and every admin read) is read the first time. */
export const SMALL_SUBMISSIONS = 1_000;
const WRITERS = 8;
const RECORDS_PER_WRITE = 250;
const SAMPLES = { samples: 50, seconds: 10 };
const pageSize = ADMIN_SUBMISSIONS_PAGE_SIZE;

/**
 * Work number i: ambassador i mod n, objective ⌊i / n⌋ (so each (ambassador, objective) once), submitted
 * a second after work i − 1; one in ten under review, one in ten sent back for revision, the rest approved.
 * The newest page of any size then holds the same mix (one objective, 25 ambassadors), as a programme would.
 */
function workRecord(i: number, userIds: readonly string[], objectiveIds: readonly string[], firstAt: number): WorkRecord {
  const createdAt = new Date(firstAt + i * 1000).toISOString();
  const reviewedAt = new Date(firstAt + i * 1000 + 500).toISOString();
  const status = i % 10 === 0 ? 'submitted' : i % 10 === 1 ? 'needs_revision' : 'approved';
  const user_id = userIds[i % userIds.length]!;
  const objective_id = objectiveIds[Math.floor(i / userIds.length)]!;
  return {
    row: {
      user_id,
      objective_id,
      status,
      assigned_at: createdAt,
      submitted_at: createdAt,
      approved_at: status === 'approved' ? reviewedAt : null,
      admin_feedback: status === 'needs_revision' ? 'Please add your code to the post.' : null,
    },
    submission: {
      id: randomUUID(),
      user_id,
      objective_id,
      submission_data: { url: `https://example.com/post/${i}`, file_key: null, file_name: null, description: null },
      notes: null,
      alt_text: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
  };
}

async function seed(from: number, to: number, userIds: readonly string[], objectiveIds: readonly string[], firstAt: number) {
  const chunks: Array<[number, number]> = [];
  for (let start = from; start < to; start += RECORDS_PER_WRITE) chunks.push([start, Math.min(to, start + RECORDS_PER_WRITE)]);
  await pool(chunks, WRITERS, ([start, end]) =>
    putWorkInBulk(Array.from({ length: end - start }, (_, k) => workRecord(start + k, userIds, objectiveIds, firstAt))),
  );
}

interface Measured {
  requests: string;
  capacityUnits: number;
  p50: number;
  ids: string;
}

/** A read's requests and capacity units on a warm call (a page read is timed too; the read before, slow, is called once). */
async function measured(read: () => Promise<string[]>, timed: boolean): Promise<Measured> {
  if (timed) await read();
  resetTableUsage();
  const ids = (await read()).join(',');
  const { requests, capacityUnits } = tableUsage();
  const p50 = timed ? (await latencyOf(read, SAMPLES)).p50 : NaN;
  return { requests: requestsText(requests), capacityUnits, p50, ids };
}

const pageIds = async (filter: SubmissionFilter, cursor?: string) =>
  (await adminSubmissions(filter, pageSize, cursor)).submissions.map((submission) => submission.id);

/** Before it paged: every submission (newest first) and every row under review, matched in memory, the newest page kept. */
async function everySubmissionRead(): Promise<string[]> {
  const [all, rows] = await Promise.all([listAllSubmissions(), listUserObjectivesInStatus('submitted')]);
  const underReview = new Set(rows.map((row) => `${row.user_id}#${row.objective_id}`));
  return all
    .filter((submission) => underReview.has(`${submission.user_id}#${submission.objective_id}`))
    .slice(0, pageSize)
    .map((submission) => submission.id);
}

/** The reads timed at each size; the second page continues from the first page's cursor, read beforehand. */
const readsAfter = (cursor: string | undefined): Array<{ read: string; run: () => Promise<string[]> }> => [
  { read: 'Pending Review, first page', run: () => pageIds('submitted') },
  { read: 'Pending Review, second page', run: () => pageIds('submitted', cursor) },
  { read: 'All Submissions, first page', run: () => pageIds('all') },
  { read: 'before: every submission read, Pending Review filtered in memory', run: everySubmissionRead },
];
const READS = readsAfter(undefined);

export interface ReviewQueueBench {
  /** Writes submissions up to `size` and reads the queue at that size: first the small size, then the full one. */
  grow(size: number): Promise<void>;
  report(): { table: string; failedChecks: string[] };
}

/** The review queue's bench, in two steps so that the other admin reads are measured beside it at each size. */
export async function reviewQueueBench(
  userIds: readonly string[],
  fullSize: number,
  log: (message: string) => void,
): Promise<ReviewQueueBench> {
  const objectiveIds: string[] = [];
  for (let k = 0; k < Math.ceil(fullSize / userIds.length); k++) {
    const objective = await putObjective({
      objective_number: 10_000 + k,
      title: `Bench objective ${k + 1}`,
      description: null,
      time_estimate: null,
      proof_type: 'link',
      unlock_rule_text: null,
      example_content: null,
      // Inactive: no ambassador's screen shows them.
      is_active: false,
      target_role: 'student',
    });
    objectiveIds.push(objective.id);
  }
  const firstAt = Date.now() - fullSize * 1000 - 60_000;
  const results: Measured[][] = [];
  let seeded = 0;
  return {
    async grow(size) {
      log(`review queue: writing submissions ${seeded + 1}–${size} in batches`);
      await seed(seeded, size, userIds, objectiveIds, firstAt);
      seeded = size;
      log(`review queue: reading it at ${size} submissions`);
      const atSize: Measured[] = [];
      const reads = readsAfter((await adminSubmissions('submitted', pageSize)).next_cursor ?? undefined);
      for (const [index, { run }] of reads.entries()) atSize.push(await measured(run, index < reads.length - 1));
      results.push(atSize);
    },
    report() {
      const [small, full] = results as [Measured[], Measured[]];
      const count = (value: number) => value.toLocaleString('en-US');
      const cell = (m: Measured) =>
        `${m.requests}; ${m.capacityUnits.toFixed(1)} capacity units${Number.isNaN(m.p50) ? '' : `; p50 ${m.p50.toFixed(1)} ms`}`;
      const flat = (i: number) => small[i]!.requests === full[i]!.requests && small[i]!.capacityUnits === full[i]!.capacityUnits;
      const rows = READS.map(({ read }, i) => [
        `review queue: ${read}`,
        cell(small[i]!),
        cell(full[i]!),
        i < READS.length - 1 ? (flat(i) ? 'flat: yes' : 'flat: NO') : 'grows with the programme',
      ]);
      // The paged read answers the first page exactly as the full read filtered in memory did.
      const sameAnswer = small[0]!.ids === small[3]!.ids && full[0]!.ids === full[3]!.ids;
      rows.push(['review queue: first page = the read before', sameAnswer ? 'same' : 'DIFFERENT', '', '']);
      const table = markdownTable(
        ['measure', `at ${count(SMALL_SUBMISSIONS)} submissions`, `at ${count(fullSize)} submissions`, 'target'],
        rows,
      );
      const failedChecks = [
        ...READS.slice(0, -1).flatMap(({ read }, i) => (flat(i) ? [] : [`review queue ${read} not flat`])),
        ...(sameAnswer ? [] : ['review queue first page differs from the read before']),
      ];
      return { table, failedChecks };
    },
  };
}
