import type { Objective } from '@app/shared/objectives';
import type { Role } from '@app/shared/platform';
import { normalizeCode } from '@app/shared/code-sync';
import { listObjectivesForRole } from '../objectives';
import { comparableEmail, findCodeClaim, getProfile, type CodeClaim } from '../profiles';
import { paymentTerms, type PaymentTerms } from '../settings';

/**
 * What the order consumer keeps between events in one running function, so an order costs one read of
 * its ambassador and its transaction:
 * - the Payments settings with the revision they were read at, at most `SETTINGS_SECONDS`. They are never
 *   applied stale: the order's transaction checks the revision (`paymentTermsHeld`), and a save since fails
 *   it, which makes the consumer forget them and fold the order again with the settings as saved;
 * - a role's objectives, at most `OBJECTIVES_SECONDS`; they only steer Auto Sale completions, never money.
 *   Read again as soon as an ambassador's rows name an objective the list lacks, so a new objective is seen
 *   at once; an id the fresh list still lacks (another role's objective, since an admin changed its role,
 *   or a deleted one) is then known as absent until the list expires, so it costs no read per order. An
 *   edit of one (its target, its active flag, its role) reaches sales within the minute;
 * - a code's claim once found (its owner, and their e-mail to tell a self-referral), at most `CODE_OWNER_SECONDS`.
 *   It cannot attribute a sale wrongly: a code is claimed once and freed only when its ambassador is erased,
 *   and the consumer reads the owner's totals row with every order, whose absence (it goes first when they
 *   are erased) makes it ask again. A code that matches nobody is asked every time, so a new ambassador's
 *   first sale is theirs;
 * - the e-mail of an ambassador whose claim was made before claims carried it, at most `CODE_OWNER_SECONDS`,
 *   read only for an order with a buyer's e-mail; an ambassador's e-mail does not change (My Account shows it
 *   read-only).
 */
const SETTINGS_SECONDS = 60;
const OBJECTIVES_SECONDS = 60;
const CODE_OWNER_SECONDS = 600;
// Far more codes than a running function sees; past it the map starts again rather than grow.
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/** A map whose entries expire after `seconds`; a failed read is not kept. */
function expiring<K, T>(seconds: number) {
  const entries = new Map<K, Entry<T>>();
  return {
    get(key: K, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const now = Date.now();
      const held = entries.get(key);
      if (held && held.expiresAt > now) return held.value;
      const value = read();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { value, expiresAt: now + seconds * 1000 });
      value.then(
        (read) => {
          if (!keep(read) && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    forget(key: K): void {
      entries.delete(key);
    },
  };
}

const settings = expiring<'payments', PaymentTerms>(SETTINGS_SECONDS);
const claims = expiring<string, CodeClaim | undefined>(CODE_OWNER_SECONDS);
const emails = expiring<string, string | undefined>(CODE_OWNER_SECONDS);
/** A role's objectives, and every id known: theirs, and those a fresh read found none of. */
interface RoleObjectives {
  list: Objective[];
  known: Set<string>;
}
const objectives = expiring<Role, RoleObjectives>(OBJECTIVES_SECONDS);

async function readRoleObjectives(role: Role): Promise<RoleObjectives> {
  const list = await listObjectivesForRole(role);
  return { list, known: new Set(list.map((objective) => objective.id)) };
}

/** The Payments settings and their revision, at most a minute old; `fresh` reads them again. */
export function cachedPaymentTerms(fresh = false): Promise<PaymentTerms> {
  if (fresh) settings.forget('payments');
  return settings.get('payments', paymentTerms);
}

/** A code's claim: remembered once found, asked again when `fresh` (the remembered owner was erased). */
export function claimOfCode(code: string, fresh = false): Promise<CodeClaim | undefined> {
  const key = normalizeCode(code);
  if (fresh) claims.forget(key);
  return claims.get(
    key,
    () => findCodeClaim(code),
    (claim) => claim !== undefined,
  );
}

/** The e-mail of a code's owner as compared: from its claim, else their profile (undefined without one, and not kept). */
export function ownerEmail(claim: CodeClaim): Promise<string | undefined> {
  if (claim.ownerEmail !== undefined) return Promise.resolve(claim.ownerEmail);
  return emails.get(
    claim.userId,
    async () => {
      const profile = await getProfile(claim.userId);
      return profile && comparableEmail(profile.email);
    },
    (email) => email !== undefined,
  );
}

/** A role's objectives, at most a minute old, and read again when `named` holds an objective it does not know. */
export async function objectivesForRole(role: Role, named: Iterable<string>): Promise<Objective[]> {
  const held = await objectives.get(role, () => readRoleObjectives(role));
  const unknown = [...named].filter((id) => !held.known.has(id));
  if (unknown.length === 0) return held.list;
  objectives.forget(role);
  const fresh = await objectives.get(role, () => readRoleObjectives(role));
  for (const id of unknown) fresh.known.add(id);
  return fresh.list;
}
