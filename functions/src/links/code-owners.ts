import { findUserIdByCode } from '../profiles';

/**
 * Who holds a code, kept in the running function so a click costs its counter writes and no read: a code
 * is claimed once and freed only when its ambassador is erased, so an owner found is kept ten minutes. A
 * code nobody holds is kept a minute, so a flood of made-up codes does not become a flood of reads, while
 * a code just assigned is recognised within the minute (its owner shares it only after they see it).
 */
const OWNER_SECONDS = 600;
const NO_OWNER_SECONDS = 60;
// Far more codes than one running function sees; past it the map starts again rather than grow.
const MAX_ENTRIES = 10_000;

const owners = new Map<string, { owner: Promise<string | undefined>; expiresAt: number }>();

/** The user id holding `code` (already normalised), or undefined; a failed read is not kept. */
export function ownerOfCode(code: string, now = Date.now()): Promise<string | undefined> {
  const held = owners.get(code);
  if (held && held.expiresAt > now) return held.owner;
  const owner = findUserIdByCode(code);
  if (owners.size >= MAX_ENTRIES) owners.clear();
  const entry = { owner, expiresAt: now + NO_OWNER_SECONDS * 1000 };
  owners.set(code, entry);
  owner.then(
    (found) => {
      if (found) entry.expiresAt = now + OWNER_SECONDS * 1000;
    },
    () => {
      if (owners.get(code) === entry) owners.delete(code);
    },
  );
  return owner;
}
