import { ApiError } from '../api/errors';

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
  /**
   * What the toast is about ('passcode', 'verification'): a new toast on the same topic replaces the one
   * showing, so an error and its correction never stand side by side, and `dismissTopic` closes it once
   * what it reported is fixed.
   */
  topic?: string;
}

export interface ToastEntry extends Omit<ToastOptions, 'error'> {
  id: number;
  open: boolean;
  reference?: string;
}

const LIMIT = 3;
const REMOVE_AFTER_CLOSE_MS = 500;

// A module-level queue, so any code (a mutation's error handler, say) can raise a toast without a hook.
// Until the first toast the queue is this very array, which is also what the server renders.
export const noToasts: readonly ToastEntry[] = [];
let toasts: readonly ToastEntry[] = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastEntry[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Closes a toast, then takes it off the queue once its closing animation is over. */
export function dismiss(id: number): void {
  setToasts(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => setToasts(toasts.filter((entry) => entry.id !== id)), REMOVE_AFTER_CLOSE_MS);
}

/** Closes every toast on a topic: what they reported is fixed (the right passcode came after a wrong one). */
export function dismissTopic(topic: string): void {
  for (const entry of toasts) if (entry.topic === topic && entry.open) dismiss(entry.id);
}

/** Shows a toast: `toast({ title: 'Sign in failed', description: error.message, variant: 'destructive', error })`. */
export function toast({ error, ...options }: ToastOptions): { dismiss: () => void } {
  if (options.topic !== undefined) dismissTopic(options.topic);
  const id = nextId++;
  // A refusal (4xx) says what to change; only a failure on our side (5xx) is worth quoting to support.
  const reference = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
  setToasts([{ ...options, reference, id, open: true }, ...toasts].slice(0, LIMIT));
  return { dismiss: () => dismiss(id) };
}

/** What the toasts are now, and a way to hear when they change (for useSyncExternalStore). */
export const currentToasts = () => toasts;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
