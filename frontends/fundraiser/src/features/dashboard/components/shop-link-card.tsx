import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CopyButton,
  LinkText,
  ShareLinkButton,
  useTrackedLink,
} from '@app/ui';
import { ExternalLink, ShoppingBag } from 'lucide-react';

/**
 * The ambassador's shop link (spec part 1, section 2.11) as their tracked link (issue 25): `/r/<code>` on
 * this site, which counts the visit and opens the shop with the code. `storeLink`, the store's own link,
 * stands in only for an ambassador the card is shown without a code; its QR code is the card beside it.
 * Copy, the device's share sheet where it has one, and the shop itself.
 */
export function ShopLinkCard({ shopLink: storeLink }: { shopLink: string }) {
  const shopLink = useTrackedLink() ?? storeLink;
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
        <LinkText link={shopLink} label="Shop link" />
        <div className="flex flex-wrap gap-2">
          <CopyButton value={shopLink} label="Copy Link" copiedToast="Shop link copied!" />
          <ShareLinkButton link={shopLink} />
          <Button asChild>
            <a href={shopLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Visit Shop
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
