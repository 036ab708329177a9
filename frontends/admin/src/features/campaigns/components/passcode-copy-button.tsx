import { Button, toast, useCopyToClipboard } from '@app/ui';
import { Check, Copy } from 'lucide-react';

/** Copies a passcode, with the 2-second copied tick (spec part 2, section 9) and its own failure toast. */
export function PasscodeCopyButton({ passcode }: { passcode: string }) {
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    if (await copy(passcode)) toast({ title: 'Copied!', description: `Passcode ${passcode} copied to the clipboard.` });
    else toast({ title: 'Error', description: 'Failed to copy passcode', variant: 'destructive' });
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> passcode {passcode}</span>
    </Button>
  );
}
