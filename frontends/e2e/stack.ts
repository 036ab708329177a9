import fs from 'node:fs';
import path from 'node:path';

/** What the global setup tells the tests and the teardown about the stack it started. */
export interface StackInfo {
  baseUrl: string;
  /** The process group of `npm start`'s process; absent when E2E_BASE_URL pointed at a running stack. */
  pid?: number;
  /** The temporary folder holding the stack's state and its log. */
  workDir?: string;
}

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const repoRoot = path.resolve(__dirname, '../..');
const stackFile = path.join(__dirname, '.e2e', 'stack.json');

export function writeStackInfo(info: StackInfo): void {
  fs.mkdirSync(path.dirname(stackFile), { recursive: true });
  fs.writeFileSync(stackFile, JSON.stringify(info, null, 2));
}

export function readStackInfo(): StackInfo | undefined {
  if (!fs.existsSync(stackFile)) return undefined;
  return JSON.parse(fs.readFileSync(stackFile, 'utf8')) as StackInfo;
}

export function removeStackInfo(): void {
  fs.rmSync(stackFile, { force: true });
}

/** The web app's address, e.g. http://localhost:3100. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? readStackInfo()?.baseUrl;
  if (!url) throw new Error('No stack: the e2e global setup did not run (run these tests with `npx jest --selectProjects e2e`).');
  return url;
}
