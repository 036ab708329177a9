import { useCallback, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * Whether the element is narrower than what it holds, so it scrolls sideways. A ResizeObserver watches
 * it and its content; useSyncExternalStore renders the answer in the same frame as the resize.
 */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new ResizeObserver(onChange);
      if (element) [element, ...element.children].forEach((watched) => observer.observe(watched));
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(subscribe, () => (element ? element.scrollWidth > element.clientWidth : false));
}

/**
 * A table in a container that scrolls sideways when the table is wider. While it does, the container is
 * a named region in the tab order (WCAG 2.1.1), so someone on a keyboard can reach it and scroll it with
 * the arrow keys; it is named like the table, or "Table" when the table has no name.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(container);
  const { 'aria-label': label, 'aria-labelledby': labelledBy } = props;
  return (
    <div
      ref={setContainer}
      data-slot="table-container"
      className="relative w-full overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      role={scrolls ? 'region' : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only while it scrolls: a keyboard must reach what it hides
      tabIndex={scrolls ? 0 : undefined}
      aria-label={scrolls && !labelledBy ? (label ?? 'Table') : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('p-2 align-middle whitespace-nowrap', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
