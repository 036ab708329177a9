import type { Message } from '@app/shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LoadFailed, PageHeader, SkeletonRows, toast } from '@app/ui';
import { Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMarkMessageRead } from '../api/mark-message-read';
import { useMyMessages } from '../api/list-my-messages';
import { MessageListItem } from './message-list-item';

const LOAD_FAILED = 'Failed to load messages';

/** /messages (spec part 1, section 2.10): the ambassador's own messages and broadcasts, newest first. */
export function MessagesPage() {
  const { data: inbox, error, isLoading, mutate } = useMyMessages();
  const markRead = useMarkMessageRead();
  // Ids already sent to the server, so a second open before the inbox refreshes sends nothing more.
  const markedRead = useRef(new Set<string>());
  const failed = Boolean(error);
  const unreadCount = inbox?.filter((message) => message.read_at === null).length ?? 0;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [failed]);

  function opened(message: Message) {
    if (message.read_at !== null || markedRead.current.has(message.id)) return;
    markedRead.current.add(message.id);
    markRead(message.id).catch((caught: unknown) => {
      // Reading the message matters more than its marker: stay quiet and try again on the next open.
      markedRead.current.delete(message.id);
      console.error('Could not mark the message read', caught);
    });
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Messages" description="Messages from the program team, and announcements sent to every ambassador." />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Inbox</CardTitle>
          {inbox && inbox.length > 0 && <CardDescription>{unreadCount === 0 ? 'All caught up' : `${unreadCount} unread`}</CardDescription>}
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <SkeletonRows label="Loading messages" rows={3} rowClassName="h-16" />
          ) : !inbox ? (
            <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
          ) : inbox.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <Inbox aria-hidden className="size-10 text-muted-foreground" />
              <p className="font-medium">No messages yet</p>
              <p className="text-sm text-muted-foreground">Messages and announcements from the program team will appear here.</p>
            </div>
          ) : (
            <ul aria-label="Messages" className="-mx-3 grid divide-y">
              {inbox.map((message) => (
                <MessageListItem key={message.id} message={message} onOpen={opened} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
