import { PageHeader } from '@app/ui';

/** /admin/reports (spec part 2, section 2). */
export function ReportsPage() {
  return <PageHeader title="Impact & Reports" />;
}
