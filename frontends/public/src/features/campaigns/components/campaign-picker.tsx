import type { PublicCampaign } from '@app/shared/campaign';
import { cn, Input, Label } from '@app/ui';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

const optionLabel = (campaign: PublicCampaign) => `${campaign.school_name} — ${campaign.campaign_name}`;

interface CampaignPickerProps {
  campaigns: PublicCampaign[];
  selected: PublicCampaign | undefined;
  onSelect: (campaign: PublicCampaign) => void;
  disabled?: boolean;
}

/**
 * A searchable picker over the active campaigns (an ARIA combobox): type to filter by school or
 * campaign name, arrows to move, Enter to choose, Escape to close.
 */
export function CampaignPicker({ campaigns, selected, onSelect, disabled }: CampaignPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return campaigns.filter((campaign) => words.every((word) => optionLabel(campaign).toLowerCase().includes(word)));
  }, [campaigns, query]);

  const choose = (campaign: PublicCampaign) => {
    onSelect(campaign);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const campaign = matches[active];
      if (campaign) choose(campaign);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const activeOption = open ? matches[active] : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Campaign</Label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder="Search by school or campaign name..."
          value={open ? query : selected ? optionLabel(selected) : query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="pr-9"
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {open && (
          <ul
            id={listId}
            // The ARIA combobox pattern: the input keeps focus and handles the keys (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- see above
            role="listbox"
            aria-label="Active campaigns"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-background p-1 shadow-md"
          >
            {matches.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                No campaigns found.
              </li>
            ) : (
              matches.map((campaign, index) => (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input handles the keys
                <li
                  key={campaign.id}
                  id={`${listId}-${campaign.id}`}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- an option of the listbox above
                  role="option"
                  aria-label={optionLabel(campaign)}
                  aria-selected={selected?.id === campaign.id}
                  // Keep the input's focus, so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(campaign)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  <Check aria-hidden className={cn('size-4 shrink-0', selected?.id === campaign.id ? 'opacity-100' : 'opacity-0')} />
                  <span className="grid">
                    <span className="font-medium">{campaign.school_name}</span>
                    <span className="text-muted-foreground">{campaign.campaign_name}</span>
                  </span>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
