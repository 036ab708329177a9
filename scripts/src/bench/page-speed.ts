import { campaigns, pathOf } from '@app/shared/contracts';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tools/chromium';
import { markdownTable } from './report';

/**
 * The phone profile of issue 24: a 375 px screen on Fast 3G (150 ms latency, 1.6 Mbps down, 750 kbps up;
 * Lighthouse's figures, in bytes per second) with the CPU slowed four times.
 */
export const PHONE_PROFILE = {
  viewport: { width: 375, height: 812 },
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
};

/** Targets of issue 24: gzipped JavaScript and Largest Contentful Paint on the phone profile. */
export const PAGE_TARGETS = {
  campaign: { gzippedJsBytes: 120 * 1024, lcpMs: 2_500 },
  signIn: { gzippedJsBytes: 150 * 1024, lcpMs: 3_000 },
};

/** Loads per page; the median is reported, so one slow load on a busy machine does not decide the figure. */
const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 3);

interface PageLoad {
  scripts: number;
  gzippedJsBytes: number;
  lcpMs: number;
  lcpElement: string;
}

/** What the browser reports as the page's Largest Contentful Paint, and which element it was. */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const element = last.element;
    const text = element ? (element.textContent || element.getAttribute('src') || '').trim().slice(0, 40) : '';
    resolve({ startTime: last.startTime, element: element ? element.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') : '(removed)' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One cold load of `url` on the phone profile (a fresh context: nothing cached), until `ready` is on screen and the network is idle. */
async function loadOnPhone(browser: Browser, url: string, ready: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_PROFILE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      // Gzipped at level 9, as downloads.e2e.ts measures the budget, whatever encoding the server chose.
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const lcp = await page.evaluate<{ startTime: number; element: string }>(LARGEST_PAINT);
    const sizes = await Promise.all(scripts);
    return {
      scripts: sizes.length,
      gzippedJsBytes: sizes.reduce((sum, size) => sum + size, 0),
      lcpMs: lcp.startTime,
      lcpElement: lcp.element,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** An active campaign's slug from the site's own API, the one the public campaign list shows first. */
async function firstActiveCampaignSlug(siteUrl: string): Promise<string> {
  const response = await fetch(siteUrl + pathOf(campaigns.listActiveCampaigns));
  if (!response.ok) throw new Error(`${pathOf(campaigns.listActiveCampaigns)} answered ${response.status}`);
  const { campaigns: active } = (await response.json()) as { campaigns: { campaign_slug: string }[] };
  if (!active[0]) throw new Error('The site has no active campaign to measure');
  return active[0].campaign_slug;
}

/**
 * The public campaign page and /auth of a running production-build site (`CI=true npm start`), each loaded
 * cold in headless Chromium on the phone profile: the JavaScript it downloads (gzipped) and its Largest
 * Contentful Paint, median of `LOADS` loads. A page over its size budget is a failed check; a slow LCP
 * depends on the machine, so it is a missed target.
 */
export async function pageSpeedReport(
  siteUrl: string,
  log: (message: string) => void,
): Promise<{ table: string; notes: string[]; failedChecks: string[]; missedTargets: string[] }> {
  const slug = process.env.BENCH_CAMPAIGN_SLUG ?? (await firstActiveCampaignSlug(siteUrl));
  const pages = [
    { name: 'campaign', path: `/campaign/${slug}`, ready: 'h1', target: PAGE_TARGETS.campaign },
    { name: 'signIn', path: '/auth', ready: 'button:has-text("Sign In")', target: PAGE_TARGETS.signIn },
  ] as const;
  const { browser, close } = await launchChromium();
  const rows: string[][] = [];
  const failedChecks: string[] = [];
  const missedTargets: string[] = [];
  try {
    for (const { path: pagePath, ready, target } of pages) {
      const loads: PageLoad[] = [];
      for (let load = 1; load <= LOADS; load++) {
        log(`page speed: loading ${pagePath} on the phone profile (${load} of ${LOADS})`);
        loads.push(await loadOnPhone(browser, siteUrl + pagePath, ready));
      }
      const js = median(loads.map((load) => load.gzippedJsBytes));
      const lcp = median(loads.map((load) => load.lcpMs));
      const typical = loads.find((load) => load.lcpMs === lcp)!;
      rows.push([
        pagePath,
        String(typical.scripts),
        kb(js),
        `≤ ${kb(target.gzippedJsBytes)}`,
        seconds(lcp),
        loads.map((load) => seconds(load.lcpMs)).join(', '),
        `< ${seconds(target.lcpMs)}`,
        typical.lcpElement,
      ]);
      if (js > target.gzippedJsBytes)
        failedChecks.push(`${pagePath} loads ${kb(js)} of gzipped JavaScript (budget ${kb(target.gzippedJsBytes)})`);
      if (lcp >= target.lcpMs)
        missedTargets.push(`${pagePath} LCP ${seconds(lcp)} on the phone profile (target < ${seconds(target.lcpMs)})`);
    }
  } finally {
    await close();
  }
  const table = markdownTable(
    ['Page (phone profile)', 'scripts', 'JS gzipped', 'budget', 'LCP (median)', 'each load', 'target', 'LCP element'],
    rows,
  );
  const { latency, downloadThroughput, uploadThroughput } = PHONE_PROFILE.network;
  const notes = [
    `Page speed: ${siteUrl}, production builds; each page loaded cold ${LOADS} times in headless Chromium at ${PHONE_PROFILE.viewport.width} px with CDP ` +
      `Network.emulateNetworkConditions (${latency} ms latency, ${((downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, ` +
      `${Math.round((uploadThroughput * 8) / 1024)} kbps up) and Emulation.setCPUThrottlingRate ${PHONE_PROFILE.cpuSlowdown}; ` +
      `JS is every script downloaded until the network is idle, gzipped at level 9; LCP from PerformanceObserver('largest-contentful-paint', buffered).`,
  ];
  return { table, notes, failedChecks, missedTargets };
}
