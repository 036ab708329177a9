import path from 'node:path';
import { repoRoot } from '#local/layout';

/** Where `npm run bench` keeps what its last full run printed; docs/testing.md ("npm run bench") points here. */
export const PERFORMANCE_RECORD = path.join(repoRoot, 'docs', 'performance.md');

export interface RunFacts {
  finishedAt: Date;
  /** The BENCH_* variables the run was given: a run at other sizes says so. */
  settings: Record<string, string>;
  node: string;
  cores: number;
}

/** The BENCH_* variables of `env`, in name order. */
export function benchSettingsOf(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('BENCH_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The record of one full run: when, where and at what sizes it ran, then its report verbatim. Rewritten by every full run. */
export function runRecord(report: string, { finishedAt, settings, node, cores }: RunFacts): string {
  const sizes = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  return [
    '# Performance: the last full `npm run bench`',
    '',
    'Written by `npm run bench` at the end of each full run (scripts/src/bench/record.ts); do not edit it by hand.',
    '',
    `- Finished: ${finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${cores} cores, Node ${node}`,
    `- Sizes: ${sizes.length ? sizes.join(', ') : 'the defaults (docs/testing.md, "npm run bench")'}`,
    '',
    'What it printed:',
    '',
    '```text',
    report.trim(),
    '```',
    '',
  ].join('\n');
}
