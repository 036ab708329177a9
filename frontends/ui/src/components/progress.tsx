import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A progress bar (WAI-ARIA progressbar): `value` is a percentage from 0 to 100, clamped, read out as
 * "N%" unless `aria-valuetext` says otherwise. Plain elements: the public campaign page shows one and
 * should not download a component library for it.
 */
export function Progress({ className, value = 0, ...props }: Omit<ComponentProps<'div'>, 'children'> & { value?: number | null }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${Math.round(percent)}%`}
      data-slot="progress"
      data-state={percent === 100 ? 'complete' : 'loading'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div className="h-full w-full flex-1 bg-primary transition-transform" style={{ transform: `translateX(-${100 - percent}%)` }} />
    </div>
  );
}
