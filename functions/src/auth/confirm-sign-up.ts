import { confirmSignUpSchema } from '@app/shared/auth';
import { json, publicRoute, validate } from '#lib/http';
import { confirmSignUp } from './cognito-users';

export const handler = publicRoute()
  .use(validate(confirmSignUpSchema))
  .handler(async ({ input }) => {
    await confirmSignUp(input.email, input.code);
    return json(200, { confirmed: true });
  });
