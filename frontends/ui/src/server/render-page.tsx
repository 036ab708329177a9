import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppServices } from '../lifecycle/app-services';
import { containerIdOf, SERVER_RENDERED_ATTRIBUTE } from '../lifecycle/server-rendered';

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators that end it. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A page application's page (lifecycle/page.tsx), rendered on the server in the tree its lifecycle mounts
 * in the browser (the app's services around it), so the browser hydrates the same markup. `fallback` is
 * the data swr would fetch, by its serialized key; `embedded`, by element id, the data the browser's first
 * render reads from the page instead of fetching it (each a `<script type="application/json">` data block,
 * which the CSP's script-src does not run). Waits for every Suspense boundary. Returns the application's
 * container with the markup inside, which hydrates on mount, then the data blocks, and apart from them the
 * tags React hoists to the document's head (an image's preload), which a container cannot hold without
 * failing hydration.
 */
export async function renderPageToHtml(
  page: ReactElement,
  options: { application: string; fallback: Record<string, unknown>; embedded: Record<string, unknown> },
): Promise<{ head: string; body: string }> {
  const { prelude } = await prerenderToNodeStream(<AppServices fallback={options.fallback}>{page}</AppServices>);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const head = /^(?:<link [^>]*>)*/.exec(html)![0];
  const data = Object.entries(options.embedded)
    .map(([id, value]) => `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`)
    .join('');
  return {
    head,
    body: `<div id="${containerIdOf(options.application)}" ${SERVER_RENDERED_ATTRIBUTE}>${html.slice(head.length)}</div>${data}`,
  };
}
