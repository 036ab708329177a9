import * as z from 'zod';
import { LINK_SOURCES } from '../links/sources';
import { storeWebhookDetailSchema } from '../orders/store-events';
import { defineEvent } from './contract';

/** Every event on the programme's bus. */

/** A verified store delivery (order paid, created, updated, edited or cancelled; refund): the orders domain folds it into totals. */
export const storeWebhookReceived = defineEvent({
  source: 'app.store',
  detailType: 'Store webhook received',
  detail: storeWebhookDetailSchema,
  describe: (detail) => {
    if (detail.topic === 'refunds/create') return `${detail.topic} ${detail.refund.id} for order ${detail.refund.order_id}`;
    if (detail.topic === 'orders/edited') return `${detail.topic} ${detail.edit.id} for order ${detail.edit.order_id}`;
    return `${detail.topic} for order ${detail.order.name || detail.order.id}`;
  },
});

/** An ambassador got a personal code: the code sync domain sends it to the store. */
export const personalCodeAssigned = defineEvent({
  source: 'app.code-sync',
  detailType: 'Personal code assigned',
  detail: z.object({ user_id: z.string(), personal_code: z.string() }),
  describe: (detail) => `code ${detail.personal_code} for user ${detail.user_id}`,
});

/** An admin (or auto-approve) approved a student's application: the student is e-mailed their code, their link and what to do first (issue 45). */
export const studentApproved = defineEvent({
  source: 'app.ambassadors',
  detailType: 'Student approved',
  detail: z.object({ user_id: z.string(), personal_code: z.string() }),
  describe: (detail) => `student ${detail.user_id} approved`,
});

/** An admin recorded a payout to an ambassador: the ambassador is e-mailed what was paid, when and how (issue 45). */
export const payoutRecorded = defineEvent({
  source: 'app.payouts',
  detailType: 'Payout recorded',
  detail: z.object({ payout_id: z.string(), user_id: z.string(), amount: z.number(), paid_on: z.string(), reference: z.string() }),
  describe: (detail) => `payout ${detail.payout_id} to user ${detail.user_id}`,
});

/** An admin voided a payout recorded to an ambassador: the ambassador is e-mailed that it no longer counts as paid, and why (issue 45). */
export const payoutVoided = defineEvent({
  source: 'app.payouts',
  detailType: 'Payout voided',
  detail: z.object({
    payout_id: z.string(),
    user_id: z.string(),
    amount: z.number(),
    paid_on: z.string(),
    reference: z.string(),
    reason: z.string(),
  }),
  describe: (detail) => `payout ${detail.payout_id} to user ${detail.user_id} voided`,
});

/**
 * An admin started a payout run (issue 46), or a retry put gift card payouts back to pending: the payouts domain
 * issues the run's pending gift cards, a few at a time. Redelivered, it issues nothing twice (each payout is
 * claimed before its card is asked for).
 */
export const payoutRunStarted = defineEvent({
  source: 'app.payouts',
  detailType: 'Payout run started',
  detail: z.object({ run_id: z.string().max(200) }),
  describe: (detail) => `payout run ${detail.run_id}`,
});

/** An ambassador changed their name or organization: the leaderboards domain updates their totals row's display fields, profiles their code's claim. */
export const profileUpdated = defineEvent({
  source: 'app.profiles',
  detailType: 'Profile updated',
  detail: z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string(), school: z.string().nullable() }),
  describe: (detail) => `profile of user ${detail.user_id}`,
});

/** An ambassador signed up: admins who want it are e-mailed. */
export const ambassadorSignedUp = defineEvent({
  source: 'app.auth',
  detailType: 'Ambassador signed up',
  detail: z.object({
    user_id: z.string(),
    role: z.enum(['student', 'fundraising_ambassador']),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** Under 18: their guardian is asked to acknowledge the programme first (events from before the age screen have none). */
    awaiting_guardian: z.boolean().optional(),
  }),
  describe: (detail) => `sign-up of ${detail.role} ${detail.user_id}`,
});

/**
 * A member under 18 needs their guardian's acknowledgement: at sign-up, or when an admin sends the e-mail
 * again. The guardian is e-mailed a new link (the one before stops working); `requested_at` tells one
 * request from the next, so each is e-mailed once however often it is delivered.
 */
export const guardianEmailRequested = defineEvent({
  source: 'app.guardians',
  detailType: 'Guardian e-mail requested',
  detail: z.object({ user_id: z.string(), requested_at: z.string() }),
  describe: (detail) => `guardian e-mail for user ${detail.user_id} requested at ${detail.requested_at}`,
});

/** A member's guardian withdrew: the account is paused, and every admin is e-mailed. */
export const guardianWithdrew = defineEvent({
  source: 'app.guardians',
  detailType: 'Guardian withdrew',
  detail: z.object({ user_id: z.string(), withdrawn_at: z.string() }),
  describe: (detail) => `guardian's withdrawal for user ${detail.user_id}`,
});

/** A student submitted work for review: admins who want it are e-mailed. */
export const submissionCreated = defineEvent({
  source: 'app.objectives',
  detailType: 'Submission created',
  detail: z.object({
    submission_id: z.string(),
    user_id: z.string(),
    objective_number: z.number().int(),
    objective_title: z.string(),
  }),
  describe: (detail) => `submission ${detail.submission_id} for objective ${detail.objective_number}`,
});

/** An admin approved a submission or asked for a revision: the ambassador is e-mailed, with the feedback. */
export const submissionReviewed = defineEvent({
  source: 'app.objectives',
  detailType: 'Submission reviewed',
  detail: z.object({
    submission_id: z.string(),
    user_id: z.string(),
    objective_number: z.number().int(),
    objective_title: z.string(),
    status: z.enum(['approved', 'needs_revision']),
    feedback: z.string().nullable(),
    /** The objective assigned next on approval, if any. */
    next_objective_title: z.string().nullable(),
  }),
  describe: (detail) => `review (${detail.status}) of submission ${detail.submission_id}`,
});

/**
 * A person (not a bot, by user agent) followed an ambassador's tracked link: the links domain counts it,
 * unless the same client followed it within the last 30 minutes. `client` is a hash of the code, the visitor's
 * address and user agent; `clicked_at` the redirect's time, which decides the day and the window.
 */
export const trackedLinkClicked = defineEvent({
  source: 'app.links',
  detailType: 'Tracked link clicked',
  detail: z.object({
    user_id: z.string(),
    source: z.enum(LINK_SOURCES),
    client: z.string().max(64),
    clicked_at: z.string(),
  }),
  describe: (detail) => `${detail.source} click for user ${detail.user_id}`,
});

/** An ambassador's shirts sold reached a milestone for the first time (their totals row's badge set): they are e-mailed. */
export const badgeEarned = defineEvent({
  source: 'app.leaderboards',
  detailType: 'Milestone badge earned',
  detail: z.object({ user_id: z.string(), shirts: z.number().int().positive() }),
  describe: (detail) => `${detail.shirts}-shirt badge for user ${detail.user_id}`,
});

/** An admin sent an ambassador a direct message: the ambassador is e-mailed. */
export const directMessageSent = defineEvent({
  source: 'app.messages',
  detailType: 'Direct message sent',
  detail: z.object({ message_id: z.string(), to_user_id: z.string(), subject: z.string().nullable(), content: z.string() }),
  describe: (detail) => `message ${detail.message_id} to user ${detail.to_user_id}`,
});

/**
 * An organization applied for a campaign: its contact gets the confirmation the form promises, and the
 * application is approved at once while Settings > General's Auto-approve Organization Applications is on.
 */
export const applicationSubmitted = defineEvent({
  source: 'app.applications',
  detailType: 'Campaign application submitted',
  detail: z.object({
    application_id: z.string(),
    organization_name: z.string(),
    campaign_name: z.string(),
    contact_email: z.string(),
  }),
  describe: (detail) => `application ${detail.application_id}`,
});

/**
 * An application was approved (by an admin, or on submission by auto-approve) or rejected: its contact is
 * told (with the campaign page, its own code and first passcode when approved).
 */
export const applicationReviewed = defineEvent({
  source: 'app.applications',
  detailType: 'Campaign application reviewed',
  detail: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('approved'),
      application_id: z.string(),
      organization_name: z.string(),
      campaign_name: z.string(),
      contact_email: z.string(),
      campaign_slug: z.string(),
      passcode: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      /** The campaign's own discount code (issue 45): supporters who know no member buy with it. */
      campaign_code: z.string().optional(),
    }),
    z.object({
      status: z.literal('rejected'),
      application_id: z.string(),
      organization_name: z.string(),
      campaign_name: z.string(),
      contact_email: z.string(),
    }),
  ]),
  describe: (detail) => `${detail.status} application ${detail.application_id}`,
});
