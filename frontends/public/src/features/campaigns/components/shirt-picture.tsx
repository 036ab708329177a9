import type { PublicCampaignPage } from '@app/shared/campaigns';
import { cn } from '@app/ui';
import { Shirt } from 'lucide-react';
import { useState } from 'react';

/**
 * The shirt's picture from the Brand Assets; when the library has none, or the file does not load, a drawn
 * shirt in the brand's colours takes its place, so the page never shows a broken image.
 */
export function ShirtPicture({ image, className }: { image: PublicCampaignPage['shirt_image']; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn('aspect-square w-full overflow-hidden rounded-xl border bg-card shadow-sm', className);
  if (!image || failed) {
    return (
      <div
        data-testid="shirt-placeholder"
        className={cn(frame, 'flex items-center justify-center bg-linear-to-br from-primary/15 to-primary/5')}
      >
        <Shirt aria-hidden strokeWidth={1.25} className="size-1/2 text-primary" />
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={image.url}
        alt={image.alt}
        width={540}
        height={540}
        decoding="async"
        fetchPriority="high"
        onError={() => setFailed(true)}
        className="size-full object-contain"
      />
    </div>
  );
}
