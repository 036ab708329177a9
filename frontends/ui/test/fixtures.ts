import type { Profile } from '@app/shared/profiles';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'profile-1',
    user_id: 'user-1',
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'student@example.com',
    school: 'Hillside High School',
    role: 'student',
    created_at: '2026-01-05T10:00:00.000Z',
    campaign_id: null,
    personal_code: null,
    shop_link: null,
    social_handles: null,
    fundraising_goal: null,
    adult_from: null,
    guardian: null,
    ...overrides,
  };
}

/** A stand-in for fetch's Response: jsdom has no fetch. Header names are given in lower case. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  } as Response;
}
