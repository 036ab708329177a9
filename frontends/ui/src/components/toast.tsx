import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/errors';
import { cn } from '../lib/cn';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Errors: red, and announced assertively. */
  variant?: 'default' | 'destructive';
  /**
   * The failure behind an error toast: a server failure's request id is shown as "Reference: …", which
   * support finds in the logs (their correlation id).
   */
  error?: unknown;
}

interface ToastEntry extends Omit<ToastOptions, 'error'> {
  id: number;
  open: boolean;
  reference?: string;
}

const LIMIT = 3;
const REMOVE_AFTER_CLOSE_MS = 500;

// A module-level queue, so any code (a mutation's error handler, say) can raise a toast without a hook.
let toasts: ToastEntry[] = [];
const noToasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastEntry[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number): void {
  setToasts(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => setToasts(toasts.filter((entry) => entry.id !== id)), REMOVE_AFTER_CLOSE_MS);
}

/** Shows a toast: `toast({ title: 'Sign in failed', description: error.message, variant: 'destructive', error })`. */
export function toast({ error, ...options }: ToastOptions): { dismiss: () => void } {
  const id = nextId++;
  // A refusal (4xx) says what to change; only a failure on our side (5xx) is worth quoting to support.
  const reference = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
  setToasts([{ ...options, reference, id, open: true }, ...toasts].slice(0, LIMIT));
  return { dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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

/** Renders the toast queue; each micro-frontend mounts one (the lifecycle does it). */
export function Toaster() {
  // The server renders no toast (a page rendered there hydrates with none).
  const entries = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
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
