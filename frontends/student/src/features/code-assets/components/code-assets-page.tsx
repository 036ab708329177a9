import { PageHeader } from '@app/ui';

/** /code-assets (spec part 1, section 2.10). */
export function CodeAssetsPage() {
  return <PageHeader title="My Code & Assets" />;
}
