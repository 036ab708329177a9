import type { ComponentType } from 'react';
import { AppServices } from './app-services';
import { reactLifecycle } from './react-lifecycle';

/**
 * The single-spa lifecycle of a page application: one page the server renders (ui/src/server), hydrated
 * in the shared services alone. It has no router, so the page loads none: it reads its address from the
 * window itself (the campaign page: public/src/features/campaigns/components/campaign-page-app.tsx).
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
