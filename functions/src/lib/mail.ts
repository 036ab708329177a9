import { escapeHtml } from '@app/shared/platform';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { env } from './env';

/** Whom an e-mail comes from, as its HTML part's header shows: the logo (an absolute address), else the name. */
export interface EmailBrand {
  name: string;
  logoUrl: string | null;
}

/**
 * The page an e-mail is about, where it stands among the paragraphs (issue 45): a button in the HTML part, and
 * its label and address in the text part, so a reader of either goes there in one tap.
 */
export interface EmailAction {
  label: string;
  /** An absolute address on the programme's site (or a guardian's page). */
  url: string;
}

/** An e-mail as domains write it: plain paragraphs and actions, which become both its text part and its HTML part. */
export interface Email {
  to: string;
  subject: string;
  /** Each one a paragraph (a line break inside one is kept), or an action's button. */
  paragraphs: readonly (string | EmailAction)[];
  /** The programme's logo or name above the HTML part's paragraphs; none, no header. */
  brand?: EmailBrand;
}

/** The text part: each paragraph, and each action as its label and address. */
export function emailText(paragraphs: Email['paragraphs']): string {
  return paragraphs.map((block) => (typeof block === 'string' ? block : `${block.label}: ${block.url}`)).join('\n\n');
}

/** An action as a button that survives mail clients: a link styled as one, its address also shown below it. */
function actionHtml({ label, url }: EmailAction): string {
  const href = escapeHtml(url);
  const button =
    'display: inline-block; background: #1d5c3a; color: #ffffff; padding: 12px 20px; border-radius: 8px; font-weight: bold; text-decoration: none';
  return `<p><a href="${href}" style="${button}">${escapeHtml(label)}</a></p>\n<p style="font-size: 13px; color: #4d5c55">Or open ${href}</p>`;
}

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

/**
 * The HTML part: the brand's header, then the same paragraphs, escaped, since they carry what users wrote
 * (feedback, messages), each action a button where it stands.
 */
export function emailHtml(paragraphs: Email['paragraphs'], brand?: EmailBrand): string {
  const body = paragraphs
    .map((block) => (typeof block === 'string' ? `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>` : actionHtml(block)))
    .join('\n');
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
            Text: { Data: emailText(email.paragraphs), Charset: charset },
            Html: { Data: emailHtml(email.paragraphs, email.brand), Charset: charset },
          },
        },
      },
    }),
  );
}
