import { PageHeader } from '@app/ui';

/** /admin (spec part 2, section 2). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
