import {
  SUBMITTABLE_STATUSES,
  UPLOAD_CONTENT_TYPES,
  objectiveWithTitle,
  submitWorkSchema,
  uploadRequestSchema,
  type MyObjective,
  type ProofType,
  type SubmitWorkInput,
} from '@app/shared/objectives';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileField,
  FormDialogFooter,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  markServerFieldErrors,
  Spinner,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError, ConflictError } from '@app/ui/api';
import { CheckCircle2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useMyObjectives } from '../../objectives/api/list-my-objectives';
import { useSubmitWork } from '../api/submit-work';
import { uploadProofFile } from '../api/upload-proof-file';

type ProofKind = SubmitWorkInput['proof']['kind'];

const PROOF_KINDS: { kind: ProofKind; label: string }[] = [
  { kind: 'link', label: 'Link' },
  { kind: 'file', label: 'Upload File' },
  { kind: 'description', label: 'Description' },
];

/** The proof an objective asks for, preselected: a link objective takes nothing else (the server refuses it). */
const defaultKindFor = (proofType: ProofType | undefined): ProofKind => (proofType === 'upload' ? 'file' : 'link');

const formFields = ['objective_id', 'proof.url', 'proof.file_key', 'proof.description', 'notes', 'alt_text'];
const ACCEPTED_FILES = Object.keys(UPLOAD_CONTENT_TYPES).join(',');

/** In progress or needing revision, and not an Auto Sale objective (sales complete those by themselves). */
const isSubmittable = (objective: MyObjective) =>
  objective.proof_type !== 'auto_sale' && (SUBMITTABLE_STATUSES as readonly string[]).includes(objective.status);

type Upload = { state: 'idle' } | { state: 'uploading'; fileName: string } | { state: 'uploaded'; fileName: string };

interface SubmitWorkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The objective to preselect (from its card on /objectives). */
  objectiveId?: string;
}

/** Submit Work (spec part 1, sections 2.10 and 5): an objective, proof by link, file or description, optional notes and alt text. */
export function SubmitWorkDialog({ open, onOpenChange, objectiveId }: SubmitWorkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Submit Work</DialogTitle>
          <DialogDescription>Choose the objective and add proof of your work. An admin will review it.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a fresh form. */}
        <SubmitWorkContent objectiveId={objectiveId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SubmitWorkContent({ objectiveId, onDone }: { objectiveId?: string; onDone: () => void }) {
  const objectives = useMyObjectives();
  // The form's defaults (the objective and its kind of proof) need the list, so it waits for it.
  if (objectives.isLoading) return <Spinner label="Loading objectives..." className="justify-self-center py-6" />;
  return <SubmitWorkForm choices={(objectives.data?.objectives ?? []).filter(isSubmittable)} objectiveId={objectiveId} onDone={onDone} />;
}

interface SubmitWorkFormProps {
  /** The objectives work may be submitted for: in progress or needing revision. */
  choices: MyObjective[];
  objectiveId?: string;
  onDone: () => void;
}

function SubmitWorkForm({ choices, objectiveId, onDone }: SubmitWorkFormProps) {
  const preselected = choices.find((objective) => objective.id === objectiveId);
  const submitWork = useSubmitWork();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const { register, control, handleSubmit, setValue, setError, clearErrors, watch, getFieldState, formState } = useZodForm(
    submitWorkSchema,
    {
      objective_id: preselected?.id ?? '',
      proof: { kind: defaultKindFor(preselected?.proof_type) },
      notes: '',
      alt_text: '',
    },
  );
  const { isSubmitting } = formState;

  const selected = choices.find((objective) => objective.id === watch('objective_id'));
  const kind = watch('proof.kind');
  const linkOnly = selected?.proof_type === 'link';

  const onObjectiveChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = choices.find((objective) => objective.id === event.target.value);
    setValue('proof.kind', defaultKindFor(chosen?.proof_type));
  };

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setValue('proof.file_key', '');
    setUpload({ state: 'idle' });
    if (!file) return;
    // The same rules as the server, checked before any request: a refused file never leaves the browser.
    const checked = uploadRequestSchema.safeParse({ file_name: file.name, content_type: file.type, size: file.size });
    if (!checked.success) {
      setError('proof.file_key', { message: checked.error.issues[0]?.message });
      return;
    }
    clearErrors('proof.file_key');
    setUpload({ state: 'uploading', fileName: file.name });
    try {
      const fileKey = await uploadProofFile(file, checked.data);
      setValue('proof.file_key', fileKey);
      setValue('proof.file_name', file.name);
      setUpload({ state: 'uploaded', fileName: file.name });
    } catch (error) {
      setUpload({ state: 'idle' });
      setError('proof.file_key', {
        message: error instanceof ApiError && error.status === 400 ? error.message : 'The upload failed. Please try again.',
      });
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await submitWork({ ...input, alt_text: input.proof.kind === 'file' ? input.alt_text : null });
    } catch (error) {
      if (error instanceof ConflictError) setError('objective_id', { message: error.message });
      else markServerFieldErrors(error, setError, formFields);
      toast({ title: 'Error', description: 'Failed to submit work', variant: 'destructive', error });
      return;
    }
    toast({ title: 'Submission successful!', description: 'Your work has been submitted for review.' });
    onDone();
  });

  const objectiveError = getFieldState('objective_id', formState).error?.message;
  const fileError = getFieldState('proof.file_key', formState).error?.message;
  const uploading = upload.state === 'uploading';

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <FormSelectField
          control={control}
          name="objective_id"
          registerOptions={{ onChange: onObjectiveChange }}
          label="Objective"
          placeholder="Select an objective"
          options={choices.map((objective) => ({
            value: objective.id,
            label: objectiveWithTitle(objective.objective_number, objective.title),
          }))}
          aria-required
        />
        {!objectiveError && choices.length === 0 && (
          <p className="text-sm text-muted-foreground">You have no objectives in progress or needing revision.</p>
        )}
      </div>

      {linkOnly ? (
        <p className="text-sm text-muted-foreground">This objective needs a link as proof.</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Proof of work</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {PROOF_KINDS.map((option) => (
              <label key={option.kind} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={option.kind}
                  className="size-4 accent-primary"
                  disabled={isSubmitting}
                  {...register('proof.kind')}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {kind === 'link' && (
        <FormTextField
          control={control}
          name="proof.url"
          label="URL"
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          autoComplete="url"
        />
      )}

      {kind === 'file' && (
        <div className="grid gap-2">
          <FileField
            label="Your file"
            accept={ACCEPTED_FILES}
            disabled={uploading || isSubmitting}
            hint="An image (JPG, PNG, GIF, WebP), a video (MP4, MOV) or a PDF, up to 25 MB."
            error={fileError}
            onChange={(event) => void onFileChosen(event)}
          />
          <input type="hidden" {...register('proof.file_key')} />
          {upload.state === 'uploading' && (
            <p className="flex items-center gap-2 text-sm" aria-live="polite">
              <Spinner label="Uploading" className="[&_svg]:size-4" />
              Uploading...
            </p>
          )}
          {upload.state === 'uploaded' && (
            <p className="flex min-w-0 items-center gap-2 text-sm" aria-live="polite">
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
              <span className="min-w-0 break-all">Uploaded {upload.fileName}</span>
            </p>
          )}
        </div>
      )}

      {kind === 'description' && (
        <FormTextareaField
          control={control}
          name="proof.description"
          label="Describe your work"
          rows={4}
          placeholder="What did you do, and where?"
        />
      )}

      <FormTextareaField control={control} name="notes" label="Notes (optional)" rows={3} placeholder="Anything the reviewer should know" />
      {/* Alt text describes an image: a link or a description has none (issue 45). */}
      {kind === 'file' && <FormTextField control={control} name="alt_text" label="Alt Text (optional)" placeholder="Describe the image" />}

      <FormDialogFooter
        busy={isSubmitting}
        submitLabel="Submit Work"
        busyLabel="Submitting..."
        submitDisabled={!watch('objective_id') || uploading}
      />
    </form>
  );
}
