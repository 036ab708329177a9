import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { links, pathOf } from '@app/shared/contracts';
import { REPEAT_CLICK_WINDOW_SECONDS } from '@app/shared/links';
import { api, givenUser, viaCloudFront } from '#test/api';
import { eventually, givenAmbassador } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { eraseClickData, getClickTotals, getDayClicks, listClickers, recordClick } from './click-data';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  'Twitterbot/1.0',
  '',
];

/**
 * The connections the clicks arrive over: at most 64 at once, as an edge's pool to the origin carries
 * them, each closed after its answer (a kept-alive one the server closes as it is reused would reset).
 * A thousand sockets opened to one local server in the same instant overflow its listen queue on a busy
 * machine, and a connection reset there says nothing about the link.
 */
const connections = new http.Agent({ maxSockets: 64 });
afterAll(() => connections.destroy());

/** One visitor following a tracked link: the raw answer, not followed. */
function click(path: string, { address = '198.51.100.7', userAgent = BROWSER }: { address?: string; userAgent?: string } = {}) {
  return new Promise<{ status: number; location: string | null; cookie: string | null; cacheControl: string | null }>((resolve, reject) => {
    const request = http.get(
      `${process.env.API_URL}${path}`,
      { agent: connections, headers: { ...viaCloudFront(address), 'user-agent': userAgent } },
      (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          const header = (name: string) => [response.headers[name] ?? []].flat().join(', ') || null;
          resolve({
            status: response.statusCode ?? 0,
            location: header('location'),
            cookie: header('set-cookie'),
            cacheControl: header('cache-control'),
          });
        });
      },
    );
    request.on('error', reject);
  });
}

const linkOf = (code: string, query = '') => `${pathOf(links.trackedLinkRedirect, { code })}${query}`;
const today = () => new Date().toISOString().slice(0, 10);
/** A distinct visitor address for each index (TEST-NET-2 and -3 ranges, then some more). */
const addressOf = (index: number) => `10.${Math.floor(index / 65536) % 256}.${Math.floor(index / 256) % 256}.${index % 256}`;

describe('GET /r/{code}: the tracked link', () => {
  it('counts 1,000 concurrent clicks exactly, leaving out bots and repeats, and sends every one to the store with the code and the cookie', async () => {
    const { userId, code } = await givenAmbassador('student');
    const path = linkOf(code, '?via=instagram');
    const people = Array.from({ length: 1000 }, (_, index) => ({ address: addressOf(index) }));
    // 200 of them click a second time at once, and bots (previews, crawlers, tools) open the same link.
    const repeats = people.slice(0, 200);
    const bots = Array.from({ length: 100 }, (_, index) => ({ address: addressOf(5000 + index), userAgent: BOTS[index % BOTS.length] }));

    const answers = await Promise.all([...people, ...repeats, ...bots].map((visitor) => click(path, visitor)));

    for (const answer of answers) {
      expect(answer.status).toBe(302);
      const target = new URL(answer.location!);
      expect(target.searchParams.get('discount')).toBe(code);
      expect(target.searchParams.get('ref')).toBe(code);
      expect(target.searchParams.get('via')).toBe('instagram');
      expect(answer.cookie).toBe(`ambassador_ref=${code}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly`);
      expect(answer.cacheControl).toBe('no-store');
    }
    // The bus's consumer counts them: all of them, once each, however they were delivered.
    await eventually(async () => expect(await getClickTotals(userId)).toEqual({ instagram: 1000 }), 60_000);
    expect(await getDayClicks(userId, today())).toEqual({ instagram: 1000 });
  });

  it('counts each source apart: none is direct, an unknown or over-long tag is other', async () => {
    const { userId, code } = await givenAmbassador('fundraising_ambassador');

    const direct = await click(linkOf(code), { address: '192.0.2.1' });
    const qr = await click(linkOf(code, '?via=QR'), { address: '192.0.2.2' });
    const unknown = await click(linkOf(code, '?via=myspace'), { address: '192.0.2.3' });
    const long = await click(linkOf(code, `?via=${'x'.repeat(5000)}`), { address: '192.0.2.4' });

    expect(new URL(direct.location!).searchParams.has('via')).toBe(false);
    expect(new URL(direct.location!).searchParams.get('ref')).toBe(code);
    expect(new URL(qr.location!).searchParams.get('via')).toBe('qr');
    expect(new URL(unknown.location!).searchParams.get('via')).toBe('other');
    expect(new URL(long.location!).searchParams.get('via')).toBe('other');
    await eventually(async () => expect(await getClickTotals(userId)).toEqual({ direct: 1, qr: 1, other: 2 }));
  });

  it('reads the code in any case and sends the code as it was assigned', async () => {
    const { userId, code } = await givenAmbassador('student');

    const answer = await click(linkOf(code.toLowerCase()), { address: '192.0.2.10' });

    expect(new URL(answer.location!).searchParams.get('discount')).toBe(code);
    expect(answer.cookie).toContain(`ambassador_ref=${code};`);
    await eventually(async () => expect(await getClickTotals(userId)).toEqual({ direct: 1 }));
  });

  it('sends a code nobody holds, a malformed or an over-long one to the storefront home, without a cookie or a count', async () => {
    const storefront = new URL('/', process.env.SHOPIFY_STOREFRONT_URL).toString();
    const paths = [
      linkOf(`NOBODY${randomUUID().slice(0, 8).toUpperCase()}`),
      '/r/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/r/${'A'.repeat(41)}`,
      `/r/${'A'.repeat(3000)}`,
      '/r/a.b',
      '/r/%20',
    ];

    for (const path of paths) {
      const answer = await click(path);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(storefront);
      expect(answer.cookie).toBeNull();
    }
  });

  it("sends /shop, the site's own address for the shop, to the storefront home without a code, a cookie or a cache", async () => {
    const answer = await click(pathOf(links.shopRedirect));

    expect(answer.status).toBe(302);
    expect(answer.location).toBe(new URL('/', process.env.SHOPIFY_STOREFRONT_URL).toString());
    expect(answer.cookie).toBeNull();
    expect(answer.cacheControl).toBe('no-store');
  });

  it('counts a client again once the 30 minutes have passed, not before, and a click delivered twice once', async () => {
    const { userId } = await givenAmbassador('student');
    const client = `test-${randomUUID()}`;
    const first = new Date('2030-01-01T10:00:00Z');
    const seconds = (n: number) => new Date(first.getTime() + n * 1000);
    const clickAt = (at: Date) => recordClick({ userId, source: 'email', client, at });

    expect(await clickAt(first)).toBe(true);
    expect(await clickAt(first)).toBe(false);
    expect(await clickAt(seconds(REPEAT_CLICK_WINDOW_SECONDS - 1))).toBe(false);
    expect(await clickAt(seconds(REPEAT_CLICK_WINDOW_SECONDS))).toBe(true);
    expect(await clickAt(seconds(REPEAT_CLICK_WINDOW_SECONDS + 60))).toBe(false);
    expect(await getClickTotals(userId)).toEqual({ email: 2 });
    expect(await getDayClicks(userId, '2030-01-01')).toEqual({ email: 2 });

    // An erased ambassador leaves no click figures and no place on the ranking's register.
    await eraseClickData(userId);
    expect(await getClickTotals(userId)).toEqual({});
    expect(await getDayClicks(userId, '2030-01-01')).toEqual({});
    expect(await listClickers()).not.toContain(userId);
  });
});

describe('GET /api/me/link-stats', () => {
  it("answers the caller's own clicks, orders and conversion per source", async () => {
    const student = await givenUser('student');
    const code = await assignPersonalCode(student.userId);
    await click(linkOf(code, '?via=tiktok'), { address: '203.0.113.1' });
    await click(linkOf(code, '?via=tiktok'), { address: '203.0.113.2' });
    await click(linkOf(code), { address: '203.0.113.3' });
    const other = await givenAmbassador('student');
    await click(linkOf(other.code, '?via=tiktok'), { address: '203.0.113.4' });
    await eventually(async () => expect(await getClickTotals(other.userId)).toEqual({ tiktok: 1 }));

    const { status, body } = await eventually(async () => {
      const answer = await api('GET', '/api/me/link-stats', { token: student.token });
      expect((answer.body as { total: { clicks: number } }).total.clicks).toBe(3);
      return answer;
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      sources: [
        { source: 'tiktok', clicks: 2, orders: 0, conversion_rate: 0 },
        { source: 'direct', clicks: 1, orders: 0, conversion_rate: 0 },
      ],
      total: { clicks: 3, orders: 0, conversion_rate: 0 },
    });
  });
});
