import { events, schedules } from '@app/shared/contracts';
import { consumer, defineDomain, schedule } from '#lib/domain';
import {
  onAmbassadorSignedUp,
  onApplicationReviewed,
  onApplicationSubmitted,
  onBadgeEarned,
  onDirectMessageSent,
  onSubmissionCreated,
  onSubmissionReviewed,
} from './notifications';
import { sendWeeklyReport } from './weekly-report';

// Profiles and settings to read, markers to write (so nobody is e-mailed twice), e-mail to send.
const grants = ['table:write', 'mail:send'] as const;

/**
 * E-mail notifications through SES, sent by event consumers only, each at most once per recipient: the
 * ambassador hears of their submission's review, of an admin's direct message and of each milestone badge
 * they earn; admins, while their
 * Settings toggles are on, of new sign-ups and new submissions, and every Monday of the week's figures
 * (a scheduled job); an organization's contact, of their campaign application's arrival and of its
 * approval or rejection.
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
  ],
  schedules: [schedule(schedules.weeklyReportDue, grants, sendWeeklyReport)],
});
