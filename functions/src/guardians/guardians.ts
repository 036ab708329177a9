import { randomBytes } from 'node:crypto';
import { isMinor } from '@app/shared/auth';
import { events, guardians as contracts } from '@app/shared/contracts';
import { GUARDIAN_LINK_DAYS, GUARDIAN_LINK_MESSAGES, guardianLinkSendable, type Guardian, type GuardianPage } from '@app/shared/guardians';
import type { AmbassadorRole } from '@app/shared/platform';
import type { Profile } from '@app/shared/profiles';
import { changed, maskedEmail, recordAudit } from '#lib/audit';
import { Conflict, Gone, NotFound } from '#lib/errors';
import { announce, publish } from '#lib/events';
import { transact } from '#lib/table';
import { claimAttempt, type Pacing } from '#lib/throttle';
import { disableAccount } from '../auth';
import { removeAmbassadorStoreCode } from '../code-sync';
import { ambassadorEarnings } from '../payouts';
import { getProfile, guardianUpdate, updateGuardian } from '../profiles';
import { generalSettings, paymentSettings } from '../settings';
import { currentLinkHash, findGuardianLink, linkReplacement, tokenHash, type GuardianLink } from './guardian-link-data';

/** A member with a guardian on record: one who signed up under 18. */
type MemberWithGuardian = Profile & { role: AmbassadorRole; guardian: Guardian };

const isGuarded = (profile: Profile | undefined): profile is MemberWithGuardian => profile?.guardian != null && profile.role !== 'admin';

/**
 * Issues the guardian a new link to their page and returns its token, for the e-mail (notifications sends
 * it). The link before stops working in the same transaction.
 *
 * Why a random token kept as its hash, rather than a link signed with a key (an HMAC of the member and an
 * expiry): a stored link can be revoked, and is, each time a new one is sent, so a forwarded or leaked old
 * e-mail stops working at once; there is no signing key to keep secret, rotate or lose; and the table holds
 * only the token's SHA-256, so reading it gives no working link. 32 random bytes cannot be guessed, and the
 * routes pace a client's failed tries anyway.
 */
export async function issueGuardianLink(member: Pick<Profile, 'user_id'> & { guardian: Guardian }, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const link: GuardianLink = {
    user_id: member.user_id,
    issued_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + GUARDIAN_LINK_DAYS * 24 * 3600,
  };
  await transact([
    ...linkReplacement(link, tokenHash(token), await currentLinkHash(member.user_id)),
    guardianUpdate(member.user_id, member.guardian.status, { sent_at: link.issued_at }),
  ]);
  return token;
}

/**
 * Failed tries at a guardian link from one client address: ten are free (a mistyped or stale link), then
 * each waits twice as long as the one before (at most a minute), and thirty in 15 minutes block the address
 * until the window ends. A link that opens gives its try back.
 */
const linkPacing: Pacing = {
  limit: 30,
  free: 10,
  maxDelaySeconds: 60,
  windowSeconds: 15 * 60,
  message: (wait) => GUARDIAN_LINK_MESSAGES.tooManyTries.replace('{wait}', wait),
};

interface OpenedLink {
  link: GuardianLink;
  member: MemberWithGuardian;
}

/**
 * The member a token opens the page of. A forged or altered token, or one a newer link replaced, opens
 * nothing (404), an expired one neither (410), with the same words; the page closes once the member is 18,
 * unless the guardian withdrew (their page then still says so).
 */
async function openLink(token: string, clientAddress: string, now: Date): Promise<OpenedLink> {
  const attempt = await claimAttempt(`guardian-link:${clientAddress}`, linkPacing);
  const link = await findGuardianLink(token);
  const member = link && (await getProfile(link.user_id, { consistent: true }));
  if (!link || !isGuarded(member)) {
    await attempt.failed();
    throw new NotFound(GUARDIAN_LINK_MESSAGES.notValid);
  }
  if (link.expires_at * 1000 <= now.getTime()) {
    await attempt.failed();
    throw new Gone(GUARDIAN_LINK_MESSAGES.notValid);
  }
  await attempt.succeeded();
  if (member.guardian.status !== 'withdrawn' && !isMinor(member.adult_from, now)) throw new Gone(GUARDIAN_LINK_MESSAGES.closed);
  return { link, member };
}

/** The guardian's page: the member by first name, the programme, the acknowledgement, their earnings and how payouts are made. */
async function pageOf({ link, member }: OpenedLink): Promise<GuardianPage> {
  const [general, payments, earnings] = await Promise.all([generalSettings(), paymentSettings(), ambassadorEarnings(member.user_id)]);
  return {
    member_first_name: member.first_name,
    member_role: member.role,
    program_name: general.programName,
    program_description: general.programDescription,
    status: member.guardian.status,
    acknowledged_at: member.guardian.acknowledged_at,
    withdrawn_at: member.guardian.withdrawn_at,
    earnings,
    payment_terms: { commission_rate_percent: payments.commissionRate, payout_threshold: payments.payoutThreshold },
    link_expires_at: new Date(link.expires_at * 1000).toISOString(),
  };
}

/**
 * Moves the guardian on as `change` says from where it stands (nothing to change: as it is). Another request
 * may move it first; it is then read again and decided anew. A status only moves forward (awaiting,
 * acknowledged, withdrawn), so that happens at most twice.
 */
async function moveGuardian(
  member: MemberWithGuardian,
  change: (guardian: Guardian) => Partial<Guardian> | null,
): Promise<{ member: MemberWithGuardian; moved: boolean }> {
  for (let current = member; ;) {
    const changes = change(current.guardian);
    if (!changes) return { member: current, moved: false };
    if (await updateGuardian(current.user_id, current.guardian.status, changes)) {
      return { member: { ...current, guardian: { ...current.guardian, ...changes } }, moved: true };
    }
    const reread = await getProfile(current.user_id, { consistent: true });
    if (!isGuarded(reread)) throw new NotFound(GUARDIAN_LINK_MESSAGES.notValid);
    current = reread;
  }
}

/**
 * The member a guardian's link opens, for the member's data rights their guardian exercises from the page
 * (download, deletion): paced and refused as the page is, and open after a withdrawal too.
 */
export async function memberOfGuardianLink(token: string, clientAddress: string, now = new Date()): Promise<string> {
  return (await openLink(token, clientAddress, now)).member.user_id;
}

/** The guardian's page, from their link. */
export async function guardianPage(token: string, clientAddress: string, now = new Date()): Promise<GuardianPage> {
  return pageOf(await openLink(token, clientAddress, now));
}

/**
 * The guardian acknowledges the programme: from now on the member's code may go to the store, and payouts
 * may be made. Acknowledging again changes nothing; after a withdrawal it is refused (409).
 */
export async function acknowledgeGuardian(token: string, clientAddress: string, now = new Date()): Promise<GuardianPage> {
  const opened = await openLink(token, clientAddress, now);
  const { member, moved } = await moveGuardian(opened.member, (guardian) =>
    guardian.status === 'awaiting' ? { status: 'acknowledged', acknowledged_at: now.toISOString() } : null,
  );
  if (member.guardian.status === 'withdrawn') throw new Conflict(contracts.acknowledgeGuardian.errors.withdrawn, 'guardian_withdrew');
  // The code's sync was held when it was assigned: announced again, it goes to the store the way every new code goes.
  if (moved && member.personal_code) {
    await announce(events.personalCodeAssigned, { user_id: member.user_id, personal_code: member.personal_code });
  }
  return pageOf({ link: opened.link, member });
}

/**
 * The guardian withdraws: the member's account is paused (they can no longer sign in, their code leaves the
 * store, nothing is paid) and every admin is e-mailed. Each step is idempotent and runs on every call, so a
 * withdrawal that failed part-way completes when the guardian asks again.
 */
export async function withdrawGuardian(token: string, clientAddress: string, now = new Date()): Promise<GuardianPage> {
  const opened = await openLink(token, clientAddress, now);
  const { member } = await moveGuardian(opened.member, (guardian) =>
    guardian.status === 'withdrawn' ? null : { status: 'withdrawn', withdrawn_at: now.toISOString() },
  );
  await disableAccount(member.user_id);
  await removeAmbassadorStoreCode(member.user_id);
  // The admins' e-mail is sent once per withdrawal, however often it is announced.
  await announce(events.guardianWithdrew, { user_id: member.user_id, withdrawn_at: member.guardian.withdrawn_at! });
  return pageOf({ link: opened.link, member });
}

/** An admin sends the guardian a new link (the e-mail goes from its event's consumer; the link before stops working then). */
export async function resendGuardianEmail(userId: string, now = new Date()): Promise<{ message: string }> {
  const { errors } = contracts.resendGuardianEmail;
  const member = await getProfile(userId);
  if (!member || member.role === 'admin') throw new NotFound(errors.notFound);
  if (member.guardian?.status === 'withdrawn') throw new Conflict(errors.withdrawn, 'guardian_withdrew');
  if (!guardianLinkSendable(member, now)) throw new Conflict(errors.notNeeded, 'no_guardian_needed');
  // Published, not announced: nothing is written yet, so a failure is the admin's to retry.
  await publish(events.guardianEmailRequested, { user_id: userId, requested_at: now.toISOString() });
  // The new link is issued by the e-mail's consumer, out of this request: the entry, once it is asked for, says to whom (masked).
  await recordAudit({
    subjectType: 'guardian',
    subjectId: userId,
    personId: userId,
    changes: [changed('link_sent_to', null, maskedEmail(member.guardian.email))],
  });
  return { message: `A new link is on its way to ${member.guardian.email}.` };
}
