import { PageHeader } from '@app/ui';

/** /submissions (spec part 1, section 2.10). */
export function SubmissionsPage() {
  return <PageHeader title="My Submissions" />;
}
