import { SHIRT_GOAL } from '@app/shared/platform';
import { startHereProgress } from '@app/shared/start-here';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '@app/ui';
import { CircleCheck, Target } from 'lucide-react';

/** 'Your Mission' (spec part 1, section 2.11): the goal, and how much of the checklist is done. */
export function MissionCard({ completed, total }: { completed: number; total: number }) {
  const percent = startHereProgress(completed, total);
  const label = `${completed}/${total} completed (${percent}%)`;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Target aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1">
            <CardTitle>Your Mission</CardTitle>
            <CardDescription>Goal: {SHIRT_GOAL} shirts</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm font-medium">{label}</p>
        <Progress value={percent} aria-label="Start Here progress" aria-valuetext={label} />
        {total > 0 && completed >= total && (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary">
            <CircleCheck aria-hidden className="size-5" />
            Congratulations! You&apos;ve completed all Start Here steps!
          </p>
        )}
      </CardContent>
    </Card>
  );
}
