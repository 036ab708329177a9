import { events, schedules } from '@app/shared/contracts';
import { consumer, defineDomain, schedule } from '#lib/domain';
import {
  onAmbassadorSignedUp,
  onApplicationReviewed,
  onApplicationSubmitted,
  onBadgeEarned,
  onDirectMessageSent,
  onGuardianEmailRequested,
  onGuardianWithdrew,
  onPayoutRecorded,
  onPayoutVoided,
  onStudentApproved,
  onSubmissionCreated,
  onSubmissionReviewed,
} from './notifications';
import { runMemberRetention } from './member-retention';
import { sendWeeklyReport } from './weekly-report';

// Profiles and settings to read, markers to write (so nobody is e-mailed twice), e-mail to send.
const grants = ['table:write', 'mail:send'] as const;

/**
 * E-mail notifications through SES, sent by event consumers only, each at most once per recipient: the
 * ambassador hears of their submission's review, of an admin's direct message, of each milestone badge
 * they earn and of each payout recorded to them, and a student of their approval; admins, while their
 * Settings toggles are on, of new sign-ups and new submissions, and every Monday of the week's figures
 * (a scheduled job); an organization's contact, of their campaign application's arrival and of its
 * approval or rejection; a member's guardian, of the programme with the link to their page (issue 44), and
 * every admin, of a guardian's withdrawal; and, daily, the members inactive past the retention period are
 * erased, those nearly there (and their guardian) warned first.
 */
export const notificationsDomain = defineDomain({
  name: 'notifications',
  routes: [],
  consumers: [
    consumer(events.submissionReviewed, grants, onSubmissionReviewed),
    consumer(events.directMessageSent, grants, onDirectMessageSent),
    consumer(events.badgeEarned, grants, onBadgeEarned),
    consumer(events.ambassadorSignedUp, grants, onAmbassadorSignedUp),
    consumer(events.submissionCreated, grants, onSubmissionCreated),
    consumer(events.applicationSubmitted, grants, onApplicationSubmitted),
    consumer(events.applicationReviewed, grants, onApplicationReviewed),
    consumer(events.guardianEmailRequested, grants, onGuardianEmailRequested),
    consumer(events.guardianWithdrew, grants, onGuardianWithdrew),
    consumer(events.studentApproved, grants, onStudentApproved),
    consumer(events.payoutRecorded, grants, onPayoutRecorded),
    consumer(events.payoutVoided, grants, onPayoutVoided),
  ],
  schedules: [
    schedule(schedules.weeklyReportDue, grants, sendWeeklyReport),
    // Erases as an admin's deletion does: the account, the store code and the files too.
    schedule(schedules.memberRetentionDue, [...grants, 'table:read', 'users:write', 'store:admin', 'assets:write'], runMemberRetention),
  ],
});
