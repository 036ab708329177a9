import { createVerifiedUser } from '@app/functions/auth/seeding';
import { matureCommissions } from '@app/functions/orders';
import { newProfile, putNewProfile } from '@app/functions/profiles';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedApplicationsDemo } from './seed-applications-demo';
import { seedCommunityAmbassadors, seedCommunityProgress } from './seed-community-demo';
import { seedFundraiserDemo } from './seed-fundraiser-demo';
import { seedGuardiansDemo } from './seed-guardians-demo';
import { seedSettingsDemo } from './seed-settings-demo';
import { seedStoreDemo } from './seed-store-demo';
import { seedStudentDemo } from './seed-student-demo';
import { seedStudentStatesDemo } from './seed-student-states-demo';

/**
 * Demo data for a fresh local stack, written through the product's own domain functions.
 * Runs in the stack's process after the backend has set the functions' environment.
 */
export async function seedDemoData(apiUrl: string): Promise<void> {
  // First, so whatever the rest announces (the e-mails of its messages) names the programme.
  await seedSettingsDemo();
  for (const account of demoAccounts) {
    const userId = await createVerifiedUser({
      email: account.email,
      password: DEMO_PASSWORD,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
    });
    await putNewProfile(
      newProfile({
        user_id: userId,
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        school: account.school,
        role: account.role,
      }),
    );
  }
  await seedStoreDemo({ apiUrl, studentEmail: 'student@example.com', fundraiserEmail: 'fundraiser@example.com' });
  // Before the student demo, so its welcome broadcast reaches every student.
  const community = await seedCommunityAmbassadors(apiUrl);
  await seedStudentDemo({ studentEmail: 'student@example.com', adminEmail: 'admin@example.com' });
  await seedStudentStatesDemo({ revisionEmail: 'revision@example.com' });
  await seedFundraiserDemo({ adminEmail: 'admin@example.com' });
  // The commission hold's daily job, run once now: orders placed before the hold are payable, so the demo payouts can be recorded.
  await matureCommissions(new Date());
  await seedCommunityProgress({ apiUrl, adminEmail: 'admin@example.com', seeded: community });
  await seedGuardiansDemo();
  await seedApplicationsDemo();
}
