import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppServices } from '../lifecycle/app-services';
import { containerIdOf, SERVER_RENDERED_ATTRIBUTE } from '../lifecycle/server-rendered';

/**
 * A page application's page (lifecycle/page.tsx), rendered on the server in the tree its lifecycle mounts
 * in the browser (the app's services around it), so the browser hydrates the same markup. `fallback` is
 * the data swr would fetch, by its serialized key. Waits for every Suspense boundary. Returns the
 * application's container with the markup inside, which hydrates on mount, and apart from it the tags React
 * hoists to the document's head (an image's preload), which a container cannot hold without failing hydration.
 */
export async function renderPageToHtml(
  page: ReactElement,
  options: { application: string; fallback: Record<string, unknown> },
): Promise<{ head: string; body: string }> {
  const { prelude } = await prerenderToNodeStream(<AppServices fallback={options.fallback}>{page}</AppServices>);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const head = /^(?:<link [^>]*>)*/.exec(html)![0];
  return {
    head,
    body: `<div id="${containerIdOf(options.application)}" ${SERVER_RENDERED_ATTRIBUTE}>${html.slice(head.length)}</div>`,
  };
}
