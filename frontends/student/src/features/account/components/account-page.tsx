import { PageHeader } from '@app/ui';

/** /account (spec part 1, section 2.10). */
export function AccountPage() {
  return <PageHeader title="My Account" />;
}
