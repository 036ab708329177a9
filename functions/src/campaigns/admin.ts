import { randomUUID } from 'node:crypto';
import { progressToTarget, type Campaign } from '@app/shared/campaigns';
import {
  daysLeft,
  TOP_FUNDRAISERS,
  type AdminCampaign,
  type CampaignDetail,
  type CampaignFigures,
  type CampaignsOverview,
  type CampaignUpdate,
  type FundraisingPerformance,
  type TopFundraiser,
} from '@app/shared/campaigns';
import { campaigns as contracts } from '@app/shared/contracts';
import { byRanking } from '@app/shared/leaderboards';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { nowIso, transact, TransactionCancelled, type TransactItem } from '#lib/table';
import { campaignLeaderboard, getCampaignFiguresMany } from '../leaderboards';
import { campaignKeys, getCampaign, listAllCampaigns, saveCampaignSchedule } from './campaign-data';
import {
  generatedPasscode,
  getPasscode,
  listAllPasscodes,
  listPasscodes,
  newPasscodeWrites,
  retirePasscodeWrite,
  setPasscodeInactive,
  type CampaignPasscode,
} from './passcode-data';
import { countPendingApplications } from './pending-applications';

/**
 * The admin's campaign management (spec part 2, section 2 "Fundraising Campaigns" and "Performance"):
 * every read is a fixed number of Queries and BatchGets over pre-aggregated totals, whatever the
 * number of orders; passcode changes are transactions with the passcode's value claim.
 */

// More than any campaign's membership; the Details dialog lists them all.
const MEMBERS_SHOWN = 5000;
// Generated passcodes collide about once in a billion; a few tries are plenty.
const GENERATION_TRIES = 5;

const newestFirst = (a: CampaignPasscode, b: CampaignPasscode) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

function adminCampaign(campaign: Campaign, passcodes: CampaignPasscode[], figures: CampaignFigures): AdminCampaign {
  return { ...campaign, passcodes: [...passcodes].sort(newestFirst), figures };
}

/** Fundraising Campaigns: every campaign newest first, its passcodes and figures, and the stat cards (six Queries, one BatchGet, one GetItem). */
export async function campaignsOverview(): Promise<CampaignsOverview> {
  const [all, passcodes, pendingApplications] = await Promise.all([listAllCampaigns(), listAllPasscodes(), countPendingApplications()]);
  const figures = await getCampaignFiguresMany(all.map((campaign) => campaign.id));
  const byCampaign = new Map<string, CampaignPasscode[]>();
  for (const passcode of passcodes) byCampaign.set(passcode.campaign_id, [...(byCampaign.get(passcode.campaign_id) ?? []), passcode]);
  return {
    campaigns: all.map((campaign) => adminCampaign(campaign, byCampaign.get(campaign.id) ?? [], figures.get(campaign.id)!)),
    stats: {
      total_campaigns: all.length,
      active_campaigns: all.filter((campaign) => campaign.status === 'active').length,
      pending_applications: pendingApplications,
      active_passcodes: passcodes.filter((passcode) => passcode.is_active).length,
    },
  };
}

async function requireCampaign(campaignId: string, message: string): Promise<Campaign> {
  const campaign = await getCampaign(campaignId);
  if (!campaign) throw new NotFound(message);
  return campaign;
}

/** The Details dialog: the campaign with its passcodes and figures, and its members ranked by shirts sold. */
export async function adminCampaignDetail(campaignId: string): Promise<CampaignDetail> {
  const campaign = await requireCampaign(campaignId, contracts.getAdminCampaign.errors.notFound);
  const [passcodes, figures, members] = await Promise.all([
    listPasscodes(campaignId),
    getCampaignFiguresMany([campaignId]),
    campaignLeaderboard(campaignId, MEMBERS_SHOWN),
  ]);
  return { campaign: adminCampaign(campaign, passcodes, figures.get(campaignId)!), members };
}

/** Edits a campaign's dates and status; the end date must come after the start date. */
export async function updateCampaign(campaignId: string, update: CampaignUpdate): Promise<Campaign> {
  const { errors } = contracts.updateCampaign;
  const campaign = await requireCampaign(campaignId, errors.notFound);
  const schedule = {
    start_date: update.start_date ?? campaign.start_date,
    end_date: update.end_date === undefined ? campaign.end_date : update.end_date,
    status: update.status ?? campaign.status,
  };
  const datesChange = update.start_date !== undefined || update.end_date !== undefined;
  if (datesChange && schedule.end_date !== null && new Date(schedule.end_date).getTime() <= new Date(schedule.start_date).getTime()) {
    throw new Invalid(errors.endBeforeStart, 'end_date');
  }
  const saved = await saveCampaignSchedule(campaign, schedule);
  if (!saved) throw new NotFound(errors.notFound);
  return saved;
}

/** A new active passcode for a campaign: the one typed (upper-cased by the schema), or a generated one. */
function newPasscode(campaign: Campaign, typed: string | null | undefined): CampaignPasscode {
  return {
    id: randomUUID(),
    campaign_id: campaign.id,
    passcode: typed ?? generatedPasscode(campaign.school_acronym),
    is_active: true,
    usage_count: 0,
    created_at: nowIso(),
  };
}

/**
 * Writes a new passcode with `alongside` (whose conditions come first), retrying a generated one that
 * happened to be taken; a typed one that is taken is the admin's duplicate. The campaign must still exist.
 */
async function addPasscode(
  campaign: Campaign,
  typed: string | null | undefined,
  alongside: TransactItem[] = [],
): Promise<CampaignPasscode> {
  for (let attempt = 1; ; attempt++) {
    const passcode = newPasscode(campaign, typed);
    const campaignExists: TransactItem = {
      ConditionCheck: { Key: campaignKeys.primary(campaign.id), ConditionExpression: 'attribute_exists(pk)' },
    };
    try {
      await transact([...alongside, campaignExists, ...newPasscodeWrites(passcode)]);
      return passcode;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const at = alongside.length;
      // One of the caller's conditions failed: theirs to explain.
      if (error.reasons.slice(0, at).includes('ConditionalCheckFailed')) throw error;
      if (error.conditionFailedAt(at)) throw new NotFound(contracts.createPasscode.errors.campaignNotFound);
      const taken = error.conditionFailedAt(at + 1) || error.conditionFailedAt(at + 2);
      if (taken && typed) throw new Conflict(contracts.createPasscode.errors.duplicate);
      if (!taken || attempt >= GENERATION_TRIES) throw error;
    }
  }
}

/** A new active passcode; 409 when the campaign has it already (whatever its case). */
export async function createPasscode(campaignId: string, typed: string | null | undefined): Promise<CampaignPasscode> {
  const campaign = await requireCampaign(campaignId, contracts.createPasscode.errors.campaignNotFound);
  return addPasscode(campaign, typed);
}

/** Deactivates a passcode: nobody joins with it any more. */
export async function deactivatePasscode(campaignId: string, passcodeId: string): Promise<CampaignPasscode> {
  const passcode = await setPasscodeInactive(campaignId, passcodeId);
  if (!passcode) throw new NotFound(contracts.deactivatePasscode.errors.notFound);
  return passcode;
}

/**
 * Replaces an active passcode: the old one is retired and the new one created in one transaction, the
 * old one's condition being that it is still active, so of two concurrent rotations only one passes.
 */
export async function rotatePasscode(
  campaignId: string,
  passcodeId: string,
  typed: string | null | undefined,
): Promise<{ retired: CampaignPasscode; created: CampaignPasscode }> {
  const { errors } = contracts.rotatePasscode;
  const [campaign, old] = await Promise.all([getCampaign(campaignId), getPasscode(campaignId, passcodeId)]);
  if (!campaign || !old) throw new NotFound(errors.notFound);
  if (!old.is_active) throw new Conflict(errors.inactive);
  try {
    const created = await addPasscode(campaign, typed, [retirePasscodeWrite(campaignId, passcodeId)]);
    return { retired: { ...old, is_active: false }, created };
  } catch (error) {
    // The old passcode stopped being active since it was read: another rotation or a deactivation won.
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) throw new Conflict(errors.inactive);
    throw error;
  }
}

/** Merges each campaign's top rows into the best fundraisers overall, in the leaderboards' one order. */
function topFundraisers(boards: Array<{ campaign: Campaign; rows: Awaited<ReturnType<typeof campaignLeaderboard>> }>): TopFundraiser[] {
  return boards
    .flatMap(({ campaign, rows }) =>
      rows.map((row) => ({
        user_id: row.member_user_id,
        first_name: row.first_name,
        last_name: row.last_name,
        campaign_id: campaign.id,
        campaign_name: campaign.campaign_name,
        units_sold: row.units_sold,
        total_sales: row.total_sales,
      })),
    )
    .sort(byRanking)
    .slice(0, TOP_FUNDRAISERS);
}

/**
 * Performance: every campaign's figures, progress and days left, the best fundraisers across campaigns
 * (the top of each campaign's leaderboard, one small Query each) and the sums. No order is read.
 */
export async function fundraisingPerformance(now = new Date()): Promise<FundraisingPerformance> {
  const all = await listAllCampaigns();
  const [figures, boards] = await Promise.all([
    getCampaignFiguresMany(all.map((campaign) => campaign.id)),
    Promise.all(all.map(async (campaign) => ({ campaign, rows: await campaignLeaderboard(campaign.id, TOP_FUNDRAISERS) }))),
  ]);
  const lines = all.map((campaign) => {
    const campaignFigures = figures.get(campaign.id)!;
    return {
      campaign_id: campaign.id,
      campaign_name: campaign.campaign_name,
      school_name: campaign.school_name,
      campaign_slug: campaign.campaign_slug,
      status: campaign.status,
      target_amount: campaign.target_amount,
      end_date: campaign.end_date,
      figures: campaignFigures,
      progress_percent: progressToTarget(campaignFigures.donated_to_org, campaign.target_amount)?.percent ?? null,
      days_left: campaign.end_date === null ? null : daysLeft(campaign.end_date, now),
    };
  });
  const sum = (pick: (figures: CampaignFigures) => number) => lines.reduce((total, line) => total + pick(line.figures), 0);
  return {
    campaigns: lines,
    top_fundraisers: topFundraisers(boards),
    totals: {
      campaigns: lines.length,
      members: sum((f) => f.members),
      units_sold: sum((f) => f.units_sold),
      donated_to_org: sum((f) => f.donated_to_org),
    },
  };
}
