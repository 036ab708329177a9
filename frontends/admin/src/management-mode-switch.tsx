import { Label, Switch } from '@app/ui';
import { setManagingFundraisers, useManagingFundraisers } from './features/ambassadors/management-mode';

/** Switches the sidebar (and the ambassadors screen) between students and fundraisers. Hidden in icon mode. */
export function ManagementModeSwitch() {
  const managingFundraisers = useManagingFundraisers();
  return (
    <div className="flex items-center justify-center gap-2 px-2 py-1 text-sm group-data-[collapsible=icon]:hidden">
      <Label htmlFor="management-mode" className={managingFundraisers ? 'text-muted-foreground' : undefined}>
        Students
      </Label>
      <Switch id="management-mode" aria-label="Manage fundraisers" checked={managingFundraisers} onCheckedChange={setManagingFundraisers} />
      <Label htmlFor="management-mode" className={managingFundraisers ? undefined : 'text-muted-foreground'}>
        Fundraisers
      </Label>
    </div>
  );
}
