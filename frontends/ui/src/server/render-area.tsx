import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// On the server there is no Module Federation and so one copy of the router, whichever path imports it:
// the StaticRouter comes from the package itself rather than from the browser's shared '@app/ui/router'.
import { StaticRouter } from 'react-router';
import { OwnsPathContext } from '../components/not-found-route';
import { AppServices } from '../lifecycle/app-providers';
import { containerIdOf, SERVER_RENDERED_ATTRIBUTE } from '../lifecycle/server-rendered';

/** The server renders only paths the micro-frontend owns: its not-found page never shows here. */
const ownsEveryPath = () => true;

/**
 * A micro-frontend's App at `url`, rendered on the server in the tree its lifecycle mounts in the browser
 * (lifecycle/index.tsx: the owns-path context, a router, the app's services), so the browser hydrates the
 * same markup. `fallback` is the data swr would fetch, by its serialized key. Waits for the page's lazy
 * screen (prerender resolves every Suspense boundary). Returns the micro-frontend's container with the
 * markup inside, which hydrates on mount, and apart from it the tags React hoists to the document's head
 * (an image's preload), which a container cannot hold without failing hydration.
 */
export async function renderAreaToHtml(
  App: ComponentType,
  options: { microFrontend: string; url: string; fallback: Record<string, unknown> },
): Promise<{ head: string; body: string }> {
  const { prelude } = await prerenderToNodeStream(
    <OwnsPathContext.Provider value={ownsEveryPath}>
      <StaticRouter location={options.url}>
        <AppServices fallback={options.fallback}>
          <App />
        </AppServices>
      </StaticRouter>
    </OwnsPathContext.Provider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const head = /^(?:<link [^>]*>)*/.exec(html)![0];
  return {
    head,
    body: `<div id="${containerIdOf(options.microFrontend)}" ${SERVER_RENDERED_ATTRIBUTE}>${html.slice(head.length)}</div>`,
  };
}
