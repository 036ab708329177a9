/**
 * npm run report:weekly: runs the weekly report now on the running local stack, as its Monday 08:00 UTC
 * schedule would: puts the schedule's event on the local bus (PutEvents), which delivers it to the
 * notifications domain. Admins get it while Settings' weekly reports are on, once per week however often
 * it runs; it lands in the local inbox. PORT is the stack's web port (default 3000).
 * In AWS the same event can be put on the programme's bus with `aws events put-events`.
 */
import '#node-runtime';
import { schedules } from '@app/shared/contracts';
import { localNames, portsFrom } from '#local/layout';

async function main() {
  const webPort = Number(process.env.PORT ?? '3000');
  const ports = portsFrom(webPort);
  const scheduledAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const { source, detailType } = schedules.weeklyReportDue;
  const response = await fetch(`http://127.0.0.1:${ports.events}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
    body: JSON.stringify({
      Entries: [
        {
          EventBusName: localNames.eventBus,
          Source: source,
          DetailType: detailType,
          Detail: JSON.stringify({ scheduled_at: scheduledAt }),
        },
      ],
    }),
  }).catch(() => undefined);
  const answer = (await response?.json().catch(() => undefined)) as { FailedEntryCount?: number } | undefined;
  if (!response?.ok || answer?.FailedEntryCount !== 0) {
    console.error(`The local bus did not take the event (is the stack running on port ${webPort}?).`);
    process.exit(1);
  }
  console.log(`Put "${detailType}" (scheduled_at ${scheduledAt}) on the local bus.`);
  console.log(`Admins get the report while weekly reports are on in Settings, once a week: see http://localhost:${ports.ses}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
