import { PageHeader } from '@app/ui';
import type { ReactNode } from 'react';
import { BrandedPage, BrandHeader } from './branded-page';

/** The frame of a public screen: the brand's mark and the screen's title, beside the brand panel on wide screens. */
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
    <BrandedPage align="start">
      <div className="flex w-full max-w-3xl min-w-0 flex-col gap-6">
        <BrandHeader />
        {breadcrumb}
        <PageHeader title={title} description={description} />
        {children}
      </div>
    </BrandedPage>
  );
}
