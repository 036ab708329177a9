import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { pathUnderApiBase, type RouteContract, type RouteOutput } from '@app/shared/contracts';
import { parseRuntimeConfig } from '@app/shared/platform';
import type * as z from 'zod';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';

/** Where an operator's command acts: WEB_URL (default: the local stack on PORT, 3000 unless set), as ADMIN_EMAIL / ADMIN_PASSWORD (default: the local demo admin). */
export function operatorTarget(): { webUrl: string; email: string; password: string } {
  const demoAdmin = demoAccounts.find((account) => account.role === 'admin')!;
  return {
    webUrl: process.env.WEB_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
    email: process.env.ADMIN_EMAIL ?? demoAdmin.email,
    password: process.env.ADMIN_PASSWORD ?? DEMO_PASSWORD,
  };
}

export /** An admin's access token, signed in through the deployment's own user pool (its /config.json says where). */
async function adminToken(webUrl: string, email: string, password: string): Promise<{ token: string; apiBaseUrl: string }> {
  const config = parseRuntimeConfig(await (await fetch(`${webUrl}/config.json`)).json());
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.userPoolEndpoint,
    // The local relay needs no AWS credentials; InitiateAuth is an unsigned call.
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
  });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`${email} could not sign in`);
  // The deployed config names the API relative to the site ("/api", behind the same CloudFront); locally it is absolute.
  return { token: AuthenticationResult.AccessToken, apiBaseUrl: new URL(config.apiBaseUrl, `${webUrl}/`).href };
}

/** The operator target: where a command acts, and as which admin. */
export type OperatorTarget = ReturnType<typeof operatorTarget>;

/**
 * Calls one of the admin's paged POST routes (a body of the page before's cursor, an answer with the next
 * one) page after page until the last, signed in as the target's admin; `onPage` hears of each page.
 */
export async function walkAdminPages<C extends RouteContract & { response: z.ZodType<{ next_cursor: string | null }> }>(
  target: OperatorTarget,
  route: C,
  onPage: (page: RouteOutput<C>) => void,
): Promise<void> {
  const { token, apiBaseUrl } = await adminToken(target.webUrl, target.email, target.password);
  let cursor: string | null = null;
  do {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${pathUnderApiBase(route)}`, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(cursor ? { cursor } : {}),
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    const page = route.response.parse(await response.json()) as RouteOutput<C>;
    onPage(page);
    cursor = page.next_cursor;
  } while (cursor);
}
