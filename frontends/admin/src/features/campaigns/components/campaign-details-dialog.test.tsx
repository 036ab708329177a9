import type { AdminCampaign } from '@app/shared/campaigns';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import { anAdminCampaign } from '../test-campaigns';
import { CampaignDetailsDialog } from './campaign-details-dialog';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

/** Answers the campaign's details, with no members. */
function openDetails(campaign: AdminCampaign) {
  fetchMock.mockImplementation(async (url) =>
    url.endsWith(`/api/admin/campaigns/${campaign.id}`)
      ? jsonResponse(200, { campaign, members: [] })
      : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
  );
  renderAt('/admin/campaigns', <CampaignDetailsDialog campaign={campaign} onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Campaign Details' });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe("the campaign's Details dialog", () => {
  it("shows the campaign's own code and what its sales do (issue 45)", async () => {
    const dialog = openDetails(anAdminCampaign({ campaign_code: 'HHS' }));

    const code = (await within(dialog).findByText('Campaign Code')).closest('div')!;
    expect(within(code).getByText('HHS')).toBeInTheDocument();
    expect(within(code).getByText('Sales with it count for the campaign; no member earns on them.')).toBeInTheDocument();
  });

  it('leaves the code out for a campaign that has none yet', async () => {
    const dialog = openDetails(anAdminCampaign());

    expect(await within(dialog).findByText('No members have joined this campaign yet')).toBeInTheDocument();
    expect(within(dialog).queryByText('Campaign Code')).not.toBeInTheDocument();
  });
});
