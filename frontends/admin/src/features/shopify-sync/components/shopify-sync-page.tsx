import { PageHeader } from '@app/ui';

/** /admin/shopify-sync (spec part 2, section 2). */
export function ShopifySyncPage() {
  return <PageHeader title="Shopify Code Sync" />;
}
