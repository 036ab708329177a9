import { withGeneralSettings } from '#test/settings';
import { embeddedJson, fetchPage, inlineScripts, putReleasedShell } from '#test/site-shell';
import { settings, pathOf, webPages } from '@app/shared/contracts';
import { signInShellHtml } from './sign-in-page';

/** The branding the page carries for the browser's first render. */
const embeddedBranding = (html: string) => embeddedJson(html, 'branding-data');

beforeAll(putReleasedShell);

describe('sign-in, rendered on the server', () => {
  it('serves the form and the programme’s description in its first HTML, in the released shell, with the branding it was rendered with', async () => {
    const description = 'Shirts that fund climate work. <b>Sign in</b> & sell.';
    await withGeneralSettings({ programName: 'Climate Crew', programDescription: description }, async () => {
      const page = await fetchPage(webPages.signInPage.path);

      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('public, max-age=60');
      const { html } = page;
      // The released shell, its scripts and stylesheets: the app that hydrates the page is the one released.
      expect(html).toContain('<script defer="defer" src="/root/v7/main.abc.js"></script>');
      expect(html).toContain('<div id="root-status" hidden');
      expect(html).toContain('<link rel="stylesheet" href="/mf/public/v3/650.abc.css"/>');
      expect(html).toContain('<title>Climate Crew</title>');
      expect(html).toContain('<div id="single-spa-application:sign-in-page" data-server-rendered>');
      // Spec part 1, 2.3, before any script runs; the description escaped, in the page and in its tag.
      expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
      expect(html).toContain('Sign in to your ambassador account');
      expect(html).toContain('Shirts that fund climate work. &lt;b&gt;Sign in&lt;/b&gt; &amp; sell.');
      expect(html).toContain('<meta name="description" content="Shirts that fund climate work. &lt;b&gt;Sign in&lt;/b&gt; &amp; sell."/>');
      expect(html).toMatch(/<input[^>]*type="email"/);
      expect(html).toMatch(/<input[^>]*type="password"/);
      // Sent only by the app once it runs, and never in an address: the button waits for it, the form posts.
      expect(html).toMatch(/<form[^>]*method="post"/);
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Sign In<\/button>/);
      expect(html).toContain('href="/auth/forgot-password"');
      expect(html).toContain('href="/apply"');
      // The same branding as its API answer, so the browser's first render needs no second fetch.
      const answer = await fetch(`${process.env.API_URL}${pathOf(settings.getBranding)}`);
      expect(embeddedBranding(html)).toEqual(await answer.json());
      expect(inlineScripts(html)).toEqual([]);
    });
  });

  it('fills in the e-mail the address names, as the app does, escaped', async () => {
    const email = 'new.member+"x"@example.com';

    const { status, html } = await fetchPage(`${webPages.signInPage.path}?${new URLSearchParams({ email })}`);

    expect(status).toBe(200);
    expect(html).toContain('value="new.member+&quot;x&quot;@example.com"');
    // "Forgot password?" carries what is typed so far.
    expect(html).toContain(`href="/auth/forgot-password?${new URLSearchParams({ email })}"`);
  });

  it.each([
    ['a query it does not know', '?next=%3Cscript%3E'],
    ['an undecodable query', '?email=%E0%A4%A'],
  ])('answers %s with the page, never a 500', async (_case, query) => {
    const { status, html } = await fetchPage(webPages.signInPage.path + query);

    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).not.toContain('<script>');
  });

  it('falls back, when it cannot render, to the released shell as the bucket holds it, where the app renders sign-in itself', async () => {
    const fallback = await signInShellHtml();
    const html = 'html' in fallback ? fallback.html : '';

    expect(fallback).toMatchObject({ cacheControl: 'no-store' });
    expect(html).toContain('<script defer="defer" src="/root/v7/main.abc.js"></script>');
    // The shell untouched: its own title and start-up spinner, no page of the server's in it.
    expect(html).toContain('<title>Ambassador Program</title>');
    expect(html).toContain('<div id="root-status" role="status"');
    expect(html).not.toContain('data-server-rendered');
  });
});
