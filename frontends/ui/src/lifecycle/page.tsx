import type { ComponentType } from 'react';
import { AppServices } from './app-services';
import { reactLifecycle } from './react-lifecycle';

/**
 * The single-spa lifecycle of a page application: one page the server renders (ui/src/server), hydrated
 * in the shared services alone. It adds no router: a page without links reads its address from the window
 * itself (the campaign page: public/src/features/campaigns/components/campaign-page-app.tsx), one with
 * them brings its own (sign-in: public/src/features/auth/components/sign-in-page-app.tsx).
 */
export function createPageLifecycle(Page: ComponentType) {
  function Root() {
    return (
      <AppServices>
        <Page />
      </AppServices>
    );
  }
  return reactLifecycle(Root);
}
