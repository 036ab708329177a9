import type { AdminCampaign } from '@app/shared/campaigns';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@app/ui';
import { ExternalLink, KeyRound, MoreHorizontal, Pencil, Settings2 } from 'lucide-react';
import { leaderboardPath } from '../campaign-display';
import type { CampaignActions } from './campaign-actions';

/**
 * A campaign's secondary actions behind one "More" button: its passcodes, its Start Here configuration
 * (the spec's Config), editing it, and its public leaderboard in a new tab.
 */
export function CampaignActionsMenu({
  campaign,
  onConfig,
  onPasscodes,
  onEdit,
  iconOnly = false,
}: { campaign: AdminCampaign; iconOnly?: boolean } & Omit<CampaignActions, 'onDetails'>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={iconOnly ? 'icon' : 'sm'}>
          <MoreHorizontal aria-hidden />
          <span className={iconOnly ? 'sr-only' : undefined}>More</span>
          <span className="sr-only"> actions for {campaign.campaign_name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onPasscodes(campaign)}>
          <KeyRound aria-hidden />
          Passcodes
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onConfig(campaign)}>
          <Settings2 aria-hidden />
          Start Here Config
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(campaign)}>
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={leaderboardPath(campaign)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            View Leaderboard
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
