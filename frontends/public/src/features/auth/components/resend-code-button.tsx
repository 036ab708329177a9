import { AUTH_CODE_MESSAGES } from '@app/shared/auth';
import { Button } from '@app/ui';
import { AuthCodeError } from '@app/ui/auth';
import { useState } from 'react';

/**
 * "Resend code": another code to the e-mail the form holds. `emailToSend` answers undefined when the form
 * has just marked the e-mail invalid. What it says after sending is the same whether or not the e-mail
 * has an account; when Cognito refuses (too many codes asked for) it says so beside the button.
 */
export function ResendCodeButton({
  emailToSend,
  send,
  sentMessage,
}: {
  emailToSend: () => Promise<string | undefined>;
  send: (email: string) => Promise<void>;
  sentMessage: string;
}) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string }>();

  async function resend(): Promise<void> {
    setOutcome(undefined);
    const email = await emailToSend();
    if (!email) return;
    setSending(true);
    try {
      await send(email);
      setOutcome({ sent: true, message: sentMessage });
    } catch (error) {
      setOutcome({ sent: false, message: error instanceof AuthCodeError ? error.message : AUTH_CODE_MESSAGES.unknown });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button variant="outline" disabled={sending} className="w-full" onClick={() => void resend()}>
        {sending ? 'Sending...' : 'Resend code'}
      </Button>
      {/* Present from the start, so screen readers announce what it comes to say. */}
      <p role="status" className="text-center text-sm text-muted-foreground empty:hidden">
        {outcome?.sent ? outcome.message : ''}
      </p>
      {outcome && !outcome.sent && (
        <p role="alert" className="text-center text-sm text-destructive">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
