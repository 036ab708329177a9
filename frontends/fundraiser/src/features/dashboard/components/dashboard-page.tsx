import { PageHeader } from '@app/ui';

/** /fundraiser/dashboard (spec part 1, section 2.11). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" description="Track your fundraising progress and performance" />;
}
