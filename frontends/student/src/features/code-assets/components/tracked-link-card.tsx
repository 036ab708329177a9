import { Card, CardContent, CardDescription, CardHeader, CardTitle, CopyButton, LinkText, ShareLinkButton, useTrackedLink } from '@app/ui';
import { Link2 } from 'lucide-react';

/**
 * The tracked link (spec part 1, section 9; issue 25): `/r/<code>` on this site, which counts the visit and
 * opens the shop with the student's code. The one link to share: Copy Share Link and the templates give it too,
 * and the device's share sheet where it has one.
 */
export function TrackedLinkCard() {
  const link = useTrackedLink();

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden className="size-5 text-primary" />
          Your Tracked Link
        </CardTitle>
        <CardDescription>
          This is the one link to share: it opens the shop with your code, and every visit and sale through it is credited to you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {link ? (
          <>
            <LinkText link={link} label="Tracked link" />
            <div className="flex flex-wrap gap-2">
              <CopyButton value={link} label="Copy Link" copiedToast="Link copied!" />
              <ShareLinkButton link={link} />
            </div>
          </>
        ) : (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            Your tracked link appears here once an admin approves you and your personal code is ready.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
