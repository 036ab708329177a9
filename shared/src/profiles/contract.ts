import { defineRoute } from '../contracts/contract';
import { ROLES } from '../platform/roles';
import { profileSchema, profileUpdateSchema } from './profile';

/** The signed-in user's profile; the role comes from the token's groups. */
export const getMe = defineRoute({
  method: 'GET',
  path: '/api/me',
  access: ROLES,
  response: profileSchema,
  errors: { notFound: 'Profile not found' },
});

/** My Account: an ambassador saves their name, organization and social handles. */
export const updateMe = defineRoute({
  method: 'PATCH',
  path: '/api/me',
  access: ['student', 'fundraising_ambassador'],
  body: profileUpdateSchema,
  response: profileSchema,
  errors: { notFound: 'Profile not found' },
});
