import { benchSettingsOf, runRecord } from './record';

describe('the bench’s record of its last full run', () => {
  it('says when, on what and at which sizes it ran, then the report verbatim', () => {
    const report = '\n| stage | figure |\n| --- | --- |\n| orders | 79 orders/s |\n\nRun time 26.9 min on 2 cores.\n';

    const record = runRecord(report, {
      finishedAt: new Date('2026-11-28T22:34:49Z'),
      settings: { BENCH_E2E_ORDERS: '2000', BENCH_TOTAL_ORDERS: '20000' },
      node: 'v24.22.3',
      cores: 2,
    });

    expect(record).toBe(
      [
        '# Performance: the last full `npm run bench`',
        '',
        'Written by `npm run bench` at the end of each full run (scripts/src/bench/record.ts); do not edit it by hand.',
        '',
        '- Finished: 2026-11-28 22:34 UTC',
        '- Machine: 2 cores, Node v24.22.3',
        '- Sizes: BENCH_E2E_ORDERS=2000, BENCH_TOTAL_ORDERS=20000',
        '',
        'What it printed:',
        '',
        '```text',
        '| stage | figure |\n| --- | --- |\n| orders | 79 orders/s |\n\nRun time 26.9 min on 2 cores.',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('names the defaults when no size was given, and keeps only the BENCH_* variables, sorted', () => {
    const settings = benchSettingsOf({ PATH: '/usr/bin', BENCH_TOTAL_ORDERS: '5000', BENCH_E2E_ORDERS: '500', HOME: '/root' });

    expect(settings).toEqual({ BENCH_E2E_ORDERS: '500', BENCH_TOTAL_ORDERS: '5000' });
    expect(Object.keys(settings)).toEqual(['BENCH_E2E_ORDERS', 'BENCH_TOTAL_ORDERS']);
    expect(runRecord('x', { finishedAt: new Date(0), settings: {}, node: 'v24', cores: 2 })).toContain(
      '- Sizes: the defaults (docs/testing.md, "npm run bench")',
    );
  });
});
