import * as z from 'zod';
import { isMinor } from '../auth/age-screen';
import { myEarningsSchema } from '../payouts/payouts';
import { CLIMATE_DONATION_PER_SHIRT, CUSTOMER_DISCOUNT_PERCENT, ORGANIZATION_DONATION_PER_SHIRT } from '../platform/constants';
import { formatDollars } from '../platform/money';
import { AMBASSADOR_ROLES, type AmbassadorRole } from '../platform/roles';

/**
 * A parent's or guardian's part in a minor's membership (issue 44): a member under 18 names one at sign-up,
 * who is e-mailed a link to a page of their own (no account). Until they acknowledge the programme, the
 * member works on objectives, but their code is not in the store and nothing is paid; a withdrawal pauses
 * the account. Everything follows from the profile's `adult_from` and today's date, so at 18 the
 * requirement ends by itself.
 */

export const GUARDIAN_STATUSES = ['awaiting', 'acknowledged', 'withdrawn'] as const;

export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** The guardian as the member's profile keeps them. */
export const guardianSchema = z.object({
  email: z.string(),
  status: z.enum(GUARDIAN_STATUSES),
  /** When the newest link was e-mailed (null until the first one is). */
  sent_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
});

export type Guardian = z.infer<typeof guardianSchema>;

/** The part of a profile the guardian rules read. */
export interface GuardedMember {
  adult_from: string | null;
  guardian: Guardian | null;
}

/** Whether a member still needs their guardian's acknowledgement on `now`'s day: under 18, and not acknowledged. */
export function needsGuardian(member: GuardedMember, now: Date): boolean {
  return isMinor(member.adult_from, now) && member.guardian?.status !== 'acknowledged';
}

export const GUARDIAN_HOLDS = ['awaiting_guardian', 'guardian_withdrew'] as const;

export type GuardianHold = (typeof GUARDIAN_HOLDS)[number];

export const GUARDIAN_HOLD_LABELS: Record<GuardianHold, string> = {
  awaiting_guardian: 'Awaiting guardian',
  guardian_withdrew: 'Guardian withdrew',
};

/**
 * What holds back a member's store code and payouts: a guardian's acknowledgement still needed, or a
 * guardian's withdrawal. A withdrawal paused the account, and stays until an admin acts, whatever the age.
 */
export function guardianHold(member: GuardedMember, now: Date): GuardianHold | null {
  if (member.guardian?.status === 'withdrawn') return 'guardian_withdrew';
  return needsGuardian(member, now) ? 'awaiting_guardian' : null;
}

/** Whether the guardian can be sent a (new) link: the member is under 18 and the guardian has not withdrawn. */
export function guardianLinkSendable<M extends GuardedMember>(member: M, now: Date): member is M & { guardian: Guardian } {
  return member.guardian !== null && member.guardian.status !== 'withdrawn' && isMinor(member.adult_from, now);
}

/** How long a guardian's link works, in days. */
export const GUARDIAN_LINK_DAYS = 30;

export const GUARDIAN_LINK_MESSAGES = {
  notValid: 'This link is not valid or has expired. Ask the programme team to send a new one.',
  closed: 'This page has closed: the member is 18 now and looks after their own account.',
  withdrawn:
    'You withdrew from the programme for this member, so it can no longer be acknowledged. Contact the programme team to change this.',
  tooManyTries: 'Too many tries from your network. Please try again in {wait}.',
} as const;

/** A guardian link's token: 32 random bytes, base64url, no padding (43 characters); anything else is no link of ours. */
export const guardianTokenSchema = z
  .string({ error: GUARDIAN_LINK_MESSAGES.notValid })
  .length(43, GUARDIAN_LINK_MESSAGES.notValid)
  .regex(/^[A-Za-z0-9_-]+$/, GUARDIAN_LINK_MESSAGES.notValid);

/** The path parameters of every route a guardian's link opens. */
export const guardianLinkParamsSchema = z.object({ token: guardianTokenSchema });

/**
 * The guardian's page: the member by first name only, the programme, where the acknowledgement stands, the
 * member's own earnings (as they see them) and how payouts are made. No last name, e-mail or id.
 */
export const guardianPageSchema = z.object({
  member_first_name: z.string(),
  member_role: z.enum(AMBASSADOR_ROLES),
  program_name: z.string(),
  program_description: z.string(),
  status: z.enum(GUARDIAN_STATUSES),
  acknowledged_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** The member's commission, paid and unpaid, and the commission hold. */
  earnings: myEarningsSchema,
  /** How payouts are made: the commission rate (percent of sales) and the payable amount a payout waits for (dollars). */
  payment_terms: z.object({ commission_rate_percent: z.number(), payout_threshold: z.number() }),
  /** When this link stops working. */
  link_expires_at: z.string(),
});

export type GuardianPage = z.infer<typeof guardianPageSchema>;

/** The programme in a parent's words, as the guardian's e-mail and page both say it; the member by first name. */
export const GUARDIAN_WORDING = {
  whatTheyDo: (role: AmbassadorRole, name: string) =>
    role === 'student'
      ? `${name} works through short objectives (introducing themselves, sharing their shop link, posting on social media) and shares a personal discount code that gives buyers ${CUSTOMER_DISCOUNT_PERCENT}% off our shirts.`
      : `${name} sells shirts for their school's or organization's campaign with a personal discount code that gives buyers ${CUSTOMER_DISCOUNT_PERCENT}% off. Each shirt sends ${formatDollars(ORGANIZATION_DONATION_PER_SHIRT)} to the organization and ${formatDollars(CLIMATE_DONATION_PER_SHIRT)} to climate causes.`,
  /** What a member on hold reads at the top of every page of theirs. */
  memberHold: {
    awaiting_guardian: (guardianEmail: string) =>
      `Your discount code starts working in the store, and your earnings can be paid, once your parent or guardian acknowledges the programme. We e-mailed them at ${guardianEmail}: ask them to open the link in it. You can work on your objectives meanwhile.`,
    guardian_withdrew: () =>
      'Your parent or guardian withdrew you from the programme, so your code is no longer in the store and nothing is paid. Contact the programme team if this should change.',
  } satisfies Record<GuardianHold, (guardianEmail: string) => string>,
  untilAcknowledged: (name: string) =>
    `Until you acknowledge the programme, ${name} can work on their objectives, but their discount code is not activated in the store and nothing is paid to them.`,
  howEarningsArePaid: (name: string, terms: { commissionRatePercent: number; holdDays: number; payoutThreshold: number }) =>
    `${name} earns ${terms.commissionRatePercent}% commission on the sales made with their code. Commission becomes payable ${terms.holdDays} days after each order, once the store's return window has passed, and the programme team pays it out once the payable amount reaches ${formatDollars(terms.payoutThreshold)}.`,
} as const;
