// The public micro-frontend's pages as the server renders them (functions/src/web-pages): Node only.
export { renderCampaignPage } from './render-campaign-page';
export { renderSignInPage } from './render-sign-in-page';
