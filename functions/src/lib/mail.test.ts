import { emailHtml, emailText } from './mail';

describe('the HTML part of an e-mail', () => {
  it('opens with the logo at its absolute address, the program name its alt text, escaped as everything else', () => {
    const html = emailHtml(['Hi <Robin>,', 'Line one\nLine two'], {
      name: 'Climate & "Crew"',
      logoUrl: 'https://assets.example.com/public/branding/1-abc.png',
    });

    expect(html).toContain(
      '<img src="https://assets.example.com/public/branding/1-abc.png" alt="Climate &amp; &quot;Crew&quot;" height="48"',
    );
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<p>Hi &lt;Robin&gt;,</p>'));
    expect(html).toContain('<p>Line one<br>Line two</p>');
  });

  it('shows the program name as a wordmark when no logo is saved, and no header without a brand', () => {
    const wordmark = emailHtml(['Hello'], { name: 'Threads for Tomorrow', logoUrl: null });
    expect(wordmark).toContain('<p style="font-size: 20px; font-weight: bold">Threads for Tomorrow</p>');
    expect(wordmark).not.toContain('<img');

    expect(emailHtml(['Hello'])).toBe(
      '<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n<p>Hello</p>\n</body></html>',
    );
  });
});

describe("an e-mail's action", () => {
  const blocks = ['Hi Sam,', { label: 'Open <My> Objectives', url: 'https://site.example/objectives?a=1&b=2' }, 'The team'];

  it('is a button where it stands in the HTML part, its label and address escaped, the address shown under it', () => {
    const html = emailHtml(blocks);

    expect(html).toContain('<a href="https://site.example/objectives?a=1&amp;b=2" style="display: inline-block;');
    expect(html).toContain('>Open &lt;My&gt; Objectives</a>');
    expect(html).toContain('Or open https://site.example/objectives?a=1&amp;b=2');
    expect(html.indexOf('Hi Sam,')).toBeLessThan(html.indexOf('<a href'));
    expect(html.indexOf('<a href')).toBeLessThan(html.indexOf('The team'));
  });

  it('is its label and address in the text part, in its place among the paragraphs', () => {
    expect(emailText(blocks)).toBe('Hi Sam,\n\nOpen <My> Objectives: https://site.example/objectives?a=1&b=2\n\nThe team');
  });
});
