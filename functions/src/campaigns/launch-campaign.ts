import type { Campaign } from '@app/shared/campaigns';
import type { TransactionCancelled, TransactItem } from '#lib/table';
import {
  campaignListedWrites,
  CODE_CLAIM_AT,
  freeCampaignCode,
  getCampaignAsWritten,
  getCampaignBySlug,
  newCampaignWrites,
} from './campaign-data';
import { generatedPasscode, getPasscode, newPasscodeWrites, type CampaignPasscode } from './passcode-data';

/**
 * A campaign launched from an approved application, for the approval's own transaction: the campaign,
 * its slug claim, its own code's claim (the first free one of HHS, HHS2..., issue 45) and its first passcode
 * (generated, with its value claim). The first passcode's id is the campaign's, so a repeated approval finds
 * both by the application's id.
 */
export interface CampaignLaunch {
  campaign: Campaign;
  passcode: CampaignPasscode;
  /** In this order: the campaign, its slug claim, its code's claim, the passcode, its value claim, the listing entry and the stat cards' counts. */
  writes: TransactItem[];
  /**
   * Why a cancelled transaction refused the launch, its writes starting at `offset`: the campaign exists, its slug
   * is taken, or its code was claimed since it was found free (launch it again: the next free code).
   */
  refusal(error: TransactionCancelled, offset: number): 'exists' | 'slug taken' | 'code taken' | undefined;
}

export async function campaignLaunch(uncoded: Campaign): Promise<CampaignLaunch> {
  const campaign: Campaign = { ...uncoded, campaign_code: await freeCampaignCode(uncoded.school_acronym) };
  const passcodeAt = CODE_CLAIM_AT + 1;
  const passcode: CampaignPasscode = {
    id: campaign.id,
    campaign_id: campaign.id,
    passcode: generatedPasscode(campaign.school_acronym),
    is_active: true,
    usage_count: 0,
    created_at: campaign.created_at,
  };
  return {
    campaign,
    passcode,
    writes: [...newCampaignWrites(campaign), ...newPasscodeWrites(passcode), ...campaignListedWrites(campaign, 1)],
    refusal(error, offset) {
      // A new campaign's passcode can only be refused along with the campaign itself (same partition, new id).
      if (error.conditionFailedAt(offset) || error.conditionFailedAt(offset + passcodeAt)) return 'exists';
      if (error.conditionFailedAt(offset + 1)) return 'slug taken';
      if (error.conditionFailedAt(offset + CODE_CLAIM_AT)) return 'code taken';
      return undefined;
    },
  };
}

/** The slug to try for a campaign at its n-th attempt: the slug itself, then slug-2, slug-3... */
export const slugCandidate = (slug: string, attempt: number) => (attempt === 1 ? slug : `${slug}-${attempt}`);

/**
 * Whether another campaign already uses a slug. Campaigns written before slugs were claimed have no claim
 * item, so the slug index is asked too; the claim's condition settles a race between two new ones.
 */
export async function slugTakenByAnother(slug: string, campaignId: string): Promise<boolean> {
  const holder = await getCampaignBySlug(slug);
  return holder !== undefined && holder.id !== campaignId;
}

/** A launched campaign and its first passcode (consistent reads: right after another request launched it). */
export async function getLaunchedCampaign(campaignId: string): Promise<{ campaign: Campaign; passcode: CampaignPasscode } | undefined> {
  const [campaign, passcode] = await Promise.all([getCampaignAsWritten(campaignId), getPasscode(campaignId, campaignId, true)]);
  return campaign && passcode ? { campaign, passcode } : undefined;
}
