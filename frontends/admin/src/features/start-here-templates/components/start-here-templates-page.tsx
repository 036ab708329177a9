import { PageHeader } from '@app/ui';

/** /admin/start-here-templates (spec part 2, section 2). */
export function StartHereTemplatesPage() {
  return <PageHeader title="Start Here Setup" />;
}
