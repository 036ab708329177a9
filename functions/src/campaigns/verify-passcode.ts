import { publicCampaign } from '@app/shared/campaign';
import { passcodeCheckSchema } from '@app/shared/onboarding';
import { json, publicRoute, validate } from '#lib/http';
import { getCampaignBySlug } from './campaign-data';
import { checkPasscode } from './passcodes';

/** Campaign selection: is this the campaign's passcode? 200 with the campaign, or the spec's error. */
export const handler = publicRoute()
  .use(validate(passcodeCheckSchema))
  .handler(async ({ input, requestContext }) => {
    const campaign = await getCampaignBySlug(input.campaign_slug);
    await checkPasscode(campaign, input.passcode, requestContext.http.sourceIp);
    return json(200, { valid: true, campaign: publicCampaign(campaign!) });
  });
