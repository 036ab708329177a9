import { applications as contracts, type EventDetail, type events } from '@app/shared/contracts';
import { Conflict, NotFound } from '#lib/errors';
import { generalSettings } from '../settings';
import { getApplication } from './application-data';
import { approveApplication } from './review-application';

/**
 * Settings > General's Auto-approve Organization Applications: an application is approved as soon as its
 * submission is announced, by the admin's own `approveApplication` (in one transaction: the application
 * approved, its campaign active for 30 days from its start date under a free slug, its first passcode, the
 * pending count -1; then Campaign application reviewed, which e-mails the contact the page and passcode).
 * The setting is read when the event is consumed. A redelivery, a replay, or an admin who decided first
 * finds the application decided and changes nothing; an approval racing another still makes one campaign.
 */
export async function autoApproveOnSubmission(
  detail: EventDetail<typeof events.applicationSubmitted>,
): Promise<'approved' | 'left pending' | 'already decided' | 'gone'> {
  if (!(await generalSettings()).autoApproveOrganizationApplications) return 'left pending';
  const application = await getApplication(detail.application_id, true);
  if (!application) return 'gone';
  if (application.status !== 'pending') return 'already decided';
  try {
    await approveApplication(application.id);
    return 'approved';
  } catch (error) {
    // Rejected by an admin between the read and the approval.
    if (error instanceof Conflict && error.message === contracts.approveCampaignApplication.errors.notPending) return 'already decided';
    if (error instanceof NotFound) return 'gone';
    throw error;
  }
}
