import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '@app/shared/profiles';
import type { Role } from '@app/shared/platform';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#lib/client-address';

/** Helpers for tests that go through the real local HTTP API with real cognito-local tokens. */

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- by default tests assert on arbitrary JSON bodies field by field
export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${process.env.API_URL}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * The headers CloudFront adds to a request from a visitor at `address` (the local gateway adds the same): the
 * viewer's address, vouched for by the origin secret. Tests use them to be many clients.
 */
export function viaCloudFront(address: string): Record<string, string> {
  const secret = process.env.LOCAL_ORIGIN_SECRET;
  if (!secret) throw new Error('LOCAL_ORIGIN_SECRET is not set: the test backend did not say what the gateway adds');
  return { [VIEWER_ADDRESS_HEADER]: `${address}:443`, [ORIGIN_VERIFY_HEADER]: secret };
}

export async function signIn(email: string, password: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({});
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: process.env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return AuthenticationResult!.AccessToken!;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export const TEST_PASSWORD = 'Test-pass-1';

/** A verified user of a role with a profile, signed in: what most route tests start from. */
export async function givenUser(role: Role, profile: Partial<Profile> = {}): Promise<{ userId: string; email: string; token: string }> {
  // Imported lazily: these modules read the backend's environment, which global setup provides.
  const { createVerifiedUser } = await import('../src/auth/seeding');
  const { newProfile, putNewProfile } = await import('../src/profiles');
  const email = uniqueEmail(role);
  const userId = await createVerifiedUser({ email, password: TEST_PASSWORD, firstName: 'Test', lastName: role, role });
  await putNewProfile(newProfile({ user_id: userId, first_name: 'Test', last_name: role, email, role, ...profile }));
  return { userId, email, token: await signIn(email, TEST_PASSWORD) };
}

/** The latest e-mail cognito-local "sent" an address whose text a user pool trigger wrote (an admin's invitation). */
export function cognitoEmailFor(email: string): { subject: string; message: string } | undefined {
  const file = process.env.COGNITO_EMAILS_FILE!;
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { subject: string; message: string }>)[email.toLowerCase()];
}

/** The latest verification code cognito-local "e-mailed" to an address. */
export function verificationCodeFor(email: string): string | undefined {
  const file = process.env.VERIFICATION_CODES_FILE!;
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[email.toLowerCase()];
}
