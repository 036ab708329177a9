import { MessageInbox, PageHeader } from '@app/ui';

/** /messages (spec part 1, section 2.10): the ambassador's own messages and broadcasts, newest first. */
export function MessagesPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Messages" description="Messages from the program team, and announcements sent to every ambassador." />
      <MessageInbox />
    </div>
  );
}
