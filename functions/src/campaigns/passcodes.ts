import { createHash, timingSafeEqual } from 'node:crypto';
import { hasEnded, type Campaign } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { claimAttempt, type Pacing } from '#lib/throttle';
import { listPasscodes, type CampaignPasscode } from './passcode-data';

const { errors } = campaigns.verifyPasscode;

/**
 * Wrong guesses are paced per campaign and client (its address), never per campaign alone, so nobody
 * can lock a campaign for its members by guessing. Three wrong passcodes cost nothing (typos); each one
 * after that doubles the wait before the next try (1 s, 2 s, 4 s... at most a minute); the tenth in a
 * 15-minute window blocks that client for the rest of the window. That is a few dozen guesses an hour
 * from one address, against passcodes an organization hands its members; pupils behind one school
 * network share an address, and for them a typo costs seconds, not the campaign. Attempts are claimed
 * before the verdict, so parallel guesses are counted one by one.
 */
const passcodePacing: Pacing = {
  limit: 10,
  free: 3,
  maxDelaySeconds: 60,
  windowSeconds: 15 * 60,
  message: (wait) => errors.tooManyAttempts.replace('{wait}', wait),
};

/** Compares digests, so the time taken says nothing about how much of a guess was right. */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Checks a passcode for an active, running campaign, server-side only (passcodes never reach a browser).
 * Returns the matching passcode, so a sign-up can count its use.
 */
export async function checkPasscode(campaign: Campaign, passcode: string, clientIp: string): Promise<CampaignPasscode> {
  if (campaign.status !== 'active') throw new NotFound(errors.notFound);
  if (hasEnded(campaign)) throw new Conflict(errors.campaignEnded, 'campaign_expired');
  const attempt = await claimAttempt(`passcode:${campaign.id}:${clientIp}`, passcodePacing);
  const passcodes = await listPasscodes(campaign.id);
  // Every active passcode is compared, so timing does not reveal which one came close.
  const match = passcodes.filter((candidate) => candidate.is_active && sameSecret(candidate.passcode, passcode))[0];
  if (!match) {
    await attempt.failed();
    throw new Invalid(errors.invalidPasscode, 'passcode');
  }
  await attempt.succeeded();
  return match;
}
