import { PageHeader } from '@app/ui';
import type { ReactNode } from 'react';

/** The frame of a public screen: centred on a muted background, with the screen's title. */
export function PublicPage({
  title,
  description,
  breadcrumb,
  children,
}: {
  title: string;
  description?: string;
  /** Above the title: a link back to the previous step. */
  breadcrumb?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="min-h-screen bg-muted px-4 py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        {breadcrumb}
        <PageHeader title={title} description={description} />
        {children}
      </div>
    </main>
  );
}
