import { Button } from './button';
import { Skeleton } from './skeleton';

/** A list that failed to load: what failed, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Placeholder rows while a list loads: a status named for screen readers (a name on a plain div is not allowed). */
export function SkeletonRows({ label, rows, rowClassName }: { label: string; rows: number; rowClassName: string }) {
  return (
    <div role="status" className="grid gap-3" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}
