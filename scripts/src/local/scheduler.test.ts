import { scheduledRules } from '@app/functions/platform';
import { startScheduler, type ScheduledEntry } from './scheduler';

describe('local scheduler', () => {
  afterEach(() => jest.useRealTimers());

  it('knows the weekly report’s schedule from the domains (the same cron expression as its AWS rule)', () => {
    expect(scheduledRules).toContainEqual(
      expect.objectContaining({
        domain: 'notifications',
        cron: '0 8 ? * MON *',
        event: { source: 'programme.schedule', detailType: 'Weekly report due' },
      }),
    );
  });

  it('puts a schedule’s event on the bus when it is due, with the time it was due, and again a week later', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T07:58:30Z') });
    const put: ScheduledEntry[] = [];
    const rule = {
      name: 'notifications-weekly-report-due-schedule',
      domain: 'notifications',
      cron: '0 8 ? * MON *',
      event: { source: 'programme.schedule', detailType: 'Weekly report due' },
    };
    const scheduler = startScheduler({ rules: [rule], put: (entry) => put.push(entry) });

    jest.advanceTimersByTime(60_000);
    expect(put).toEqual([]);
    jest.advanceTimersByTime(30_000);
    expect(put).toEqual([
      { Source: 'programme.schedule', DetailType: 'Weekly report due', Detail: '{"scheduled_at":"2026-11-23T08:00:00Z"}' },
    ]);
    expect(scheduler.nextRuns()[rule.name]?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    jest.advanceTimersByTime(7 * 86_400_000);
    expect(put.map((entry) => entry.Detail)).toEqual([
      '{"scheduled_at":"2026-11-23T08:00:00Z"}',
      '{"scheduled_at":"2026-11-30T08:00:00Z"}',
    ]);

    await scheduler.stop();
    jest.advanceTimersByTime(7 * 86_400_000);
    expect(put).toHaveLength(2);
  });
});
