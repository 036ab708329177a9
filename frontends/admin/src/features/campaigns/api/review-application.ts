import { applications } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { refreshCampaignData } from './list-admin-campaigns';
import { campaignApplicationsKey, type CampaignApplication } from './list-campaign-applications';

/** Approves a pending application: its campaign is created, active (Scheduled until its start date), with a first passcode. */
export function approveCampaignApplication(applicationId: string) {
  return api(applications.approveCampaignApplication, { params: { application_id: applicationId } });
}

/** Rejects a pending application; its contact is told. */
export function rejectCampaignApplication(applicationId: string) {
  return api(applications.rejectCampaignApplication, { params: { application_id: applicationId } });
}

/**
 * Approve or reject, then show the application as it now stands and reload the applications and the
 * campaigns: an approval adds a campaign, and either changes the Pending Approval count.
 */
export function useReviewApplication() {
  const { mutate } = useSWRConfig();
  async function review<T>(request: Promise<T>, reviewedOf: (answer: T) => CampaignApplication): Promise<T> {
    try {
      const answer = await request;
      const reviewed = reviewedOf(answer);
      void mutate<CampaignApplication[]>(campaignApplicationsKey, (list) =>
        list?.map((each) => (each.id === reviewed.id ? reviewed : each)),
      );
      return answer;
    } catch (error) {
      // Another admin may have reviewed it first: show it as it now stands.
      void mutate(campaignApplicationsKey);
      throw error;
    } finally {
      refreshCampaignData(mutate);
    }
  }
  return {
    approve: (applicationId: string) => review(approveCampaignApplication(applicationId), (approved) => approved.application),
    reject: (applicationId: string) => review(rejectCampaignApplication(applicationId), (rejected) => rejected),
  };
}
