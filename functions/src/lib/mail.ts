import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { env } from './env';

/** Whom an e-mail comes from, as its HTML part's header shows: the logo (an absolute address), else the name. */
export interface EmailBrand {
  name: string;
  logoUrl: string | null;
}

/** An e-mail as domains write it: plain paragraphs, which become both its text part and its HTML part. */
export interface Email {
  to: string;
  subject: string;
  /** Each one a paragraph; a line break inside one is kept. */
  paragraphs: readonly string[];
  /** The programme's logo or name above the HTML part's paragraphs; none, no header. */
  brand?: EmailBrand;
}

/** Text as HTML shows it: what users wrote can hold markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The header of the HTML part: the logo at 48 px high with the programme's name as its alt text (what a
 * mail client that blocks images shows), or the name as a wordmark when no logo is saved.
 */
export function brandHeaderHtml(brand: EmailBrand): string {
  const name = escapeHtml(brand.name);
  return brand.logoUrl
    ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display: block; height: 48px; width: auto; border: 0"></p>`
    : `<p style="font-size: 20px; font-weight: bold">${name}</p>`;
}

/** The HTML part: the brand's header, then the same paragraphs, escaped, since they carry what users wrote (feedback, messages). */
export function emailHtml(paragraphs: readonly string[], brand?: EmailBrand): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
  const header = brand ? `${brandHeaderHtml(brand)}\n` : '';
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${header}${body}\n</body></html>`;
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
            Html: { Data: emailHtml(email.paragraphs, email.brand), Charset: charset },
          },
        },
      },
    }),
  );
}
