import { AdminAddUserToGroupCommand, AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { auth } from '@app/shared/contracts';
import type { AdminUser } from '@app/shared/profiles';
import { changed, maskedEmail, recordAudit } from '#lib/audit';
import { cognito } from '#lib/clients';
import { env } from '#lib/env';
import { Conflict } from '#lib/errors';
import { findProfilesByEmail, listProfilesByRole, newProfile, putNewProfile } from '../profiles';
import { deleteUser } from './cognito-users';

const { errors } = auth.inviteAdmin;

const adminUserOf = ({ user_id, first_name, last_name, email, created_at }: AdminUser): AdminUser => ({
  user_id,
  first_name,
  last_name,
  email,
  created_at,
});

/** Every admin, newest first. */
export async function listAdmins(): Promise<AdminUser[]> {
  return (await listProfilesByRole('admin')).map(adminUserOf);
}

/**
 * Invites an admin: Cognito creates the account (e-mail verified) and e-mails its invitation with a
 * temporary password, which the first sign-in replaces; the account joins the admin group and gets its
 * profile. An account that cannot be completed is removed, so the invitation can be sent again.
 * Its audit entry follows the profile's write rather than sharing its transaction: that write is the profiles
 * domain's own (putNewProfile takes no other writes), and the Cognito account could not be in it anyway.
 */
export async function inviteAdmin(input: { email: string; first_name: string; last_name: string }): Promise<AdminUser> {
  if ((await findProfilesByEmail(input.email)).length > 0) throw new Conflict(errors.alreadyRegistered, 'user_exists');
  const { User } = await cognito()
    .send(
      new AdminCreateUserCommand({
        UserPoolId: env().USER_POOL_ID,
        Username: input.email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: input.first_name },
          { Name: 'family_name', Value: input.last_name },
        ],
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name === 'UsernameExistsException') throw new Conflict(errors.alreadyRegistered, 'user_exists');
      throw error;
    });
  const userId = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error('Cognito AdminCreateUser returned no user id');
  const profile = newProfile({ user_id: userId, ...input, role: 'admin' });
  try {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: userId, GroupName: 'admin' }));
    await putNewProfile(profile);
  } catch (error) {
    await deleteUser(userId);
    throw error;
  }
  await recordAudit({
    subjectType: 'admin',
    subjectId: userId,
    personId: userId,
    changes: [
      changed('role', null, 'admin'),
      changed('email', null, maskedEmail(profile.email)),
      changed('first_name', null, profile.first_name),
      changed('last_name', null, profile.last_name),
    ],
  });
  return adminUserOf(profile);
}
