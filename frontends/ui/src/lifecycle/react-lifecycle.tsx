import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from './error-fallback';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

/**
 * Whether the page holds markup the server rendered for an application to hydrate: true the first time
 * only, so a later mount (after leaving the page and coming back) renders afresh.
 */
function takeServerRenderedContainer(): boolean {
  const container = document.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`);
  container?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return container !== null;
}

/**
 * The single-spa lifecycle (bootstrap, mount, unmount) of a React tree, behind an error boundary so one
 * failing screen never blanks the page. Neither this module nor what it imports routes: a page application
 * (page.tsx) loads no router.
 */
export function reactLifecycle<Props extends object>(Root: React.FunctionComponent<Props>) {
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A page the server rendered (ui/src/server) is hydrated, once: its markup stays on screen while the
    // application loads, and React takes it over rather than painting it again.
    renderType: () => (takeServerRenderedContainer() ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error) => {
      console.error(error);
      return <ErrorFallback />;
    },
  });
}
