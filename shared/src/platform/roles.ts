/** The three roles of the programme; each is a Cognito group of the same name. */
export const ROLES = ['student', 'fundraising_ambassador', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export const AMBASSADOR_ROLES = ['student', 'fundraising_ambassador'] as const satisfies readonly Role[];
export type AmbassadorRole = (typeof AMBASSADOR_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where the route guard sends a signed-in user whose role a page does not allow (spec part 1, section 6). */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin';
  if (role === 'fundraising_ambassador') return '/fundraiser/dashboard';
  return '/';
}
