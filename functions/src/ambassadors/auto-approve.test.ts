import type { AmbassadorDetail } from '@app/shared/ambassadors';
import { getItem } from '#lib/table';
import { adultBirth } from '#test/ages';
import { api, givenUser, uniqueEmail, viaCloudFront } from '#test/api';
import { givenObjective } from '#test/objectives';
import { withGeneralSettings } from '#test/settings';
import { eventually } from '#test/store';
import { listUserObjectives } from '../objectives';
import { autoApproveOnSignUp } from './auto-approve';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
  // An active student objective, so an approval has an Objective 1 to assign whatever else the table holds.
  const number = 9000 + Math.floor(Math.random() * 900);
  await givenObjective({ objective_number: number });
});

/** Runs `act` with Auto-approve Student Sign-ups on, then off again (the default): other test files sign students up too. */
const withAutoApprove = (act: () => Promise<void>) => withGeneralSettings({ autoApproveStudentSignUps: true }, act);

async function signUpStudent() {
  const email = uniqueEmail('auto');
  const client = viaCloudFront(`10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const { status, body } = await api('POST', '/api/auth/student-sign-up', {
    body: {
      first_name: 'Ari',
      last_name: 'Lake',
      email,
      password: 'secret1',
      school: 'Hillside High',
      why_join: 'Climate.',
      ...adultBirth(),
    },
    headers: client,
  });
  expect(status).toBe(201);
  return { userId: body.profile.user_id as string, email };
}

const detailOf = async (userId: string) =>
  (await api<AmbassadorDetail>('GET', `/api/admin/ambassadors/${userId}`, { token: admin.token })).body;

const signedUp = (userId: string, role: 'student' | 'fundraising_ambassador' = 'student') => ({
  user_id: userId,
  role,
  first_name: 'Ari',
  last_name: 'Lake',
  email: `${userId}@example.test`,
});

describe('Auto-approve Student Sign-ups (Settings > General)', () => {
  it('approves a student as they sign up, as an admin would: personal code and shop link, store sync queued, Objective 1', async () => {
    let student = { userId: '', email: '' };
    await withAutoApprove(async () => {
      student = await signUpStudent();
      // The approval follows the sign-up's announcement on the bus.
      await eventually(async () => {
        expect((await detailOf(student.userId)).profile.personal_code).toMatch(/^ARIL/);
        expect((await listUserObjectives(student.userId)).size).toBe(1);
      });
    });

    const detail = await detailOf(student.userId);
    expect(detail.profile.shop_link).toContain(`discount=${detail.profile.personal_code}`);
    expect([...(await listUserObjectives(student.userId)).values()]).toHaveLength(1);
    expect(await getItem({ pk: `USER#${student.userId}`, sk: 'CODE_SYNC' }, { consistent: true })).toMatchObject({
      personal_code: detail.profile.personal_code,
    });
  });

  it('leaves a student pending approval while auto-approve is off (the default)', async () => {
    const student = await signUpStudent();

    expect(await autoApproveOnSignUp(signedUp(student.userId))).toBe('left pending');
    expect((await detailOf(student.userId)).profile.personal_code).toBeNull();
    expect((await listUserObjectives(student.userId)).size).toBe(0);
  });

  it('leaves a student pending while only organization applications are auto-approved', async () => {
    const student = await signUpStudent();

    await withGeneralSettings({ autoApproveOrganizationApplications: true }, async () => {
      expect(await autoApproveOnSignUp(signedUp(student.userId))).toBe('left pending');
    });

    expect((await detailOf(student.userId)).profile.personal_code).toBeNull();
  });

  it('changes nothing for a sign-up delivered again (the student is approved already), a fundraiser or a deleted student', async () => {
    const fundraiser = await givenUser('fundraising_ambassador');

    await withAutoApprove(async () => {
      const student = await signUpStudent();
      await eventually(async () => expect((await listUserObjectives(student.userId)).size).toBe(1));
      const code = (await detailOf(student.userId)).profile.personal_code;

      expect(await autoApproveOnSignUp(signedUp(student.userId))).toBe('already approved');
      expect(await autoApproveOnSignUp(signedUp(fundraiser.userId, 'fundraising_ambassador'))).toBe('left pending');
      expect(await autoApproveOnSignUp(signedUp('no-such-user'))).toBe('gone');
      expect((await detailOf(student.userId)).profile.personal_code).toBe(code);
      expect((await listUserObjectives(student.userId)).size).toBe(1);
    });
  });
});
