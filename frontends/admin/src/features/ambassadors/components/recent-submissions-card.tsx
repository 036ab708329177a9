import { objectiveWithTitle } from '@app/shared/objectives';
import type { AdminSubmission } from '@app/shared/objectives';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate, ObjectiveStatusBadge, SkeletonRows } from '@app/ui';
import { Link } from '@app/ui/router';

/** The newest submissions, each with where its objective stands now, and the way to the review screen. */
export function RecentSubmissionsCard({ submissions, isLoading }: { submissions: AdminSubmission[]; isLoading: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Recent Submissions</CardTitle>
        <CardDescription>The latest proof sent in by ambassadors</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <SkeletonRows label="Loading recent submissions" rows={3} rowClassName="h-12" />
        ) : submissions.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No recent submissions</p>
        ) : (
          <ul aria-label="Recent submissions" className="grid divide-y">
            {submissions.map((submission) => (
              <li
                key={submission.id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium wrap-anywhere">
                    {submission.first_name} {submission.last_name}
                  </p>
                  <p className="text-sm wrap-anywhere text-muted-foreground">
                    {objectiveWithTitle(submission.objective_number, submission.objective_title)}
                  </p>
                </div>
                <div className="flex shrink-0 items-center justify-between gap-2 sm:grid sm:justify-items-end sm:gap-1">
                  <ObjectiveStatusBadge status={submission.status} of="submission" />
                  <p className="text-xs text-muted-foreground">{formatDate(submission.submitted_at ?? submission.created_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin/submissions">Review All Submissions</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
