import { MessageInbox, PageHeader } from '@app/ui';

/**
 * /fundraiser/messages: the messages the program team sent this fundraiser, newest first, as the student
 * area's Messages screen shows them (spec part 1, section 2.10). Broadcasts go to students only.
 */
export function MessagesPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Messages" description="Messages from the program team." />
      <MessageInbox />
    </div>
  );
}
