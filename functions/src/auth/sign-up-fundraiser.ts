import { fundraiserSignUpSchema } from '@app/shared/onboarding';
import { json, publicRoute, validate } from '#lib/http';
import { signUpFundraiser } from './sign-up-fundraiser-domain';

export const handler = publicRoute()
  .use(validate(fundraiserSignUpSchema))
  .handler(async ({ input, requestContext }) =>
    json(201, { profile: await signUpFundraiser(input, requestContext.http.sourceIp), confirmation_required: true }),
  );
