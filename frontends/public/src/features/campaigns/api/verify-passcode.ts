import type { PublicCampaign } from '@app/shared/campaign';
import { api } from '@app/ui/api';

/** POST /api/campaigns/verify-passcode: the server alone knows the passcode; wrong guesses are slowed down. */
export function verifyPasscode(input: { campaign_slug: string; passcode: string }): Promise<{ valid: true; campaign: PublicCampaign }> {
  return api.post<{ valid: true; campaign: PublicCampaign }>('/campaigns/verify-passcode', input, { auth: false });
}
