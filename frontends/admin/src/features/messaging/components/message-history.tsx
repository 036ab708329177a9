import type { SentMessage } from '@app/shared/admin';
import {
  Badge,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  formatDateTime,
  LoadFailed,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useIsMobile,
} from '@app/ui';
import { MessageSquare } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSentMessages } from '../api/list-sent-messages';
import { AUDIENCE_LABELS } from '../audience-labels';

const typeOf = (message: SentMessage) => (message.is_broadcast ? 'Broadcast' : 'Individual');
/** A broadcast's audience, or an individual message's recipient (who may since have been deleted). */
const recipientOf = (message: SentMessage) =>
  message.is_broadcast
    ? message.audience
      ? AUDIENCE_LABELS[message.audience]
      : 'Broadcast'
    : (message.recipient_name ?? 'Deleted ambassador');
const subjectOf = (message: SentMessage) => message.subject ?? 'No subject';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function TypeBadge({ message }: { message: SentMessage }) {
  return <Badge variant={message.is_broadcast ? 'default' : 'secondary'}>{typeOf(message)}</Badge>;
}

type Open = (message: SentMessage) => void;

/** Each row is one button (stretched over the row), so a click anywhere or Enter on it opens the message. */
function HistoryTable({ messages, onOpen }: { messages: SentMessage[]; onOpen: Open }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Sent</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>To</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead className="text-right">Recipients</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {messages.map((message) => (
          <TableRow key={message.id} className="relative cursor-pointer focus-within:bg-muted/50">
            <TableCell>{formatDateTime(message.created_at)}</TableCell>
            <TableCell>
              <TypeBadge message={message} />
            </TableCell>
            <TableCell>{recipientOf(message)}</TableCell>
            <TableCell className="max-w-xs truncate">
              <button
                type="button"
                aria-label={`Open message: ${subjectOf(message)}`}
                onClick={() => onOpen(message)}
                className={cn(
                  'truncate text-left outline-none after:absolute after:inset-0 focus-visible:underline',
                  !message.subject && 'text-muted-foreground',
                )}
              >
                {subjectOf(message)}
              </button>
            </TableCell>
            <TableCell className="text-right">{message.recipient_count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function HistoryCards({ messages, onOpen }: { messages: SentMessage[]; onOpen: Open }) {
  return (
    <ul className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            onClick={() => onOpen(message)}
            className="grid w-full gap-1 rounded-md border p-3 text-left transition-colors outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-start justify-between gap-2">
              <span className={message.subject ? 'min-w-0 font-medium wrap-anywhere' : 'min-w-0 text-muted-foreground'}>
                {subjectOf(message)}
              </span>
              <TypeBadge message={message} />
            </span>
            <span className="text-sm wrap-anywhere">
              To {recipientOf(message)} · {plural(message.recipient_count, 'recipient')}
            </span>
            <span className="text-xs text-muted-foreground">{formatDateTime(message.created_at)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm wrap-anywhere text-muted-foreground">{children}</dd>
    </div>
  );
}

function MessageDialog({ message, onOpenChange }: { message: SentMessage | undefined; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={message !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {message && (
          <>
            <DialogHeader>
              <DialogTitle className="leading-snug wrap-anywhere">{subjectOf(message)}</DialogTitle>
              <DialogDescription>Sent {formatDateTime(message.created_at)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail label="Type">
                <TypeBadge message={message} />
              </Detail>
              <Detail label={message.is_broadcast ? 'Audience' : 'To'}>{recipientOf(message)}</Detail>
              <Detail label="Recipients">{message.recipient_count}</Detail>
            </dl>
            <div className="grid gap-1">
              <h3 className="text-sm font-medium">Message</h3>
              <p className="rounded-md bg-muted p-3 text-sm wrap-anywhere whitespace-pre-wrap">{message.content}</p>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Message History (spec part 2, section 2): newest first; a message opens in full. */
export function MessageHistory() {
  const { data, error, isLoading, mutate } = useSentMessages();
  const isMobile = useIsMobile();
  const [opened, setOpened] = useState<SentMessage>();

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load messages', variant: 'destructive' });
  }, [error]);

  if (isLoading) return <SkeletonRows label="Loading messages" rows={3} rowClassName="h-10" />;
  if (error) return <LoadFailed message="Failed to load messages" onRetry={() => void mutate()} />;
  if (!data?.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <MessageSquare aria-hidden className="size-10" />
        <p>No messages yet</p>
      </div>
    );
  }
  return (
    <>
      {isMobile ? <HistoryCards messages={data} onOpen={setOpened} /> : <HistoryTable messages={data} onOpen={setOpened} />}
      <MessageDialog message={opened} onOpenChange={(open) => !open && setOpened(undefined)} />
    </>
  );
}
