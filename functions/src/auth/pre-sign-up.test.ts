import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpKey } from '#lib/secrets';
import { handler, SIGN_UP_KEY_FIELD } from './pre-sign-up';

const event = (triggerSource: PreSignUpTriggerEvent['triggerSource'], clientMetadata?: Record<string, string>) =>
  ({
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_example',
    userName: 'someone',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'web-client' },
    triggerSource,
    request: { userAttributes: { email: 'someone@example.test' }, clientMetadata },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

/** The trigger reads the key our sign-up routes hold from the local Secrets Manager, as it does in AWS. */
describe('pre-sign-up trigger', () => {
  it('lets a sign-up from our API through, unchanged', async () => {
    const signUp = event('PreSignUp_SignUp', { [SIGN_UP_KEY_FIELD]: await signUpKey() });

    await expect(handler(signUp)).resolves.toEqual(signUp);
  });

  it.each([
    ['no metadata', undefined],
    ['no key', { other: 'x' }],
    ['a wrong key', { [SIGN_UP_KEY_FIELD]: 'guess' }],
    ['an empty key', { [SIGN_UP_KEY_FIELD]: '' }],
  ])('refuses a direct sign-up with %s', async (_, metadata) => {
    await expect(handler(event('PreSignUp_SignUp', metadata))).rejects.toThrow('Please sign up on the programme website.');
  });

  it('lets admin-created accounts through: creating them needs IAM already', async () => {
    const adminCreated = event('PreSignUp_AdminCreateUser');

    await expect(handler(adminCreated)).resolves.toEqual(adminCreated);
  });
});
