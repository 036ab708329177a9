import type { Role } from '@app/shared/platform';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** The demo accounts a newcomer signs in with; the README lists the same. */
export const demoAccounts = [
  { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', role: 'admin', school: null },
  { email: 'student@example.com', firstName: 'Sam', lastName: 'Rivera', role: 'student', school: 'Hillside High School' },
  { email: 'fundraiser@example.com', firstName: 'Jordan', lastName: 'Lee', role: 'fundraising_ambassador', school: 'Hillside High School' },
] as const satisfies ReadonlyArray<{ email: string; firstName: string; lastName: string; role: Role; school: string | null }>;
