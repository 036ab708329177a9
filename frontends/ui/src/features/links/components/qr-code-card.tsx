import { trackedLinkFor } from '@app/shared/links';
import { Download, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { qrCodeImage, saveQrCode } from '../qr-code-image';

type Drawn = { status: 'drawing' } | { status: 'drawn'; image: string } | { status: 'failed' };

/** The QR code picture of a shop link and code, drawn in the browser; drawing again when either changes. */
function useQrCodeImage(shopLink: string, code: string): Drawn {
  const key = `${code} ${shopLink}`;
  const [result, setResult] = useState<{ key: string; image: string | null }>();
  useEffect(() => {
    let current = true;
    qrCodeImage(shopLink, code).then(
      (image) => current && setResult({ key, image }),
      (caught: unknown) => {
        console.error('Could not draw the QR code', caught);
        if (current) setResult({ key, image: null });
      },
    );
    return () => {
      current = false;
    };
  }, [key, shopLink, code]);
  if (result?.key !== key) return { status: 'drawing' };
  return result.image === null ? { status: 'failed' } : { status: 'drawn', image: result.image };
}

/**
 * The ambassador's QR code, on the fundraiser's dashboard and the student's My Code & Assets: their
 * tracked link (`?via=qr`, so scans are counted apart) with their code printed under it, for flyers and
 * posters, and a Download button that saves that same picture as `<CODE>-qr.png`. The store's own link is
 * never drawn: a scan of it would not count.
 */
export function QrCodeCard({ code }: { code: string }) {
  const drawn = useQrCodeImage(trackedLinkFor(window.location.origin, code, 'qr'), code);

  const onDownload = () => {
    if (drawn.status !== 'drawn') return;
    try {
      saveQrCode(drawn.image, code);
    } catch (caught) {
      console.error('Could not save the QR code', caught);
      toast({ title: 'Error', description: 'Failed to download QR code', variant: 'destructive' });
    }
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <QrCode aria-hidden className="size-5 text-primary" />
          Your QR Code
        </CardTitle>
        <CardDescription>Scanning it opens your shop link, with your code.</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">
        {drawn.status === 'drawn' && (
          <img
            src={drawn.image}
            alt={`QR code of your shop link, with your code ${code}`}
            className="aspect-[512/608] w-full max-w-48 rounded-md border bg-white"
          />
        )}
        {drawn.status === 'drawing' && (
          <Skeleton role="status" aria-label="Drawing your QR code" className="aspect-[512/608] w-full max-w-48" />
        )}
        {drawn.status === 'failed' && <p className="text-sm text-muted-foreground">Your QR code could not be drawn in this browser.</p>}
        <Button variant="outline" disabled={drawn.status !== 'drawn'} onClick={onDownload} className="w-full sm:w-fit">
          <Download aria-hidden />
          Download QR code
        </Button>
      </CardContent>
    </Card>
  );
}
