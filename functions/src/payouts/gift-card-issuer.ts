import { setTimeout as sleep } from 'node:timers/promises';
import { isMinor } from '@app/shared/auth';
import { formatDollars } from '@app/shared/platform';
import { sendEmail, type Email } from '#lib/mail';
import { logger } from '#lib/observability';
import { getProfile } from '../profiles';
import { emailBrand, generalSettings, paymentSettings } from '../settings';
import type { StoredPayout } from './payout-data';
import type { Issued, IssueOutcome, PayoutIssuer } from './payout-issuers';
import { createGiftCard, findGiftCard } from './store-gift-cards';

/**
 * Store credit (issue 46): a payout paid as the store's own gift card, made with giftCardCreate for the amount
 * and the store-credit bonus, expiring as Settings > Payments says. Its key is the payout's id, so a retry
 * asks the store for the card of that key before making one. The product knows no member's store customer
 * id (members and the store's customers are not linked), so the card names no customer; its code reaches the
 * member by our e-mail, once, and is kept nowhere.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The store's clock and ours may differ: a card made for the first attempt is looked for from a little before it. */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;

/** The longest store message a failed payout keeps. */
const MAX_FAILURE_MESSAGE = 500;

const failure = (message: string): IssueOutcome => ({ ok: false, message: message.slice(0, MAX_FAILURE_MESSAGE) });

/** The card's last day, YYYY-MM-DD (UTC), `days` from now; none when cards never expire. */
export const expiryOf = (days: number | null, now = new Date()) =>
  days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The card's internal note in the store: which programme paid it, and which payout (and run) it is. */
const noteOf = (payout: StoredPayout, programName: string) =>
  `${programName}: ambassador payout ${payout.id}${payout.run_id ? ` (payout run ${payout.run_id})` : ''}`;

async function issue(payout: StoredPayout): Promise<IssueOutcome> {
  if (payout.attempts > 1) {
    try {
      const since = payout.first_attempt_at ? new Date(Date.parse(payout.first_attempt_at) - CLOCK_MARGIN_MS).toISOString() : undefined;
      const found = await findGiftCard(payout.id, { createdSince: since });
      if (found) return { ok: true, issued: { id: found.cardId, lastCharacters: found.lastCharacters }, secret: null };
    } catch (error) {
      // Not knowing whether the card exists is no licence to make another.
      return failure(`The store could not be asked whether this payout’s card was already made: ${(error as Error).message}`);
    }
  }
  const [settings, { programName }] = await Promise.all([paymentSettings(), generalSettings()]);
  const created = await createGiftCard({
    amountCents: payout.amount_cents + payout.bonus_cents,
    note: noteOf(payout, programName),
    expiresOn: expiryOf(settings.giftCardExpiryDays),
    idempotencyKey: payout.id,
  });
  if (!created.ok) return failure(created.message);
  return { ok: true, issued: { id: created.cardId, lastCharacters: created.lastCharacters }, secret: created.code };
}

const SEND_ATTEMPTS = 3;

/** Sends one e-mail, a few times over: its code is sent now or never. */
async function sendWithRetries(email: Email): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sendEmail(email);
      return true;
    } catch (error) {
      if (attempt >= SEND_ATTEMPTS) {
        logger.error('A gift card code could not be e-mailed: its card is in the store, its code nowhere else', { to: email.to, error });
        return false;
      }
      await sleep(200 * attempt);
    }
  }
}

/** The e-mails of a new card: to the member, and for a member under 18 to their guardian too. */
async function deliver(payout: StoredPayout, issued: Issued, code: string): Promise<boolean> {
  const [member, brand, settings] = await Promise.all([getProfile(payout.user_id), emailBrand(), paymentSettings()]);
  if (!member) return false;
  const value = formatDollars((payout.amount_cents + payout.bonus_cents) / 100);
  const expiry = expiryOf(settings.giftCardExpiryDays);
  const what = [
    `Gift card code: ${code}`,
    `It is worth ${value}${payout.bonus_cents > 0 ? `: your payout of ${formatDollars(payout.amount)} and a ${formatDollars(payout.bonus)} bonus for taking store credit` : ''}. Enter the code at checkout in the store.`,
    expiry ? `It can be spent until ${expiry}.` : 'It does not expire.',
    `Keep this e-mail: the code is sent once and the ${brand.name} team does not keep it. The card ends in ${issued.lastCharacters}.`,
  ];
  const emails: Email[] = [
    {
      to: member.email,
      brand,
      subject: `Your ${value} gift card from ${brand.name}`,
      paragraphs: [`Hi ${member.first_name},`, `Your payout from ${brand.name} is a store gift card.`, ...what, `The ${brand.name} team`],
    },
  ];
  if (member.guardian && isMinor(member.adult_from, new Date())) {
    emails.push({
      to: member.guardian.email,
      brand,
      subject: `${member.first_name}’s ${value} gift card from ${brand.name}`,
      paragraphs: [
        'Hello,',
        `${member.first_name}’s payout from ${brand.name} is a store gift card. As their parent or guardian, you get its code too.`,
        ...what,
        `The ${brand.name} team`,
      ],
    });
  }
  const sent = await Promise.all(emails.map(sendWithRetries));
  return sent.every(Boolean);
}

export const giftCardIssuer: PayoutIssuer = { recordedAs: 'pending', issue, deliver };
