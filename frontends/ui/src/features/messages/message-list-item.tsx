import type { Message } from '@app/shared/messages';
import { Badge } from '../../components/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/dialog';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { Mail, MailOpen, Megaphone } from 'lucide-react';

const subjectOf = (message: Message) => message.subject?.trim() || 'No subject';

function BroadcastBadge() {
  return (
    <Badge variant="secondary">
      <Megaphone aria-hidden />
      Broadcast
    </Badge>
  );
}

interface MessageListItemProps {
  message: Message;
  /** Called each time the message is opened. */
  onOpen: (message: Message) => void;
}

/** One message of the inbox: a button that opens its full text in a dialog (focus returns to it on close). */
export function MessageListItem({ message, onOpen }: MessageListItemProps) {
  const unread = message.read_at === null;
  const subject = subjectOf(message);
  const sent = formatDateTime(message.created_at);
  const Icon = unread ? Mail : MailOpen;
  return (
    <li>
      <Dialog
        onOpenChange={(open) => {
          if (open) onOpen(message);
        }}
      >
        <DialogTrigger asChild>
          <button
            type="button"
            className="flex w-full items-start gap-3 rounded-lg px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', unread ? 'text-primary' : 'text-muted-foreground')} />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className={cn('min-w-0 wrap-anywhere', unread ? 'font-semibold' : 'font-medium')}>{subject}</span>
                {unread && <Badge>Unread</Badge>}
                {message.is_broadcast && <BroadcastBadge />}
              </span>
              <span className="line-clamp-1 text-sm wrap-anywhere text-muted-foreground">{message.content}</span>
              <time dateTime={message.created_at} className="text-xs text-muted-foreground">
                {sent}
              </time>
            </span>
          </button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader className="text-left">
            <DialogTitle className="pr-6 leading-snug wrap-anywhere">{subject}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <time dateTime={message.created_at}>{sent}</time>
              {message.is_broadcast && <BroadcastBadge />}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">{message.content}</p>
        </DialogContent>
      </Dialog>
    </li>
  );
}
