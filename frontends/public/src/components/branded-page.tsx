import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { ProductShirt } from './product-shirt';

/**
 * The frame of the sign-in and sign-up pages: on wide screens a brand panel (the shirt and what it does)
 * beside the page (the page itself names the programme); on narrow ones the page alone, its header carrying the mark and a
 * small shirt (`BrandHeader`).
 */
export function BrandedPage({ children, align = 'center' }: { children: ReactNode; align?: 'center' | 'start' }) {
  return (
    <main className="min-h-screen bg-muted lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="sticky top-0 hidden h-screen flex-col justify-center gap-8 bg-primary p-12 text-primary-foreground lg:flex">
        <ProductShirt className="mx-auto w-full max-w-72 text-primary" />
        <div className="grid gap-3 text-center">
          <p className="text-3xl leading-tight font-bold tracking-tight">Wear the change.</p>
          <p className="text-base text-primary-foreground/90">Organic cotton shirts, and every one sold funds climate action.</p>
        </div>
      </aside>
      <div
        className={`flex justify-center px-4 py-10 ${align === 'center' ? 'items-start sm:items-center' : 'items-start'} lg:min-h-screen lg:px-10`}
      >
        {children}
      </div>
    </main>
  );
}

/** The top of a public card: the logo or wordmark, and on narrow screens (where the brand panel is hidden) a small shirt beside it. */
export function BrandHeader() {
  return (
    <div className="flex items-center justify-between gap-4">
      <BrandMark />
      <ProductShirt className="size-14 shrink-0 rounded-full bg-primary p-1.5 lg:hidden" />
    </div>
  );
}
