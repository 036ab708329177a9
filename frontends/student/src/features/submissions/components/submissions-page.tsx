import { objectiveName, type ObjectiveStatus, type Submission } from '@app/shared/objectives';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatDate,
  LoadFailed,
  ObjectiveStatusBadge,
  PageHeader,
  SkeletonRows,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@app/ui';
import { ExternalLink, FileCheck, FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminFeedback } from '../../objectives/components/admin-feedback';
import { useMySubmissions } from '../api/list-my-submissions';
import { SubmitWorkDialog } from './submit-work-dialog';

/** Each tab lists the submissions whose objective is now in its status; All lists every one. */
const TABS: { value: string; label: string; status?: ObjectiveStatus; empty: string }[] = [
  { value: 'all', label: 'All Submissions', empty: 'No submissions yet' },
  { value: 'submitted', label: 'Under Review', status: 'submitted', empty: 'No submissions under review' },
  { value: 'approved', label: 'Approved', status: 'approved', empty: 'No approved submissions' },
  { value: 'needs_revision', label: 'Needs Revision', status: 'needs_revision', empty: 'No submissions need revision' },
];

/** /submissions (spec part 1, sections 2.10 and 5): the student's submissions by status, and Submit Work. */
export function SubmissionsPage() {
  const { data, error, isLoading, mutate } = useMySubmissions();
  // Submit Work opens the dialog on no objective; a Resubmit on the one sent back (`objectiveId`).
  const [submitting, setSubmitting] = useState<{ objectiveId?: string } | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load submissions', variant: 'destructive', error });
  }, [error]);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="My Submissions"
        description="Your submitted work and where each review stands."
        actions={
          <Button onClick={() => setSubmitting({})}>
            <Plus aria-hidden /> Submit Work
          </Button>
        }
      />
      <Tabs defaultValue="all" className="min-w-0 gap-4">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="px-3 py-1.5">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="min-w-0">
            {isLoading ? (
              <SkeletonRows label="Loading submissions" rows={2} rowClassName="h-32" />
            ) : error ? (
              <Card>
                <CardContent>
                  <LoadFailed message="Failed to load submissions" onRetry={() => void mutate()} />
                </CardContent>
              </Card>
            ) : (
              <SubmissionList
                submissions={(data ?? []).filter((submission) => !tab.status || submission.status === tab.status)}
                empty={tab.empty}
                onResubmit={(objectiveId) => setSubmitting({ objectiveId })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <SubmitWorkDialog
        open={submitting !== null}
        onOpenChange={(open) => !open && setSubmitting(null)}
        objectiveId={submitting?.objectiveId}
      />
    </div>
  );
}

function SubmissionList({
  submissions,
  empty,
  onResubmit,
}: {
  submissions: Submission[];
  empty: string;
  onResubmit: (objectiveId: string) => void;
}) {
  if (submissions.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-6 text-center">
          <FileCheck aria-hidden className="size-10 text-muted-foreground" />
          <p className="font-medium">{empty}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4">
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionCard submission={submission} onResubmit={onResubmit} />
        </li>
      ))}
    </ul>
  );
}

function SubmissionCard({ submission, onResubmit }: { submission: Submission; onResubmit: (objectiveId: string) => void }) {
  const titleId = `submission-${submission.id}-title`;
  return (
    <Card aria-labelledby={titleId} role="group" className="gap-4">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm text-muted-foreground">{objectiveName(submission.objective_number)}</p>
            <CardTitle id={titleId} className="leading-snug wrap-anywhere">
              {submission.objective_title}
            </CardTitle>
          </div>
          <ObjectiveStatusBadge status={submission.status} of="submission" />
        </div>
        <p className="text-sm text-muted-foreground">Submitted {formatDate(submission.created_at)}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Proof submission={submission} />
        {submission.notes && (
          <div className="grid gap-1">
            <p className="text-sm font-medium">Notes</p>
            <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{submission.notes}</p>
          </div>
        )}
        {submission.alt_text && (
          <div className="grid gap-1">
            <p className="text-sm font-medium">Alt Text</p>
            <p className="text-sm wrap-anywhere text-muted-foreground">{submission.alt_text}</p>
          </div>
        )}
        {/* Sent back: the feedback and the way to act on it, here as on Objectives (issue 45). */}
        {submission.status === 'needs_revision' && (
          <>
            {submission.admin_feedback && <AdminFeedback feedback={submission.admin_feedback} />}
            <div>
              <Button onClick={() => onResubmit(submission.objective_id)}>Resubmit Work</Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The proof: a link or an uploaded file (each opens in a new tab), or the description. */
function Proof({ submission }: { submission: Submission }) {
  const { url, file_key, description } = submission.submission_data;
  const linkClass = 'inline-flex max-w-full items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline';
  if (url) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">Link</p>
        <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <span className="min-w-0 break-all">{url}</span>
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    );
  }
  if (file_key) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">Uploaded File</p>
        {submission.file_url ? (
          <a href={submission.file_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <FileText aria-hidden className="size-4 shrink-0" />
            <span>{submission.submission_data.file_name ? `View ${submission.submission_data.file_name}` : 'View uploaded file'}</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">The file link has expired. Reload the page to open it.</p>
        )}
      </div>
    );
  }
  if (description) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">Description</p>
        <p className="text-sm wrap-anywhere whitespace-pre-line">{description}</p>
      </div>
    );
  }
  return null;
}
