import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { DEFAULT_GENERAL_SETTINGS } from '@app/shared/settings';
import { withGeneralSettings } from '#test/settings';
import { codeEmail, handler, invitationEmail, MAX_EMAIL_SUBJECT } from './custom-message';

const event = (triggerSource: CustomMessageTriggerEvent['triggerSource']) =>
  ({
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_example',
    userName: 'a1b2c3',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'CLIENT_ID_NOT_APPLICABLE' },
    triggerSource,
    request: {
      userAttributes: { email: 'rowan@example.test' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: triggerSource === 'CustomMessage_AdminCreateUser' ? '{username}' : null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as unknown as CustomMessageTriggerEvent;

const invited = { email: 'rowan@example.test', usernameParameter: '{username}', codeParameter: '{####}' };

describe('custom message trigger', () => {
  it("writes an invited admin's invitation in the Program Name saved now, with the user name and temporary password placeholders", async () => {
    await withGeneralSettings({ programName: 'Threads for Tomorrow' }, async () => {
      const answered = await handler(event('CustomMessage_AdminCreateUser'));

      expect(answered.response).toEqual({
        smsMessage: null,
        emailSubject: 'You are invited to run Threads for Tomorrow',
        emailMessage: expect.stringContaining(
          '<p>Hello! You have been invited as an admin of Threads for Tomorrow. Sign in with your e-mail address, rowan@example.test, and the temporary password {####}, then choose your own password. Your account id is {username}.</p>',
        ) as string,
      });
      // Under the programme's brand, as every e-mail: its logo (named by the Program Name), else the name itself.
      expect(answered.response.emailMessage).toMatch(
        /^(<p><img src="[^"]+" alt="Threads for Tomorrow"|<p style="[^"]+">Threads for Tomorrow<\/p>)/,
      );
    });
  });

  it('names the programme by the default Program Name until an admin changes it', async () => {
    await withGeneralSettings({ programName: DEFAULT_GENERAL_SETTINGS.programName }, async () => {
      const { response } = await handler(event('CustomMessage_AdminCreateUser'));

      expect(response.emailSubject).toBe(`You are invited to run ${DEFAULT_GENERAL_SETTINGS.programName}`);
    });
  });

  it.each([
    ['CustomMessage_SignUp', 'Your Threads for Tomorrow verification code', 'Your verification code is {####}.'],
    ['CustomMessage_ResendCode', 'Your Threads for Tomorrow verification code', 'Your verification code is {####}.'],
    ['CustomMessage_ForgotPassword', 'Your Threads for Tomorrow password reset code', 'Your password reset code is {####}.'],
  ] as const)('writes the %s e-mail under the brand, with the code where Cognito puts it', async (source, subject, line) => {
    await withGeneralSettings({ programName: 'Threads for Tomorrow' }, async () => {
      const { response } = await handler(event(source));

      expect(response.emailSubject).toBe(subject);
      expect(response.emailMessage).toContain(`<p>${line}</p>`);
      expect(response.emailMessage!.match(/\{####\}/g)).toHaveLength(1);
    });
  });

  it('leaves the messages it does not write (an attribute update, say) as the user pool writes them', async () => {
    const untouched = event('CustomMessage_UpdateUserAttribute');

    await expect(handler(event('CustomMessage_UpdateUserAttribute'))).resolves.toEqual(untouched);
  });

  it('heads a code e-mail with the logo, named by the Program Name, or with the name when there is no logo', () => {
    const withLogo = codeEmail('verification', { name: 'Trees & Tees', logoUrl: 'https://app.example/public/branding/logo.png' }, '{####}');
    expect(withLogo.emailMessage).toMatch(/^<p><img src="https:\/\/app\.example\/public\/branding\/logo\.png" alt="Trees &amp; Tees"/);

    const named = codeEmail('password reset', { name: 'Trees {&} Tees', logoUrl: null }, '{####}');
    expect(named.emailMessage).toMatch(/^<p style="[^"]+">Trees &#123;&amp;&#125; Tees<\/p>/);
    expect(named.emailMessage.match(/\{####\}/g)).toHaveLength(1);
    expect(named.emailSubject).toBe('Your Trees {&} Tees password reset code');
  });

  it('uses the placeholders Cognito names, and the user name to sign in with when the account has no e-mail', () => {
    const placeholders = { usernameParameter: '<<user>>', codeParameter: '<<code>>' };

    expect(invitationEmail('Threads for Tomorrow', { ...placeholders, email: 'a&b@example.test' }).emailMessage).toContain(
      'Sign in with your e-mail address, a&amp;b@example.test, and the temporary password <<code>>, then choose your own password. Your account id is <<user>>.',
    );
    expect(invitationEmail('Threads for Tomorrow', { ...placeholders, email: undefined }).emailMessage).toContain(
      'Sign in with <<user>> and the temporary password <<code>>, then choose your own password.',
    );
  });

  it('keeps the subject one line within what Cognito takes, cutting a long name', () => {
    const long = `The ${'Very '.repeat(40)}Long\nProgramme`;

    const { emailSubject, emailMessage } = invitationEmail(long, invited);

    expect(emailSubject.length).toBe(MAX_EMAIL_SUBJECT);
    expect(emailSubject).toMatch(/^You are invited to run The Very Very .*…$/);
    expect(emailSubject).not.toContain('\n');
    expect(emailMessage).toContain('Very Long Programme.');
  });

  it('escapes a name the HTML body would read as markup or a placeholder', () => {
    const { emailSubject, emailMessage } = invitationEmail('Trees & <b>Tees</b> {####}', invited);

    expect(emailSubject).toBe('You are invited to run Trees & <b>Tees</b> {####}');
    expect(emailMessage).toContain('admin of Trees &amp; &lt;b&gt;Tees&lt;/b&gt; &#123;####&#125;. Sign in with');
    expect(emailMessage.match(/\{####\}/g)).toHaveLength(1);
  });
});
