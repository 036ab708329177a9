import { PageHeader } from '@app/ui';

/** /admin/codes-orders (spec part 2, section 2). */
export function CodesOrdersPage() {
  return <PageHeader title="Codes & Orders" />;
}
