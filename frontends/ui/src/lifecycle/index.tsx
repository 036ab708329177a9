import type { ComponentType } from 'react';
import { OwnsPathContext } from '../components/not-found-route';
import { AppProviders } from './app-providers';
import { reactLifecycle } from './react-lifecycle';

/** What the root passes each micro-frontend it mounts (root/src/bootstrap.ts). */
export interface MicroFrontendProps {
  /** Whether a path is this micro-frontend's, by the root's route map: the one answer both for mounting it and for its not-found page. */
  ownsPath: (pathname: string) => boolean;
}

/** The single-spa lifecycle a micro-frontend exposes: its App inside its router and the shared providers. */
export function createLifecycle(App: ComponentType) {
  function Root({ ownsPath }: MicroFrontendProps) {
    return (
      <OwnsPathContext.Provider value={ownsPath}>
        <AppProviders>
          <App />
        </AppProviders>
      </OwnsPathContext.Provider>
    );
  }
  return reactLifecycle(Root);
}
