import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { OwnsPathContext } from '../components/not-found-route';
import { AppProviders } from './app-providers';
import { ErrorFallback } from './error-fallback';

/** What the root passes each micro-frontend it mounts (root/src/bootstrap.ts). */
export interface MicroFrontendProps {
  /** Whether a path is this micro-frontend's, by the root's route map: the one answer both for mounting it and for its not-found page. */
  ownsPath: (pathname: string) => boolean;
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
    errorBoundary: (error) => {
      console.error(error);
      return <ErrorFallback />;
    },
  });
}
