import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CopyButton, toast } from '@app/ui';
import { ExternalLink, QrCode, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { downloadQrCode } from '../qr-code-image';

/** The ambassador's shop link (spec part 1, section 2.11), plus a printable QR code of it carrying their code. */
export function ShopLinkCard({ shopLink, code }: { shopLink: string; code: string | null }) {
  const [drawing, setDrawing] = useState(false);

  const onDownloadQrCode = async (personalCode: string) => {
    setDrawing(true);
    try {
      await downloadQrCode(shopLink, personalCode);
    } catch (caught) {
      console.error('Could not draw the QR code', caught);
      toast({ title: 'Error', description: 'Failed to download QR code', variant: 'destructive' });
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingBag aria-hidden className="size-5 text-primary" />
          Your Shop Link
        </CardTitle>
        <CardDescription>Share this link: buyers get your discount and every shirt counts toward your goal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p aria-label="Shop link" className="rounded-lg border bg-muted/50 px-3 py-2 font-mono text-sm break-all">
          {shopLink}
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={shopLink} label="Copy Link" copiedToast="Shop link copied!" />
          <Button asChild>
            <a href={shopLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Visit Shop
            </a>
          </Button>
          {code && (
            <Button variant="outline" disabled={drawing} onClick={() => void onDownloadQrCode(code)}>
              <QrCode aria-hidden />
              Download QR code
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
