import { randomUUID } from 'node:crypto';
import { links, pathOf } from '@app/shared/contracts';
import { CONVERSION_RANKING_MIN_CLICKS } from '@app/shared/links';
import { api, givenUser, viaCloudFront } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { getAmbassadorTotals } from '../leaderboards';
import { getClickTotals } from './click-data';
import { refreshConversionRanking } from './conversion-ranking';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
let visitor = 0;

/** A new visitor follows the link; answers where the redirect sent them, as Shopify records it (landing_site). */
async function follow(code: string, via?: string): Promise<string> {
  visitor += 1;
  const path = `${pathOf(links.trackedLinkRedirect, { code })}${via ? `?via=${via}` : ''}`;
  const response = await fetch(`${process.env.API_URL}${path}`, {
    redirect: 'manual',
    headers: { ...viaCloudFront(`100.64.${Math.floor(visitor / 256) % 256}.${visitor % 256}`), 'user-agent': BROWSER },
  });
  await response.arrayBuffer();
  const target = new URL(response.headers.get('location')!);
  return target.pathname + target.search;
}

/** The store's order of a buyer who landed where the link sent them, with or without the code at checkout. */
async function orderFrom(landingSite: string, code: string | undefined) {
  const order = { ...shopifyOrder({ code }), landing_site: landingSite };
  expect((await sendWebhook('orders/paid', order)).status).toBe(200);
}

describe('a tracked link from click to order', () => {
  it("shows each source's clicks, the orders they brought and the conversion on the ambassador's figures", async () => {
    const student = await givenUser('student');
    const code = await assignPersonalCode(student.userId);
    const landings = await Promise.all([...Array<string>(4).fill('instagram'), 'qr', undefined].map((via) => follow(code, via)));

    // Two Instagram buyers (one forgot the code at checkout: the landing page's ref credits the link), none of the others.
    await orderFrom(landings[0]!, code);
    await orderFrom(landings[1]!, undefined);
    await eventually(async () => expect((await getAmbassadorTotals(student.userId, true))?.orders_by_source).toEqual({ instagram: 2 }));
    // The clicks are counted by the bus's consumer.
    await eventually(async () => expect(await getClickTotals(student.userId)).toEqual({ instagram: 4, qr: 1, direct: 1 }));

    const { status, body } = await api('GET', '/api/me/link-stats', { token: student.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      sources: [
        { source: 'instagram', clicks: 4, orders: 2, conversion_rate: 50 },
        { source: 'qr', clicks: 1, orders: 0, conversion_rate: 0 },
        { source: 'direct', clicks: 1, orders: 0, conversion_rate: 0 },
      ],
      total: { clicks: 6, orders: 2, conversion_rate: 33.3 },
    });
  });
});

describe('the conversion ranking', () => {
  it('ranks ambassadors with enough clicks by orders ÷ clicks, and admins read it in one request', async () => {
    const [best, second, few] = await Promise.all([
      givenAmbassador('student', { firstName: `Best${randomUUID().slice(0, 4)}` }),
      givenAmbassador('fundraising_ambassador'),
      givenAmbassador('student'),
    ]);
    const clicks = async (code: string, count: number) => Promise.all(Array.from({ length: count }, () => follow(code, 'tiktok')));
    const [bestLandings, secondLandings] = await Promise.all([
      clicks(best.code, CONVERSION_RANKING_MIN_CLICKS),
      clicks(second.code, CONVERSION_RANKING_MIN_CLICKS * 2),
      clicks(few.code, CONVERSION_RANKING_MIN_CLICKS - 1),
    ]);
    // best: 2 orders of 20 clicks (10%); second: 2 of 40 (5%); few: 5 orders but under the minimum of clicks.
    await Promise.all([
      orderFrom(bestLandings[0]!, best.code),
      orderFrom(bestLandings[1]!, best.code),
      orderFrom(secondLandings[0]!, second.code),
      orderFrom(secondLandings[1]!, second.code),
      ...Array.from({ length: 5 }, () => orderFrom('/', few.code)),
    ]);
    await eventually(async () => {
      expect((await getAmbassadorTotals(best.userId, true))?.orders_by_source).toEqual({ tiktok: 2 });
      expect((await getAmbassadorTotals(second.userId, true))?.orders_by_source).toEqual({ tiktok: 2 });
      expect((await getAmbassadorTotals(few.userId, true))?.orders_count).toBe(5);
      expect(await getClickTotals(best.userId)).toEqual({ tiktok: CONVERSION_RANKING_MIN_CLICKS });
      expect(await getClickTotals(second.userId)).toEqual({ tiktok: CONVERSION_RANKING_MIN_CLICKS * 2 });
      expect(await getClickTotals(few.userId)).toEqual({ tiktok: CONVERSION_RANKING_MIN_CLICKS - 1 });
    });

    const refreshed = await refreshConversionRanking();
    const admin = await givenUser('admin');
    const { status, body } = await api('GET', '/api/admin/links/conversion-ranking', { token: admin.token });

    expect(status).toBe(200);
    expect(body).toEqual(refreshed);
    expect(body.min_clicks).toBe(CONVERSION_RANKING_MIN_CLICKS);
    type Row = { user_id: string; rank: number; clicks: number; orders: number; conversion_rate: number; role: string };
    const rows = body.rows as Row[];
    const rowOf = (userId: string) => rows.find((row) => row.user_id === userId);
    expect(rowOf(best.userId)).toMatchObject({ clicks: 20, orders: 2, conversion_rate: 10, role: 'student' });
    expect(rowOf(second.userId)).toMatchObject({ clicks: 40, orders: 2, conversion_rate: 5, role: 'fundraising_ambassador' });
    expect(rowOf(best.userId)!.rank).toBeLessThan(rowOf(second.userId)!.rank);
    expect(rowOf(few.userId)).toBeUndefined();
    // Ranked best first, numbered from 1.
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.map((row) => row.conversion_rate)).toEqual([...rows.map((row) => row.conversion_rate)].sort((a, b) => b - a));
  });
});
