import { createHash, timingSafeEqual } from 'node:crypto';
import { hasEnded, type Campaign } from '@app/shared/campaign';
import { campaigns } from '@app/shared/contracts';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { assertNotThrottled, recordFailure, type ThrottleRule } from '#lib/throttle';
import { listPasscodes, type CampaignPasscode } from './passcode-data';

const { errors } = campaigns.verifyPasscode;

/**
 * Wrong guesses are slowed down per campaign and client, and per campaign overall: 5 wrong passcodes
 * from one client, or 30 from everyone, lock the campaign's passcode check for the rest of a
 * 15-minute window. Enough for typos, far too few to guess a passcode.
 */
const PASSCODE_WINDOW_SECONDS = 15 * 60;
const PASSCODE_LIMIT_PER_CLIENT = 5;
const PASSCODE_LIMIT_PER_CAMPAIGN = 30;

function throttleRules(campaignId: string, clientIp: string): ThrottleRule[] {
  return [
    { key: `passcode:${campaignId}:${clientIp}`, limit: PASSCODE_LIMIT_PER_CLIENT },
    { key: `passcode:${campaignId}`, limit: PASSCODE_LIMIT_PER_CAMPAIGN },
  ];
}

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
  const rules = throttleRules(campaign.id, clientIp);
  await assertNotThrottled(rules, PASSCODE_WINDOW_SECONDS, errors.tooManyAttempts);
  const passcodes = await listPasscodes(campaign.id);
  // Every active passcode is compared, so timing does not reveal which one came close.
  const matches = passcodes.filter((candidate) => candidate.is_active && sameSecret(candidate.passcode, passcode));
  if (matches.length === 0) {
    await recordFailure(rules, PASSCODE_WINDOW_SECONDS);
    throw new Invalid(errors.invalidPasscode, 'passcode');
  }
  return matches[0]!;
}
