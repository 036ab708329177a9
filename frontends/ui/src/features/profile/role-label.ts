import type { Role } from '@app/shared/platform';

/** How a role reads next to a name in the top bar. */
export const roleLabel: Record<Role, string> = {
  student: 'Student Ambassador',
  fundraising_ambassador: 'Fundraising Ambassador',
  admin: 'Admin',
};
