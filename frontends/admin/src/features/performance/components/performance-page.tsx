import { PageHeader } from '@app/ui';

/** /admin/performance (spec part 2, section 2). */
export function PerformancePage() {
  return <PageHeader title="Performance" />;
}
