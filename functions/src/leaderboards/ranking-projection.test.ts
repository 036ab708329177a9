import { getItem } from '#lib/table';
import { givenCampaign } from '#test/campaigns';
import { givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';
import { ambassadorTotalsKeys } from './ambassador-totals-data';
import { campaignLeaderboard, removeMemberTotals } from './leaderboards';
import { projectRankings } from './ranking-projection';

describe('ranking entries (from the totals rows on the table stream)', () => {
  it('ranks a sale once its totals row’s change is projected; the row itself is in no index', async () => {
    const campaign = await givenCampaign();
    const fundraiser = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    await sendWebhook('orders/paid', shopifyOrder({ code: fundraiser.code, quantity: 3 }));
    await settled();

    const row = await getItem(ambassadorTotalsKeys.primary(fundraiser.userId), { consistent: true });
    const entry = await getItem(ambassadorTotalsKeys.ranking(fundraiser.userId), { consistent: true });
    expect(row).toMatchObject({ lbunits: 3, sales_cents: 5400 });
    for (const key of ['lbpk', 'rvpk', 'frpk']) expect(row).not.toHaveProperty(key);
    expect(entry).toEqual({
      ...row,
      sk: 'RANKING',
      lbpk: `LB#CAMPAIGN#${campaign.id}`,
      rvpk: 'AMBASSADORS',
      frpk: 'FUNDRAISERS',
    });
    expect(await campaignLeaderboard(campaign.id)).toEqual([expect.objectContaining({ member_user_id: fundraiser.userId, units_sold: 3 })]);
  });

  it('leaves an entry as it was when a batch comes again, and takes it away with its row', async () => {
    const campaign = await givenCampaign();
    const fundraiser = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    await settled();
    const row = (await getItem(ambassadorTotalsKeys.primary(fundraiser.userId), { consistent: true }))!;
    const entry = await getItem(ambassadorTotalsKeys.ranking(fundraiser.userId), { consistent: true });

    await projectRankings([{ sequence: '1', after: row }]);
    expect(await getItem(ambassadorTotalsKeys.ranking(fundraiser.userId), { consistent: true })).toEqual(entry);

    await removeMemberTotals(fundraiser.userId);
    await settled();
    expect(await getItem(ambassadorTotalsKeys.ranking(fundraiser.userId), { consistent: true })).toBeUndefined();
    expect(await campaignLeaderboard(campaign.id)).toEqual([]);
  });
});
