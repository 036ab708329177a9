import path from 'node:path';

/** What the global setup tells the tests and the teardown about the stack it started. */
export interface StackInfo {
  baseUrl: string;
  /** The process group of `npm start`'s process; absent when E2E_BASE_URL pointed at a running stack. */
  pid?: number;
  /** The temporary folder holding the stack's state and its log. */
  workDir?: string;
}

export const repoRoot = path.resolve(__dirname, '../..');
/**
 * Where the global setup leaves the stacks it started, one per jest worker: in its process's environment, which
 * the workers it spawns inherit. Each worker drives its own stack (JEST_WORKER_ID 1 the first), so two journeys
 * never share one: a journey counts on a stack no other journey is changing while it runs.
 */
const STACKS_VARIABLE = 'E2E_STACKS';

export function writeStackInfos(stacks: readonly StackInfo[]): void {
  process.env[STACKS_VARIABLE] = JSON.stringify(stacks);
}

/** Every stack the global setup started. */
export function readStackInfos(): StackInfo[] {
  const stacks = process.env[STACKS_VARIABLE];
  return stacks ? (JSON.parse(stacks) as StackInfo[]) : [];
}

/** This worker's stack. */
export function readStackInfo(): StackInfo | undefined {
  const stacks = readStackInfos();
  return stacks[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % Math.max(stacks.length, 1)];
}

export function removeStackInfos(): void {
  Reflect.deleteProperty(process.env, STACKS_VARIABLE);
}

/** The web app's address, e.g. http://localhost:3100. */
export function baseUrl(): string {
  const url = readStackInfo()?.baseUrl;
  if (!url) throw new Error('No stack: the e2e global setup did not run (run these tests with `npx jest --selectProjects e2e`).');
  return url;
}
