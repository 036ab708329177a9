import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deadLetters, pathUnderApiBase, type RouteOutput } from '@app/shared/contracts';
import { parseRuntimeConfig } from '@app/shared/runtime-config';

/** An admin's access token, signed in through the deployment's own user pool (its /config.json says where). */
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
  return { token: AuthenticationResult.AccessToken, apiBaseUrl: config.apiBaseUrl };
}

/**
 * Replays every pending dead letter through the admin API, batch after batch, until none is left: each
 * one once (the API claims each before it replays it). Returns how many were replayed and skipped.
 */
export async function redriveDeadLetters(webUrl: string, admin: { email: string; password: string }) {
  const { token, apiBaseUrl } = await adminToken(webUrl, admin.email, admin.password);
  const total = { redriven: 0, skipped: 0 };
  for (;;) {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${pathUnderApiBase(deadLetters.redrivePending)}`, {
      method: deadLetters.redrivePending.method,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    const batch = (await response.json()) as RouteOutput<typeof deadLetters.redrivePending>;
    total.redriven += batch.redriven;
    total.skipped += batch.skipped;
    if (batch.redriven === 0) return total;
  }
}
