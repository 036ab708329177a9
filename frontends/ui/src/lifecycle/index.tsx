import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { OwnsPathContext } from '../components/not-found-route';
import { AppProviders } from './app-providers';
import { ErrorFallback } from './error-fallback';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

/** What the root passes each micro-frontend it mounts (root/src/bootstrap.ts). */
export interface MicroFrontendProps {
  /** Whether a path is this micro-frontend's, by the root's route map: the one answer both for mounting it and for its not-found page. */
  ownsPath: (pathname: string) => boolean;
}

/**
 * Whether the page holds markup the server rendered for a micro-frontend to hydrate: true the first time
 * only, so a later mount (after leaving the page and coming back) renders afresh.
 */
function takeServerRenderedContainer(): boolean {
  const container = document.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`);
  container?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return container !== null;
}

/**
 * The single-spa lifecycle (bootstrap, mount, unmount) a micro-frontend exposes: its App inside
 * the shared providers, behind an error boundary so one failing screen never blanks the page.
 */
export function createLifecycle(App: React.ComponentType) {
  function Root({ ownsPath }: MicroFrontendProps) {
    return (
      <OwnsPathContext.Provider value={ownsPath}>
        <AppProviders>
          <App />
        </AppProviders>
      </OwnsPathContext.Provider>
    );
  }
  return singleSpaReact<MicroFrontendProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A page the server rendered (ui/src/server) is hydrated, once: its markup stays on screen while the
    // micro-frontend loads, and React takes it over rather than painting it again.
    renderType: () => (takeServerRenderedContainer() ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error) => {
      console.error(error);
      return <ErrorFallback />;
    },
  });
}
