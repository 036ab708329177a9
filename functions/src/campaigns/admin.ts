import { randomUUID } from 'node:crypto';
import { campaignPrivacyProblem, campaignSchema, passcodeSchema, progressToTarget, type Campaign } from '@app/shared/campaigns';
import {
  CAMPAIGNS_PAGE_SIZE,
  daysLeft,
  PERFORMANCE_PAGE_SIZE,
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
import { byRanking, DEFAULT_PUBLIC_NAMING } from '@app/shared/leaderboards';
import { auditWrites, changed, type AuditedChange } from '#lib/audit';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { nowIso, parseItem, transact, TransactionCancelled, type TransactItem } from '#lib/table';
import {
  campaignLeaderboard,
  getAllCampaignsFigures,
  getCampaignFiguresMany,
  toCampaignFigures,
  topFundraiserTotals,
} from '../leaderboards';
import {
  campaignKeys,
  campaignPartitionItems,
  getCampaign,
  getCampaignNames,
  getCampaignsMany,
  listCampaignIdsPage,
  saveCampaignEdit,
} from './campaign-data';
import { campaignStatsUpdates, readCampaignStats } from './campaign-stats';
import {
  generatedPasscode,
  getPasscode,
  listPasscodes,
  newPasscodeWrites,
  retirePasscodeWrite,
  setPasscodeInactive,
  type CampaignPasscode,
} from './passcode-data';
import { countPendingApplications } from './pending-applications';

/**
 * The admin's campaign management (spec part 2, section 2 "Fundraising Campaigns" and "Performance"):
 * every read is a page of campaigns and pre-aggregated counts and totals, a fixed number of requests
 * whatever the number of campaigns, members and orders; passcode and status changes are transactions that
 * move the stat cards' counts with them.
 */

// More than any campaign's membership; the Details dialog lists them all.
const MEMBERS_SHOWN = 5000;
// Generated passcodes collide about once in a billion; a few tries are plenty.
const GENERATION_TRIES = 5;

const newestFirst = (a: CampaignPasscode, b: CampaignPasscode) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

function adminCampaign(campaign: Campaign, passcodes: CampaignPasscode[], figures: CampaignFigures): AdminCampaign {
  return { ...campaign, passcodes: [...passcodes].sort(newestFirst), figures };
}

/** A campaign, its passcodes and its figures from the items of its partition (one Query). */
function fromPartition(items: Awaited<ReturnType<typeof campaignPartitionItems>>): AdminCampaign | undefined {
  const campaignItem = items.find((item) => item.sk === 'CAMPAIGN');
  if (!campaignItem) return undefined;
  const passcodes = items.filter((item) => String(item.sk).startsWith('PASSCODE#')).map((item) => parseItem(passcodeSchema, item));
  return adminCampaign(parseItem(campaignSchema, campaignItem), passcodes, toCampaignFigures(items.find((item) => item.sk === 'TOTALS')));
}

/**
 * Fundraising Campaigns: a page of campaigns newest first (one Query of the listing, then one Query of each
 * campaign's partition: the campaign, its passcodes and totals), and the stat cards (two GetItems).
 */
export async function campaignsOverview(limit = CAMPAIGNS_PAGE_SIZE, cursor?: string): Promise<CampaignsOverview> {
  const badCursor = contracts.listAdminCampaigns.errors.badCursor;
  const [page, stats, pendingApplications] = await Promise.all([
    listCampaignIdsPage(limit, cursor, badCursor),
    readCampaignStats(),
    countPendingApplications(),
  ]);
  const campaigns = await Promise.all(page.campaignIds.map(async (id) => fromPartition(await campaignPartitionItems(id))));
  return {
    campaigns: campaigns.filter((campaign) => campaign !== undefined),
    next_cursor: page.next_cursor,
    stats: {
      total_campaigns: stats.campaigns,
      active_campaigns: stats.byStatus.active,
      pending_applications: pendingApplications,
      active_passcodes: stats.activePasscodes,
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

/**
 * Edits a campaign's dates, status and public page's privacy: the end date must come after the start date, and
 * full names or a search listing need a campaign whose members are all adults. A campaign that stops being
 * adults-only goes back to the least: first names and initials, and no listing.
 */
export async function updateCampaign(campaignId: string, update: CampaignUpdate): Promise<Campaign> {
  const { errors } = contracts.updateCampaign;
  const campaign = await requireCampaign(campaignId, errors.notFound);
  const adultsOnly = update.adults_only ?? campaign.adults_only;
  const noLongerAdultsOnly = campaign.adults_only && !adultsOnly;
  const edit = {
    start_date: update.start_date ?? campaign.start_date,
    end_date: update.end_date === undefined ? campaign.end_date : update.end_date,
    status: update.status ?? campaign.status,
    adults_only: adultsOnly,
    public_naming:
      update.public_naming ??
      (noLongerAdultsOnly && campaign.public_naming === 'full_name' ? DEFAULT_PUBLIC_NAMING : campaign.public_naming),
    search_listed: update.search_listed ?? (noLongerAdultsOnly ? false : campaign.search_listed),
  };
  const datesChange = update.start_date !== undefined || update.end_date !== undefined;
  if (datesChange && edit.end_date !== null && new Date(edit.end_date).getTime() <= new Date(edit.start_date).getTime()) {
    throw new Invalid(errors.endBeforeStart, 'end_date');
  }
  const privacyProblem = campaignPrivacyProblem(edit);
  if (privacyProblem) throw new Invalid(privacyProblem.message, privacyProblem.field);
  const saved = await saveCampaignEdit(campaign, edit);
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

/** A new passcode's audit entry: its id and state, never the passcode itself. */
const passcodeCreated = (passcode: CampaignPasscode): AuditedChange => ({
  subjectType: 'passcode',
  subjectId: passcode.id,
  changes: [changed('campaign_id', null, passcode.campaign_id), changed('is_active', null, passcode.is_active)],
});

/**
 * Writes a new passcode with `alongside` (whose conditions come first), retrying a generated one that
 * happened to be taken; a typed one that is taken is the admin's duplicate. The campaign must still exist.
 * Its audit entry (`audit`, of the passcode made) is the transaction's last write.
 */
async function addPasscode(
  campaign: Campaign,
  typed: string | null | undefined,
  audit: (passcode: CampaignPasscode) => AuditedChange,
  alongside: TransactItem[] = [],
  activePasscodesMoved = 1,
): Promise<CampaignPasscode> {
  for (let attempt = 1; ; attempt++) {
    const passcode = newPasscode(campaign, typed);
    const campaignExists: TransactItem = {
      ConditionCheck: { Key: campaignKeys.primary(campaign.id), ConditionExpression: 'attribute_exists(pk)' },
    };
    try {
      // The stat cards' count last, so the conditions keep their places.
      await transact([
        ...alongside,
        campaignExists,
        ...newPasscodeWrites(passcode),
        ...campaignStatsUpdates({ activePasscodes: activePasscodesMoved }),
        ...auditWrites(audit(passcode)),
      ]);
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
  return addPasscode(campaign, typed, passcodeCreated);
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
    // One retired, one created: the active passcodes' count stays.
    const rotated = (created: CampaignPasscode): AuditedChange => ({
      subjectType: 'passcode',
      subjectId: passcodeId,
      changes: [changed('is_active', true, false), changed('replaced_by', null, created.id)],
    });
    const created = await addPasscode(campaign, typed, rotated, [retirePasscodeWrite(campaignId, passcodeId)], 0);
    return { retired: { ...old, is_active: false }, created };
  } catch (error) {
    // The old passcode stopped being active since it was read: another rotation or a deactivation won.
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) throw new Conflict(errors.inactive);
    throw error;
  }
}

/** The fundraisers who sold the most shirts across every campaign, in the leaderboards' one order (one Query, one BatchGetItem). */
async function topFundraisers(): Promise<TopFundraiser[]> {
  const rows = await topFundraiserTotals(TOP_FUNDRAISERS);
  const names = await getCampaignNames(rows.flatMap((row) => (row.campaign_id ? [row.campaign_id] : [])));
  return rows
    .map((row) => ({
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      campaign_id: row.campaign_id ?? '',
      campaign_name: (row.campaign_id && names.get(row.campaign_id)) || '',
      units_sold: row.units_sold,
      total_sales: row.total_sales,
    }))
    .sort(byRanking);
}

/**
 * Performance: a page of campaigns' figures, progress and days left, newest campaign first (one Query of the
 * listing, one BatchGetItem of the campaigns and their totals); over every campaign, the best fundraisers (one
 * Query of the fundraisers index) and the sums (the stat counts and every campaign's totals, pre-aggregated).
 * No order is read, and nothing grows with the number of campaigns.
 */
export async function fundraisingPerformance(
  now = new Date(),
  limit = PERFORMANCE_PAGE_SIZE,
  cursor?: string,
): Promise<FundraisingPerformance> {
  const badCursor = contracts.getFundraisingPerformance.errors.badCursor;
  const [page, stats, all, top] = await Promise.all([
    listCampaignIdsPage(limit, cursor, badCursor),
    readCampaignStats(),
    getAllCampaignsFigures(),
    topFundraisers(),
  ]);
  const [campaigns, figures] = await Promise.all([getCampaignsMany(page.campaignIds), getCampaignFiguresMany(page.campaignIds)]);
  const lines = page.campaignIds.flatMap((id) => {
    const campaign = campaigns.get(id);
    if (!campaign) return [];
    const campaignFigures = figures.get(id)!;
    return [
      {
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
      },
    ];
  });
  return {
    campaigns: lines,
    next_cursor: page.next_cursor,
    top_fundraisers: top,
    totals: { campaigns: stats.campaigns, members: all.members, units_sold: all.units_sold, donated_to_org: all.donated_to_org },
  };
}
