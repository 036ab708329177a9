import { Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';
import { Button, type ButtonProps } from './button';
import { toast, type ToastOptions } from './toast';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text put on the clipboard. */
  value: string;
  /** The button's text, e.g. 'Copy Code'. */
  label: string;
  /** The toast after a copy: a title ('Code copied!') or a title with a description. */
  copiedToast?: string | Pick<ToastOptions, 'title' | 'description'>;
}

/** Copies `value`, confirms with a toast, and shows a check mark for the 2-second tick. */
export function CopyButton({ value, label, copiedToast, variant = 'outline', ...props }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    const ok = await copy(value);
    if (!ok) toast({ title: 'Error', description: 'Could not copy to the clipboard.', variant: 'destructive' });
    else if (copiedToast) toast(typeof copiedToast === 'string' ? { title: copiedToast } : copiedToast);
  };
  return (
    <Button variant={variant} onClick={onClick} {...props}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}
