import { PageHeader } from '@app/ui';

/** /admin/messaging (spec part 2, section 2). */
export function MessagingPage() {
  return <PageHeader title="Messaging" />;
}
