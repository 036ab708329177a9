import { setTimeout as sleep } from 'node:timers/promises';
import { isMinor } from '@app/shared/auth';
import { formatDollars } from '@app/shared/platform';
import type { Profile } from '@app/shared/profiles';
import { sendEmail, type Email, type EmailBrand } from '#lib/mail';
import { logger } from '#lib/observability';
import { getProfile } from '../profiles';
import { emailBrand, generalSettings, paymentSettings } from '../settings';
import { advanceCardGeneration, type StoredPayout } from './payout-data';
import type { IssueOutcome, PayoutIssuer } from './payout-issuers';
import { createGiftCard, deactivateGiftCard, findGiftCard } from './store-gift-cards';

/**
 * Store credit (issue 46): a payout paid as the store's own gift card, made with giftCardCreate for the amount
 * and the store-credit bonus, expiring as Settings > Payments says. Its key is the payout's id (and, once a card
 * was replaced, `<id>#<generation>`), so a retry asks the store for the card of that key before making one. A
 * card found so was made by an attempt whose answer never reached us, so nobody holds its code: it is
 * deactivated in the store, and a new card is made under the next key, whose code the member gets. So the
 * member always gets a code once, and never holds two live cards. The product knows no member's store customer
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

/** The key of the payout's current card: its id, then `<id>#<generation>` for each card that replaced one. */
export const giftCardKeyOf = (payout: Pick<StoredPayout, 'id' | 'card_generation'>) =>
  payout.card_generation === 0 ? payout.id : `${payout.id}#${payout.card_generation}`;

/**
 * Before a retry makes a card: the card an earlier attempt made under the current key, if any, is deactivated
 * (its code never reached us) and the payout moves on to the next key. Answers the payout to issue, or why not.
 */
async function replaceUnsentCard(payout: StoredPayout): Promise<{ payout: StoredPayout } | { problem: string }> {
  const since = payout.first_attempt_at ? new Date(Date.parse(payout.first_attempt_at) - CLOCK_MARGIN_MS).toISOString() : undefined;
  let found;
  try {
    found = await findGiftCard(giftCardKeyOf(payout), { createdSince: since });
  } catch (error) {
    // Not knowing whether the card exists is no licence to make another.
    return { problem: `The store could not be asked whether this payout’s card was already made: ${(error as Error).message}` };
  }
  if (!found) return { payout };
  if (found.enabled) {
    try {
      await deactivateGiftCard(found.cardId);
    } catch (error) {
      // A live card nobody holds the code of must be gone before another is made.
      return {
        problem: `The card the store made late (ending ${found.lastCharacters}) could not be deactivated: ${(error as Error).message}`,
      };
    }
    logger.info('A gift card made by an attempt whose answer was lost was deactivated; a new one replaces it', {
      payoutId: payout.id,
      cardId: found.cardId,
    });
  }
  // Only under this attempt's claim (a claim lost throws: the attempt that took the payout over goes on).
  return { payout: await advanceCardGeneration(payout) };
}

async function issue(claimed: StoredPayout): Promise<IssueOutcome> {
  let payout = claimed;
  if (payout.attempts > 1) {
    const replaced = await replaceUnsentCard(payout);
    if ('problem' in replaced) return failure(replaced.problem);
    payout = replaced.payout;
  }
  // Whom the code goes to is read before the card is made: sending it then needs nothing from the table.
  const [settings, { programName }, member, brand] = await Promise.all([
    paymentSettings(),
    generalSettings(),
    getProfile(payout.user_id),
    emailBrand(),
  ]);
  const expiresOn = expiryOf(settings.giftCardExpiryDays);
  const created = await createGiftCard({
    amountCents: payout.amount_cents + payout.bonus_cents,
    note: noteOf(payout, programName),
    expiresOn,
    idempotencyKey: giftCardKeyOf(payout),
  });
  if (!created.ok) return failure(created.message);
  const emails = member ? codeEmails(payout, member, brand, { code: created.code, lastCharacters: created.lastCharacters, expiresOn }) : [];
  return {
    ok: true,
    issued: { id: created.cardId, lastCharacters: created.lastCharacters },
    send: async () => emails.length > 0 && (await Promise.all(emails.map(sendWithRetries))).every(Boolean),
  };
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
function codeEmails(
  payout: StoredPayout,
  member: Profile,
  brand: EmailBrand,
  { code, lastCharacters, expiresOn: expiry }: { code: string; lastCharacters: string; expiresOn: string | null },
): Email[] {
  const value = formatDollars((payout.amount_cents + payout.bonus_cents) / 100);
  const what = [
    `Gift card code: ${code}`,
    `It is worth ${value}${payout.bonus_cents > 0 ? `: your payout of ${formatDollars(payout.amount)} and a ${formatDollars(payout.bonus)} bonus for taking store credit` : ''}. Enter the code at checkout in the store.`,
    expiry ? `It can be spent until ${expiry}.` : 'It does not expire.',
    `Keep this e-mail: the code is sent once and the ${brand.name} team does not keep it. The card ends in ${lastCharacters.toUpperCase()}.`,
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
  return emails;
}

/** A voided card's payout: its card deactivated in the store (one that was never made has nothing to take back). */
async function takeBack(payout: StoredPayout): Promise<void> {
  if (payout.card_id) await deactivateGiftCard(payout.card_id);
}

export const giftCardIssuer: PayoutIssuer = { recordedAs: 'pending', issue, takeBack };
