import { goalReached } from '@app/shared/leaderboards';
import { SHIRT_GOAL } from '@app/shared/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, MilestoneBadges, Progress, useMyTotals } from '@app/ui';
import { Flag } from 'lucide-react';

/** 'Remember Your Goal': the 10-shirt goal, how far the student's real sales have come, and the milestone badges earned. */
export function GoalCard() {
  const { data } = useMyTotals();
  const sold = data?.units_sold ?? 0;
  const percent = Math.min(100, Math.round((sold / SHIRT_GOAL) * 100));

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flag aria-hidden className="size-5 text-primary" />
          Remember Your Goal
        </CardTitle>
        <CardDescription>Sell {SHIRT_GOAL} shirts. Each one helps your organization and gives $1 to climate action.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Progress value={percent} aria-label="Progress toward your goal" />
        <p className="text-sm text-muted-foreground">
          {data && goalReached(data) ? `Goal reached: ${sold} shirts sold!` : `${sold} of ${SHIRT_GOAL} shirts sold`}
        </p>
        <MilestoneBadges earned={data?.badges ?? []} className="pt-2" />
      </CardContent>
    </Card>
  );
}
