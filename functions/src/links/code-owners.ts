import { expiring } from '#lib/expiring';
import { findCodeOwner, type CampaignCodeClaim, type CodeClaim } from '../profiles';

/**
 * Who holds a code (a member, or a campaign: its own code), kept in the running function so a click costs its
 * counter writes and no read: a code is claimed once and retired (naming nobody) when its ambassador is erased,
 * so an owner found is kept ten minutes. A code nobody holds is kept a minute, so a flood of made-up codes does
 * not become a flood of reads, while a code just assigned is recognised within the minute (its owner shares it
 * only after they see it).
 */
const OWNER_SECONDS = 600;
const NO_OWNER_SECONDS = 60;

const owners = expiring<string, CodeClaim | CampaignCodeClaim | undefined>(NO_OWNER_SECONDS, (owner) =>
  owner ? OWNER_SECONDS : NO_OWNER_SECONDS,
);

/** The claim on `code` (already normalised): its member's or its campaign's, or undefined; a failed read is not kept. */
export function ownerOfCode(code: string): Promise<CodeClaim | CampaignCodeClaim | undefined> {
  return owners.get(code, () => findCodeOwner(code));
}
