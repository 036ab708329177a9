import * as z from 'zod';
import type { AmbassadorRole } from '../platform/roles';
import { MINOR_PAYOUT_METHOD_PAID_AS, PAYOUT_METHODS, type PaymentSettings, type PayoutMethod } from '../settings/settings';
import { PAYOUT_STATES, myEarningsSchema } from './payouts';

/**
 * The member's side of payouts (issue 46): each payout they were paid, with how ("Gift card ending 7KQ2",
 * "Cash, paid to your guardian"), and the method they prefer among those Settings > Payments allows.
 *
 * Who may choose what: an adult chooses among the allowed methods. A member under 18 is never paid cash
 * themselves: when Settings pays under-18s store credit, that is their only choice; when it pays them cash to
 * their guardian, they choose between that and store credit (where allowed). Until they choose, an adult is
 * paid their role's default and a member under 18 the way Settings pays under-18s.
 */

/** The payouts a member's earnings list, newest first. */
export const MY_PAYOUTS_LIMIT = 50;

/** One of the member's payouts: what reached them (the amount, and a gift card's bonus on top), how, when, and where it stands. */
export const myPayoutSchema = z.object({
  id: z.string(),
  /** Dollars of commission it paid. */
  amount: z.number(),
  /** Dollars of store-credit bonus on the gift card, beyond the commission. */
  bonus: z.number(),
  method: z.enum(PAYOUT_METHODS),
  /** How it was paid, in the member's words: "Gift card ending 7KQ2", "Cash, paid to your guardian". */
  method_label: z.string(),
  /** The day it was paid, YYYY-MM-DD. */
  paid_on: z.string(),
  state: z.enum(PAYOUT_STATES),
  /** An admin took it back (a bounced transfer): it counts in no balance. */
  voided: z.boolean(),
});

export type MyPayout = z.infer<typeof myPayoutSchema>;

/** One method a member may choose, in their words, with the bonus store credit carries (percent; 0 for cash). */
export const payoutMethodChoiceSchema = z.object({ method: z.enum(PAYOUT_METHODS), label: z.string(), bonus_percent: z.number() });

export type PayoutMethodChoice = z.infer<typeof payoutMethodChoiceSchema>;

/** The member's payout method: the one they are paid with, whether they chose it, and what they may choose. */
export const myPayoutMethodSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  /** False while they are paid the programme's default. */
  chosen: z.boolean(),
  choices: z.array(payoutMethodChoiceSchema),
});

export type MyPayoutMethod = z.infer<typeof myPayoutMethodSchema>;

/** The member's own earnings (GET /api/me/earnings) with their payouts, newest first, and their payout method. */
export const myEarningsAndPayoutsSchema = myEarningsSchema.extend({
  payouts: z.array(myPayoutSchema),
  payout_method: myPayoutMethodSchema,
});

export type MyEarningsAndPayouts = z.infer<typeof myEarningsAndPayoutsSchema>;

/** Choose my payout method. */
export const choosePayoutMethodSchema = z.object({
  method: z.enum(PAYOUT_METHODS, { error: 'Choose a payout method from the list' }),
});

export type ChoosePayoutMethodInput = z.input<typeof choosePayoutMethodSchema>;

type MethodSettings = Pick<PaymentSettings, 'payoutMethods' | 'defaultPayoutMethod' | 'minorPayoutMethod' | 'storeCreditBonusPercent'>;

/** The methods a member may be paid with (see the rule above); never empty, as Settings allows at least one and under-18s' way. */
export function payoutMethodChoices(settings: MethodSettings, under18: boolean): PayoutMethod[] {
  if (under18 && settings.minorPayoutMethod === 'gift_card') return settings.payoutMethods.filter((method) => method === 'gift_card');
  return settings.payoutMethods;
}

/** The method a member is paid with: their choice while Settings still offers it, else the programme's default for them. */
export function payoutMethodOf(
  settings: MethodSettings,
  member: { role: AmbassadorRole; under18: boolean; preferred: PayoutMethod | null },
) {
  const choices = payoutMethodChoices(settings, member.under18);
  if (member.preferred && choices.includes(member.preferred)) return { method: member.preferred, chosen: true };
  const fallback = member.under18 ? MINOR_PAYOUT_METHOD_PAID_AS[settings.minorPayoutMethod] : settings.defaultPayoutMethod[member.role];
  return { method: choices.includes(fallback) ? fallback : choices[0]!, chosen: false };
}

/** A method as the member reads it among their choices. */
export function payoutMethodChoiceLabel(method: PayoutMethod, under18: boolean): string {
  if (method === 'gift_card') return 'Store credit (a gift card for the shop)';
  return under18 ? 'Cash, paid to your guardian' : 'Cash';
}

/** The member's payout method with their choices, as the API answers it. */
export function myPayoutMethodOf(
  settings: MethodSettings,
  member: { role: AmbassadorRole; under18: boolean; preferred: PayoutMethod | null },
): MyPayoutMethod {
  return {
    ...payoutMethodOf(settings, member),
    choices: payoutMethodChoices(settings, member.under18).map((method) => ({
      method,
      label: payoutMethodChoiceLabel(method, member.under18),
      bonus_percent: method === 'gift_card' ? settings.storeCreditBonusPercent : 0,
    })),
  };
}
