import { studentSignUpSchema } from '@app/shared/auth';
import { json, publicRoute, validate } from '#lib/http';
import { signUpStudent } from './sign-up-student-domain';

export const handler = publicRoute()
  .use(validate(studentSignUpSchema))
  .handler(async ({ input }) => json(201, { profile: await signUpStudent(input), confirmation_required: true }));
