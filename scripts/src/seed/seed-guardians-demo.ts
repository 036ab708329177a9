import { createVerifiedUser } from '@app/functions/auth/seeding';
import { assignPersonalCode } from '@app/functions/code-sync';
import { resendGuardianEmail } from '@app/functions/guardians/seeding';
import { assignFirstObjective } from '@app/functions/objectives';
import { newProfile, putNewProfile } from '@app/functions/profiles';
import { adultFrom, birthMonthBefore } from '@app/shared/auth';
import type { Guardian } from '@app/shared/guardians';
import { DAY_MS } from '@app/shared/platform';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * Members on both sides of 18 (issue 44), approved students who can sign in with the demo password: one
 * under 18 whose guardian has not acknowledged yet (their code held out of the store; the guardian's e-mail,
 * with the link to their page, is in the local inbox), one under 18 whose guardian acknowledged, and one who
 * signed up at 17 and is 18 now, so nothing waits for their guardian any more. Everyone else is an adult.
 */

const bornAgo = (years: number, months: number) => birthMonthBefore(new Date(), years, months);

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const guardianOf = (email: string, changes: Partial<Guardian> = {}): Guardian => ({
  email,
  status: 'awaiting',
  sent_at: null,
  acknowledged_at: null,
  withdrawn_at: null,
  ...changes,
});

const MEMBERS = [
  {
    email: 'maya.okafor@example.com',
    first_name: 'Maya',
    last_name: 'Okafor',
    school: 'Northgate High School',
    birth: bornAgo(15, 4),
    guardian: guardianOf('parent.okafor@example.com'),
    joinedDaysAgo: 3,
    emailGuardian: true,
  },
  {
    email: 'leo.brennan@example.com',
    first_name: 'Leo',
    last_name: 'Brennan',
    school: 'Riverbend High School',
    birth: bornAgo(16, 7),
    guardian: guardianOf('parent.brennan@example.com', { sent_at: daysAgo(12), status: 'acknowledged', acknowledged_at: daysAgo(11) }),
    joinedDaysAgo: 12,
    emailGuardian: false,
  },
  {
    email: 'noah.kim@example.com',
    first_name: 'Noah',
    last_name: 'Kim',
    school: 'Lakeview Secondary School',
    birth: bornAgo(18, 2),
    guardian: guardianOf('parent.kim@example.com', { sent_at: daysAgo(90) }),
    joinedDaysAgo: 90,
    emailGuardian: false,
  },
] as const;

export async function seedGuardiansDemo(): Promise<void> {
  for (const member of MEMBERS) {
    const userId = await createVerifiedUser({
      email: member.email,
      password: DEMO_PASSWORD,
      firstName: member.first_name,
      lastName: member.last_name,
      role: 'student',
    });
    await putNewProfile(
      newProfile({
        user_id: userId,
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        school: member.school,
        role: 'student',
        created_at: daysAgo(member.joinedDaysAgo),
        adult_from: adultFrom(member.birth),
        guardian: member.guardian,
      }),
    );
    // Approved, as an admin does it: the code (held out of the store while a guardian is awaited) and Objective 1.
    await assignPersonalCode(userId);
    await assignFirstObjective(userId);
    if (member.emailGuardian) await resendGuardianEmail(userId);
  }
}
