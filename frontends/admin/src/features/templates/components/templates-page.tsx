import { PageHeader } from '@app/ui';

/** /admin/templates (spec part 2, section 2). */
export function TemplatesPage() {
  return <PageHeader title="Templates" />;
}
