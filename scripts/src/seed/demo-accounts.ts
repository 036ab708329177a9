import type { Role } from '@app/shared/platform';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** The demo accounts a newcomer signs in with; the README lists the same. */
export const demoAccounts = [
  { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin', school: null },
  { email: 'student@example.com', firstName: 'Sam', lastName: 'Rivera', role: 'student', school: 'Hillside High School' },
  { email: 'fundraiser@example.com', firstName: 'Jordan', lastName: 'Lee', role: 'fundraising_ambassador', school: 'Hillside High School' },
  // A student whose application is still under review (no code yet), and one whose work was sent back (seed-student-states-demo.ts).
  { email: 'pending@example.com', firstName: 'Priya', lastName: 'Shah', role: 'student', school: 'Hillside High School' },
  { email: 'revision@example.com', firstName: 'Casey', lastName: 'Brooks', role: 'student', school: 'Hillside High School' },
] as const satisfies ReadonlyArray<{ email: string; firstName: string; lastName: string; role: Role; school: string | null }>;

/** The feedback revision@example.com's first objective was sent back with (seed-student-states-demo.ts). */
export const DEMO_REVISION_FEEDBACK = 'Lovely post! Please add a sentence on why climate action matters to you, then resubmit.';
