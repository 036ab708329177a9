import { PageHeader } from '@app/ui';

/** /messages (spec part 1, section 2.10). */
export function MessagesPage() {
  return <PageHeader title="Messages" />;
}
