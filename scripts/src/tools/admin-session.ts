import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { parseRuntimeConfig } from '@app/shared/platform';
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
