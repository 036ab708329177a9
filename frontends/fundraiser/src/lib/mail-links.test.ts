import { gmailComposeUrl, mailtoUrl, outlookComposeUrl } from './mail-links';

const draft = { to: 'aunt.may@example.com', subject: 'Help Jordan & Hillside', body: 'Line one\n\nCode: JORDANHHS 100%' };

describe('mail compose links', () => {
  it.each([
    ['Gmail', gmailComposeUrl(draft), 'to', 'su'],
    ['Outlook', outlookComposeUrl(draft), 'to', 'subject'],
  ])('pre-fill %s with the recipient, subject and body, each encoded', (_client, url, to, subject) => {
    const params = new URL(url).searchParams;

    expect(params.get(to)).toBe(draft.to);
    expect(params.get(subject)).toBe(draft.subject);
    expect(params.get('body')).toBe(draft.body);
    expect(url).not.toContain(' ');
  });

  it('open the default mail app with the recipient, and the subject and body encoded (spaces as %20, not +)', () => {
    expect(mailtoUrl(draft)).toBe(
      'mailto:aunt.may@example.com?subject=Help%20Jordan%20%26%20Hillside&body=Line%20one%0A%0ACode%3A%20JORDANHHS%20100%25',
    );
  });
});
