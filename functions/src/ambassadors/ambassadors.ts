import { createHash } from 'node:crypto';
import {
  AMBASSADOR_SEARCH_LIMIT,
  AMBASSADORS_PAGE_SIZE,
  NEW_AMBASSADOR_DAYS,
  newThisWeekFrom,
  progressLabel,
  progressStage,
  RECENT_LIMIT,
  type AdminDashboard,
  type AmbassadorMatch,
  type AmbassadorDetail,
  type AmbassadorRow,
  type AmbassadorsPage,
  type BulkDeleteResult,
  type MyDataExport,
} from '@app/shared/ambassadors';
import { utcDay, type AmbassadorRole } from '@app/shared/platform';
import { ambassadors as contracts, events } from '@app/shared/contracts';
import { guardianHold } from '@app/shared/guardians';
import type { Profile } from '@app/shared/profiles';
import { changed, recordAudit, type AuditedChange } from '#lib/audit';
import { Invalid, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { deleteAccount } from '../auth';
import { getCampaignNames } from '../campaigns';
import { currentLinkHash, deleteGuardianLink, memberOfGuardianLink } from '../guardians';
import { assignPersonalCode, removeAmbassadorStoreCode } from '../code-sync';
import { getAmbassadorTotals, getAmbassadorTotalsMany, myTotalsOf, removeMemberTotals, type AmbassadorTotals } from '../leaderboards';
import { eraseClickData } from '../links';
import { eraseDirectMessagesTo, listInbox } from '../messages';
import {
  assignFirstObjective,
  countUserObjectivesInStatus,
  eraseUserFiles,
  eraseUserProgress,
  listUserObjectives,
  myObjectives,
  mySubmissions,
  progressOf,
  recentSubmissions,
} from '../objectives';
import { anonymizeAmbassadorOrders, countRecentOrders, listAmbassadorOrders, listEveryAmbassadorOrder } from '../orders';
import { anonymizePayouts, anonymizeTaxRecords, memberEarnings } from '../payouts';
import {
  eraseErasureEntry,
  erasuresThrough,
  eraseRetentionEntry,
  eraseUserRows,
  getProfile,
  getProfileWithApplication,
  listProfilesPage,
  markErasureBegun,
  readAmbassadorCounts,
  recentProfiles,
  recordErasure,
  searchAmbassadorEntries,
} from '../profiles';
import { logger } from '#lib/observability';

const AMBASSADOR_ROLES: readonly AmbassadorRole[] = ['student', 'fundraising_ambassador'];
const ORDERS_SHOWN = 100;
// Deletions in flight at once in a bulk delete: each makes a few Cognito, store and table calls in turn.
const BULK_DELETE_CONCURRENCY = 4;
// Hex digits of the anonymous id's hash: 64 bits, no collision among a programme's members.
const ANONYMOUS_ID_LENGTH = 16;

const isAmbassador = (profile: Profile): profile is Profile & { role: AmbassadorRole } => profile.role !== 'admin';

/**
 * The dashboard's four counts (spec part 2, section 2): the ambassador counts (one Query: the totals and
 * the week's sign-up days, the rows Impact & Reports reads too), the objectives' status counts and the day
 * counters of orders, a fixed number of requests whatever the number of ambassadors, submissions and orders.
 */
export async function dashboardCounts(): Promise<
  Pick<AdminDashboard, 'new_this_week' | 'pending_submissions' | 'total_ambassadors' | 'orders_this_week'>
> {
  const [counts, pending, ordersThisWeek] = await Promise.all([
    readAmbassadorCounts(newThisWeekFrom(Date.now())),
    countUserObjectivesInStatus('submitted'),
    countRecentOrders(NEW_AMBASSADOR_DAYS),
  ]);
  const newThisWeek = [...counts.days.values()].reduce((total, day) => total + day.signups, 0);
  return {
    new_this_week: newThisWeek,
    pending_submissions: pending,
    total_ambassadors: counts.all.total,
    orders_this_week: ordersThisWeek,
  };
}

/** Recent Sign-ups: the newest ambassadors of the week, at most five (one Query per role). */
export async function recentSignups(): Promise<Profile[]> {
  const since = newThisWeekFrom(Date.now());
  const recent = await Promise.all(AMBASSADOR_ROLES.map((role) => recentProfiles(role, since, RECENT_LIMIT)));
  return recent
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RECENT_LIMIT);
}

/** The dashboard: the four counts and the two recent lists. */
export async function adminDashboard(): Promise<AdminDashboard> {
  const [counts, signups, submissions] = await Promise.all([dashboardCounts(), recentSignups(), recentSubmissions(RECENT_LIMIT)]);
  return { ...counts, recent_signups: signups, recent_submissions: submissions };
}

function rowOf(
  profile: Profile & { role: AmbassadorRole },
  facts: { campaignName: string | null; approved: number; total: number; totals: AmbassadorTotals | undefined },
): AmbassadorRow {
  return {
    user_id: profile.user_id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    school: profile.school,
    role: profile.role,
    created_at: profile.created_at,
    personal_code: profile.personal_code,
    campaign_id: profile.campaign_id,
    campaign_name: facts.campaignName,
    status: profile.personal_code ? 'active' : 'pending_approval',
    guardian_hold: guardianHold(profile, new Date()),
    approved_objectives: facts.approved,
    total_objectives: facts.total,
    progress_stage: progressStage(facts.approved, facts.total),
    progress_label: progressLabel(facts.approved, facts.total),
    units_sold: facts.totals?.units_sold ?? 0,
    total_sales: facts.totals?.total_sales ?? 0,
  };
}

/**
 * Ambassadors' rows with their progress, campaign and sales: for a page, a fixed number of requests (their
 * campaigns' names, their rows of the role's active objectives, their totals rows, each one BatchGetItem).
 */
async function rowsOf(role: AmbassadorRole, profiles: Array<Profile & { role: AmbassadorRole }>): Promise<AmbassadorRow[]> {
  const userIds = profiles.map((profile) => profile.user_id);
  const [names, progress, totals] = await Promise.all([
    getCampaignNames(profiles.flatMap((profile) => (profile.campaign_id ? [profile.campaign_id] : []))),
    progressOf(role, userIds),
    getAmbassadorTotalsMany(userIds),
  ]);
  return profiles.map((profile) =>
    rowOf(profile, {
      campaignName: profile.campaign_id ? (names.get(profile.campaign_id) ?? null) : null,
      approved: progress.approved.get(profile.user_id) ?? 0,
      total: progress.total,
      totals: totals.get(profile.user_id),
    }),
  );
}

/** A page of the ambassadors of a role, newest first (one Query of the role index), with their progress, campaign and sales. */
export async function listAmbassadorRows(role: AmbassadorRole, limit = AMBASSADORS_PAGE_SIZE, cursor?: string): Promise<AmbassadorsPage> {
  const page = await listProfilesPage(role, limit, cursor, contracts.listAmbassadors.errors.badCursor);
  return { ambassadors: await rowsOf(role, page.profiles.filter(isAmbassador)), next_cursor: page.next_cursor };
}

/**
 * The pickers' search: ambassadors whose full name, last name or e-mail begins with what was typed (case and
 * spaces aside), alphabetical, at most ten; with `withoutCode`, only those without a personal code (Create
 * Code). One or two Queries of the search entries, whatever the number of ambassadors.
 */
export async function searchAmbassadors(typed: string, withoutCode: boolean): Promise<AmbassadorMatch[]> {
  return searchAmbassadorEntries(typed, AMBASSADOR_SEARCH_LIMIT, withoutCode);
}

async function ambassadorRow(profile: Profile & { role: AmbassadorRole }): Promise<AmbassadorRow> {
  return (await rowsOf(profile.role, [profile]))[0]!;
}

async function requireAmbassador(userId: string): Promise<Profile & { role: AmbassadorRole }> {
  const profile = await getProfile(userId, { consistent: true });
  if (!profile) throw new NotFound(contracts.getAmbassador.errors.notFound);
  if (!isAmbassador(profile)) throw new Invalid(contracts.deleteAmbassador.errors.notAmbassador);
  return profile;
}

/** The detail dialog: Overview (profile, application, totals), Objectives and Orders. */
export async function ambassadorDetail(userId: string): Promise<AmbassadorDetail> {
  const found = await getProfileWithApplication(userId);
  if (!found || !isAmbassador(found.profile)) throw new NotFound(contracts.getAmbassador.errors.notFound);
  const profile = found.profile;
  const [row, totals, objectives, orders] = await Promise.all([
    ambassadorRow(profile),
    getAmbassadorTotals(userId),
    myObjectives(userId),
    listAmbassadorOrders(userId, ORDERS_SHOWN),
  ]);
  return {
    ambassador: row,
    profile,
    why_join: found.why_join,
    totals: myTotalsOf(totals),
    objectives,
    orders: orders.orders,
  };
}

/**
 * Approves a pending student: their personal code and shop link (the store sync queued in the same
 * transaction, sent by the code sync domain), then Objective 1 assigned. Two writes, so approving again
 * finishes an approval that stopped between them: a student who has a code but no objective yet gets
 * Objective 1 (the code is kept, never replaced); only one who has both is refused. Both writes are
 * idempotent (one code per profile, one row per objective), so concurrent approvals assign each once.
 */
export async function approveAmbassador(userId: string): Promise<AmbassadorRow> {
  const { errors } = contracts.approveAmbassador;
  const profile = await requireAmbassador(userId);
  if (profile.role !== 'student') throw new Invalid(errors.notStudent);
  if (profile.personal_code && (await listUserObjectives(userId)).size > 0) throw new Invalid(errors.notPending);
  // The approval's audit entry goes in the write that makes them active, their code's; an approval that finishes
  // one cut short (the code given, Objective 1 not) has it in Objective 1's.
  const approval = (changes: AuditedChange['changes']): AuditedChange => ({
    subjectType: 'ambassador',
    subjectId: userId,
    personId: userId,
    changes,
  });
  const code = await assignPersonalCode(userId, {
    audit: profile.personal_code
      ? undefined
      : (given) => approval([changed('status', 'pending_approval', 'active'), changed('personal_code', null, given)]),
  });
  await assignFirstObjective(userId, profile.personal_code ? approval([changed('first_objective', null, 'assigned')]) : undefined);
  // Told once it all stands: their code, their link and Objective 1 (the e-mail goes once per student).
  await announce(events.studentApproved, { user_id: userId, personal_code: code });
  return ambassadorRow(await requireAmbassador(userId));
}

/**
 * Deletes an ambassador for good (spec part 2, section 6). Their account goes first, so they cannot sign
 * in whatever happens next; then their discount code from the store, their uploaded files, the history
 * rows of the messages sent to them and every row of theirs, the profile last. Each step tolerates what
 * an earlier, interrupted deletion already removed, and until the profile goes a retry finds the user and
 * finishes the job; once it is gone, so is everything else (a retry then answers 404).
 */
export async function deleteAmbassador(userId: string): Promise<void> {
  await eraseAmbassador(await requireAmbassador(userId));
}

/** Delete my account: the caller's own, erased as an admin's deletion erases it. */
export async function deleteMyAccount(userId: string): Promise<void> {
  if (!(await eraseMember(userId))) throw new NotFound(contracts.deleteMe.errors.notFound);
}

/** Erases a member as an admin's deletion does (the retention job's erasure too); false when there is no such member. */
export async function eraseMember(userId: string): Promise<boolean> {
  const profile = await getProfile(userId, { consistent: true });
  if (!profile || !isAmbassador(profile)) return false;
  await eraseAmbassador(profile);
  return true;
}

/**
 * Download my data: the caller's profile, submissions (each file a short-lived link), inbox, every order credited
 * to them (their listing a page at a time) and their earnings with every payout made to them, each from its domain's reader.
 */
export async function exportMyData(userId: string): Promise<MyDataExport> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFound(contracts.exportMyData.errors.notFound);
  const [submissions, messages, orders, earnings] = await Promise.all([
    mySubmissions(userId),
    listInbox(userId),
    listEveryAmbassadorOrder(userId),
    // Every payout, however many: an export holds all they were paid.
    memberEarnings(userId, profile.role, Number.POSITIVE_INFINITY),
  ]);
  // An export changes nothing; its entry says what left (counts only: the log keeps no copy of the data).
  await recordAudit({
    subjectType: 'ambassador',
    subjectId: userId,
    personId: userId,
    changes: [changed('exported', null, { submissions: submissions.length, messages: messages.length, credited_orders: orders.length })],
  });
  return { exported_at: new Date().toISOString(), profile, submissions, messages, credited_orders: orders, payouts: earnings };
}

/** Download my data from the guardian's page: the member's data, to the holder of their guardian's link. */
export async function exportDataForGuardian(token: string, clientAddress: string): Promise<MyDataExport> {
  return exportMyData(await memberOfGuardianLink(token, clientAddress));
}

/**
 * The guardian deletes the member's account from their page, erased as Delete my account erases it. Their link
 * goes with it, so asking again finds no link (404).
 */
export async function deleteAccountForGuardian(token: string, clientAddress: string): Promise<void> {
  const userId = await memberOfGuardianLink(token, clientAddress);
  if (!(await eraseMember(userId))) throw new NotFound(contracts.deleteMemberByGuardian.errors.notValid);
}

async function eraseAmbassador(profile: Profile): Promise<void> {
  const userId = profile.user_id;
  const anonymousId = anonymousIdOf(userId);
  // Noted first, so the daily job finishes it even if it stops part-way (finishErasures); and marked on the
  // profile, so no payout is recorded to them from now on (each one is in the ledger before it is anonymized).
  await recordErasure(userId, utcDay(new Date()));
  await markErasureBegun(userId);
  // Read while their partition still points to it: the guardian's link goes last, so a guardian's deletion
  // cut short can be asked again from the link while the profile stands.
  const guardianLink = await currentLinkHash(userId);
  await deleteAccount(userId);
  await removeAmbassadorStoreCode(userId);
  await eraseUserFiles(userId);
  await eraseDirectMessagesTo(userId);
  // Objective rows first, each with its status count; a fundraiser's totals row next, with their
  // campaign's member count; the rest of the partition after.
  await eraseUserProgress(userId);
  await removeMemberTotals(userId);
  await eraseClickData(userId);
  // The ledger stays, under an anonymous id: while the profile exists a retry finds the member and does it again.
  await anonymizeAmbassadorOrders(userId, anonymousId);
  await anonymizePayouts(userId, anonymousId);
  // Tax records are kept too (a payer keeps what it paid and the W-9s it collected): their years' totals and W-9.
  await anonymizeTaxRecords(userId, anonymousId);
  await eraseRetentionEntry(userId);
  await eraseUserRows(userId, profile.personal_code);
  // An order the store sent while the code's claim still stood: credited to them between the two, anonymized too.
  await anonymizeAmbassadorOrders(userId, anonymousId);
  if (guardianLink) await deleteGuardianLink(guardianLink);
  // An erasure is many writes, no one transaction: its entry (the route's kind: an admin's deletion, a bulk one,
  // the member's own) is written once it is done, so a retry that finishes one cut short writes it then. It keeps
  // the member's id and what they were, nothing of their data.
  await recordAudit({
    subjectType: 'ambassador',
    subjectId: userId,
    personId: userId,
    changes: [changed('status', profile.personal_code ? 'active' : 'pending_approval', 'erased'), changed('role', profile.role, null)],
  });
}

/**
 * Finishes every erasure begun on `through` or before (the retention job, with the day before its run): one
 * cut short, whose profile still stands, is run again whole; for one that ended, the orders are anonymized once
 * more, for any whose listing under the member landed after the erasure's own passes. Then its entry goes.
 */
export async function finishErasures(through: string): Promise<number> {
  const begun = await erasuresThrough(through);
  for (const erasure of begun) {
    if (!(await eraseMember(erasure.user_id))) await anonymizeAmbassadorOrders(erasure.user_id, anonymousIdOf(erasure.user_id));
    await eraseErasureEntry(erasure);
  }
  return begun.length;
}

/** The id an erased member's orders are kept under: the same for every run of their erasure, and naming nobody. */
function anonymousIdOf(userId: string): string {
  return `erased-${createHash('sha256').update(userId).digest('hex').slice(0, ANONYMOUS_ID_LENGTH)}`;
}

/** Why a listed id is not deleted by a bulk delete of pending sign-ups, or null when it may be. */
async function pendingSignupRefusal(userId: string): Promise<{ profile: Profile; reason: null } | { reason: string }> {
  const { errors } = contracts.bulkDeleteSignups;
  const profile = await getProfile(userId, { consistent: true });
  if (!profile) return { reason: errors.notFound };
  if (!isAmbassador(profile)) return { reason: errors.notAmbassador };
  if (profile.personal_code) return { reason: errors.notPending };
  return { profile, reason: null };
}

/**
 * Rejects pending sign-ups at once (the spec has no other rejection of a sign-up than deleting it): each
 * id still pending approval (an ambassador with no personal code) is deleted for good exactly as the
 * single delete does, a few at a time. An approved ambassador, an admin or an unknown id is left alone and
 * reported, so a stale selection never deletes an active ambassador; one failed deletion is reported too
 * and does not stop the others (running it again finishes it, as the single delete's retry does).
 */
export async function bulkDeleteSignups(userIds: string[]): Promise<BulkDeleteResult> {
  const outcomes = new Map<string, string | null>();
  const queue = [...userIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const checked = await pendingSignupRefusal(id);
        if (checked.reason === null) await eraseAmbassador(checked.profile);
        outcomes.set(id, checked.reason);
      } catch (error) {
        logger.error('A bulk sign-up deletion failed', { userId: id, error });
        outcomes.set(id, contracts.bulkDeleteSignups.errors.failed);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_DELETE_CONCURRENCY, userIds.length) }, worker));
  // In the order the admin listed them.
  return {
    deleted: userIds.filter((id) => outcomes.get(id) === null),
    skipped: userIds.flatMap((id) => {
      const reason = outcomes.get(id);
      return reason ? [{ user_id: id, reason }] : [];
    }),
  };
}
