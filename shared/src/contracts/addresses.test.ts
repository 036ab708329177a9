import {
  activeCampaignsAddress,
  brandingAddress,
  campaignPageAddress,
  campaignPagePattern,
  meAddress,
  shopPath,
  signInPagePath,
} from './addresses';
import { campaigns, links, profiles, settings, webPages } from './index';

describe('route addresses', () => {
  it.each([
    ['branding', brandingAddress, settings.getBranding],
    ['me', meAddress, profiles.getMe],
    ['campaign page', campaignPageAddress, campaigns.getCampaignPage],
    ['active campaigns', activeCampaignsAddress, campaigns.listActiveCampaigns],
  ])("say the %s route's method, path and access as its contract does", (_name, address, contract) => {
    expect(address).toEqual({ method: contract.method, path: contract.path, access: contract.access });
  });

  it("say the campaign page's and sign-in's paths as their page contracts do", () => {
    expect(campaignPagePattern).toBe(webPages.campaignPage.path);
    expect(signInPagePath).toBe(webPages.signInPage.path);
    expect(shopPath).toBe(links.shopRedirect.path);
  });
});
