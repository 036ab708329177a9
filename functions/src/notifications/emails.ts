import { hasStarted } from '@app/shared/campaigns';
import type { EventDetail, events } from '@app/shared/contracts';
import { GUARDIAN_LINK_DAYS, GUARDIAN_WORDING, type Guardian } from '@app/shared/guardians';
import { badgeName } from '@app/shared/leaderboards';
import {
  CLIMATE_DONATION_PER_SHIRT,
  CUSTOMER_DISCOUNT_PERCENT,
  formatCount,
  formatDollars,
  formatWholeDollars,
  ORGANIZATION_DONATION_PER_SHIRT,
  SHIRT_GOAL,
  type AmbassadorRole,
} from '@app/shared/platform';
import { trackedLinkFor } from '@app/shared/links';
import { objectiveWithTitle } from '@app/shared/objectives';
import type { Profile } from '@app/shared/profiles';
import type { PaymentSettings } from '@app/shared/settings';
import { env } from '#lib/env';
import type { Email } from '#lib/mail';
import type { Recipient } from './notify';
import type { WeeklyFigures } from './weekly-report';

/**
 * What each notification e-mail says: subject and paragraphs, from the event and its recipient. The
 * e-mails to ambassadors and to an organization's contact speak for the programme under the Program Name
 * saved in Settings > General (`programName`, read once per event).
 */

type Content = Omit<Email, 'to'>;

/** A member an e-mail is about, with what their links need: where their area is, and their code. */
type Member = Recipient & Pick<Profile, 'role' | 'personal_code'>;

/** An address on the programme's site. */
const siteUrl = (path: string) => new URL(path, env('mail').SITE_URL).href;

/** A member's own pages: the student area's, or the fundraiser portal's (issue 45's buttons take them there). */
const MEMBER_PAGES = {
  student: { home: '/', objectives: '/objectives', messages: '/messages', earnings: '/impact' },
  fundraising_ambassador: {
    home: '/fundraiser/dashboard',
    objectives: '/fundraiser/start-here',
    messages: '/fundraiser/messages',
    earnings: '/fundraiser/dashboard',
  },
} as const;
const memberPage = (member: Pick<Profile, 'role'>, page: keyof (typeof MEMBER_PAGES)['student']) =>
  siteUrl(MEMBER_PAGES[member.role === 'fundraising_ambassador' ? 'fundraising_ambassador' : 'student'][page]);

/** A member's tracked link, counted as shared by e-mail. */
const sharedLink = (code: string) => trackedLinkFor(env('mail').SITE_URL, code, 'email');

const greeting = (recipient: Recipient) => `Hi ${recipient.first_name.trim() || 'there'},`;
const objectiveName = (detail: { objective_number: number; objective_title: string }) =>
  objectiveWithTitle(detail.objective_number, detail.objective_title);
const signOff = (programName: string) => `The ${programName} team`;

/** To the ambassador: their submission was approved, or needs a revision (with the admin's feedback). */
export function submissionReviewedEmail(
  detail: EventDetail<typeof events.submissionReviewed>,
  ambassador: Member,
  programName: string,
): Content {
  const action = { label: 'Open My Objectives', url: memberPage(ambassador, 'objectives') };
  const feedback = detail.feedback?.trim();
  if (detail.status === 'approved') {
    return {
      subject: `Approved: ${objectiveName(detail)}`,
      paragraphs: [
        greeting(ambassador),
        `Great work! Your submission for ${objectiveName(detail)} has been approved.`,
        ...(feedback ? [`Feedback from the team:\n${feedback}`] : []),
        ...(detail.next_objective_title ? [`Your next objective is ready: ${detail.next_objective_title}.`] : []),
        action,
        signOff(programName),
      ],
    };
  }
  return {
    subject: `Needs revision: ${objectiveName(detail)}`,
    paragraphs: [
      greeting(ambassador),
      `Your submission for ${objectiveName(detail)} needs a revision before it can be approved.`,
      feedback ? `Feedback from the team:\n${feedback}` : 'Your objective shows what to change.',
      'Update your work and submit it again from your objectives.',
      action,
      signOff(programName),
    ],
  };
}

/** To the ambassador: an admin's direct message, subject and content. */
export function directMessageEmail(detail: EventDetail<typeof events.directMessageSent>, ambassador: Member, programName: string): Content {
  const subject = detail.subject?.trim();
  return {
    subject: subject ? `New message: ${subject}` : 'You have a new message',
    paragraphs: [
      greeting(ambassador),
      `You have a new message from the ${programName} team:`,
      ...(subject ? [`Subject: ${subject}`] : []),
      detail.content,
      { label: 'Read it in My Messages', url: memberPage(ambassador, 'messages') },
      signOff(programName),
    ],
  };
}

/** To the ambassador: an order took their shirts sold to a milestone. */
export function badgeEarnedEmail(detail: EventDetail<typeof events.badgeEarned>, ambassador: Member, programName: string): Content {
  const shirts = detail.shirts === 1 ? 'your first shirt' : `${formatCount(detail.shirts)} shirts`;
  const link = ambassador.personal_code && sharedLink(ambassador.personal_code);
  return {
    subject: `You earned a badge: ${badgeName(detail.shirts)}`,
    paragraphs: [
      greeting(ambassador),
      `Congratulations! You have sold ${shirts} and earned the ${badgeName(detail.shirts)} badge.`,
      ...(detail.shirts === SHIRT_GOAL
        ? [`You reached your goal of ${SHIRT_GOAL} shirts. Keep going! The top fundraiser gets a FREE shirt!`]
        : []),
      ...(link ? [`Keep sharing your link:\n${link}`] : []),
      { label: 'See Your Progress', url: memberPage(ambassador, 'home') },
      signOff(programName),
    ],
  };
}

/** To a student an admin approved (issue 45): their code, their link, and what to do first. */
export function studentApprovedEmail(detail: EventDetail<typeof events.studentApproved>, student: Member, programName: string): Content {
  return {
    subject: `You're approved: welcome to ${programName}!`,
    paragraphs: [
      greeting(student),
      `Your application is approved. Your personal code is ${detail.personal_code}: it gives buyers ${CUSTOMER_DISCOUNT_PERCENT}% off, and every shirt bought with it counts for you and gives ${formatDollars(CLIMATE_DONATION_PER_SHIRT)} to climate action.`,
      `Your shop link, to share with family and friends:\n${sharedLink(detail.personal_code)}`,
      'What to do first: text your family the message on your Home page, then open Objective 1 in My Objectives.',
      { label: 'Open My Home Page', url: memberPage(student, 'home') },
      signOff(programName),
    ],
  };
}

/** To an ambassador: an admin recorded a payout to them (issue 45), with what was paid, when and how to check it. */
export function payoutRecordedEmail(detail: EventDetail<typeof events.payoutRecorded>, ambassador: Member, programName: string): Content {
  return {
    subject: `A payout of ${formatDollars(detail.amount)} was sent to you`,
    paragraphs: [
      greeting(ambassador),
      `The ${programName} team recorded a payout of ${formatDollars(detail.amount)} to you on ${readableDate(detail.paid_on)} (reference ${detail.reference}).`,
      'Your earnings show it as paid. If it has not reached you within a few days, reply to this e-mail with the reference.',
      { label: 'See My Earnings', url: memberPage(ambassador, 'earnings') },
      signOff(programName),
    ],
  };
}

/** To an ambassador: an admin voided a payout recorded to them (issue 45): it no longer counts as paid, and why. */
export function payoutVoidedEmail(detail: EventDetail<typeof events.payoutVoided>, ambassador: Member, programName: string): Content {
  return {
    subject: `A payout of ${formatDollars(detail.amount)} was voided`,
    paragraphs: [
      greeting(ambassador),
      `The ${programName} team voided the payout of ${formatDollars(detail.amount)} recorded to you on ${readableDate(detail.paid_on)} (reference ${detail.reference}). The reason given: ${detail.reason}`,
      'Your earnings no longer count it as paid: the amount is back in your unpaid balance. If you have questions, reply to this e-mail with the reference.',
      { label: 'See My Earnings', url: memberPage(ambassador, 'earnings') },
      signOff(programName),
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
        : detail.awaiting_guardian
          ? 'They have their personal code; see them under Fundraising Ambassadors.'
          : 'They can start selling with their personal code right away; see them under Fundraising Ambassadors.',
      ...(detail.awaiting_guardian
        ? [
            'They are under 18: their code stays out of the store, and nothing is paid to them, until their parent or guardian acknowledges the programme (they are marked Awaiting guardian).',
          ]
        : []),
      { label: 'Open Ambassadors', url: siteUrl('/admin/ambassadors') },
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
      { label: 'Review Submissions', url: siteUrl('/admin/submissions') },
      'You get this e-mail because submission notifications are on in Settings.',
    ],
  };
}

const readableDate = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A campaign's public page on the programme's site. */
const campaignPageUrl = (slug: string) => siteUrl(`/campaign/${encodeURIComponent(slug)}`);

/** To an organization's contact: their application arrived and will be reviewed. */
export function applicationSubmittedEmail(
  detail: EventDetail<typeof events.applicationSubmitted>,
  contact: Recipient,
  programName: string,
): Content {
  return {
    subject: `We received your application for ${detail.campaign_name}`,
    paragraphs: [
      greeting(contact),
      `Thank you for applying on behalf of ${detail.organization_name}! We received your application for ${detail.campaign_name} and will review it shortly.`,
      "We'll e-mail you again as soon as it has been reviewed.",
      signOff(programName),
    ],
  };
}

/** To an organization's contact: their application was approved (page, first passcode, dates, the campaign's own code), or courteously declined. */
export function applicationReviewedEmail(
  detail: EventDetail<typeof events.applicationReviewed>,
  contact: Recipient,
  programName: string,
): Content {
  if (detail.status === 'approved') {
    // A campaign that starts later is scheduled until then (issue 45): the e-mail says when it goes live, not that it is.
    const started = hasStarted(detail);
    return {
      subject: started
        ? `Approved: ${detail.campaign_name} is live`
        : `Approved: ${detail.campaign_name} starts on ${readableDate(detail.start_date)}`,
      paragraphs: [
        greeting(contact),
        started
          ? `Great news! Your application for ${detail.campaign_name} has been approved, and the campaign is now active.`
          : `Great news! Your application for ${detail.campaign_name} has been approved. The campaign is scheduled: it goes live on ${readableDate(detail.start_date)}, and your members can join and share its page now.`,
        `It runs from ${readableDate(detail.start_date)} to ${readableDate(detail.end_date)}.`,
        `Your public campaign page, with its leaderboard: ${campaignPageUrl(detail.campaign_slug)}`,
        `Your members join with this passcode:\n${detail.passcode}`,
        `Share it only with the members of ${detail.organization_name}. We're excited to fundraise with you!`,
        ...(detail.campaign_code
          ? [
              `Supporters who don't know a member can buy from the page directly, or with the code ${detail.campaign_code}: every shirt still gives ${formatWholeDollars(ORGANIZATION_DONATION_PER_SHIRT)} to ${detail.organization_name}.`,
            ]
          : []),
        { label: 'Open Your Campaign Page', url: campaignPageUrl(detail.campaign_slug) },
        signOff(programName),
      ],
    };
  }
  return {
    subject: `Your application for ${detail.campaign_name}`,
    paragraphs: [
      greeting(contact),
      `Thank you for your interest in running ${detail.campaign_name} with us. After careful review, we are not able to approve this application at this time.`,
      `We truly appreciate what ${detail.organization_name} does. You are welcome to reply with any questions, or to apply again in the future.`,
      signOff(programName),
    ],
  };
}

/** To an admin: the week's figures, with the way to the full reports. */
export function weeklyReportEmail(figures: WeeklyFigures, admin: Recipient): Content {
  const period = `${readableDate(figures.first_day)} to ${readableDate(figures.last_day)}`;
  return {
    subject: `Weekly report: ${period}`,
    paragraphs: [
      greeting(admin),
      `Here is how the programme did from ${period}:`,
      [
        `Orders this week: ${formatCount(figures.orders)}`,
        `Revenue this week: ${formatDollars(figures.revenue)}`,
        `New ambassadors this week: ${formatCount(figures.new_ambassadors)}`,
        `Pending submissions: ${formatCount(figures.pending_submissions)}`,
        `Total ambassadors: ${formatCount(figures.total_ambassadors)}`,
      ].join('\n'),
      { label: 'Open the Full Reports', url: siteUrl('/admin/reports') },
      'You get this e-mail because weekly reports are on in Settings.',
    ],
  };
}

/** The guardian's page on the programme's site: the link's token is its only key. */
const guardianPageUrl = (token: string) => siteUrl(`/guardian/${token}`);

/**
 * To a member's parent or guardian (issue 44): the programme in plain words, what waits for their
 * acknowledgement, how earnings are paid, and the link to their page. The member is named by first name only.
 */
export function guardianEmail(input: {
  member: Pick<Profile, 'first_name'> & { role: AmbassadorRole };
  guardian: Guardian;
  token: string;
  programName: string;
  payments: Pick<PaymentSettings, 'commissionRate' | 'payoutThreshold' | 'commissionHoldDays'>;
}): Content {
  const { member, guardian, programName, payments } = input;
  const name = member.first_name.trim() || 'Your child';
  const acknowledged = guardian.status === 'acknowledged';
  return {
    subject: acknowledged ? `Your new link to ${name}'s ${programName} page` : `${name} has asked to join ${programName}`,
    paragraphs: [
      'Hello,',
      acknowledged
        ? `Here is a new link to your page for ${name}'s place in ${programName}, which you acknowledged on ${readableDate(guardian.acknowledged_at!)}.`
        : `${name} has signed up for ${programName} and gave your e-mail address as their parent or guardian. Because ${name} is under 18, we would like you to know what the programme is before anything is paid.`,
      `What ${name} does: ${GUARDIAN_WORDING.whatTheyDo(member.role, name)}`,
      ...(acknowledged ? [] : [GUARDIAN_WORDING.untilAcknowledged(name)]),
      `How earnings are paid: ${GUARDIAN_WORDING.howEarningsArePaid(name, {
        commissionRatePercent: payments.commissionRate,
        holdDays: payments.commissionHoldDays,
        payoutThreshold: payments.payoutThreshold,
      })}`,
      `Your page shows what ${name} has earned and lets you ${acknowledged ? 'withdraw them from the programme' : 'acknowledge the programme, or withdraw them from it'}. No account is needed.`,
      `The link works for ${GUARDIAN_LINK_DAYS} days and is meant for you alone, so please do not forward it. If it expires, ask the programme team to send a new one.`,
      ...(acknowledged
        ? []
        : [
            `If you do not know ${name}, or did not expect this e-mail, you can withdraw from the same page and their account will be paused.`,
          ]),
      { label: 'Open Your Page', url: guardianPageUrl(input.token) },
      signOff(programName),
    ],
  };
}

/** To an admin: a guardian withdrew a member, whose account is paused. */
export function guardianWithdrewEmail(
  detail: EventDetail<typeof events.guardianWithdrew>,
  member: Pick<Profile, 'first_name' | 'last_name' | 'email'> | undefined,
  admin: Recipient,
): Content {
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : 'A member';
  return {
    subject: `A guardian withdrew ${name} from the programme`,
    paragraphs: [
      greeting(admin),
      `${member ? `${name} (${member.email})` : name}: their parent or guardian withdrew them from the programme on ${readableDate(detail.withdrawn_at)}.`,
      'Their account is paused: they can no longer sign in, their discount code has been removed from the store, and no payout can be recorded for them.',
      { label: 'Open Ambassadors', url: siteUrl('/admin/ambassadors') },
      'They are marked Guardian withdrew in the ambassadors list.',
    ],
  };
}

/**
 * To a member inactive for nearly the whole retention period (Settings > Privacy), and to their guardian:
 * their personal data is erased on `erasesOn` unless they sign in before; their sales stay, without their name.
 */
export function retentionWarningEmail(
  recipient: Recipient,
  input: { erasesOn: string; forGuardian: boolean; programName: string },
): Content {
  const whose = input.forGuardian ? "your child's account" : 'your account';
  return {
    subject: `${input.programName}: ${whose} will be deleted on ${readableDate(input.erasesOn)}`,
    paragraphs: [
      greeting(recipient),
      `We keep a member's personal data only while they take part. Nobody has signed in to ${whose} for a long time, so on ${readableDate(input.erasesOn)} it will be deleted for good: the profile, uploaded files and messages. Sales already made stay in the campaign's totals, without a name.`,
      'To keep the account, sign in before then.',
      { label: 'Sign In', url: siteUrl('/auth') },
      signOff(input.programName),
    ],
  };
}
