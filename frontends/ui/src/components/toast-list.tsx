import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { dismiss, type ToastEntry } from './toast-queue';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** The toasts on screen, in Radix's toast viewport (F8 focuses it); loaded with the first toast (`Toaster`). */
export function ToastList({ entries }: { entries: readonly ToastEntry[] }) {
  return (
    <ToastPrimitive.Provider>
      {entries.map(({ id, title, description, variant, open, reference }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => !isOpen && dismiss(id)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={toastVariants({ variant })}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
            {reference && <p className="font-mono text-xs break-all opacity-90">Reference: {reference}</p>}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none',
          'sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
