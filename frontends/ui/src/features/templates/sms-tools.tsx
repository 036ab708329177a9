import { SMS_GUIDE_LENGTH, smsComposeUrl, smsLength } from '@app/shared/templates';
import { MessageSquare, TriangleAlert } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonVariants } from '../../components/button';
import { cn } from '../../lib/cn';

const messagesWord = (messages: number) => `${messages} ${messages === 1 ? 'message' : 'messages'}`;

interface SmsLengthProps {
  /** The text as it is counted: as written (the admin's editor), or filled for the ambassador (their cards). */
  text: string;
  /** Adds '· 2 messages', as the admin's editor and cards show it. */
  withMessages?: boolean;
  /** Said after the count, e.g. ', as written'. */
  suffix?: string;
  /** Announces the count as it changes (a text being typed). */
  live?: boolean;
}

/**
 * An SMS's 'Character count: n/160' (spec part 1, section 2.11; part 2, section 3), and a warning once the
 * text no longer fits one message: it is still sent (the guide is never enforced), as several. Counted as
 * `smsLength` counts: characters as written, and messages by the GSM or UCS-2 units a phone sends.
 */
export function SmsLength({ text, withMessages = false, suffix = '', live = false }: SmsLengthProps) {
  const { characters, messages } = smsLength(text);
  const fits = messages <= 1;
  const liveProps = live ? { 'aria-live': 'polite' as const } : {};
  return (
    <div
      className={cn(
        'grid gap-1 text-xs',
        fits ? 'text-muted-foreground' : 'rounded-md border border-warning bg-warning/15 px-2 py-1.5 text-foreground',
      )}
    >
      <p {...liveProps}>
        Character count: {characters}/{SMS_GUIDE_LENGTH}
        {withMessages && ` · ${messagesWord(messages)}`}
        {suffix}
      </p>
      {!fits && (
        <p {...liveProps} className="flex items-start gap-1.5 font-medium">
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
          Too long for one text: it is sent as {messagesWord(messages)}.
        </p>
      )}
    </div>
  );
}

interface OpenInMessagesProps {
  /** The text the phone's messaging app opens with. */
  body: string;
  size?: 'default' | 'sm';
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * 'Open in Messages': the phone's messaging app with the text written (an `sms:` link), beside Copy. Shown
 * only where the main pointer is a finger (a phone or tablet, which has a messaging app to open), by the
 * `pointer: coarse` media query; a computer's mouse gets Copy alone.
 */
export function OpenInMessages({ body, size = 'default', className, onClick }: OpenInMessagesProps) {
  return (
    <a
      href={smsComposeUrl(body)}
      onClick={onClick}
      className={buttonVariants({ variant: 'secondary', size, className: cn('hidden pointer-coarse:inline-flex', className) })}
    >
      <MessageSquare aria-hidden />
      Open in Messages
    </a>
  );
}
