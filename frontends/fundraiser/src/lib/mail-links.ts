/** Compose windows of the two web mail clients the use-template dialog offers, pre-filled with recipient, subject and body. */
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
