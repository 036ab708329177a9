import { PageHeader } from '@app/ui';

/** /admin/assets (spec part 2, section 2). */
export function AssetsPage() {
  return <PageHeader title="Assets Library" />;
}
