/**
 * Compose windows the use-template dialog offers, pre-filled with recipient, subject and body: the device's
 * own mail app (a mailto: link) and the two web mail clients.
 */
export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

const query = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

export function gmailComposeUrl({ to, subject, body }: MailDraft): string {
  return `https://mail.google.com/mail/?${query({ view: 'cm', fs: '1', to, su: subject, body })}`;
}

export function outlookComposeUrl({ to, subject, body }: MailDraft): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?${query({ to, subject, body })}`;
}

/** The default mail app's compose window (RFC 6068): the recipient in the path (its @ as is), subject and body encoded in the query. */
export function mailtoUrl({ to, subject, body }: MailDraft): string {
  return `mailto:${encodeURIComponent(to).replaceAll('%40', '@')}?${query({ subject, body })}`;
}
