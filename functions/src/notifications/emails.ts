import type { EventDetail, events } from '@app/shared/contracts';
import type { Email } from '#lib/mail';
import type { Recipient } from './notify';

/** What each notification e-mail says: subject and paragraphs, from the event and its recipient. */

type Content = Omit<Email, 'to'>;

const greeting = (recipient: Recipient) => `Hi ${recipient.first_name.trim() || 'there'},`;
const objectiveName = (detail: { objective_number: number; objective_title: string }) =>
  `Objective ${detail.objective_number}: ${detail.objective_title}`;
const SIGN_OFF = 'The Ambassador Program team';

/** To the ambassador: their submission was approved, or needs a revision (with the admin's feedback). */
export function submissionReviewedEmail(detail: EventDetail<typeof events.submissionReviewed>, ambassador: Recipient): Content {
  const feedback = detail.feedback?.trim();
  if (detail.status === 'approved') {
    return {
      subject: `Approved: ${objectiveName(detail)}`,
      paragraphs: [
        greeting(ambassador),
        `Great work! Your submission for ${objectiveName(detail)} has been approved.`,
        ...(feedback ? [`Feedback from the team:\n${feedback}`] : []),
        ...(detail.next_objective_title
          ? [`Your next objective is ready: ${detail.next_objective_title}. Sign in to get started.`]
          : ['Sign in to see your progress.']),
        SIGN_OFF,
      ],
    };
  }
  return {
    subject: `Needs revision: ${objectiveName(detail)}`,
    paragraphs: [
      greeting(ambassador),
      `Your submission for ${objectiveName(detail)} needs a revision before it can be approved.`,
      feedback ? `Feedback from the team:\n${feedback}` : 'Sign in to see what to change.',
      'Sign in to update your work and submit it again.',
      SIGN_OFF,
    ],
  };
}

/** To the ambassador: an admin's direct message, subject and content. */
export function directMessageEmail(detail: EventDetail<typeof events.directMessageSent>, ambassador: Recipient): Content {
  const subject = detail.subject?.trim();
  return {
    subject: subject ? `New message: ${subject}` : 'You have a new message',
    paragraphs: [
      greeting(ambassador),
      'You have a new message from the Ambassador Program team:',
      ...(subject ? [`Subject: ${subject}`] : []),
      detail.content,
      'Sign in to read it in your messages.',
      SIGN_OFF,
    ],
  };
}

const roleNames = { student: 'student ambassador', fundraising_ambassador: 'fundraising ambassador' } as const;

/** To an admin: someone signed up as an ambassador. */
export function ambassadorSignedUpEmail(detail: EventDetail<typeof events.ambassadorSignedUp>, admin: Recipient): Content {
  const name = `${detail.first_name} ${detail.last_name}`.trim();
  const role = roleNames[detail.role];
  return {
    subject: `New ${role} sign-up: ${name}`,
    paragraphs: [
      greeting(admin),
      `${name} (${detail.email}) signed up as a ${role}.`,
      detail.role === 'student'
        ? 'They are waiting for your approval under Student Ambassadors.'
        : 'They can start selling with their personal code right away; see them under Fundraising Ambassadors.',
      'You get this e-mail because new sign-up notifications are on in Settings.',
    ],
  };
}

/** To an admin: an ambassador submitted work for review. */
export function submissionCreatedEmail(
  detail: EventDetail<typeof events.submissionCreated>,
  ambassadorName: string,
  admin: Recipient,
): Content {
  return {
    subject: `New submission for ${objectiveName(detail)}`,
    paragraphs: [
      greeting(admin),
      `${ambassadorName} submitted work for ${objectiveName(detail)}.`,
      'It is waiting for your review under Submissions.',
      'You get this e-mail because submission notifications are on in Settings.',
    ],
  };
}
