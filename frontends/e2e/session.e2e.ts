import type { Page } from 'playwright-core';
import { launchBrowser, pathOf, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

type Tampering = 'expire' | 'forge-signature' | 'expire-and-revoke-refresh';

/**
 * Alters the tokens Amplify keeps in local storage: an access/id token whose `exp` has passed
 * (Amplify refreshes it before calling the API), one whose signature is wrong (the API refuses it
 * and the client refreshes and retries), or an expired session whose refresh token is garbage.
 */
function tamperWithSession(page: Page, tampering: Tampering): Promise<void> {
  return page.evaluate((how) => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const decode = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    for (const key of Object.keys(localStorage)) {
      if (how === 'expire-and-revoke-refresh' && key.endsWith('.refreshToken')) localStorage.setItem(key, 'revoked');
      if (!/\.(accessToken|idToken)$/.test(key)) continue;
      const [header, payload, signature] = localStorage.getItem(key)!.split('.') as [string, string, string];
      const claims = decode(payload);
      if (how !== 'forge-signature') claims.exp = Math.floor(Date.now() / 1000) - 60;
      const forged = how === 'forge-signature' ? `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}` : signature;
      localStorage.setItem(key, [header, encode(claims), forged].join('.'));
    }
  }, tampering);
}

describe('the session', () => {
  it('is refreshed when its tokens have expired', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');
    await tamperWithSession(page, 'expire');

    await page.goto('/objectives');

    await page.getByRole('heading', { level: 1, name: 'My Objectives' }).waitFor();
    expect(pathOf(page)).toBe('/objectives');
  });

  it('is refreshed, and the request retried, when the API refuses the token', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');
    await tamperWithSession(page, 'forge-signature');
    const refusals: number[] = [];
    page.on('response', (response) => response.url().endsWith('/api/me') && refusals.push(response.status()));

    await page.goto('/objectives');

    await page.getByRole('heading', { level: 1, name: 'My Objectives' }).waitFor();
    expect(refusals).toEqual([401, 200]);
  });

  it('ends, sending the user to /auth, when it can no longer be refreshed', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');
    await tamperWithSession(page, 'expire-and-revoke-refresh');

    await page.goto('/objectives');

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
