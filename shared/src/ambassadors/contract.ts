import * as z from 'zod';
import {
  adminDashboardSchema,
  ambassadorDetailSchema,
  ambassadorRowSchema,
  ambassadorsPageSchema,
  ambassadorsQuerySchema,
  bulkDeleteResultSchema,
  bulkDeleteSignupsSchema,
} from './ambassadors';
import { ambassadorSearchQuerySchema, ambassadorSearchSchema } from './ambassador-search';
import { programmeRecountPageSchema, programmeRecountSchema } from './programme-recount';
import { deleteMeSchema, myDataExportSchema } from './my-data';
import { adminOnly, defineRoute } from '../contracts/contract';
import { GUARDIAN_LINK_MESSAGES, guardianLinkParamsSchema } from '../guardians/guardian';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { idText } from '../platform/text';

const userParams = z.object({ user_id: idText('Ambassador is required', 'Ambassador') });

/** The admin dashboard: four counts from counters and key ranges, and the two recent lists. */
export const getAdminDashboard = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: adminOnly,
  response: adminDashboardSchema,
});

/**
 * A page of student or fundraising ambassadors (the mode's audience), newest first, with their progress and
 * sales. A cursor continues only the role's listing it came from.
 */
export const listAmbassadors = defineRoute({
  method: 'GET',
  path: '/api/admin/ambassadors',
  access: adminOnly,
  query: ambassadorsQuerySchema,
  response: ambassadorsPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/**
 * The pickers' search (Send Message, Create Code): the ambassadors whose full name, last name or e-mail begins
 * with what was typed, at most ten; with without_code=true only those who have no personal code yet.
 */
export const searchAmbassadors = defineRoute({
  method: 'GET',
  path: '/api/admin/ambassador-search',
  access: adminOnly,
  query: ambassadorSearchQuerySchema,
  response: ambassadorSearchSchema,
});

/** The detail dialog: the ambassador, their objectives and their orders. */
export const getAmbassador = defineRoute({
  method: 'GET',
  path: '/api/admin/ambassadors/{user_id}',
  access: adminOnly,
  params: userParams,
  response: ambassadorDetailSchema,
  errors: { notFound: 'Ambassador not found' },
});

/** Approves a pending student: their personal code (its store sync queued) and Objective 1 assigned. */
export const approveAmbassador = defineRoute({
  method: 'POST',
  path: '/api/admin/ambassadors/{user_id}/approve',
  access: adminOnly,
  audit: 'ambassador.approved',
  params: userParams,
  response: ambassadorRowSchema,
  errors: {
    notFound: 'Ambassador not found',
    notPending: 'This ambassador is already approved.',
    notStudent: 'Only student ambassadors are approved here.',
  },
});

/** Deletes an ambassador for good: their account, every row of theirs and their store discount code. */
export const deleteAmbassador = defineRoute({
  method: 'DELETE',
  path: '/api/admin/ambassadors/{user_id}',
  access: adminOnly,
  audit: 'ambassador.deleted',
  params: userParams,
  response: z.object({ message: z.string() }),
  errors: { notFound: 'Ambassador not found', notAmbassador: 'Only ambassadors can be deleted here.' },
});

/**
 * Rejects pending sign-ups in bulk: each listed account still pending approval (no personal code) is
 * deleted for good, as the single delete does; any other id is left alone and reported with its reason.
 */
export const bulkDeleteSignups = defineRoute({
  method: 'POST',
  path: '/api/admin/ambassadors/bulk-delete',
  access: adminOnly,
  audit: 'ambassadors.bulk_deleted',
  body: bulkDeleteSignupsSchema,
  response: bulkDeleteResultSchema,
  errors: {
    notFound: 'Ambassador not found',
    notAmbassador: 'Only ambassadors can be deleted here.',
    notPending: 'This ambassador is already approved; only pending sign-ups are deleted here.',
    failed: 'Failed to delete user. Please try again.',
  },
});

/**
 * One page of the one-off recount of the pre-aggregated counts and index keys the admin reads rely on (npm
 * run migrate walks it to the end). Running it again changes nothing; a cursor continues only this recount.
 */
export const recountProgramme = defineRoute({
  method: 'POST',
  path: '/api/admin/programme-recount',
  access: adminOnly,
  audit: 'programme.recounted',
  body: programmeRecountSchema,
  response: programmeRecountPageSchema,
  errors: {
    badCursor: 'The page cursor is not valid.',
    raced: 'The programme kept changing during the recount. Please run it again.',
  },
});

/** Download my data: the caller's own data as JSON, from the token's user id (the route takes none). */
export const exportMyData = defineRoute({
  method: 'GET',
  path: '/api/me/export',
  access: AMBASSADOR_ROLES,
  audit: 'member.exported',
  response: myDataExportSchema,
  errors: { notFound: 'Profile not found' },
});

/**
 * Delete my account: the caller's own account, erased as an admin's deletion erases it (the money ledger kept
 * under an anonymous id); the body must carry the typed confirmation.
 */
export const deleteMe = defineRoute({
  method: 'DELETE',
  path: '/api/me',
  access: AMBASSADOR_ROLES,
  audit: 'member.erased',
  body: deleteMeSchema,
  response: z.object({ message: z.string() }),
  errors: { notFound: 'Profile not found' },
});

/**
 * The member's data, as Download my data saves it, for their guardian from the guardian's page (public: the
 * link is the key, paced per client as the page is). Here, not with the guardian's page: it answers with the
 * member's own export, and guardians come before ambassadors in the domains' order.
 */
export const exportMemberDataByGuardian = defineRoute({
  method: 'GET',
  path: '/api/guardian/{token}/export',
  access: 'public',
  params: guardianLinkParamsSchema,
  response: myDataExportSchema,
  errors: GUARDIAN_LINK_MESSAGES,
});

/** The guardian deletes the member's account from their page, as Delete my account does (the link stops opening with it). */
export const deleteMemberByGuardian = defineRoute({
  method: 'DELETE',
  path: '/api/guardian/{token}',
  access: 'public',
  params: guardianLinkParamsSchema,
  body: deleteMeSchema,
  response: z.object({ message: z.string() }),
  errors: GUARDIAN_LINK_MESSAGES,
});
