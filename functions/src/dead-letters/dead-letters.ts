import { deadLetters, events, schedules, type EventContract, type ScheduleContract } from '@app/shared/contracts';
import type { DeadLetter } from '@app/shared/dead-letters';
import { changed, recordAudit } from '#lib/audit';
import { Conflict, NotFound, ServiceUnavailable } from '#lib/errors';
import { publish } from '#lib/events';
import { nowIso } from '#lib/table';
import type { UndeliveredEvent } from '#lib/undelivered';
import { claimForRedrive, getDeadLetter, pendingDeadLetters, putDeadLetter, releaseClaim, type StoredDeadLetter } from './dead-letter-data';
import { logger } from '#lib/observability';

const { errors } = deadLetters.redriveDeadLetter;
const isSchedule = (value: unknown): value is ScheduleContract => typeof value === 'object' && value !== null && 'cron' in value;
// Every event a consumer can fail on: the domains' events and the schedules' (a job that failed is replayed like any other).
const eventContracts: readonly EventContract[] = [...Object.values(events), ...Object.values(schedules).filter(isSchedule)];
// One call replays at most this many; `npm run redrive` calls again while any are left.
const REDRIVE_BATCH = 100;

const contractOf = (source: string, detailType: string) =>
  eventContracts.find((contract) => contract.source === source && contract.detailType === detailType);

/** Keeps an event no consumer could process, described for the admin who will look at it. */
export async function keepUndelivered(undelivered: UndeliveredEvent): Promise<void> {
  const { source, detailType, detail } = undelivered.event;
  const contract = contractOf(source, detailType);
  const parsed = contract?.detail.safeParse(detail);
  const summary = contract && parsed?.success ? contract.describe(parsed.data) : detailType;
  await putDeadLetter(undelivered, summary);
}

/**
 * Puts a dead letter's event back on the bus, once: the claim (pending → redriven) is conditional, so
 * two admins, or an admin and the script, replay it once between them. Its consumers are idempotent,
 * so a consumer that had already processed it changes nothing.
 */
async function redrive({ letter, detail }: StoredDeadLetter): Promise<DeadLetter> {
  const contract = contractOf(letter.source, letter.detail_type);
  const parsed = contract?.detail.safeParse(detail);
  if (!contract || !parsed?.success) throw new Conflict(errors.noContract, 'no_contract');
  const now = nowIso();
  if (!(await claimForRedrive(letter.id, now))) throw new Conflict(errors.alreadyRedriven, 'already_redriven');
  try {
    await publish(contract, parsed.data);
  } catch (error) {
    await releaseClaim(letter.id);
    logger.error('Could not replay an unprocessed event', { letterId: letter.id, error });
    throw new ServiceUnavailable('The event bus did not take the event. Please try again.');
  }
  // Written once the bus took the event, not with the claim: a claim given back (the bus refused) replayed nothing.
  await recordAudit({
    subjectType: 'dead_letter',
    subjectId: letter.id,
    changes: [changed('status', 'pending', 'redriven')],
  });
  return { ...letter, status: 'redriven', redriven_at: now };
}

export async function redriveDeadLetter(id: string): Promise<DeadLetter> {
  const stored = await getDeadLetter(id);
  if (!stored) throw new NotFound(errors.notFound);
  if (stored.letter.status !== 'pending') throw new Conflict(errors.alreadyRedriven, 'already_redriven');
  return redrive(stored);
}

/** Replays the oldest pending dead letters; those that match no contract, or that another caller won, are skipped. */
export async function redrivePending(): Promise<{ redriven: number; skipped: number }> {
  let redriven = 0;
  let skipped = 0;
  for (const stored of await pendingDeadLetters(REDRIVE_BATCH)) {
    try {
      await redrive(stored);
      redriven++;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      skipped++;
    }
  }
  return { redriven, skipped };
}
