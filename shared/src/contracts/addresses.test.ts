import { brandingAddress, campaignPageAddress, campaignPagePattern, meAddress, signInPagePath } from './addresses';
import { campaigns, profiles, settings, webPages } from './index';

describe('route addresses', () => {
  it.each([
    ['branding', brandingAddress, settings.getBranding],
    ['me', meAddress, profiles.getMe],
    ['campaign page', campaignPageAddress, campaigns.getCampaignPage],
  ])("say the %s route's method, path and access as its contract does", (_name, address, contract) => {
    expect(address).toEqual({ method: contract.method, path: contract.path, access: contract.access });
  });

  it("say the campaign page's and sign-in's paths as their page contracts do", () => {
    expect(campaignPagePattern).toBe(webPages.campaignPage.path);
    expect(signInPagePath).toBe(webPages.signInPage.path);
  });
});
