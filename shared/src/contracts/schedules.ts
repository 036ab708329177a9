import * as z from 'zod';
import type { EventContract } from './contract';

/**
 * What every scheduled event carries: the time it was due (EventBridge's own `time` of the scheduled
 * event in AWS, the local timer's in `npm start`), so a late delivery or a replay still knows which run it is.
 */
export const scheduledDetailSchema = z.object({ scheduled_at: z.iso.datetime({ offset: true }).max(40) });
export type ScheduledDetail = z.output<typeof scheduledDetailSchema>;

/**
 * A job the platform runs on a timetable, declared once: an event of its own source and detail-type whose
 * rule fires on an EventBridge cron expression (`minutes hours day-of-month month day-of-week year`, UTC).
 * The API stack creates the scheduled rule, the local stack runs a timer from the same expression, and the
 * event can also be put on the bus by hand (`npm run report:weekly`) or replayed like any other.
 */
export type ScheduleContract = EventContract<typeof scheduledDetailSchema> & { cron: string };

export function defineSchedule(
  contract: Omit<ScheduleContract, 'detail' | 'describe'> & { describe?: ScheduleContract['describe'] },
): ScheduleContract {
  return {
    detail: scheduledDetailSchema,
    describe: (detail) => `${contract.detailType} at ${detail.scheduled_at}`,
    ...contract,
  };
}

/** Monday 08:00 UTC: every admin is e-mailed the week's figures while Settings' weekly reports are on. */
export const weeklyReportDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Weekly report due',
  cron: '0 8 ? * MON *',
});

/**
 * Every hour at 17 minutes past (off the hour, when other jobs of the world crowd the store's API): the store's
 * recently changed orders are read and any the webhooks missed are folded in (functions/src/reconciliation).
 */
export const storeOrdersReconciliationDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Store orders reconciliation due',
  cron: '17 * * * ? *',
});

/**
 * Every 15 minutes: the admins' ranking of ambassadors by tracked-link conversion is worked out again
 * (Impact & Reports reads it in one GetItem, however many ambassadors there are).
 */
export const conversionRankingDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Conversion ranking due',
  cron: '0/15 * * * ? *',
});

/**
 * Every day at 03:41 UTC: the orders whose commission hold (Settings > Payments) has passed become payable
 * (functions/src/orders/commission-maturity.ts). Daily: the hold is counted in days, and each run reads
 * back a week behind its watermark.
 */
export const commissionMaturityDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Commission maturity due',
  cron: '41 3 * * ? *',
});

/**
 * Every day at 04:23 UTC: members inactive past Settings > Privacy's retention period are erased, and those
 * due within 14 days are e-mailed, with their guardian (functions/src/notifications/member-retention.ts).
 */
export const memberRetentionDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Member retention due',
  cron: '23 4 * * ? *',
});

/**
 * Every 5 minutes: payout runs not finished (a run cut short by a crash or a deploy) and gift card payouts left
 * pending are issued on, each payout claimed first, so nobody is paid twice (functions/src/payouts/payout-runs.ts).
 */
export const payoutRunsResumeDue = defineSchedule({
  source: 'programme.schedule',
  detailType: 'Payout runs resume due',
  cron: '0/5 * * * ? *',
});
