import { Card, CardContent, CardHeader, ProductMark } from '@app/ui';
import type { ReactNode } from 'react';

/** The frame of a public form screen (sign-up, verification, campaign selection): one centred card under the product mark. */
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
    <main className="flex min-h-screen items-start justify-center bg-muted px-4 py-10 sm:items-center">
      <div className={`flex w-full ${width} flex-col gap-4`}>
        {above}
        <Card>
          <CardHeader className="gap-4">
            <ProductMark />
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold">{title}</h1>
              {description && <div className="text-sm text-muted-foreground">{description}</div>}
            </div>
          </CardHeader>
          <CardContent className="grid gap-6">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
