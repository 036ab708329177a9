/** The admin's feedback on work sent back for revision, where the objective and where the submission show (issue 45). */
export function AdminFeedback({ feedback }: { feedback: string }) {
  return (
    <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <p className="text-sm font-medium text-destructive">Admin Feedback</p>
      <p className="text-sm wrap-anywhere whitespace-pre-line">{feedback}</p>
    </div>
  );
}
