// What other features use of Start Here Setup: the campaigns screen's Config button opens this dialog.
export { CampaignStartHereDialog } from './components/campaign-start-here-dialog';
