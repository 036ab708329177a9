import { randomUUID } from 'node:crypto';
import { objectives as contracts, pathOf } from '@app/shared/contracts';
import { MAX_UPLOAD_BYTES, type MyObjective, type Objective, type ProofType } from '@app/shared/objectives';
import { api, givenUser } from '#test/api';
import { putObjective, putUserObjective } from './seeding';

/** A student with their own progress on a fresh objective of the given proof type. */
async function givenStudentWithObjective(proofType: ProofType = 'upload', status: 'assigned' | 'needs_revision' | 'approved' = 'assigned') {
  const student = await givenUser('student');
  const objective = await putObjective({
    objective_number: 900 + Math.floor(Math.random() * 90),
    title: `Objective ${randomUUID().slice(0, 6)}`,
    description: 'Do the thing.',
    time_estimate: '10 minutes',
    proof_type: proofType,
    unlock_rule_text: null,
    example_content: null,
    is_active: true,
    target_role: 'student',
  });
  await putUserObjective({ user_id: student.userId, objective_id: objective.id, status, assigned_at: new Date().toISOString() });
  return { student, objective };
}

const myObjectivesOf = async (token: string) =>
  (await api<{ objectives: MyObjective[] }>('GET', pathOf(contracts.listMyObjectives), { token })).body.objectives;

async function uploadFile(token: string, body: Buffer, contentType = 'image/png') {
  const ticket = await api('POST', pathOf(contracts.requestUpload), {
    token,
    body: { file_name: 'proof.png', content_type: contentType, size: body.length },
  });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(body) });
  expect(put.status).toBe(200);
  return ticket.body.file_key as string;
}

describe('student objectives and submissions', () => {
  it('lists nothing before approval, then every active objective with the student’s status, locked where not reached', async () => {
    const newcomer = await givenUser('student');
    expect(await myObjectivesOf(newcomer.token)).toEqual([]);

    const { student, objective } = await givenStudentWithObjective();
    const other = await putObjective({
      objective_number: 999,
      title: 'Later',
      description: null,
      time_estimate: null,
      proof_type: 'link',
      unlock_rule_text: 'Unlocked later',
      example_content: null,
      is_active: true,
      target_role: 'student',
    });
    const mine = await myObjectivesOf(student.token);

    expect(mine.find((row) => row.id === objective.id)).toMatchObject({ status: 'assigned', assigned_at: expect.any(String) });
    expect(mine.find((row) => row.id === other.id)).toMatchObject({ status: 'locked', unlock_rule_text: 'Unlocked later' });
  });

  it('submits a link: the submission and the objective’s move to submitted happen together, once', async () => {
    const { student, objective } = await givenStudentWithObjective('link');
    const body = { objective_id: objective.id, proof: { kind: 'link', url: 'https://example.com/my-post' }, notes: 'Posted!' };

    const [first, second] = await Promise.all([
      api('POST', pathOf(contracts.submitWork), { token: student.token, body }),
      api('POST', pathOf(contracts.submitWork), { token: student.token, body }),
    ]);

    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const submissions = (await api('GET', pathOf(contracts.listMySubmissions), { token: student.token })).body.submissions;
    expect(submissions).toEqual([
      expect.objectContaining({
        objective_id: objective.id,
        status: 'submitted',
        notes: 'Posted!',
        submission_data: expect.objectContaining({ url: 'https://example.com/my-post' }),
      }),
    ]);
    expect((await myObjectivesOf(student.token)).find((row) => row.id === objective.id)).toMatchObject({
      status: 'submitted',
      submitted_at: expect.any(String),
    });
  });

  it('requires a valid link for a link objective', async () => {
    const { student, objective } = await givenStudentWithObjective('link');

    const described = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: objective.id, proof: { kind: 'description', description: 'I did it' } },
    });
    const badUrl = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: objective.id, proof: { kind: 'link', url: 'javascript:alert(1)' } },
    });

    expect(described.status).toBe(400);
    expect(described.body.error.message).toBe(contracts.submitWork.errors.linkRequired);
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.message).toBe('Please enter a valid URL');
  });

  it('submits an uploaded file, presigned into the student’s own folder, and resubmits after a revision request', async () => {
    const { student, objective } = await givenStudentWithObjective('upload', 'needs_revision');
    const fileKey = await uploadFile(student.token, Buffer.from('png bytes'));

    const answer = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: {
        objective_id: objective.id,
        proof: { kind: 'file', file_key: fileKey, file_name: 'me-and-the-tee.png' },
        alt_text: 'Me holding the shirt',
      },
    });

    expect(answer.status).toBe(201);
    expect(fileKey.startsWith(`submissions/${student.userId}/`)).toBe(true);
    expect(answer.body).toMatchObject({
      status: 'submitted',
      alt_text: 'Me holding the shirt',
      submission_data: { file_key: fileKey, file_name: 'me-and-the-tee.png' },
    });
    expect(await (await fetch(answer.body.file_url)).text()).toBe('png bytes');
  });

  it.each([
    ['a type that is not allowed', { file_name: 'x.exe', content_type: 'application/x-msdownload', size: 10 }],
    ['a file over the size limit', { file_name: 'x.png', content_type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }],
    ['an empty file', { file_name: 'x.png', content_type: 'image/png', size: 0 }],
  ])('refuses to presign an upload of %s', async (_, body) => {
    const student = await givenUser('student');

    const { status } = await api('POST', pathOf(contracts.requestUpload), { token: student.token, body });

    expect(status).toBe(400);
  });

  it('refuses a file whose stored type differs from what was allowed, and deletes it', async () => {
    const { student, objective } = await givenStudentWithObjective();
    const { S3Client, PutObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({ forcePathStyle: true });
    const key = `submissions/${student.userId}/${randomUUID()}.png`;
    await s3.send(
      new PutObjectCommand({ Bucket: process.env.ASSETS_BUCKET, Key: key, Body: 'MZ', ContentType: 'application/x-msdownload' }),
    );

    const answer = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: objective.id, proof: { kind: 'file', file_key: key } },
    });

    expect(answer.status).toBe(400);
    await expect(s3.send(new HeadObjectCommand({ Bucket: process.env.ASSETS_BUCKET, Key: key }))).rejects.toThrow();
    expect((await myObjectivesOf(student.token)).find((row) => row.id === objective.id)?.status).toBe('assigned');
  });

  it('refuses another student’s objective and another student’s uploaded file, changing nothing', async () => {
    const { student: owner, objective } = await givenStudentWithObjective();
    const { student: other, objective: otherObjective } = await givenStudentWithObjective();
    const ownersFile = await uploadFile(owner.token, Buffer.from('owner'));

    const theirObjective = await api('POST', pathOf(contracts.submitWork), {
      token: other.token,
      body: { objective_id: objective.id, proof: { kind: 'description', description: 'mine now' } },
    });
    const theirFile = await api('POST', pathOf(contracts.submitWork), {
      token: other.token,
      body: { objective_id: otherObjective.id, proof: { kind: 'file', file_key: ownersFile } },
    });

    expect(theirObjective.status).toBe(409);
    expect(theirFile.status).toBe(400);
    expect(theirFile.body.error.message).toBe(contracts.submitWork.errors.fileMissing);
    expect((await api('GET', pathOf(contracts.listMySubmissions), { token: other.token })).body.submissions).toEqual([]);
    expect((await myObjectivesOf(owner.token)).find((row) => row.id === objective.id)?.status).toBe('assigned');
  });

  it('refuses work for an objective that is approved already', async () => {
    const { student, objective } = await givenStudentWithObjective('upload', 'approved');

    const { status, body } = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: objective.id, proof: { kind: 'description', description: 'again' } },
    });

    expect(status).toBe(409);
    expect(body.error.message).toBe(contracts.submitWork.errors.notSubmittable);
  });
});

describe('the admin’s objectives', () => {
  it('creates with the form’s defaults, edits, toggles active, and refuses a number its role already uses', async () => {
    const admin = await givenUser('admin');
    const number = 100 + Math.floor(Math.random() * 800);
    const body = { objective_number: number, title: '  Host a stall  ', target_role: 'fundraising_ambassador' };

    const created = await api<Objective>('POST', pathOf(contracts.createObjective), { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Host a stall', proof_type: 'upload', is_active: true, description: null });

    const taken = await api('POST', pathOf(contracts.createObjective), { token: admin.token, body });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Another objective for this role already has that number.');

    const path = pathOf(contracts.updateObjective, { objective_id: created.body.id });
    const edited = await api<Objective>('PUT', path, { token: admin.token, body: { ...body, is_active: false, proof_type: 'link' } });
    expect(edited.body).toMatchObject({ id: created.body.id, is_active: false, proof_type: 'link' });
    const all = await api<{ objectives: Objective[] }>('GET', pathOf(contracts.listAllObjectives), { token: admin.token });
    expect(all.body.objectives.find((objective) => objective.id === created.body.id)).toMatchObject({ is_active: false });

    expect((await api('PUT', pathOf(contracts.updateObjective, { objective_id: randomUUID() }), { token: admin.token, body })).status).toBe(
      404,
    );
    expect(
      (await api('POST', pathOf(contracts.createObjective), { token: admin.token, body: { ...body, objective_number: 'x' } })).status,
    ).toBe(400);
  });
});
