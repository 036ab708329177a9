import { SHIRT_GOAL } from '@app/shared/platform';
import { goalReached, shirtWord, type MyTotals } from '@app/shared/leaderboards';
import { formatCount } from '@app/shared/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, MilestoneBadges, Progress } from '@app/ui';
import { PartyPopper, Target } from 'lucide-react';

const NOTHING_SOLD = { units_sold: 0, badges: [] };

/**
 * 'Your Progress' (spec part 1, section 2.11): shirts sold against the 10-shirt goal, and the milestone
 * badges earned. The goal's badge keeps 'Congratulations!' after a refund takes a shirt back.
 */
export function ProgressCard({ totals = NOTHING_SOLD }: { totals?: Pick<MyTotals, 'units_sold' | 'badges'> }) {
  const sold = totals.units_sold;
  const percent = Math.min(100, (sold / SHIRT_GOAL) * 100);
  const left = SHIRT_GOAL - sold;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target aria-hidden className="size-5 text-primary" />
          Your Progress
        </CardTitle>
        <CardDescription>Sell {SHIRT_GOAL} shirts to unlock special recognition!</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-2 text-sm font-medium">
          <span>Shirts Sold</span>
          <span className="tabular-nums">
            {formatCount(sold)} / {SHIRT_GOAL}
          </span>
        </div>
        <Progress value={percent} aria-label="Shirts sold toward your goal" />
        {!goalReached(totals) ? (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">
              {left} more {shirtWord(left)} to reach your goal
            </p>
            <p className="text-muted-foreground">The top fundraiser wins a free shirt!</p>
          </div>
        ) : (
          <div className="flex items-start gap-3 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
            <PartyPopper aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <p className="font-semibold">Congratulations!</p>
              <p>Keep going! The top fundraiser gets a FREE shirt!</p>
            </div>
          </div>
        )}
        <MilestoneBadges earned={totals.badges} className="pt-1" />
      </CardContent>
    </Card>
  );
}
