import { Card, CardContent, CardHeader } from '@app/ui';
import type { ReactNode } from 'react';
import { BrandedPage, BrandHeader } from './branded-page';

/** The frame of a public form screen (sign-up, verification, campaign selection): one centred card under the brand's mark, beside the brand panel on wide screens. */
export function FormCardPage({
  title,
  description,
  above,
  children,
  width = 'max-w-lg',
}: {
  title: string;
  description?: ReactNode;
  /** Above the card: a breadcrumb, say. */
  above?: ReactNode;
  children: ReactNode;
  width?: 'max-w-md' | 'max-w-lg' | 'max-w-2xl';
}) {
  return (
    <BrandedPage>
      <div className={`flex w-full ${width} flex-col gap-4`}>
        {above}
        <Card>
          <CardHeader className="gap-4">
            <BrandHeader />
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold">{title}</h1>
              {description && <div className="text-sm text-muted-foreground">{description}</div>}
            </div>
          </CardHeader>
          <CardContent className="grid gap-6">{children}</CardContent>
        </Card>
      </div>
    </BrandedPage>
  );
}
