import type { Profile } from '@app/shared/profiles';
import { sendEmail, type Email, type EmailBrand } from '#lib/mail';
import { emailBrand } from '../settings';
import { claimNotification, markNotificationSent, releaseNotification } from './notification-data';
import { logger } from '#lib/observability';

export type Recipient = Pick<Profile, 'user_id' | 'first_name' | 'email'>;

/**
 * What an e-mail says to one recipient (lib/mail adds the text and HTML parts, and the brand's header). It
 * may first make what the e-mail carries (a guardian's link): it runs once the e-mail is claimed, so a
 * redelivered event makes nothing anew.
 */
export type Compose<R extends Recipient = Recipient> = (recipient: R) => Omit<Email, 'to' | 'brand'> | Promise<Omit<Email, 'to' | 'brand'>>;

/**
 * Sends one event's e-mail to one recipient at most once, however often the event is delivered: the
 * marker is claimed first; a send that fails gives it back and rethrows, so the retry can send.
 */
async function notifyOnce<R extends Recipient>(
  eventKey: string,
  recipient: R,
  compose: Compose<R>,
  brand: EmailBrand,
): Promise<'sent' | 'already sent'> {
  if (!(await claimNotification(eventKey, recipient.user_id))) return 'already sent';
  try {
    await sendEmail({ to: recipient.email, brand, ...(await compose(recipient)) });
  } catch (error) {
    await releaseNotification(eventKey, recipient.user_id);
    throw error;
  }
  try {
    await markNotificationSent(eventKey, recipient.user_id);
  } catch (error) {
    // The e-mail is out: failing the event now would only invite a second one later.
    logger.warn('Notification sent but not marked sent', { eventKey, recipient: recipient.user_id, error });
  }
  return 'sent';
}

// A few at a time: fast for a long list of admins, well within SES's sending rate (the SDK retries throttling).
const SENDS_AT_ONCE = 4;

/**
 * Sends one event's e-mail to each recipient. A failure for one recipient does not stop the others;
 * the event then fails as a whole, and its retry e-mails only those still without theirs.
 */
export async function notifyEach<R extends Recipient>(
  eventKey: string,
  recipients: readonly R[],
  compose: Compose<R>,
): Promise<{ sent: number }> {
  if (recipients.length === 0) return { sent: 0 };
  const brand = await emailBrand();
  let sent = 0;
  let next = 0;
  const failures: unknown[] = [];
  const sender = async () => {
    while (next < recipients.length) {
      const recipient = recipients[next++]!;
      try {
        if ((await notifyOnce(eventKey, recipient, compose, brand)) === 'sent') sent++;
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, recipients.length) }, sender));
  if (failures.length) {
    // The first reason in the message: it is what a dead letter shows the admins.
    const reason = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
    throw new AggregateError(failures, `${failures.length} of ${recipients.length} e-mails for ${eventKey} failed: ${reason}`);
  }
  return { sent };
}
