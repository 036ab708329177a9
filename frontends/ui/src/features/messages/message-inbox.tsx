import type { Message } from '@app/shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { LoadFailed, SkeletonRows } from '../../components/load-state';
import { toast } from '../../components/toast';
import { Inbox } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { unreadCountOf, useMyMessages } from './api/list-my-messages';
import { useMarkMessageRead } from './api/mark-message-read';
import { MessageListItem } from './message-list-item';

const LOAD_FAILED = 'Failed to load messages';

/**
 * The Messages screen's inbox, for both kinds of ambassador (spec part 1, section 2.10): their own
 * messages and the broadcasts sent to them, newest first; opening an unread one marks it read.
 */
export function MessageInbox() {
  const { data: inbox, error, isLoading, mutate } = useMyMessages();
  const markRead = useMarkMessageRead();
  // Ids already sent to the server, so a second open before the inbox refreshes sends nothing more.
  const markedRead = useRef(new Set<string>());
  const failed = Boolean(error);
  const unreadCount = inbox ? unreadCountOf(inbox) : 0;

  // Read when the toast is raised, so a retry's fresh error object raises no second toast.
  const toastLoadFailed = useEffectEvent(() => toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error }));
  useEffect(() => {
    if (failed) toastLoadFailed();
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
  );
}
