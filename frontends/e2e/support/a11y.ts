import axe from 'axe-core';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, readStackInfo } from '../stack';

/** An axe-core rule a page breaks with a serious or critical impact, and where. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

const SETTLE_TIMEOUT_MS = 30_000;

/** What `watchSettling` keeps in each page, as window.__settling. */
interface Settling {
  /** The h1 on screen when the path last changed, and its text then. */
  headingBeforeLanding?: { element: Element | null; text: string | null | undefined };
  /** fetch() calls whose answer has not been read to its end yet. */
  requestsInFlight: number;
}

/**
 * Makes every page of the context keep what `waitUntilSettled` needs to know, from before the app's own
 * scripts run:
 * - its h1 at the moment its path changes (pushState, replaceState, back and forward all change the
 *   Navigation API's current entry). React Router changes routes in a transition, so the old page stays
 *   on screen under the new path until the new page's code has loaded: that h1 is not the new page's.
 * - how many fetch() answers are still arriving. A screen's data can arrive after its skeletons went (a
 *   second, smaller request with no placeholder of its own). A request counts until its answer's body
 *   has been read, plus one task: the app reads its copy of the body in the same turn and React commits
 *   what it rendered from it (swr updates are synchronous), so the page shows the answer by then.
 */
export async function watchSettling(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const settling: Settling = { requestsInFlight: 0 };
    Object.assign(window, { __settling: settling });
    const done = () => setTimeout(() => (settling.requestsInFlight -= 1));
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      settling.requestsInFlight += 1;
      try {
        const response = await fetch(...args);
        void response.clone().arrayBuffer().then(done, done);
        return response;
      } catch (error) {
        done();
        throw error;
      }
    };

    let path = location.pathname;
    navigation.addEventListener('currententrychange', () => {
      if (location.pathname === path) return;
      path = location.pathname;
      const heading = document.querySelector('h1');
      settling.headingBeforeLanding = { element: heading, text: heading?.textContent };
    });
  });
}

/**
 * Whether the page shows what it loaded: a visible h1 that is not the previous page's, no request still
 * answering, no loading skeleton, spinner or aria-busy region, and no animation or transition running (a
 * dialog fading in, or a button whose colours change when its data arrives, is between two states, which
 * axe would measure). Each is a state of the page, not a delay. Runs in the page.
 */
function settledNow(): boolean {
  const { __settling: settling } = window as unknown as { __settling: Settling };
  const heading = document.querySelector('h1');
  if (!heading?.checkVisibility()) return false;
  const before = settling.headingBeforeLanding;
  if (before?.element === heading && before.text === heading.textContent) return false;
  if (settling.requestsInFlight > 0) return false;
  if (document.querySelector('[data-slot="skeleton"], [aria-busy="true"], .animate-spin')) return false;
  // Skeletons pulse and spinners turn for ever; those are excluded above, so an endless one left is decoration.
  return !document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
}

/** Waits until the page has settled (`settledNow`). */
async function waitUntilSettled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(settledNow, undefined, { timeout: SETTLE_TIMEOUT_MS });
  } catch (error) {
    throw new Error(
      `${new URL(page.url()).pathname} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s for the accessibility check: no visible ` +
        'h1 of its own, or a request, skeleton, spinner, aria-busy region or animation still there',
      { cause: error },
    );
  }
}

/** Where the page stands: its address and its h1's text. Runs in the page. */
const landing = () => `${location.href}\n${document.querySelector('h1')?.textContent ?? ''}`;

/** How often axe reads a page again that moved on while it was read (a redirect, a screen reloading its data). */
const MAX_READS = 3;

/**
 * Everything axe's reading of a page depends on: the document as it stands, the viewport, and which
 * elements are focused and hovered (their styles can differ). Runs in the page. The stylesheets are in
 * it by address, and a run's stack serves one build of them.
 */
function pageState(): string {
  const elements = [...document.querySelectorAll('*')];
  const hovered = [...document.querySelectorAll(':hover')].pop();
  const indexOf = (element: Element | null | undefined) => (element ? elements.indexOf(element) : -1);
  return [innerWidth, innerHeight, indexOf(document.activeElement), indexOf(hovered), document.documentElement.outerHTML].join('\n');
}

/**
 * The page states axe found nothing serious in during this run, by digest: the journeys land on the
 * same page in the same state many times (/auth before every sign-in, a dashboard each time a role
 * signs in), and axe would read exactly what it read before. Kept in the run's stack folder, so every
 * test file of the run shares them and the next run starts with none; in memory for a stack already running.
 */
const cleanStatesFile = (() => {
  const workDir = readStackInfo()?.workDir;
  return workDir ? path.join(workDir, 'clean-page-states.txt') : undefined;
})();
let cleanStates: Set<string> | undefined;

function knownCleanStates(): Set<string> {
  cleanStates ??= new Set(
    cleanStatesFile && fs.existsSync(cleanStatesFile) ? fs.readFileSync(cleanStatesFile, 'utf8').split('\n').filter(Boolean) : [],
  );
  return cleanStates;
}

function rememberClean(state: string): void {
  knownCleanStates().add(state);
  if (cleanStatesFile) fs.appendFileSync(cleanStatesFile, `${state}\n`);
}

const digestOf = async (page: Page) =>
  createHash('sha256')
    .update(await page.evaluate(pageState))
    .digest('hex');

/**
 * Runs axe-core on the page once it has settled and returns what it breaks with a serious or critical
 * impact. A page can move on between settling and axe's reading (an app's redirect right after it lands,
 * a screen fetching again): what axe read then is neither page, so it waits for the page to settle again
 * and reads it again; it reports what it read of a page that stood still throughout, or its last reading.
 * A state axe already read clean in this run, to the byte, is not read again.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  for (let read = 1; ; read++) {
    await waitUntilSettled(page);
    const before = await page.evaluate(landing);
    const state = await digestOf(page);
    if (knownCleanStates().has(state)) return [];
    const violations = await axeViolations(page);
    const stoodStill = (await page.evaluate(landing)) === before && (await page.evaluate(settledNow));
    if (stoodStill && violations.length === 0 && (await digestOf(page)) === state) rememberClean(state);
    if (stoodStill || read >= MAX_READS) return violations;
  }
}

/** What axe-core finds on the page as it stands, serious or critical. */
async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's CSP refuses inline scripts, so no <script> tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({
        rule: id,
        impact: impact ?? '',
        help,
        nodes: nodes.map(({ target, html, failureSummary }) => ({ target: target.join(' '), html, summary: failureSummary ?? '' })),
      }));
  });
}

/** A readable account of a page's violations: rule, what it asks, and each failing element. */
export function describeViolations(where: string, violations: readonly Violation[]): string {
  const rules = violations.map(
    ({ rule, impact, help, nodes }) =>
      `  ${rule} (${impact}): ${help}\n${nodes.map(({ target, html, summary }) => `    ${target}\n      ${html.slice(0, 300)}\n      ${summary.replace(/\n\s*/g, ' ')}`).join('\n')}`,
  );
  return `${where}: ${violations.length} serious or critical axe-core violation(s)\n${rules.join('\n')}`;
}

/** Fails when axe-core finds a serious or critical violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width ?? '?'} px`;
  if (violations.length) throw new Error(describeViolations(where, violations));
}

/** Each page `checkLandings` watches, with its check of where it stands now. */
const watchedPages = new Map<Page, () => Promise<void>>();

/**
 * Checks every page the journey lands on with axe-core, in the journey's own flow, so nothing races:
 * `goto`, `reload`, `goBack`, `goForward` and `waitForURL` (how a journey confirms a client-side route
 * change, such as a link it clicked) return only once the page they landed on has settled
 * (`waitUntilSettled`) and passed `expectAccessible`; and when a test ends, each page still open that
 * moved since its last check (a sidebar link clicked, say, without `waitForURL`) is checked where it
 * stands (`checkPagesWhereTheyStand`, run after each test by support/check-after-each-test.ts). The page
 * is still while axe reads it: the journey is waiting on the check, and the check waited for the page.
 * A landing is checked once: a second `waitForURL` for the URL already checked does not check it again.
 */
export function checkLandings(page: Page): void {
  let navigations = 0;
  let checked: { url: string; navigations: number } | undefined;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  async function checkWhereItStands(): Promise<void> {
    if (page.isClosed() || (checked?.url === page.url() && checked.navigations === navigations)) return;
    // Only the product's own pages: not the local e-mail inbox (aws-ses-v2-local's page) a journey reads.
    if (new URL(page.url()).origin !== new URL(baseUrl()).origin) return;
    try {
      await expectAccessible(page);
    } finally {
      // A landing that failed its check is not checked again when the test ends.
      checked = { url: page.url(), navigations };
    }
  }
  function thenCheck<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
    return async (...args: Args): Promise<Result> => {
      const result = await action(...args);
      await checkWhereItStands();
      return result;
    };
  }
  page.goto = thenCheck(page.goto.bind(page));
  page.reload = thenCheck(page.reload.bind(page));
  page.goBack = thenCheck(page.goBack.bind(page));
  page.goForward = thenCheck(page.goForward.bind(page));
  page.waitForURL = thenCheck(page.waitForURL.bind(page));
  watchedPages.set(page, checkWhereItStands);
  page.once('close', () => watchedPages.delete(page));
}

/** Checks each watched page that moved since its last check, where it stands. */
export async function checkPagesWhereTheyStand(): Promise<void> {
  for (const check of watchedPages.values()) await check();
}
