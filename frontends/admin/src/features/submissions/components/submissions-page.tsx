import type { AdminSubmission, SubmissionFilter } from '@app/shared/admin';
import {
  Button,
  Card,
  CardContent,
  formatDate,
  LoadFailed,
  PageHeader,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useIsMobile,
} from '@app/ui';
import { FileCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAllSubmissions } from '../api/list-all-submissions';
import { ambassadorNameOf, objectiveNameOf, ReviewSubmissionDialog } from './review-submission-dialog';
import { SUBMISSION_FILTER_OPTIONS, SubmissionStatusBadge } from './submission-status';

const isSubmissionFilter = (value: string): value is SubmissionFilter => SUBMISSION_FILTER_OPTIONS.some((option) => option.value === value);

function OpenButton({ submission, onOpen }: { submission: AdminSubmission; onOpen: (submission: AdminSubmission) => void }) {
  const pending = submission.status === 'submitted';
  return (
    <Button
      size="sm"
      variant={pending ? 'default' : 'outline'}
      aria-label={`${pending ? 'Review' : 'View'} ${objectiveNameOf(submission)} from ${ambassadorNameOf(submission)}`}
      onClick={() => onOpen(submission)}
    >
      {pending ? 'Review' : 'View'}
    </Button>
  );
}

function SubmissionsTable({ submissions, onOpen }: { submissions: AdminSubmission[]; onOpen: (submission: AdminSubmission) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Ambassador</TableHead>
          <TableHead>Objective</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell>
              <p className="font-medium">{ambassadorNameOf(submission)}</p>
              <p className="text-xs text-muted-foreground">{submission.email}</p>
            </TableCell>
            <TableCell className="max-w-xs truncate" title={objectiveNameOf(submission)}>
              {objectiveNameOf(submission)}
            </TableCell>
            <TableCell>{formatDate(submission.created_at)}</TableCell>
            <TableCell>
              <SubmissionStatusBadge status={submission.status} />
            </TableCell>
            <TableCell className="text-right">
              <OpenButton submission={submission} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SubmissionCards({ submissions, onOpen }: { submissions: AdminSubmission[]; onOpen: (submission: AdminSubmission) => void }) {
  return (
    <ul className="grid gap-4">
      {submissions.map((submission) => (
        <li key={submission.id} className="grid gap-1 border-b pb-4 last:border-0 last:pb-0">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium wrap-anywhere">{objectiveNameOf(submission)}</p>
            <SubmissionStatusBadge status={submission.status} />
          </div>
          <p className="text-sm wrap-anywhere">
            {ambassadorNameOf(submission)} <span className="text-muted-foreground">· {submission.email}</span>
          </p>
          <p className="text-xs text-muted-foreground">Submitted {formatDate(submission.created_at)}</p>
          <div className="mt-1">
            <OpenButton submission={submission} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FilteredSubmissions({ filter, onOpen }: { filter: SubmissionFilter; onOpen: (submission: AdminSubmission) => void }) {
  const { data, error, isLoading, mutate } = useAllSubmissions(filter);
  const isMobile = useIsMobile();

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load submissions', variant: 'destructive' });
  }, [error]);

  if (isLoading) return <SkeletonRows label="Loading submissions" rows={3} rowClassName="h-12" />;
  if (error) return <LoadFailed message="Failed to load submissions" onRetry={() => void mutate()} />;
  if (!data?.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <FileCheck aria-hidden className="size-10" />
        {/* Pending Review with nothing in it is a clear queue, not a programme without submissions. */}
        {filter === 'submitted' ? (
          <>
            <p className="font-medium text-foreground">The review queue is clear</p>
            <p className="text-sm">No submissions are waiting for review.</p>
          </>
        ) : (
          <p>No submissions yet</p>
        )}
      </div>
    );
  }
  return isMobile ? <SubmissionCards submissions={data} onOpen={onOpen} /> : <SubmissionsTable submissions={data} onOpen={onOpen} />;
}

/** /admin/submissions (spec part 2, section 2): the proof ambassadors submitted, by review status, newest first, and its review. */
export function SubmissionsPage() {
  const [filter, setFilter] = useState<SubmissionFilter>('submitted');
  const [reviewing, setReviewing] = useState<AdminSubmission>();

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Submissions Review"
        description="Review the proof ambassadors submit, then approve it or reject it for revision."
      />
      <Tabs value={filter} onValueChange={(value) => isSubmissionFilter(value) && setFilter(value)} className="min-w-0 gap-4">
        <TabsList aria-label="Filter" className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          {SUBMISSION_FILTER_OPTIONS.map((option) => (
            <TabsTrigger key={option.value} value={option.value} className="px-3 py-1.5">
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SUBMISSION_FILTER_OPTIONS.map((option) => (
          <TabsContent key={option.value} value={option.value} className="min-w-0">
            <Card className="min-w-0">
              <CardContent>
                <FilteredSubmissions filter={option.value} onOpen={setReviewing} />
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <ReviewSubmissionDialog submission={reviewing} onOpenChange={(open) => !open && setReviewing(undefined)} />
    </div>
  );
}
