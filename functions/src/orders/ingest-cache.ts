import { normalizeCode } from '@app/shared/code-sync';
import { expiring } from '#lib/expiring';
import { comparableEmail, findCodeOwner, getProfile, type CampaignCodeClaim, type CodeClaim } from '../profiles';
import { paymentTerms, type PaymentTerms } from '../settings';

/**
 * What the order consumer keeps between events in one running function, so an order whose code it has seen
 * costs its transaction alone, and one whose code it has not, one GetItem more:
 * - the Payments settings with the revision they were read at, at most `SETTINGS_SECONDS`. They are never
 *   applied stale: the order's transaction checks the revision (`paymentTermsHeld`), and a save since fails
 *   it, which makes the consumer forget them and fold the order again with the settings as saved;
 * - a code's claim once found (who holds it: their role, campaign, names and school, and their e-mail to
 *   tell a self-referral; or the campaign whose own code it is, which never changes), at most `CODE_OWNER_SECONDS`. It cannot attribute a sale wrongly: a code is claimed
 *   once and retired (naming nobody, taken for good) when its ambassador is erased, their totals row going with them, and the order's
 *   transaction moves that row only while it exists (`existing`), so a claim remembered past an erasure fails
 *   it and is asked again. Their role and campaign never change while they hold the code; a rename reaches the
 *   orders they sell within the minute (the leaderboards at once). A code that matches nobody is asked every
 *   time, so a new ambassador's first sale is theirs;
 * - the e-mail of an ambassador whose claim was made before claims carried it, at most `OWNER_EMAIL_SECONDS`,
 *   read only for an order with a buyer's e-mail; an ambassador's e-mail does not change (My Account shows it
 *   read-only).
 */
const SETTINGS_SECONDS = 60;
const CODE_OWNER_SECONDS = 60;
const OWNER_EMAIL_SECONDS = 600;

const settings = expiring<'payments', PaymentTerms>(SETTINGS_SECONDS);
const claims = expiring<string, CodeClaim | CampaignCodeClaim | undefined>(CODE_OWNER_SECONDS, (claim) => (claim ? CODE_OWNER_SECONDS : 0));
const emails = expiring<string, string | undefined>(OWNER_EMAIL_SECONDS, (email) => (email ? OWNER_EMAIL_SECONDS : 0));

/** The Payments settings and their revision, at most a minute old; `fresh` reads them again. */
export function cachedPaymentTerms(fresh = false): Promise<PaymentTerms> {
  if (fresh) settings.forget('payments');
  return settings.get('payments', paymentTerms);
}

/** A code's claim: remembered once found, asked again when `fresh` (the remembered owner was erased). */
export function claimOfCode(code: string, fresh = false): Promise<CodeClaim | CampaignCodeClaim | undefined> {
  const key = normalizeCode(code);
  if (fresh) claims.forget(key);
  return claims.get(key, () => findCodeOwner(code));
}

/** The e-mail of a code's owner as compared: from its claim, else their profile (undefined without one, and not kept). */
export function ownerEmail(claim: CodeClaim): Promise<string | undefined> {
  if (claim.ownerEmail !== undefined) return Promise.resolve(claim.ownerEmail);
  return emails.get(claim.userId, async () => {
    const profile = await getProfile(claim.userId);
    return profile && comparableEmail(profile.email);
  });
}
