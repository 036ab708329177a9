import { randomUUID } from 'node:crypto';
import type { AdminSubmission, AdminSubmissionsPage, SubmissionFilter } from '@app/shared/objectives';
import { objectives as contracts, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { givenObjective } from '#test/objectives';
import { putItem } from '#lib/table';
import { putUserObjective } from './seeding';
import { putSubmission } from './submission-data';

/** The admin's review list (GET /api/admin/submissions): a page at a time on the status index. */

let admin: Awaited<ReturnType<typeof givenUser>>;
beforeAll(async () => {
  admin = await givenUser('admin');
});

const listPath = pathOf(contracts.listAllSubmissions);
const listPage = (query: Record<string, string>) =>
  api<AdminSubmissionsPage>('GET', `${listPath}?${new URLSearchParams(query).toString()}`, { token: admin.token });

/** Every page of a filter, `limit` rows a page, as the pages came. */
async function everyPage(status: SubmissionFilter, limit: number): Promise<AdminSubmission[][]> {
  const pages: AdminSubmission[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await listPage({ status, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(answer.status).toBe(200);
    expect(answer.body.submissions.length).toBeLessThanOrEqual(limit);
    pages.push(answer.body.submissions);
    cursor = answer.body.next_cursor;
  } while (cursor);
  return pages;
}

/** A student with `count` objectives assigned, each submitted in turn (one after the other, so in a known order). */
async function givenSubmissions(count: number) {
  const student = await givenUser('student');
  const submissionIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const objective = await givenObjective({
      objective_number: 5000 + Math.floor(Math.random() * 4000),
      title: `Queue ${randomUUID().slice(0, 6)}`,
    });
    await putUserObjective({
      user_id: student.userId,
      objective_id: objective.id,
      status: 'assigned',
      assigned_at: new Date().toISOString(),
    });
    const submitted = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: objective.id, proof: { kind: 'link', url: `https://example.com/post-${index}` } },
    });
    expect(submitted.status).toBe(201);
    submissionIds.push(submitted.body.id as string);
  }
  return { student, submissionIds };
}

const review = (submissionId: string, body: unknown) =>
  api('POST', pathOf(contracts.reviewSubmission, { submission_id: submissionId }), { token: admin.token, body });

/** The positions of `ids` in a list, in the order of `ids`. */
const positionsOf = (rows: AdminSubmission[], ids: string[]) => ids.map((id) => rows.findIndex((row) => row.id === id));

describe('the review list, a page at a time', () => {
  it('pages Pending Review newest first, each submission once across the pages, with whose it is and for which objective', async () => {
    const { student, submissionIds } = await givenSubmissions(5);

    const pages = await everyPage('submitted', 2);
    const rows = pages.flat();

    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const mine = rows.filter((row) => row.user_id === student.userId);
    expect(mine.map((row) => row.id)).toEqual([...submissionIds].reverse());
    expect(mine.every((row) => row.status === 'submitted' && row.email === student.email && row.objective_title.startsWith('Queue '))).toBe(
      true,
    );
    const submittedAt = rows.map((row) => row.submitted_at ?? '');
    expect(submittedAt).toEqual([...submittedAt].sort().reverse());
  });

  it('filters by status, and All Submissions merges the three statuses by their latest change, each once', async () => {
    const { submissionIds } = await givenSubmissions(3);
    const [first, second, third] = submissionIds as [string, string, string];
    expect((await review(second, { decision: 'approve' })).status).toBe(200);
    expect((await review(first, { decision: 'reject', feedback: 'Add your code, please.' })).status).toBe(200);

    const pending = (await everyPage('submitted', 3)).flat();
    const approved = (await everyPage('approved', 3)).flat();
    const revision = (await everyPage('needs_revision', 3)).flat();
    const all = (await everyPage('all', 2)).flat();

    expect(positionsOf(pending, submissionIds).map((index) => index >= 0)).toEqual([false, false, true]);
    expect(positionsOf(approved, submissionIds).map((index) => index >= 0)).toEqual([false, true, false]);
    expect(revision.find((row) => row.id === first)).toMatchObject({ status: 'needs_revision', admin_feedback: 'Add your code, please.' });
    expect(positionsOf(revision, submissionIds).map((index) => index >= 0)).toEqual([true, false, false]);
    expect(pending.every((row) => row.status === 'submitted')).toBe(true);
    expect(approved.every((row) => row.status === 'approved')).toBe(true);
    expect(revision.every((row) => row.status === 'needs_revision')).toBe(true);

    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    // Latest change first: rejected (first), approved (second), then submitted (third).
    const [rejectedAt, approvedAt, submittedAt] = positionsOf(all, [first, second, third]);
    expect(rejectedAt).toBeGreaterThanOrEqual(0);
    expect(rejectedAt).toBeLessThan(approvedAt!);
    expect(approvedAt).toBeLessThan(submittedAt!);
    for (const id of [...pending, ...approved, ...revision].map((row) => row.id)) expect(all.some((row) => row.id === id)).toBe(true);
  });

  it('shows the latest submission of an objective stored before objective rows named it', async () => {
    const student = await givenUser('student');
    const objective = await givenObjective({ objective_number: 9500, title: `Older ${randomUUID().slice(0, 6)}` });
    const at = new Date().toISOString();
    await putUserObjective({ user_id: student.userId, objective_id: objective.id, status: 'submitted', submitted_at: at });
    const id = randomUUID();
    const { Put } = putSubmission({
      id,
      user_id: student.userId,
      objective_id: objective.id,
      submission_data: { url: 'https://example.com/old', file_key: null, file_name: null, description: null },
      notes: null,
      alt_text: null,
      created_at: at,
      updated_at: at,
    });
    await putItem(Put!);

    const pending = (await everyPage('submitted', 50)).flat();

    expect(pending.find((row) => row.user_id === student.userId)).toMatchObject({ id, status: 'submitted' });
  });

  it('refuses a cursor that is not one of its own, another filter’s cursor, and a limit out of range, with a 400', async () => {
    await givenSubmissions(2);
    const firstPage = await listPage({ status: 'submitted', limit: '1' });
    expect(firstPage.body.next_cursor).toEqual(expect.any(String));

    const answers = await Promise.all([
      listPage({ status: 'submitted', cursor: 'not-a-cursor' }),
      listPage({ status: 'submitted', cursor: Buffer.from(JSON.stringify({ submitted: { pk: 'ORDER#1' } })).toString('base64url') }),
      listPage({ status: 'approved', cursor: firstPage.body.next_cursor! }),
      listPage({ status: 'all', cursor: firstPage.body.next_cursor! }),
      listPage({ status: 'submitted', cursor: 'x'.repeat(5001) }),
      listPage({ status: 'submitted', limit: '0' }),
      listPage({ status: 'submitted', limit: '101' }),
      listPage({ status: 'submitted', limit: 'many' }),
      listPage({ status: 'rejected' }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect((answers[0].body as unknown as { error: { message: string } }).error.message).toBe(
      contracts.listAllSubmissions.errors.badCursor,
    );
  });
});
