import { cn } from '@app/ui';
import { GraduationCap, HeartHandshake } from 'lucide-react';

const MODES = [
  { fundraisers: false, label: 'Students', Icon: GraduationCap },
  { fundraisers: true, label: 'Fundraisers', Icon: HeartHandshake },
] as const;

/**
 * The Students / Fundraisers toggle (spec part 2, section 2) at the top of the sidebar: two buttons, the
 * chosen one pressed, so both modes are in plain sight. Hidden in icon mode.
 */
export function ManagementModeSwitch({
  managingFundraisers,
  onChange,
}: {
  managingFundraisers: boolean;
  onChange: (managingFundraisers: boolean) => void;
}) {
  return (
    <div className="px-2 py-1 group-data-[collapsible=icon]:hidden">
      <div role="group" aria-label="Manage" className="grid grid-cols-2 gap-1 rounded-lg bg-sidebar-accent/60 p-1">
        {MODES.map(({ fundraisers, label, Icon }) => {
          const pressed = fundraisers === managingFundraisers;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(fundraisers)}
              className={cn(
                'flex h-8 items-center justify-center gap-1.5 rounded-md text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                pressed ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
