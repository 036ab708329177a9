import { api, cognitoEmailFor, givenUser, signIn, uniqueEmail, verificationCodeFor } from '#test/api';
import { withGeneralSettings } from '#test/settings';
import {
  RespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getProfile } from '../profiles';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

describe('Settings, Users', () => {
  it('invites an admin, who replaces the temporary password at the first sign-in and is then an admin', async () => {
    const email = uniqueEmail('Invited');
    const { status, body } = await api('POST', '/api/admin/users', {
      token: admin.token,
      body: { email, first_name: ' Rowan ', last_name: 'Ellis' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: email.toLowerCase(), first_name: 'Rowan', last_name: 'Ellis' });
    expect(await getProfile(body.user_id)).toMatchObject({ role: 'admin', email: email.toLowerCase() });

    const listed = await api('GET', '/api/admin/users', { token: admin.token });
    expect(listed.body.admins.map((row: { user_id: string }) => row.user_id)).toContain(body.user_id);

    const temporary = await temporaryPasswordOf(email.toLowerCase());
    const client = new CognitoIdentityProviderClient({});
    const first = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: process.env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: temporary },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: process.env.USER_POOL_CLIENT_ID,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email.toLowerCase(), NEW_PASSWORD: 'Chosen-pass-1' },
      }),
    );
    const token = await signIn(email.toLowerCase(), 'Chosen-pass-1');
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(200);
  });

  it('e-mails the invitation in the saved Program Name, through the user pool trigger the local Cognito runs as AWS does', async () => {
    const email = uniqueEmail('Invited').toLowerCase();
    let userId = '';

    await withGeneralSettings({ programName: 'Threads for Tomorrow' }, async () => {
      const { status, body } = await api('POST', '/api/admin/users', {
        token: admin.token,
        body: { email, first_name: 'Rowan', last_name: 'Ellis' },
      });
      expect(status).toBe(201);
      userId = body.user_id;
    });

    const temporary = await temporaryPasswordOf(email);
    const invitation = await invitationTo(email);
    expect(invitation).toEqual({
      subject: 'You are invited to run Threads for Tomorrow',
      // The pool's user name is the account's id: cognito-local fills it in, as Cognito does.
      message: expect.stringContaining(
        `<p>Hello! You have been invited as an admin of Threads for Tomorrow. Sign in with your e-mail address, ${email}, and the temporary password ${temporary}, then choose your own password. Your account id is ${userId}.</p>`,
      ) as string,
    });
    // Under the programme's brand, as every e-mail: the logo saved now (named by the Program Name), else the name.
    expect(invitation.message).toMatch(/^(<p><img src="[^"]+" alt="Threads for Tomorrow"|<p style="[^"]+">Threads for Tomorrow<\/p>)/);
  });

  it('refuses an e-mail that already has an account, and a bad e-mail, changing nothing', async () => {
    const existing = await givenUser('student');
    const taken = await api('POST', '/api/admin/users', {
      token: admin.token,
      body: { email: existing.email, first_name: 'A', last_name: 'B' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Someone already has an account with this e-mail.');
    expect(await getProfile(existing.userId)).toMatchObject({ role: 'student' });

    const bad = await api('POST', '/api/admin/users', { token: admin.token, body: { email: 'nope', first_name: 'A', last_name: 'B' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'email', message: 'Please enter a valid email address' });
  });
});

/** The invitation cognito-local would have e-mailed (read from its output, which may come a moment late). */
async function invitationTo(email: string): Promise<{ subject: string; message: string }> {
  for (let tries = 0; tries < 60; tries++) {
    const sent = cognitoEmailFor(email);
    if (sent) return sent;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation e-mail for ${email}`);
}

/** The invitation's temporary password cognito-local would have e-mailed (read from its store as it is saved). */
async function temporaryPasswordOf(email: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const password = verificationCodeFor(email);
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation for ${email}`);
}
