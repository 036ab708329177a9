import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { env } from './env';

/** An e-mail as domains write it: plain paragraphs, which become both its text part and its HTML part. */
export interface Email {
  to: string;
  subject: string;
  /** Each one a paragraph; a line break inside one is kept. */
  paragraphs: readonly string[];
}

/** Text as HTML shows it: what users wrote can hold markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The HTML part: the same paragraphs, escaped, since they carry what users wrote (feedback, messages). */
function htmlOf(paragraphs: readonly string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`;
}

/**
 * Sends one e-mail through SES from the programme's address (MAIL_FROM_ADDRESS), with a plain-text part
 * and an HTML part. Throws when SES refuses it, so an event consumer fails and its event is retried.
 */
export async function sendEmail(email: Email): Promise<void> {
  const charset = 'UTF-8';
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env('mail').MAIL_FROM_ADDRESS,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          // A subject is one line; a message's subject may hold line breaks.
          Subject: { Data: email.subject.replace(/\s+/g, ' ').trim(), Charset: charset },
          Body: {
            Text: { Data: email.paragraphs.join('\n\n'), Charset: charset },
            Html: { Data: htmlOf(email.paragraphs), Charset: charset },
          },
        },
      },
    }),
  );
}
