import type { EventDetail, events } from '@app/shared/contracts';
import { guardianLinkSendable } from '@app/shared/guardians';
import type { Profile } from '@app/shared/profiles';
import { issueGuardianLink } from '../guardians';
import { getProfile, listProfilesByRole } from '../profiles';
import { generalSettings, notificationSettings, paymentSettings } from '../settings';
import {
  ambassadorSignedUpEmail,
  applicationReviewedEmail,
  applicationSubmittedEmail,
  badgeEarnedEmail,
  directMessageEmail,
  guardianEmail,
  guardianWithdrewEmail,
  payoutRecordedEmail,
  payoutVoidedEmail,
  studentApprovedEmail,
  submissionCreatedEmail,
  submissionReviewedEmail,
} from './emails';
import { notifyEach, type Compose, type Recipient } from './notify';
import { logger } from '#lib/observability';

/**
 * The e-mails each event sends, and to whom. The event key is the event's natural key (what a
 * redelivery or a replay repeats), so each recipient gets each e-mail once.
 */

/** The ambassador an event concerns; none when their profile is gone (nobody left to e-mail; retrying will not change that). */
async function ambassadorRecipient(userId: string, eventKey: string): Promise<Profile[]> {
  const profile = await getProfile(userId);
  if (!profile) logger.warn('No profile for the user: the notification e-mails nobody', { userId, eventKey });
  return profile ? [profile] : [];
}

/**
 * The admins who get an admin e-mail of a kind: every admin, while e-mail notifications (the master
 * switch) and that kind's toggle are on; the toggles are programme-wide.
 */
async function adminsWanting(kind: 'newSignupNotifications' | 'submissionNotifications'): Promise<Recipient[]> {
  const settings = await notificationSettings();
  if (!settings.emailNotifications || !settings[kind]) return [];
  return listProfilesByRole('admin');
}

/** The name the programme's e-mails speak under: Settings > General's Program Name as saved now. */
const programName = async () => (await generalSettings()).programName;

/** The ambassador whose submission was reviewed: approved, or needs a revision with the feedback. */
export async function onSubmissionReviewed(detail: EventDetail<typeof events.submissionReviewed>) {
  const eventKey = `REVIEW#${detail.submission_id}#${detail.status}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => submissionReviewedEmail(detail, recipient, name));
}

/** A student an admin approved: once per student, however often the approval is announced. */
export async function onStudentApproved(detail: EventDetail<typeof events.studentApproved>) {
  const eventKey = `APPROVED#${detail.user_id}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => studentApprovedEmail(detail, recipient, name));
}

/** The ambassador a payout was recorded to. */
export async function onPayoutRecorded(detail: EventDetail<typeof events.payoutRecorded>) {
  const eventKey = `PAYOUT#${detail.payout_id}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => payoutRecordedEmail(detail, recipient, name));
}

/** The ambassador whose payout an admin voided. */
export async function onPayoutVoided(detail: EventDetail<typeof events.payoutVoided>) {
  const eventKey = `PAYOUT_VOID#${detail.payout_id}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => payoutVoidedEmail(detail, recipient, name));
}

/** The ambassador an admin wrote to. */
export async function onDirectMessageSent(detail: EventDetail<typeof events.directMessageSent>) {
  const eventKey = `MESSAGE#${detail.message_id}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.to_user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => directMessageEmail(detail, recipient, name));
}

/** The ambassador who reached a milestone: once per badge, as the badge itself is earned once. */
export async function onBadgeEarned(detail: EventDetail<typeof events.badgeEarned>) {
  const eventKey = `BADGE#${detail.user_id}#${detail.shirts}`;
  const [recipients, name] = await Promise.all([ambassadorRecipient(detail.user_id, eventKey), programName()]);
  return notifyEach(eventKey, recipients, (recipient) => badgeEarnedEmail(detail, recipient, name));
}

/** Every admin who wants new sign-up notifications. */
export async function onAmbassadorSignedUp(detail: EventDetail<typeof events.ambassadorSignedUp>) {
  return notifyEach(`SIGNUP#${detail.user_id}`, await adminsWanting('newSignupNotifications'), (admin) =>
    ambassadorSignedUpEmail(detail, admin),
  );
}

/** Every admin who wants submission notifications, told who submitted what. */
export async function onSubmissionCreated(detail: EventDetail<typeof events.submissionCreated>) {
  const admins = await adminsWanting('submissionNotifications');
  if (admins.length === 0) return { sent: 0 };
  const submitter = await getProfile(detail.user_id);
  const name = submitter ? `${submitter.first_name} ${submitter.last_name}`.trim() : 'An ambassador';
  const compose: Compose = (admin) => submissionCreatedEmail(detail, name, admin);
  return notifyEach(`SUBMISSION#${detail.submission_id}`, admins, compose);
}

/**
 * Someone with no account (an application's contact, a member's guardian): their e-mail address stands for
 * the user id in the marker (so each address gets each e-mail once), and the greeting has no name to use.
 */
const contactAt = (email: string): Recipient => ({ user_id: `CONTACT#${email.toLowerCase()}`, first_name: '', email });

/** The organization's contact: their application arrived. */
export async function onApplicationSubmitted(detail: EventDetail<typeof events.applicationSubmitted>) {
  const name = await programName();
  return notifyEach(`APPLICATION#${detail.application_id}#submitted`, [contactAt(detail.contact_email)], (contact) =>
    applicationSubmittedEmail(detail, contact, name),
  );
}

/** The organization's contact: their application was approved (by an admin, or as it arrived) or rejected. */
export async function onApplicationReviewed(detail: EventDetail<typeof events.applicationReviewed>) {
  const name = await programName();
  return notifyEach(`APPLICATION#${detail.application_id}#${detail.status}`, [contactAt(detail.contact_email)], (contact) =>
    applicationReviewedEmail(detail, contact, name),
  );
}

/**
 * A member's guardian: a new link to their page, with what the programme is, while one may still be sent
 * (the member is under 18 and the guardian has not withdrawn). The link is made once the e-mail is claimed,
 * so a redelivered request neither e-mails again nor replaces the link already sent.
 */
export async function onGuardianEmailRequested(detail: EventDetail<typeof events.guardianEmailRequested>) {
  const member = await getProfile(detail.user_id, { consistent: true });
  if (!member || member.role === 'admin' || !guardianLinkSendable(member, new Date())) return { sent: 0 };
  const role = member.role;
  const [name, payments] = await Promise.all([programName(), paymentSettings()]);
  return notifyEach(`GUARDIAN#${detail.user_id}#${detail.requested_at}`, [contactAt(member.guardian.email)], async () => {
    const token = await issueGuardianLink(member, new Date());
    return guardianEmail({
      member: { first_name: member.first_name, role },
      guardian: member.guardian,
      token,
      programName: name,
      payments,
    });
  });
}

/** Every admin, whatever their toggles: a guardian withdrew a member, whose account is now paused. */
export async function onGuardianWithdrew(detail: EventDetail<typeof events.guardianWithdrew>) {
  const [admins, member] = await Promise.all([listProfilesByRole('admin'), getProfile(detail.user_id)]);
  return notifyEach(`GUARDIAN_WITHDREW#${detail.user_id}#${detail.withdrawn_at}`, admins, (admin) =>
    guardianWithdrewEmail(detail, member, admin),
  );
}
