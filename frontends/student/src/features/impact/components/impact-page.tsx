import { PageHeader } from '@app/ui';

/** /impact (spec part 1, section 2.10). */
export function ImpactPage() {
  return <PageHeader title="My Impact" />;
}
