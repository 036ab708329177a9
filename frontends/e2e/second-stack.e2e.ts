import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { findFreePortBlock } from '@app/scripts/src/local/free-ports';
import { PORTS_PER_STACK } from '@app/scripts/src/local/layout';
import { launchBrowser, pathOf, signIn } from './support/browser';
import { readStackInfo, repoRoot } from './stack';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The state folder of the stack the global setup started (its web build lives under it). */
function firstStackState(): string {
  const workDir = readStackInfo()?.workDir;
  if (!workDir) throw new Error('This journey needs the stack the e2e global setup starts (E2E_BASE_URL names another).');
  return path.join(workDir, 'state');
}

/** Every file under `dir` with its size and modification time: what a rebuild would change. */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = fs.statSync(file);
    files[path.relative(dir, file)] = `${size} ${mtimeMs}`;
  }
  return files;
}

/** `npm start` run as a newcomer would, on other ports: its exit code and what it printed. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['start'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The scripts and stylesheets a page loaded, each with its status and content type. */
function watchAssets(page: Page): Array<{ url: string; status: number; type: string }> {
  const assets: Array<{ url: string; status: number; type: string }> = [];
  page.on('response', (response: Response) => {
    const kind = response.request().resourceType();
    if (kind === 'script' || kind === 'stylesheet') {
      assets.push({ url: response.url(), status: response.status(), type: `${kind}: ${response.headers()['content-type'] ?? ''}` });
    }
  });
  return assets;
}

describe('a second npm start in the same checkout', () => {
  it('on the first stack’s state refuses before touching it, and the first still serves a styled, working /auth', async () => {
    const stateDir = firstStackState();
    const web = path.join(stateDir, 'web');
    const before = filesUnder(web);
    const port = await findFreePortBlock(PORTS_PER_STACK);

    const second = await npmStart({ PORT: String(port), STATE_DIR: stateDir, CI: 'true' });

    expect(second.code).toBe(1);
    expect(second.output).toContain('The local stack is already running');
    expect(second.output).toContain('STATE_DIR=');
    expect(filesUnder(web)).toEqual(before);

    const page = await browser.newPage();
    const assets = watchAssets(page);
    await page.goto('/auth');
    const signInButton = page.getByRole('button', { name: 'Sign In' });
    await signInButton.waitFor();
    expect(await signInButton.isEnabled()).toBe(true);
    // The stylesheet applied: the button is painted by the app's styles, not the browser's default.
    expect(await signInButton.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
      /^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).toEqual({
        url: asset.url,
        status: 200,
        type: expect.stringMatching(asset.type.startsWith('script') ? /^script: (text|application)\/javascript/ : /^stylesheet: text\/css/),
      });
    }

    await signIn(page, 'admin@example.com');
    expect(pathOf(page)).toBe('/admin');
  });
});
