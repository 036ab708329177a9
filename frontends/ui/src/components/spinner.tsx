import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A busy indicator that screen readers announce with its label. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the content area while a page's data (or the session) loads. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
