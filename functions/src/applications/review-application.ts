import { approvedEndDate, CAMPAIGN_PRIVACY_DEFAULTS } from '@app/shared/campaigns';
import type { Campaign } from '@app/shared/campaigns';
import { applications as contracts, events } from '@app/shared/contracts';
import type { CampaignApplication } from '@app/shared/applications';
import { auditWrites, changed, type AuditedChange } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import { announce } from '#lib/events';
import { nowIso, transact, TransactionCancelled } from '#lib/table';
import { campaignLaunch, getLaunchedCampaign, slugCandidate, slugTakenByAnother, type CampaignPasscode } from '../campaigns';
import { getApplication, reviewWrites, type ReviewedStatus } from './application-data';

const { errors } = contracts.approveCampaignApplication;

// slug, slug-2 ... slug-50: past that, something other than popularity is wrong.
const MAX_SLUG_ATTEMPTS = 50;

export interface Approval {
  application: CampaignApplication;
  campaign: Campaign;
  passcode: CampaignPasscode;
}

async function requireApplication(applicationId: string, consistent = false): Promise<CampaignApplication> {
  const application = await getApplication(applicationId, consistent);
  if (!application) throw new NotFound(errors.notFound);
  return application;
}

/** The campaign an approval creates (spec part 2, section 4): active, for 30 days from the application's start. */
function campaignFrom(application: CampaignApplication, slug: string): Campaign {
  return {
    id: application.id,
    school_name: application.organization_name,
    school_acronym: application.organization_acronym,
    campaign_name: application.campaign_name,
    campaign_slug: slug,
    description: application.description,
    target_amount: application.target_amount,
    start_date: application.start_date,
    end_date: approvedEndDate(application.start_date),
    contact_email: application.contact_email,
    contact_phone: application.contact_phone,
    status: 'active',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: nowIso(),
  };
}

/** A review's audit entry: the application's status, and the campaign an approval launched. */
function reviewAudit(application: CampaignApplication, status: ReviewedStatus, campaign?: Campaign): AuditedChange {
  return {
    subjectType: 'application',
    subjectId: application.id,
    changes: [
      changed('status', application.status, status),
      ...(campaign ? [changed('campaign_id', null, campaign.id), changed('campaign_slug', null, campaign.campaign_slug)] : []),
    ],
  };
}

/** An application someone else decided on: approved answers with its campaign (a double click), rejected is a conflict. */
async function alreadyDecided(application: CampaignApplication): Promise<Approval> {
  if (application.status !== 'approved') throw new Conflict(errors.notPending);
  const launched = await getLaunchedCampaign(application.id);
  if (!launched) throw new Error(`Application ${application.id} is approved but its campaign is missing`);
  return { application, ...launched };
}

/**
 * Approves a pending application: in ONE transaction the application becomes approved (condition: still
 * pending), its campaign is created under a slug no other campaign has (slug, slug-2, slug-3...), with
 * its own code (HHS, else HHS2...) and its first passcode, and the pending count goes down. Approving it again answers with that campaign,
 * so two concurrent approvals create one; only the approval that made the change announces it.
 */
export async function approveApplication(applicationId: string): Promise<Approval> {
  const application = await requireApplication(applicationId);
  if (application.status !== 'pending') return alreadyDecided(application);
  let attempt = 1;
  while (attempt <= MAX_SLUG_ATTEMPTS) {
    const slug = slugCandidate(application.campaign_slug, attempt);
    if (await slugTakenByAnother(slug, application.id)) {
      attempt++;
      continue;
    }
    const launch = await campaignLaunch(campaignFrom(application, slug));
    const review = reviewWrites(application.id, 'approved');
    try {
      await transact([...review, ...launch.writes, ...auditWrites(reviewAudit(application, 'approved', launch.campaign))]);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailedAt(0)) return alreadyDecided(await requireApplication(applicationId, true));
      const refusal = launch.refusal(error, review.length);
      if (refusal === 'slug taken') attempt++;
      // A code claimed since it was found free: the same slug again, with the next free code.
      if (refusal === 'slug taken' || refusal === 'code taken') continue;
      throw error;
    }
    const approved: Approval = {
      application: { ...application, status: 'approved' },
      campaign: launch.campaign,
      passcode: launch.passcode,
    };
    await announce(events.applicationReviewed, {
      status: 'approved',
      application_id: application.id,
      organization_name: application.organization_name,
      campaign_name: launch.campaign.campaign_name,
      contact_email: application.contact_email,
      campaign_slug: launch.campaign.campaign_slug,
      passcode: launch.passcode.passcode,
      start_date: launch.campaign.start_date,
      end_date: approvedEndDate(application.start_date),
      campaign_code: launch.campaign.campaign_code,
    });
    return approved;
  }
  throw new Conflict(`No free address could be found for ${application.campaign_slug}.`);
}

/** Rejects a pending application (condition: still pending); its contact is told. */
export async function rejectApplication(applicationId: string): Promise<CampaignApplication> {
  const application = await requireApplication(applicationId);
  if (application.status !== 'pending') throw new Conflict(contracts.rejectCampaignApplication.errors.notPending);
  try {
    await transact([...reviewWrites(application.id, 'rejected'), ...auditWrites(reviewAudit(application, 'rejected'))]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) {
      throw new Conflict(contracts.rejectCampaignApplication.errors.notPending);
    }
    throw error;
  }
  await announce(events.applicationReviewed, {
    status: 'rejected',
    application_id: application.id,
    organization_name: application.organization_name,
    campaign_name: application.campaign_name,
    contact_email: application.contact_email,
  });
  return { ...application, status: 'rejected' };
}
