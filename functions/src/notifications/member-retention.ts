import type { ScheduledDetail } from '@app/shared/contracts';
import type { Profile } from '@app/shared/profiles';
import { DAY_MS, utcDay } from '@app/shared/platform';
import { RETENTION_WARNING_DAYS } from '@app/shared/settings';
import { eraseMember, finishErasures } from '../ambassadors';
import { getCampaign } from '../campaigns';
import { eraseRetentionEntry, getProfile, moveRetentionEntry, retentionEntriesThrough, type RetentionEntry } from '../profiles';
import { generalSettings, privacySettings } from '../settings';
import { retentionWarningEmail } from './emails';
import { notifyEach, type Recipient } from './notify';

const daysBefore = (at: Date, days: number) => utcDay(at.getTime() - days * DAY_MS);
const daysAfter = (day: string, days: number) => utcDay(Date.parse(day) + days * DAY_MS);

/**
 * The retention job (daily, issue 44): a member's entry holds the later of their last active day and, for a
 * fundraiser, their campaign's end (moved there when the job finds the campaign ending later). Those whose day
 * is `retentionDays` before the run, or earlier, are erased as Delete my account erases them; those within
 * `RETENTION_WARNING_DAYS` of it are e-mailed once (with their guardian, if they have one) for the day they
 * would be erased. Counted from when the run was due, so a replay knows its day; a second run finds the erased gone.
 * First, it finishes every erasure begun before the run's day (any way they were asked for).
 */
export async function runMemberRetention({ scheduled_at }: ScheduledDetail): Promise<{ finished: number; erased: number; warned: number }> {
  const at = new Date(scheduled_at);
  const finished = await finishErasures(daysBefore(at, 1));
  const { retentionDays } = await privacySettings();
  const eraseThrough = daysBefore(at, retentionDays);
  const warnThrough = daysBefore(at, retentionDays - RETENTION_WARNING_DAYS);
  let erased = 0;
  for (const entry of await retentionEntriesThrough(eraseThrough)) {
    const profile = await stillDue(entry);
    if (profile === null) continue;
    if (profile === undefined) await eraseRetentionEntry(entry.user_id, entry.day);
    else if (await eraseMember(profile.user_id)) erased++;
  }
  const { programName } = await generalSettings();
  let warned = 0;
  for (const entry of await retentionEntriesThrough(warnThrough, eraseThrough)) {
    const profile = await stillDue(entry);
    if (!profile) continue;
    const erasesOn = daysAfter(entry.day, retentionDays);
    const { sent } = await notifyEach(`RETENTION_WARNING#${entry.day}`, recipientsOf(profile), (recipient) =>
      retentionWarningEmail(recipient, { erasesOn, forGuardian: recipient.user_id !== profile.user_id, programName }),
    );
    warned += sent;
  }
  return { finished, erased, warned };
}

/**
 * The member an entry names while it is still theirs to act on: undefined when they are gone (the entry is
 * stale), null when their campaign ends after the entry's day (the entry moves there, and waits).
 */
async function stillDue(entry: RetentionEntry): Promise<Profile | null | undefined> {
  const profile = await getProfile(entry.user_id, { consistent: true });
  if (!profile) return undefined;
  const campaignEnd = profile.campaign_id ? (await getCampaign(profile.campaign_id))?.end_date?.slice(0, 10) : undefined;
  if (!campaignEnd || campaignEnd <= entry.day) return profile;
  await moveRetentionEntry(profile.user_id, entry.day, campaignEnd);
  return null;
}

/** The member, and their parent or guardian when the profile names one. */
function recipientsOf(profile: Profile): Recipient[] {
  const guardianEmail = profile.guardian?.email;
  return [profile, ...(guardianEmail ? [{ user_id: `${profile.user_id}#guardian`, first_name: '', email: guardianEmail }] : [])];
}
