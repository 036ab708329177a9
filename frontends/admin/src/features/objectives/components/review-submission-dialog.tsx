import { reviewSchema, type AdminSubmission } from '@app/shared/objectives';
import { objectiveWithTitle } from '@app/shared/objectives';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDate,
  FormTextareaField,
  markServerFieldErrors,
  ObjectiveStatusBadge,
  toast,
  useZodForm,
} from '@app/ui';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReviewSubmission } from '../api/review-submission';
import { SubmissionProof } from './submission-proof';

export const ambassadorNameOf = (submission: AdminSubmission) => `${submission.first_name} ${submission.last_name}`;
export const objectiveNameOf = (submission: AdminSubmission) => objectiveWithTitle(submission.objective_number, submission.objective_title);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{children}</dd>
    </div>
  );
}

interface ReviewSubmissionDialogProps {
  submission: AdminSubmission | undefined;
  onOpenChange: (open: boolean) => void;
}

/** The submission with its proof; while it awaits review, the admin's feedback, Approve and Reject (spec part 2, sections 2 and 4). */
export function ReviewSubmissionDialog({ submission, onOpenChange }: ReviewSubmissionDialogProps) {
  return (
    <Dialog open={submission !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {submission && (
          <>
            <DialogHeader>
              <DialogTitle>{submission.status === 'submitted' ? 'Review Submission' : 'Submission'}</DialogTitle>
              <DialogDescription>
                {ambassadorNameOf(submission)} · {objectiveNameOf(submission)}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Ambassador">
                {ambassadorNameOf(submission)}
                <br />
                <span className="break-all">{submission.email}</span>
              </Detail>
              <Detail label="Objective">{objectiveNameOf(submission)}</Detail>
              <Detail label="Submitted">{formatDate(submission.created_at)}</Detail>
              <Detail label="Status">
                <ObjectiveStatusBadge status={submission.status} of="submission" />
              </Detail>
            </dl>
            <SubmissionProof submission={submission} />
            {(submission.notes ?? submission.alt_text) && (
              <dl className="grid gap-4">
                {submission.notes && <Detail label="Notes">{submission.notes}</Detail>}
                {submission.alt_text && <Detail label="Alt Text">{submission.alt_text}</Detail>}
              </dl>
            )}
            {submission.admin_feedback && (
              <dl>
                {/* On a resubmission, the feedback is the last review's, which this one answers. */}
                <Detail label={submission.status === 'submitted' ? 'Previous Feedback' : 'Admin Feedback'}>
                  {submission.admin_feedback}
                </Detail>
              </dl>
            )}
            {submission.status === 'submitted' && <ReviewForm submission={submission} onDone={() => onOpenChange(false)} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ submission, onDone }: { submission: AdminSubmission; onDone: () => void }) {
  const reviewSubmission = useReviewSubmission();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { isSubmitting },
  } = useZodForm(reviewSchema, { decision: 'approve', feedback: '' });

  const submitAs = (decision: 'approve' | 'reject') => {
    setValue('decision', decision);
    return handleSubmit(async (review) => {
      try {
        await reviewSubmission(submission.id, review);
      } catch (error) {
        markServerFieldErrors(error, setError, ['feedback']);
        toast({ title: 'Error', description: 'Failed to update submission', variant: 'destructive', error });
        return;
      }
      toast({ title: `Submission ${review.decision === 'approve' ? 'approved' : 'rejected'} successfully` });
      onDone();
    })();
  };

  return (
    // Two decisions, so no form submit: each button says which one it sends.
    <div className="grid gap-4">
      <FormTextareaField
        control={control}
        name="feedback"
        label="Admin Feedback"
        rows={3}
        placeholder="What the ambassador did well, or what to change (required to reject)"
        hint="Reject sends the work back to the ambassador as Needs Revision, with your feedback."
      />
      <DialogFooter>
        <Button variant="destructive" disabled={isSubmitting} onClick={() => void submitAs('reject')}>
          <X aria-hidden /> Reject
        </Button>
        <Button disabled={isSubmitting} onClick={() => void submitAs('approve')}>
          <Check aria-hidden /> Approve
        </Button>
      </DialogFooter>
    </div>
  );
}
