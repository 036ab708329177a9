import { objectiveWithTitle, type MyObjective } from '@app/shared/objectives';
import { Button } from '@app/ui';
import { Link } from '@app/ui/router';
import { ArrowRight, Target } from 'lucide-react';
import { useMyObjectives } from '../../objectives/api/list-my-objectives';

const WAITING_ON_THE_STUDENT = ['needs_revision', 'assigned'] as const;

/** The objective to work on now: one sent back for revision first, else one assigned; the lowest-numbered of them. */
export function nextObjectiveOf(objectives: readonly MyObjective[]): MyObjective | undefined {
  const rank = (objective: MyObjective) => (WAITING_ON_THE_STUDENT as readonly string[]).indexOf(objective.status);
  return objectives
    .filter((objective) => rank(objective) >= 0)
    .sort((a, b) => rank(a) - rank(b) || a.objective_number - b.objective_number)[0];
}

/**
 * Home's pointer to the current objective (issue 45): "Next: Objective 3: …", and what to do about it. Nothing
 * while the objectives load, when they cannot, or when none waits on the student (all done, or under review).
 */
export function NextObjective() {
  const { data } = useMyObjectives();
  const next = data && nextObjectiveOf(data.objectives);
  if (!next) return null;
  const sentBack = next.status === 'needs_revision';
  return (
    <section
      aria-labelledby="next-objective-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Target aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-1">
          <h2 id="next-objective-title" className="font-semibold wrap-anywhere">
            Next: {objectiveWithTitle(next.objective_number, next.title)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {sentBack ? 'Sent back with feedback: read it and resubmit your work.' : 'Your current objective.'}
          </p>
        </div>
      </div>
      <Button asChild variant={sentBack ? 'default' : 'outline'} className="self-start sm:self-center">
        <Link to="/objectives">
          {sentBack ? 'See Feedback' : 'Go to Objectives'}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
