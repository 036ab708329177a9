import { escapeHtml } from '@app/shared/platform';
import type { SiteShell } from './site-shell';

export interface PageHead {
  title: string;
  /** Meta tags by property or name: og:* go as `property`, the rest as `name`. */
  meta: Record<string, string>;
  /** Tags React hoisted out of the body (preloads), written into the head as they are. */
  hoisted?: string;
}

/**
 * The released index.html with a page's head and body in it: the title replaced, the share tags and the
 * public micro-frontend's stylesheets added to the head, the start-up spinner hidden (the content is
 * there), and the rendered body before the root's scripts, which then load the app that hydrates it.
 */
export function pageHtml(shell: SiteShell, head: PageHead, body: string): string {
  const metaTags = Object.entries(head.meta)
    .map(([key, value]) => `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${escapeHtml(key)}" content="${escapeHtml(value)}"/>`)
    .join('');
  const stylesheets = shell.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join('');
  return shell.html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>${metaTags}`)
    .replace('</head>', () => `${stylesheets}${head.hoisted ?? ''}</head>`)
    .replace(/<div id="root-status"/, () => '<div id="root-status" hidden')
    .replace('</body>', () => `${body}</body>`);
}
