import { PageHeader } from '@app/ui';

/** /admin/objectives (spec part 2, section 2). */
export function ObjectivesPage() {
  return <PageHeader title="Objectives" />;
}
