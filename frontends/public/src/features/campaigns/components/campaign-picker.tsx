import type { PublicCampaign } from '@app/shared/campaigns';
import { Combobox } from '@app/ui';

const optionLabel = (campaign: PublicCampaign) => `${campaign.school_name} — ${campaign.campaign_name}`;

interface CampaignPickerProps {
  campaigns: PublicCampaign[];
  selected: PublicCampaign | undefined;
  onSelect: (campaign: PublicCampaign) => void;
  disabled?: boolean;
}

/** A searchable picker over the active campaigns: type to filter by school or campaign name. */
export function CampaignPicker({ campaigns, selected, onSelect, disabled }: CampaignPickerProps) {
  return (
    <Combobox
      label="Campaign"
      options={campaigns}
      keyOf={(campaign) => campaign.id}
      searchTextOf={optionLabel}
      labelOf={optionLabel}
      renderOption={(campaign) => (
        <span className="grid">
          <span className="font-medium">{campaign.school_name}</span>
          <span className="text-muted-foreground">{campaign.campaign_name}</span>
        </span>
      )}
      selectedKey={selected?.id}
      onSelect={onSelect}
      listLabel="Active campaigns"
      emptyText="No campaigns found."
      placeholder="Search by school or campaign name..."
      disabled={disabled}
      openOnFocus
    />
  );
}
