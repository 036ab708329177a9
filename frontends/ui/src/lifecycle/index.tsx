import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './app-providers';
import { ErrorFallback } from './error-fallback';

/**
 * The single-spa lifecycle (bootstrap, mount, unmount) a micro-frontend exposes: its App inside
 * the shared providers, behind an error boundary so one failing screen never blanks the page.
 */
export function createLifecycle(App: React.ComponentType) {
  function Root() {
    return (
      <AppProviders>
        <App />
      </AppProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => {
      console.error(error);
      return <ErrorFallback />;
    },
  });
}
