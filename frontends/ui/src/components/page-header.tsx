import type { ReactNode } from 'react';

/** A page's title (the screen's name from the spec) and its optional subtitle. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground wrap-anywhere">{description}</p>}
      </div>
      {actions}
    </header>
  );
}
