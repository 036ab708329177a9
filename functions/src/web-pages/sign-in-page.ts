import { renderSignInPage } from '@app/public/server';
import { webPages } from '@app/shared/contracts';
import type { PageRequest, PageResult } from '#lib/page';
import { BRANDING_CACHE, programmeBranding } from '../settings';
import { pageHtml } from './page-html';
import { siteShell } from './site-shell';

/**
 * /auth: sign-in (spec part 1, 2.3) with its content in its first HTML (the public micro-frontend's
 * components, rendered with the programme's branding), so a phone paints the form and the programme's
 * description before any script loads. Kept as long as the branding's own answer: the page shows nothing
 * else of the server's, and a query (?email=) is the visitor's own.
 */
export async function signInPageHtml({ event }: PageRequest<typeof webPages.signInPage>): Promise<PageResult> {
  const [branding, shell] = await Promise.all([programmeBranding(), siteShell()]);
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const rendered = await renderSignInPage(branding, webPages.signInPage.path + query);
  const meta: Record<string, string> = branding.programDescription ? { description: branding.programDescription } : {};
  const html = pageHtml(shell, { title: branding.programName, hoisted: rendered.head, meta }, rendered.body);
  return { status: 200, html, cacheControl: BRANDING_CACHE };
}

/**
 * What /auth answers when it cannot render (the page's error handler sends it uncached, with 503): the
 * released shell as the site bucket holds it, where the browser app renders sign-in itself.
 */
export async function signInShellHtml(): Promise<PageResult> {
  const { html } = await siteShell();
  return { status: 200, html, cacheControl: 'no-store' };
}
