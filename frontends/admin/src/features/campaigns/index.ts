// What other features use of Fundraising Campaigns: the performance page shows the same status badges.
export { CampaignStatusBadge } from './components/status-badges';
