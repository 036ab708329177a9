import { PageHeader } from '@app/ui';

/** /fundraiser/templates (spec part 1, section 2.11). */
export function TemplatesPage() {
  return <PageHeader title="Templates" />;
}
