import { useSyncExternalStore } from 'react';
import { campaignPageAddressOf } from '../campaign-page-address';
import { CampaignPage } from './campaign-page';

function subscribe(onChange: () => void): () => void {
  // single-spa turns every history change into a popstate event, as the back button's.
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentAddress = () => window.location.pathname + window.location.search;

/** The campaign page application (campaign-page-lifecycle.ts): the page at the browser's address, as it changes. */
export function CampaignPageApp() {
  const address = useSyncExternalStore(subscribe, currentAddress, currentAddress);
  return <CampaignPage {...campaignPageAddressOf(address)} />;
}
