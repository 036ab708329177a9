import { PageHeader } from '@app/ui';

/** /admin/settings (spec part 2, section 2). */
export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
