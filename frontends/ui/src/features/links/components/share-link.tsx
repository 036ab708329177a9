import { Share2 } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * An ambassador's link shown whole, for reading and checking: on a narrow screen it breaks only after a
 * slash, so the code at its end is never split across lines. The text is the link itself, so a screen
 * reader reads it all; a segment wider than the box (none the product makes) still wraps rather than
 * widening the page.
 */
export function LinkText({ link, label }: { link: string; label: string }) {
  const segments = link.split(/(?<=\/)/);
  return (
    <div role="group" aria-label={label} className="rounded-lg border bg-muted/50 px-3 py-2 font-mono text-sm wrap-anywhere">
      {segments.map((segment, index) => (
        // The segments of one link never change order: their place is their key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </div>
  );
}

/**
 * 'Share Link': the device's own share sheet (Messages, WhatsApp, mail and the rest) with the link, where
 * the browser has one (navigator.share: phones, tablets and some computers); nothing where it has none, as
 * Copy Link beside it serves there. Closing the sheet without sharing is no error.
 */
export function ShareLinkButton({ link }: { link: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !('share' in navigator)) return null;

  const onShare = async () => {
    try {
      await navigator.share({ url: link });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Could not open the share sheet', error);
      toast({ title: 'Error', description: 'Could not open sharing on this device. Copy the link instead.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onShare()}>
      <Share2 aria-hidden />
      Share Link
    </Button>
  );
}
