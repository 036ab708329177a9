import { profileSchema } from '../profile';
import { ROLES } from '../roles';
import { defineRoute } from './contract';

/** The signed-in user's profile; the role comes from the token's groups. */
export const getMe = defineRoute({
  method: 'GET',
  path: '/api/me',
  access: ROLES,
  response: profileSchema,
  errors: { notFound: 'Profile not found' },
});
