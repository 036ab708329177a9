import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { auth } from '@app/shared/contracts';
import type { Role } from '@app/shared/platform';
import { cognito } from '#lib/clients';
import { env } from '#lib/env';
import { Conflict, Invalid, TooManyRequests } from '#lib/errors';
import { signUpKey } from '#lib/secrets';
import { SIGN_UP_KEY_FIELD } from './pre-sign-up';

const ALREADY_REGISTERED = auth.signUpStudent.errors.alreadyRegistered;

/** Cognito's own errors, in the product's words. */
function mapCognitoError(error: unknown): never {
  const name = (error as { name?: string }).name;
  const message = (error as { message?: string }).message ?? '';
  switch (name) {
    case 'UsernameExistsException':
      throw new Conflict(ALREADY_REGISTERED, 'user_exists');
    case 'InvalidPasswordException':
      throw new Invalid(message || 'Password does not meet the requirements.', 'password');
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
    case 'UserNotFoundException':
    case 'NotAuthorizedException':
      // One answer for a wrong or expired code, an unknown e-mail and an account already verified (Cognito's
      // NotAuthorized; locally an unknown e-mail too), so the route tells nobody which e-mails have
      // accounts; the page offers "Already verified? Sign in".
      throw new Invalid(auth.confirmSignUp.errors.invalidCode, 'code');
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      throw new TooManyRequests('Too many attempts. Please wait a moment and try again.');
    default:
      throw error;
  }
}

/** A person becoming a user: who they are, their password, and the role (group) the server gives them. */
export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** The person's name and e-mail, as Cognito attributes. */
function identityAttributes(input: Pick<NewUser, 'email' | 'firstName' | 'lastName'>) {
  return [
    { Name: 'email', Value: input.email },
    { Name: 'given_name', Value: input.firstName },
    { Name: 'family_name', Value: input.lastName },
  ];
}

/**
 * Creates the Cognito user (Cognito sends the e-mail verification code) and puts it in its role's
 * group. Returns the user id (sub). The group is added here, server-side: nobody picks their own role.
 */
export async function registerUser(input: NewUser): Promise<string> {
  const { UserSub } = await cognito()
    .send(
      new SignUpCommand({
        ClientId: env().USER_POOL_CLIENT_ID,
        Username: input.email,
        Password: input.password,
        UserAttributes: identityAttributes(input),
        ClientMetadata: { [SIGN_UP_KEY_FIELD]: await signUpKey() },
      }),
    )
    .catch(mapCognitoError);
  if (!UserSub) throw new Error('Cognito SignUp returned no user id');
  try {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: UserSub, GroupName: input.role }));
  } catch (error) {
    await deleteUser(UserSub);
    throw error;
  }
  return UserSub;
}

/** Removes a Cognito user; used to undo a sign-up whose profile could not be written. */
export async function deleteUser(userId: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env().USER_POOL_ID, Username: userId }));
}

/** Runs a change to an account that may be gone already: that is no error, so a retry completes. */
async function unlessGone(change: () => Promise<unknown>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
  }
}

/** Deletes an account for good (an admin's Delete); an account already gone is not an error, so a retried deletion completes. */
export async function deleteAccount(userId: string): Promise<void> {
  await unlessGone(() => deleteUser(userId));
}

/** Pauses an account (its guardian withdrew): it can no longer sign in. Disabling it again, or an account gone, changes nothing. */
export async function disableAccount(userId: string): Promise<void> {
  await unlessGone(() => cognito().send(new AdminDisableUserCommand({ UserPoolId: env().USER_POOL_ID, Username: userId })));
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await cognito()
    .send(new ConfirmSignUpCommand({ ClientId: env().USER_POOL_CLIENT_ID, Username: email, ConfirmationCode: code }))
    .catch(mapCognitoError);
}

/**
 * An account an admin (or the demo seed) creates with a known password: e-mail already verified,
 * no invitation sent, in its role's group. Returns the user id (sub).
 */
export async function createVerifiedUser(input: NewUser): Promise<string> {
  const { User } = await cognito()
    .send(
      new AdminCreateUserCommand({
        UserPoolId: env().USER_POOL_ID,
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [...identityAttributes(input), { Name: 'email_verified', Value: 'true' }],
      }),
    )
    .catch(mapCognitoError);
  const userId = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error('Cognito AdminCreateUser returned no user id');
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: env().USER_POOL_ID, Username: userId, Password: input.password, Permanent: true }),
  );
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: userId, GroupName: input.role }));
  return userId;
}
