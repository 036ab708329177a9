import { formatShirts } from '@app/shared/leaderboards';
import { formatCount } from '@app/shared/platform';
import { objectiveName, targetUnitsOf, type MyObjective } from '@app/shared/objectives';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatDate,
  LoadFailed,
  ObjectiveStatusBadge,
  ObjectiveStatusIcon,
  PageHeader,
  Progress,
  SkeletonRows,
  toast,
} from '@app/ui';
import { Link } from '@app/ui/router';
import { Clock, Target, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SubmitWorkDialog } from '../../submissions/components/submit-work-dialog';
import { AdminFeedback } from './admin-feedback';
import { useMyObjectives } from '../api/list-my-objectives';

/**
 * /objectives (spec part 1, sections 2.10 and 4): progress, and one card per objective with what the
 * student can do next. An Auto Sale objective shows the shirts sold toward its target instead of Submit
 * Work, and "Completed automatically" once the sales reach it.
 */
export function ObjectivesPage() {
  const { data, error, isLoading, mutate } = useMyObjectives();
  const [submitFor, setSubmitFor] = useState<string | undefined>();

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load objectives', variant: 'destructive', error });
  }, [error]);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="My Objectives" description="Complete each objective to grow as an ambassador." />
      {isLoading ? (
        <SkeletonRows label="Loading objectives" rows={3} rowClassName="h-40" />
      ) : error ? (
        <Card>
          <CardContent>
            <LoadFailed message="Failed to load objectives" onRetry={() => void mutate()} />
          </CardContent>
        </Card>
      ) : !data?.objectives.length ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-6 text-center">
            <Target aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">No objectives yet</p>
            <p className="text-sm text-muted-foreground">Your objectives will appear here once you are approved as an ambassador.</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <OverallProgress objectives={data.objectives} />
          <ul className="grid gap-4" aria-label="Objectives">
            {data.objectives.map((objective) => (
              <li key={objective.id}>
                <ObjectiveCard objective={objective} unitsSold={data.units_sold} onSubmitWork={() => setSubmitFor(objective.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <SubmitWorkDialog open={submitFor !== undefined} onOpenChange={(open) => !open && setSubmitFor(undefined)} objectiveId={submitFor} />
    </div>
  );
}

/** Progress percent = approved over total objectives (spec part 1, section 4). */
function OverallProgress({ objectives }: { objectives: MyObjective[] }) {
  const approved = objectives.filter((objective) => objective.status === 'approved').length;
  const percent = Math.round((approved / objectives.length) * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Overall Progress</CardTitle>
        <CardDescription>
          {approved} of {objectives.length} objectives completed
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Progress value={percent} aria-label="Overall progress" />
        <p className="text-sm text-muted-foreground">{percent}% complete</p>
      </CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">{label}</p>
      <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{children}</p>
    </div>
  );
}

/** An Auto Sale objective's count toward its target, until it completes. */
function SalesProgress({ objective, unitsSold }: { objective: MyObjective; unitsSold: number }) {
  const target = targetUnitsOf(objective);
  const sold = Math.min(unitsSold, target);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        {formatCount(sold)} of {formatShirts(target)} sold
      </p>
      <Progress value={Math.round((sold / target) * 100)} aria-label={`Shirts sold toward ${objective.title}`} />
      <p className="text-sm text-muted-foreground">Completes automatically when your sales reach the target.</p>
    </div>
  );
}

function ObjectiveCard({ objective, unitsSold, onSubmitWork }: { objective: MyObjective; unitsSold: number; onSubmitWork: () => void }) {
  const titleId = `objective-${objective.id}-title`;
  const autoSale = objective.proof_type === 'auto_sale';
  return (
    <Card aria-labelledby={titleId} role="group" className={objective.status === 'locked' ? 'bg-muted/40' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-3">
            <ObjectiveStatusIcon status={objective.status} className="mt-0.5" />
            <div className="grid min-w-0 gap-1">
              <p className="text-sm text-muted-foreground">{objectiveName(objective.objective_number)}</p>
              <CardTitle id={titleId} className="text-lg leading-snug wrap-anywhere">
                {objective.title}
              </CardTitle>
              {objective.time_estimate && (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Clock aria-hidden className="size-4" />
                  <span>
                    <span className="sr-only">Time estimate: </span>
                    {objective.time_estimate}
                  </span>
                </p>
              )}
            </div>
          </div>
          <ObjectiveStatusBadge status={objective.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {objective.description && <p className="text-sm wrap-anywhere whitespace-pre-line">{objective.description}</p>}
        {objective.unlock_rule_text && <Detail label="Unlock Requirement">{objective.unlock_rule_text}</Detail>}
        {objective.example_content && <Detail label="Example">{objective.example_content}</Detail>}
        {objective.status === 'needs_revision' && objective.admin_feedback && <AdminFeedback feedback={objective.admin_feedback} />}
        {autoSale && objective.status !== 'approved' && <SalesProgress objective={objective} unitsSold={unitsSold} />}
        {objective.completed_automatically && (
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <Zap aria-hidden className="size-4 text-success" />
            Completed automatically
          </p>
        )}
        {objective.status === 'approved' && objective.approved_at && (
          <p className="text-sm text-muted-foreground">Completed on {formatDate(objective.approved_at)}</p>
        )}
        <ObjectiveActions objective={objective} onSubmitWork={onSubmitWork} />
      </CardContent>
    </Card>
  );
}

/** What the student can do from each status (spec part 1, section 4). */
function ObjectiveActions({ objective, onSubmitWork }: { objective: MyObjective; onSubmitWork: () => void }) {
  const actions = (() => {
    switch (objective.status) {
      case 'locked':
        return (
          <Button variant="secondary" disabled>
            Locked
          </Button>
        );
      case 'assigned':
        return (
          <>
            {objective.proof_type !== 'auto_sale' && <Button onClick={onSubmitWork}>Submit Work</Button>}
            <Button variant="outline" asChild>
              <Link to="/code-assets">View Assets</Link>
            </Button>
          </>
        );
      case 'needs_revision':
        return (
          <>
            <Button onClick={onSubmitWork}>Resubmit Work</Button>
            <Button variant="outline" asChild>
              <Link to="/submissions">View Previous Submission</Link>
            </Button>
          </>
        );
      case 'submitted':
        return (
          <Button variant="secondary" disabled>
            Under Review
          </Button>
        );
      case 'approved':
        // Nothing was submitted for an objective the sales completed.
        return objective.completed_automatically ? null : (
          <Button variant="outline" asChild>
            <Link to="/submissions">View Submission</Link>
          </Button>
        );
    }
  })();
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>;
}
