import { randomUUID } from 'node:crypto';
import type { AdminDashboard, AmbassadorDetail, AmbassadorRow } from '@app/shared/ambassadors';
import type { AdminSubmission } from '@app/shared/objectives';
import type { SentMessage } from '@app/shared/messages';
import { ambassadors, messages, objectives as objectiveContracts, pathOf } from '@app/shared/contracts';
import type { Message } from '@app/shared/messages';
import type { MyObjective, Objective, Submission } from '@app/shared/objectives';
import { inspectObject } from '#lib/storage';
import { deleteItems, getItem, queryAll } from '#lib/table';
import { api, givenUser, signIn, TEST_PASSWORD } from '#test/api';
import { givenObjective } from '#test/objectives';
import { eventually, settled } from '#test/store';
import { sentEmailsTo } from '#test/mail';
import { deleteAccount } from '../auth';
import { syncAmbassadorCode, findStoreCode } from '../code-sync/seeding';
import { eraseUserFiles, listObjectivesForRole } from '../objectives';
import { putObjective, putUserObjective } from '../objectives/seeding';
import { assignPersonalCode } from '../code-sync';
import { findUserIdByCode } from '../profiles';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const asAdmin = <T = any>(method: string, path: string, body?: unknown) => api<T>(method, path, { token: admin.token, body }); // eslint-disable-line @typescript-eslint/no-explicit-any

/** A student ambassador: approved, so holding a personal code (the code's claim is not needed here). */
const givenApprovedStudent = () => givenUser('student', { personal_code: `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}` });

const inboxSubjects = async (token: string) =>
  (await api<{ messages: Message[] }>('GET', pathOf(messages.listMyMessages), { token })).body.messages.map((m) => m.subject);

const objectiveRowsOf = (userId: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'UOBJ#' },
    ConsistentRead: true,
  });

/** Two fresh active student objectives numbered one after the other. */
async function givenObjectivePair(): Promise<[Objective, Objective]> {
  const base = 2000 + Math.floor(Math.random() * 7000);
  const make = (offset: number) => givenObjective({ objective_number: base + offset });
  return [await make(0), await make(1)];
}

/** A student who submitted a link for the first objective of a fresh pair. */
async function givenSubmission() {
  const [first, second] = await givenObjectivePair();
  const student = await givenUser('student');
  await putUserObjective({ user_id: student.userId, objective_id: first.id, status: 'assigned', assigned_at: new Date().toISOString() });
  const submitted = await api('POST', pathOf(objectiveContracts.submitWork), {
    token: student.token,
    body: { objective_id: first.id, proof: { kind: 'link', url: 'https://example.com/post' } },
  });
  expect(submitted.status).toBe(201);
  return { student, first, second, submissionId: submitted.body.id as string };
}

const statusesOf = async (token: string, ids: string[]) => {
  const mine = (await api<{ objectives: MyObjective[] }>('GET', pathOf(objectiveContracts.listMyObjectives), { token })).body.objectives;
  return ids.map((id) => mine.find((objective) => objective.id === id)?.status);
};

const review = (submissionId: string, body: unknown) =>
  asAdmin<AdminSubmission>('POST', pathOf(objectiveContracts.reviewSubmission, { submission_id: submissionId }), body);

describe('submission review', () => {
  it('approves, setting approved_at and assigning the next objective by number, once', async () => {
    const { student, first, second, submissionId } = await givenSubmission();

    const pending = await asAdmin<{ submissions: AdminSubmission[] }>(
      'GET',
      `${pathOf(objectiveContracts.listAllSubmissions)}?status=submitted`,
    );
    expect(pending.body.submissions.find((s) => s.id === submissionId)).toMatchObject({ status: 'submitted', user_id: student.userId });

    const approved = await review(submissionId, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approved_at: expect.any(String) });
    expect(await statusesOf(student.token, [first.id, second.id])).toEqual(['approved', 'assigned']);

    const again = await review(submissionId, { decision: 'reject', feedback: 'Too late' });
    expect(again.status).toBe(409);
    expect(await statusesOf(student.token, [first.id, second.id])).toEqual(['approved', 'assigned']);
  });

  it('rejects with the feedback stored and approved_at cleared, and the student may resubmit', async () => {
    const { student, first, second, submissionId } = await givenSubmission();

    expect((await review(submissionId, { decision: 'reject' })).status).toBe(400);
    const rejected = await review(submissionId, { decision: 'reject', feedback: 'Please add your code to the post.' });

    expect(rejected.body).toMatchObject({
      status: 'needs_revision',
      approved_at: null,
      admin_feedback: 'Please add your code to the post.',
    });
    expect(await statusesOf(student.token, [first.id, second.id])).toEqual(['needs_revision', 'locked']);
    const filtered = await asAdmin<{ submissions: AdminSubmission[] }>(
      'GET',
      `${pathOf(objectiveContracts.listAllSubmissions)}?status=needs_revision`,
    );
    expect(filtered.body.submissions.map((s) => s.id)).toContain(submissionId);
    // The student reads the feedback on My Submissions too, where the work is (issue 45).
    const mine = await api<{ submissions: Submission[] }>('GET', pathOf(objectiveContracts.listMySubmissions), { token: student.token });
    expect(mine.body.submissions.find((s) => s.id === submissionId)).toMatchObject({
      status: 'needs_revision',
      admin_feedback: 'Please add your code to the post.',
    });
  });

  it('answers 404 for a submission that does not exist', async () => {
    expect((await review(randomUUID(), { decision: 'approve' })).status).toBe(404);
  });
});

describe('approving a pending student', () => {
  it('assigns their personal code with its store sync queued, and Objective 1; only once', async () => {
    await givenObjectivePair();
    const student = await givenUser('student', {
      first_name: `Pat${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 5)}`,
    });

    const approved = await asAdmin<AmbassadorRow>('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }));

    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', personal_code: expect.any(String) });
    const detail = await asAdmin<AmbassadorDetail>('GET', pathOf(ambassadors.getAmbassador, { user_id: student.userId }));
    expect(detail.body.objectives.filter((objective) => objective.status === 'assigned')).toHaveLength(1);
    expect(detail.body.objectives.find((objective) => objective.status === 'assigned')?.objective_number).toBe(
      Math.min(...detail.body.objectives.map((objective) => objective.objective_number)),
    );
    const sync = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': `USER#${student.userId}`, ':sk': 'CODE_SYNC' },
    });
    expect(sync).toHaveLength(1);
    // Through the bus, the student hears of it: their code, their link and what to do first (issue 45).
    const [welcome] = await eventually(async () => {
      const emails = (await sentEmailsTo(student.email)).filter((email) => email.subject.startsWith("You're approved"));
      expect(emails).toHaveLength(1);
      return emails;
    });
    expect(welcome!.body.text).toContain(`Your personal code is ${approved.body.personal_code!}`);

    expect((await asAdmin('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }))).status).toBe(400);
  });

  it('finishes an approval that stopped after the code: Objective 1 assigned, the code kept; then refuses', async () => {
    await givenObjectivePair();
    const student = await givenUser('student', {
      first_name: `Ret${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 5)}`,
    });
    // The interrupted approval: its first write (the code) done, its second (Objective 1) never made.
    const code = await assignPersonalCode(student.userId);
    expect(await objectiveRowsOf(student.userId)).toEqual([]);

    const retried = await asAdmin<AmbassadorRow>('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }));

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'active', personal_code: code });
    const rows = await objectiveRowsOf(student.userId);
    expect(rows.map((row) => row.status)).toEqual(['assigned']);
    const [firstActive] = (await listObjectivesForRole('student')).filter((objective) => objective.is_active);
    expect(rows[0]!.objective_id).toBe(firstActive!.id);
    expect((await asAdmin('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }))).status).toBe(400);
  });

  it('gives one code and one Objective 1 when approved twice at once', async () => {
    await givenObjectivePair();
    const student = await givenUser('student', {
      first_name: `Dbl${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 5)}`,
    });

    const answers = await Promise.all(
      [1, 2].map(() => asAdmin<AmbassadorRow>('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }))),
    );

    expect(answers.map((answer) => answer.status).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    const codes = new Set(answers.flatMap((answer) => (answer.status === 200 ? [answer.body.personal_code] : [])));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(await findUserIdByCode(code!)).toBe(student.userId);
    expect((await objectiveRowsOf(student.userId)).map((row) => row.status)).toEqual(['assigned']);
  });
});

describe('broadcasts', () => {
  it('reach exactly the students of the chosen audience', async () => {
    const [first] = await givenObjectivePair();
    const newcomer = await givenApprovedStudent();
    const active = await givenApprovedStudent();
    const fundraiser = await givenUser('fundraising_ambassador');
    await putUserObjective({ user_id: active.userId, objective_id: first.id, status: 'approved', approved_at: new Date().toISOString() });
    const subject = `To the new ones ${randomUUID()}`;

    const sent = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
      type: 'broadcast',
      audience: 'new',
      subject,
      content: 'Welcome!',
    });

    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ is_broadcast: true, broadcast_segment: 'student', audience: 'new' });
    const inbox = async (token: string) =>
      (await api<{ messages: Message[] }>('GET', pathOf(messages.listMyMessages), { token })).body.messages.map((m) => m.subject);
    expect(await inbox(newcomer.token)).toContain(subject);
    expect(await inbox(active.token)).not.toContain(subject);
    expect(await inbox(fundraiser.token)).not.toContain(subject);
    const history = await asAdmin<{ messages: SentMessage[] }>('GET', pathOf(messages.listSentMessages));
    expect(history.body.messages.find((m) => m.subject === subject)?.recipient_count).toBe(sent.body.recipient_count);
  });

  it('reach the approved students who have approved some active objectives, not all, with the active audience', async () => {
    const [first, second] = await givenObjectivePair();
    const midway = await givenApprovedStudent();
    const newcomer = await givenApprovedStudent();
    await putUserObjective({ user_id: midway.userId, objective_id: first.id, status: 'approved', approved_at: new Date().toISOString() });
    await putUserObjective({ user_id: midway.userId, objective_id: second.id, status: 'assigned', assigned_at: new Date().toISOString() });
    const subject = `Keep going ${randomUUID()}`;

    const sent = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
      type: 'broadcast',
      audience: 'active',
      subject,
      content: 'Nice!',
    });

    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ broadcast_segment: 'student', audience: 'active' });
    expect(await inboxSubjects(midway.token)).toContain(subject);
    expect(await inboxSubjects(newcomer.token)).not.toContain(subject);
  });

  it('count only active objectives: an approval of a deactivated one leaves a student new', async () => {
    const [retired] = await givenObjectivePair();
    await putObjective({ ...retired, is_active: false });
    const student = await givenApprovedStudent();
    await putUserObjective({
      user_id: student.userId,
      objective_id: retired.id,
      status: 'approved',
      approved_at: new Date().toISOString(),
    });
    const toNew = `Still new ${randomUUID()}`;
    const toActive = `Not active ${randomUUID()}`;

    await asAdmin('POST', pathOf(messages.sendMessage), { type: 'broadcast', audience: 'new', subject: toNew, content: 'Hi' });
    await asAdmin('POST', pathOf(messages.sendMessage), { type: 'broadcast', audience: 'active', subject: toActive, content: 'Hi' });

    const subjects = await inboxSubjects(student.token);
    expect(subjects).toContain(toNew);
    expect(subjects).not.toContain(toActive);
  });

  it('reach the students who have approved every active objective with the complete audience', async () => {
    await givenObjectivePair();
    const finisher = await givenApprovedStudent();
    const midway = await givenApprovedStudent();
    // Other test files add objectives to the same table as they run: arrange and send again until none came in between.
    await eventually(async () => {
      const active = (await listObjectivesForRole('student')).filter((objective) => objective.is_active);
      const now = new Date().toISOString();
      await Promise.all(
        active.map((objective) =>
          putUserObjective({ user_id: finisher.userId, objective_id: objective.id, status: 'approved', approved_at: now }),
        ),
      );
      await putUserObjective({ user_id: midway.userId, objective_id: active[0]!.id, status: 'approved', approved_at: now });
      const subject = `Well done ${randomUUID()}`;

      const sent = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
        type: 'broadcast',
        audience: 'complete',
        subject,
        content: 'All done!',
      });

      expect(sent.body).toMatchObject({ broadcast_segment: 'student', audience: 'complete' });
      expect(await inboxSubjects(finisher.token)).toContain(subject);
      expect(await inboxSubjects(midway.token)).not.toContain(subject);
    }, 20_000);
  });

  it('never reach a student still pending approval (no personal code), whatever the audience', async () => {
    const pending = await givenUser('student');
    const approved = await givenApprovedStudent();
    const subjects = { all: `To all ${randomUUID()}`, new: `To new ${randomUUID()}` };

    for (const audience of ['all', 'new'] as const) {
      const sent = await asAdmin('POST', pathOf(messages.sendMessage), {
        type: 'broadcast',
        audience,
        subject: subjects[audience],
        content: 'Hi',
      });
      expect(sent.status).toBe(201);
    }

    expect(await inboxSubjects(approved.token)).toEqual(expect.arrayContaining([subjects.all, subjects.new]));
    expect(await inboxSubjects(pending.token)).toEqual([]);
  });

  it('sends a direct message to one ambassador, and refuses an empty message or an unknown recipient', async () => {
    const student = await givenUser('student');
    expect(
      (await asAdmin('POST', pathOf(messages.sendMessage), { type: 'individual', to_user_id: student.userId, content: '  ' })).body.error
        .message,
    ).toBe('Message content is required');
    expect(
      (await asAdmin('POST', pathOf(messages.sendMessage), { type: 'individual', to_user_id: randomUUID(), content: 'Hi' })).status,
    ).toBe(400);

    const sent = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
      type: 'individual',
      to_user_id: student.userId,
      content: 'Hi there',
    });
    expect(sent.body).toMatchObject({ to_user_id: student.userId, recipient_name: 'Test student', recipient_count: 1 });
  });
});

describe('deleting an ambassador', () => {
  it('removes their account, every row of theirs, their uploaded files (submitted or not) and their store code', async () => {
    const [first] = await givenObjectivePair();
    const student = await givenUser('student', {
      first_name: `Del${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 5)}`,
    });
    const { body: row } = await asAdmin<AmbassadorRow>('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }));
    const code = row.personal_code!;
    await syncAmbassadorCode(student.userId);
    expect(await findStoreCode(code)).not.toBeNull();
    await putUserObjective({ user_id: student.userId, objective_id: first.id, status: 'assigned', assigned_at: new Date().toISOString() });
    const ticket = await api('POST', pathOf(objectiveContracts.requestUpload), {
      token: student.token,
      body: { file_name: 'proof.png', content_type: 'image/png', size: 3 },
    });
    await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array([1, 2, 3]) });
    const fileKey = ticket.body.file_key as string;
    const submitted = await api('POST', pathOf(objectiveContracts.submitWork), {
      token: student.token,
      body: { objective_id: first.id, proof: { kind: 'link', url: 'https://example.com/post' } },
    });
    expect(submitted.status).toBe(201);
    const direct = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
      type: 'individual',
      to_user_id: student.userId,
      content: 'Bye',
    });
    expect(await getItem({ pk: 'MESSAGES_SENT', sk: direct.body.id })).toMatchObject({ to_user_id: student.userId });

    const deleted = await asAdmin('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }));

    expect(deleted.status).toBe(200);
    expect(await getItem({ pk: 'MESSAGES_SENT', sk: direct.body.id })).toBeUndefined();
    const history = await asAdmin<{ messages: SentMessage[] }>('GET', pathOf(messages.listSentMessages));
    expect(history.body.messages.filter((message) => message.to_user_id === student.userId)).toEqual([]);
    // Their ranking entry (in their partition) follows their totals row on the table's stream, its removal included.
    await settled();
    expect(await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${student.userId}` } })).toEqual(
      [],
    );
    expect(await findUserIdByCode(code)).toBeUndefined();
    expect(await findStoreCode(code)).toBeNull();
    expect(await inspectObject(fileKey)).toBeUndefined();
    await expect(signIn(student.email, TEST_PASSWORD)).rejects.toThrow();
    expect((await asAdmin('GET', pathOf(ambassadors.getAmbassador, { user_id: student.userId }))).status).toBe(404);
    expect((await asAdmin('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }))).status).toBe(404);
  });

  it('finishes a deletion that was interrupted after the account and some rows went', async () => {
    const student = await givenUser('student', {
      first_name: `Int${randomUUID()
        .replace(/[^a-z]/g, '')
        .slice(0, 5)}`,
    });
    const { body: row } = await asAdmin<AmbassadorRow>('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }));
    const code = row.personal_code!;
    const direct = await asAdmin<SentMessage>('POST', pathOf(messages.sendMessage), {
      type: 'individual',
      to_user_id: student.userId,
      content: 'About your account',
    });
    // The first run's steps up to the row erasure, which stopped part-way: the account, the files and the
    // code's claim gone, the message's history row too, the profile and the rest of the partition still there.
    await deleteAccount(student.userId);
    await eraseUserFiles(student.userId);
    await deleteItems([
      { pk: `CODE#${code}`, sk: 'CODE' },
      { pk: 'MESSAGES_SENT', sk: direct.body.id },
    ]);
    await expect(signIn(student.email, TEST_PASSWORD)).rejects.toThrow();

    const retried = await asAdmin('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }));

    expect(retried.status).toBe(200);
    // Their ranking entry (in their partition) follows their totals row on the table's stream, its removal included.
    await settled();
    expect(await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${student.userId}` } })).toEqual(
      [],
    );
    expect(await findUserIdByCode(code)).toBeUndefined();
    expect((await asAdmin('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }))).status).toBe(404);
  });

  it('refuses to delete an admin', async () => {
    const other = await givenUser('admin');
    expect((await asAdmin('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: other.userId }))).status).toBe(400);
    await expect(signIn(other.email, TEST_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('the dashboard', () => {
  it('counts sign-ups, pending submissions and ambassadors, and lists the recent ones', async () => {
    const before = (await asAdmin<AdminDashboard>('GET', pathOf(ambassadors.getAdminDashboard))).body;
    const { student, submissionId } = await givenSubmission();

    const after = await eventually(async () => {
      const { body } = await asAdmin<AdminDashboard>('GET', pathOf(ambassadors.getAdminDashboard));
      expect(body.recent_submissions.map((s) => s.id)).toContain(submissionId);
      return body;
    });

    expect(after.new_this_week).toBeGreaterThanOrEqual(before.new_this_week + 1);
    expect(after.total_ambassadors).toBeGreaterThanOrEqual(before.total_ambassadors + 1);
    expect(after.pending_submissions).toBeGreaterThanOrEqual(1);
    expect(after.recent_signups.length).toBeLessThanOrEqual(5);
    expect(after.recent_signups.every((profile) => profile.role !== 'admin')).toBe(true);
    expect(after.recent_submissions.find((s) => s.id === submissionId)).toMatchObject({ status: 'submitted', user_id: student.userId });
  });

  it('lists the ambassadors of a role with their progress label', async () => {
    const student = await givenUser('student');
    const { body } = await asAdmin<{ ambassadors: AmbassadorRow[] }>('GET', `${pathOf(ambassadors.listAmbassadors)}?role=student`);
    expect(body.ambassadors.find((row) => row.user_id === student.userId)).toMatchObject({
      status: 'pending_approval',
      progress_stage: 'new',
      progress_label: 'New',
    });
    expect(body.ambassadors.every((row) => row.role === 'student')).toBe(true);
  });
});
