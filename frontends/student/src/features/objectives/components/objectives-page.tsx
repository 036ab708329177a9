import { PageHeader } from '@app/ui';

/** /objectives (spec part 1, section 2.10). */
export function ObjectivesPage() {
  return <PageHeader title="My Objectives" />;
}
