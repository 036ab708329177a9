import { PageHeader } from '@app/ui';

/** /admin/submissions (spec part 2, section 2). */
export function SubmissionsPage() {
  return <PageHeader title="Submissions Review" />;
}
