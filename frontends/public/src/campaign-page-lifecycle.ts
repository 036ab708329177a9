import './styles.css';
import { createPageLifecycle } from '@app/ui/page-lifecycle';
import { CampaignPageApp } from './features/campaigns/components/campaign-page-app';

/**
 * The public campaign page as an application of its own (exposed as './campaign-page'): the server renders
 * it (server/render-campaign-page.tsx), and the browser hydrates it without the router or the public
 * area's other pages.
 */
export const { bootstrap, mount, unmount } = createPageLifecycle(CampaignPageApp);
