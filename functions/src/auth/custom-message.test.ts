import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { DEFAULT_GENERAL_SETTINGS } from '@app/shared/settings';
import { withGeneralSettings } from '#test/settings';
import { handler, invitationEmail, MAX_EMAIL_SUBJECT } from './custom-message';

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
        emailMessage:
          'Hello! You have been invited as an admin of Threads for Tomorrow. Sign in with your e-mail address, rowan@example.test, and the temporary password {####}, then choose your own password. Your account id is {username}.',
      });
    });
  });

  it('names the programme by the default Program Name until an admin changes it', async () => {
    await withGeneralSettings({ programName: DEFAULT_GENERAL_SETTINGS.programName }, async () => {
      const { response } = await handler(event('CustomMessage_AdminCreateUser'));

      expect(response.emailSubject).toBe(`You are invited to run ${DEFAULT_GENERAL_SETTINGS.programName}`);
    });
  });

  it.each(['CustomMessage_SignUp', 'CustomMessage_ForgotPassword', 'CustomMessage_ResendCode'] as const)(
    'leaves the %s message as the user pool writes it',
    async (source) => {
      const untouched = event(source);

      await expect(handler(event(source))).resolves.toEqual(untouched);
    },
  );

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
