import { campaigns, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { refreshCampaignData } from './list-admin-campaigns';

type PasscodeBody = RouteInput<typeof campaigns.createPasscode>['body'];

/** A new active passcode: the one typed, or a generated one when `passcode` is null. */
export function createPasscode(campaignId: string, body: PasscodeBody) {
  return api(campaigns.createPasscode, { params: { campaign_id: campaignId }, body });
}

/** Members can no longer join with this passcode. */
export function deactivatePasscode(campaignId: string, passcodeId: string) {
  return api(campaigns.deactivatePasscode, { params: { campaign_id: campaignId, passcode_id: passcodeId } });
}

/** Retires an active passcode and creates its replacement (typed, or generated when null) in one go. */
export function rotatePasscode(campaignId: string, passcodeId: string, body: PasscodeBody) {
  return api(campaigns.rotatePasscode, { params: { campaign_id: campaignId, passcode_id: passcodeId }, body });
}

/** The three passcode edits, each refreshing the campaigns (their passcodes and the Active Passcodes count). */
export function useManagePasscodes() {
  const { mutate } = useSWRConfig();
  async function refreshing<T>(request: Promise<T>): Promise<T> {
    const answer = await request;
    refreshCampaignData(mutate);
    return answer;
  }
  return {
    create: (campaignId: string, body: PasscodeBody) => refreshing(createPasscode(campaignId, body)),
    deactivate: (campaignId: string, passcodeId: string) => refreshing(deactivatePasscode(campaignId, passcodeId)),
    rotate: (campaignId: string, passcodeId: string, body: PasscodeBody) => refreshing(rotatePasscode(campaignId, passcodeId, body)),
  };
}
