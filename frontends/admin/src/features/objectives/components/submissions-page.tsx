import type { AdminSubmission, SubmissionFilter } from '@app/shared/objectives';
import {
  Button,
  Card,
  DataTable,
  CardContent,
  formatDate,
  LoadFailed,
  ObjectiveStatusBadge,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { FileCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAllSubmissions } from '../api/list-all-submissions';
import { ambassadorNameOf, objectiveNameOf, ReviewSubmissionDialog } from './review-submission-dialog';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { SUBMISSION_FILTER_OPTIONS } from './submission-status';

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

/** The columns; the rows come in the server's order, a page at a time, so no column re-sorts the part loaded. */
function columnsFor(onOpen: (submission: AdminSubmission) => void): DataTableColumn<AdminSubmission>[] {
  return [
    {
      id: 'ambassador',
      header: 'Ambassador',
      truncate: true,
      cell: (submission) => (
        <>
          <TruncatedText className="font-medium">{ambassadorNameOf(submission)}</TruncatedText>
          <TruncatedText className="text-xs text-muted-foreground">{submission.email}</TruncatedText>
        </>
      ),
      cardSlot: 'wide',
    },
    { id: 'objective', header: 'Objective', truncate: true, cell: objectiveNameOf, cardSlot: 'title' },
    {
      id: 'submitted',
      header: 'Submitted',
      cell: (submission) => formatDate(submission.created_at),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (submission) => <ObjectiveStatusBadge status={submission.status} of="submission" />,
      cardSlot: 'badge',
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cardSlot: 'actions',
      cell: (submission) => <OpenButton submission={submission} onOpen={onOpen} />,
    },
  ];
}

const LOAD_FAILED = 'Failed to load submissions';

/** One filter's submissions, newest first as the server pages them, with Load more while there are more. */
function FilteredSubmissions({ filter, onOpen }: { filter: SubmissionFilter; onOpen: (submission: AdminSubmission) => void }) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useAllSubmissions(filter);
  const submissions = useMemo(() => (data ?? []).flatMap((page) => page.submissions), [data]);
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const loadMore = { hasMore, loading: loadingMore, onLoadMore: () => void setSize(size + 1) };

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
  }, [error]);

  if (error && submissions.length === 0 && !isLoading) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
  return (
    <DataTable
      label="Submissions"
      columns={columnsFor(onOpen)}
      rows={submissions}
      getRowId={(submission) => submission.id}
      loading={isLoading}
      loadingLabel="Loading submissions"
      loadingRows={3}
      loadMore={loadMore}
      empty={
        // A page of Auto Sale approvals holds no submission: its next page may still hold some.
        hasMore ? (
          <div className="flex justify-center py-6">
            <Button variant="outline" onClick={loadMore.onLoadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : (
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
        )
      }
    />
  );
}

/** The review status shown, in the address as ?status= (useUrlFilters) unless it is the default, Pending Review. */
const FILTERS = { filter: { param: 'status', initial: 'submitted', accepts: isSubmissionFilter } } satisfies Record<string, UrlFilter>;

/** /admin/submissions (spec part 2, section 2): the proof ambassadors submitted, by review status, newest first, and its review. */
export function SubmissionsPage() {
  const [{ filter }, change] = useUrlFilters(FILTERS);
  const [reviewing, setReviewing] = useState<AdminSubmission>();

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Submissions Review"
        description="Review the proof ambassadors submit, then approve it or reject it for revision."
      />
      <Tabs value={filter} onValueChange={(value) => isSubmissionFilter(value) && change({ filter: value })} className="min-w-0 gap-4">
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
