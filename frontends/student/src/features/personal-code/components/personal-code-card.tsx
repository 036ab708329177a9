import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CopyButton, useProfile, useTrackedLink } from '@app/ui';
import { ExternalLink, Tag } from 'lucide-react';

/**
 * The ambassador's discount code and link (spec part 1, section 2.10), on Home and on My Code & Assets. The
 * link is the tracked link (issue 25): it counts the visit, then opens the shop with the code.
 * A student gets a code when an admin approves them, so until then the card says so instead.
 */
export function PersonalCodeCard() {
  const { personal_code: code } = useProfile();
  const shopLink = useTrackedLink();

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Tag aria-hidden className="size-5 text-primary" />
          Your Personal Code
        </CardTitle>
        <CardDescription>Share it with family and friends: they get a discount and your sales count toward your goal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {code ? (
          <>
            <div
              role="group"
              aria-label="Personal code"
              className="rounded-lg border-2 border-dashed border-primary/40 bg-secondary px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest break-all text-secondary-foreground"
            >
              {code}
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton value={code} label="Copy Code" copiedToast="Code copied!" />
              {shopLink && (
                <>
                  <CopyButton value={shopLink} label="Copy Share Link" copiedToast="Link copied!" />
                  <Button asChild>
                    <a href={shopLink} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden />
                      Visit My Shop
                    </a>
                  </Button>
                </>
              )}
            </div>
          </>
        ) : (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            You don&apos;t have a personal code yet. It arrives as soon as an admin approves you as an ambassador.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
