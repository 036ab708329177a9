import { randomUUID } from 'node:crypto';
import { schedules } from '@app/shared/contracts';
import type { Role } from '@app/shared/platform';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@app/shared/settings';
import type { Context } from 'aws-lambda';
import { publish } from '#lib/events';
import { uniqueEmail } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { newProfile, putNewProfile } from '../profiles';
import { setNotificationSettings } from '../settings/seeding';
import { handler } from './lambda';

const DAY_MS = 86_400_000;

/**
 * A Monday 08:00 UTC far in the future, different in every test: each run is its own ISO week, so its
 * markers and revenue snapshot are its own whatever else shares the table.
 */
function uniqueMonday(): Date {
  let monday = Date.UTC(2200, 0, 1, 8);
  while (new Date(monday).getUTCDay() !== 1) monday += DAY_MS;
  return new Date(monday + Math.floor(Math.random() * 200_000) * 7 * DAY_MS);
}

/** What the scheduled rule hands the Lambda (its target input), for a run due at `scheduledAt`. */
const scheduledEvent = (scheduledAt: Date) => ({
  source: schedules.weeklyReportDue.source,
  'detail-type': schedules.weeklyReportDue.detailType,
  detail: { scheduled_at: scheduledAt.toISOString().replace(/\.\d{3}Z$/, 'Z') },
});

const fire = (scheduledAt: Date) => handler(scheduledEvent(scheduledAt) as never, {} as Context) as Promise<{ sent: number }>;

async function givenProfile(role: Role) {
  const profile = newProfile({ user_id: randomUUID(), first_name: 'Robin', last_name: 'Reyes', email: uniqueEmail(role), role });
  await putNewProfile(profile);
  return profile;
}

const readableDate = (time: number) =>
  new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The 7 days before a Monday's run (its period is in the subject): Monday to Sunday of the week before. */
const periodOf = (monday: Date) => {
  const day = Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate());
  return `${readableDate(day - 7 * DAY_MS)} to ${readableDate(day - DAY_MS)}`;
};

/** The weekly reports an address got for the run due at `scheduledAt`. */
const reportsTo = async (address: string, scheduledAt: Date) =>
  (await sentEmailsTo(address)).filter((email) => email.subject === `Weekly report: ${periodOf(scheduledAt)}`);

/** Runs `act` with some toggles changed, then puts every toggle back on. */
async function withToggles(changes: Partial<NotificationSettings>, act: () => Promise<void>): Promise<void> {
  await setNotificationSettings({ ...DEFAULT_NOTIFICATION_SETTINGS, ...changes });
  try {
    await act();
  } finally {
    await setNotificationSettings(DEFAULT_NOTIFICATION_SETTINGS);
  }
}

/** The figure a report's line gives, e.g. 'Orders this week: 1,234' → '1,234'. */
const figure = (text: string | undefined, label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(text ?? '')?.[1];
const count = (text: string | undefined, label: string) => Number(figure(text, label)?.replace(/,/g, ''));

describe('weekly report (scheduled job)', () => {
  it('e-mails no admin while weekly reports are off, or while e-mail notifications (the master switch) are off', async () => {
    const admin = await givenProfile('admin');
    const [first, second] = [uniqueMonday(), uniqueMonday()];

    await withToggles({ weeklyReports: false }, async () => {
      await fire(first);
    });
    await withToggles({ emailNotifications: false }, async () => {
      await fire(second);
    });

    expect(await reportsTo(admin.email, first)).toHaveLength(0);
    expect(await reportsTo(admin.email, second)).toHaveLength(0);
  });

  it('e-mails each admin exactly one report a week, however often the schedule fires, and no ambassador', async () => {
    const admins = [await givenProfile('admin'), await givenProfile('admin')];
    const student = await givenProfile('student');
    const monday = uniqueMonday();

    await withToggles({}, async () => {
      await fire(monday);
      await Promise.all([fire(monday), fire(monday)]);
      // Later the same week (a run by hand): still the same week's report.
      await fire(new Date(monday.getTime() + 2 * DAY_MS));
    });

    for (const admin of admins) expect(await reportsTo(admin.email, monday)).toHaveLength(1);
    expect(await sentEmailsTo(student.email)).toHaveLength(0);
  });

  it("gives the week's orders and revenue from the day counters, the dashboard's counts and the link to the reports", async () => {
    const admin = await givenProfile('admin');
    const monday = uniqueMonday();
    const ambassador = await givenAmbassador('student');
    // Orders dated in the week before the run (nobody else's are, that far ahead), one the day before
    // it began and one on the run's own day (neither counts); one refunded in part.
    const datedOrder = (daysBeforeRun: number, quantity: number, unitPrice: number) => {
      const date = new Date(monday.getTime() - daysBeforeRun * DAY_MS).toISOString();
      return { ...shopifyOrder({ code: ambassador.code, quantity, unitPrice }), created_at: date, processed_at: date };
    };
    const orders = [datedOrder(7.2, 2, 30), datedOrder(3, 1, 45.5), datedOrder(0.5, 4, 25), datedOrder(8, 5, 20), datedOrder(0.1, 3, 20)];
    for (const order of orders) await sendWebhook('orders/paid', order);
    await sendWebhook('refunds/create', shopifyRefund(orders[2]!, [{ index: 0, quantity: 1 }]));
    // Each order's transaction moves the ambassador's totals; the day counters follow from the table's changes.
    await eventually(async () => expect((await getAmbassadorTotals(ambassador.userId, true))?.units_sold).toBe(2 + 1 + 4 + 5 + 3 - 1));
    await settled();

    await withToggles({}, async () => {
      await fire(monday);
    });

    const [report] = await reportsTo(admin.email, monday);
    const text = report?.body.text;
    expect(text).toContain(`Here is how the programme did from ${periodOf(monday)}:`);
    expect(figure(text, 'Orders this week')).toBe('3');
    // The lines after the code's 10%: 54 + 40.95 + 90, less the refunded shirt's 22.50.
    expect(figure(text, 'Revenue this week')).toBe('$162.45');
    // Other test files add ambassadors and submissions at the same time: these hold at least ours.
    expect(count(text, 'New ambassadors this week')).toBeGreaterThanOrEqual(1);
    expect(count(text, 'Total ambassadors')).toBeGreaterThanOrEqual(count(text, 'New ambassadors this week'));
    expect(count(text, 'Pending submissions')).toBeGreaterThanOrEqual(0);
    const reportsUrl = new URL('/admin/reports', process.env.SITE_URL).href;
    expect(text).toContain(`Open the Full Reports: ${reportsUrl}`);
    expect(report?.body.html).toContain(reportsUrl);
    expect(report?.body.html).toContain('Orders this week: 3<br>Revenue this week: $162.45<br>');
  });

  it('runs from the event put on the bus by hand (npm run report:weekly), as from its scheduled rule', async () => {
    const admin = await givenProfile('admin');
    const monday = uniqueMonday();

    await withToggles({}, async () => {
      await publish(schedules.weeklyReportDue, { scheduled_at: monday.toISOString() });
      await eventually(async () => expect(await reportsTo(admin.email, monday)).toHaveLength(1));
    });
  });
});
