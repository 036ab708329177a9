import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import { GUARDIAN_LINK_MESSAGES, guardianLinkParamsSchema, guardianPageSchema } from './guardian';

/** The guardian's page, from the link they were e-mailed: no account, the link is the key (public, paced per client). */
export const getGuardianPage = defineRoute({
  method: 'GET',
  path: '/api/guardian/{token}',
  access: 'public',
  params: guardianLinkParamsSchema,
  response: guardianPageSchema,
  errors: GUARDIAN_LINK_MESSAGES,
});

/** The guardian acknowledges the programme: the member's code goes to the store, and payouts can be made. */
export const acknowledgeGuardian = defineRoute({
  method: 'POST',
  path: '/api/guardian/{token}/acknowledge',
  access: 'public',
  params: guardianLinkParamsSchema,
  response: guardianPageSchema,
  errors: GUARDIAN_LINK_MESSAGES,
});

/** The guardian withdraws: the member's account is paused (no sign-in, no store code, no payouts) and the admins are e-mailed. */
export const withdrawGuardian = defineRoute({
  method: 'POST',
  path: '/api/guardian/{token}/withdraw',
  access: 'public',
  params: guardianLinkParamsSchema,
  response: guardianPageSchema,
  errors: GUARDIAN_LINK_MESSAGES,
});

/** An admin sends the guardian a new link (the one before stops working). */
export const resendGuardianEmail = defineRoute({
  method: 'POST',
  path: '/api/admin/ambassadors/{user_id}/guardian-email',
  access: adminOnly,
  audit: 'guardian.link_resent',
  params: z.object({ user_id: idText('Ambassador is required', 'Ambassador') }),
  response: z.object({ message: z.string() }),
  errors: {
    notFound: 'Ambassador not found',
    notNeeded: 'This ambassador is not under 18 with a guardian on record, so there is no guardian e-mail to send.',
    withdrawn: "This ambassador's guardian withdrew, so their account stays paused and no new link is sent.",
  },
});
