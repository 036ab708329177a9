import type { SentMessage } from '@app/shared/messages';
import {
  Badge,
  cn,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  formatDateTime,
  LoadFailed,
  toast,
  type DataTableColumn,
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

function TypeBadge({ message }: { message: SentMessage }) {
  return <Badge variant={message.is_broadcast ? 'default' : 'secondary'}>{typeOf(message)}</Badge>;
}

type Open = (message: SentMessage) => void;

/** The subject opens the message; in the table its button is stretched over the row, so a click anywhere opens it. */
function OpenMessage({ message, onOpen, stretched }: { message: SentMessage; onOpen: Open; stretched: boolean }) {
  return (
    <button
      type="button"
      aria-label={`Open message: ${subjectOf(message)}`}
      title={stretched ? subjectOf(message) : undefined}
      onClick={() => onOpen(message)}
      className={cn(
        'text-left outline-none focus-visible:underline',
        stretched ? 'block max-w-xs truncate after:absolute after:inset-0' : 'font-medium wrap-anywhere underline-offset-4 hover:underline',
        !message.subject && 'font-normal text-muted-foreground',
      )}
    >
      {subjectOf(message)}
    </button>
  );
}

function historyColumns(onOpen: Open): DataTableColumn<SentMessage>[] {
  return [
    {
      id: 'sent',
      header: 'Sent',
      sortValue: (message) => message.created_at,
      firstSortDirection: 'descending',
      cell: (message) => formatDateTime(message.created_at),
    },
    { id: 'type', header: 'Type', sortValue: typeOf, cardSlot: 'badge', cell: (message) => <TypeBadge message={message} /> },
    { id: 'to', header: 'To', truncate: true, sortValue: recipientOf, cell: recipientOf },
    {
      id: 'subject',
      header: 'Subject',
      truncate: true,
      cardSlot: 'title',
      sortValue: (message) => message.subject,
      cell: (message) => <OpenMessage message={message} onOpen={onOpen} stretched />,
      cardCell: (message) => <OpenMessage message={message} onOpen={onOpen} stretched={false} />,
    },
    {
      id: 'recipients',
      header: 'Recipients',
      align: 'end',
      sortValue: (message) => message.recipient_count,
      cell: (message) => message.recipient_count,
    },
  ];
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
  const [opened, setOpened] = useState<SentMessage>();

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load messages', variant: 'destructive', error });
  }, [error]);

  if (error && !isLoading) return <LoadFailed message="Failed to load messages" onRetry={() => void mutate()} />;
  return (
    <>
      <DataTable
        label="Sent messages"
        columns={historyColumns(setOpened)}
        rows={data ?? []}
        getRowId={(message) => message.id}
        loading={isLoading}
        loadingLabel="Loading messages"
        loadingRows={3}
        pageSize={25}
        rowClassName={() => 'relative cursor-pointer focus-within:bg-muted/50'}
        empty={
          <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
            <MessageSquare aria-hidden className="size-10" />
            <p>No messages yet</p>
          </div>
        }
      />
      <MessageDialog message={opened} onOpenChange={(open) => !open && setOpened(undefined)} />
    </>
  );
}
