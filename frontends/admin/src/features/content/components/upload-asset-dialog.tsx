import {
  ASSET_FILE_MISSING_MESSAGE,
  ASSET_FILE_RULES,
  ASSET_FILE_TYPES,
  assetContentTypeOf,
  assetFileAccept,
  assetFileProblem,
  assetFormSchema,
  CONTENT_AUDIENCE_LABELS,
  CONTENT_AUDIENCES,
  type AssetFileType,
  type AssetFormInput,
} from '@app/shared/content';
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
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useId, useState, type ChangeEvent } from 'react';
import { useCreateAsset } from '../api/create-asset';
import { uploadAssetFile } from '../api/upload-asset-file';
import { FILE_TYPE_LABELS } from './asset-labels';

const formFields = Object.keys(assetFormSchema.shape);
/** Server answers about the file (its key, type or size) belong beside the file picker. */
const FILE_FIELDS = ['file_key', 'content_type', 'size', 'file_type'];
const fileTypeOptions = ASSET_FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }));
/** Everyone first: brand assets are usually for every ambassador. */
const audienceOptions = [...CONTENT_AUDIENCES].reverse().map((value) => ({ value, label: CONTENT_AUDIENCE_LABELS[value] }));
const NEW_ASSET: AssetFormInput = { name: '', description: '', file_type: 'image', target_role: 'all', tags: '' };

const asFileType = (value: string): AssetFileType => ASSET_FILE_TYPES.find((type) => type === value) ?? 'image';
const fileProblem = (file: File, fileType: AssetFileType) =>
  assetFileProblem(fileType, { contentType: assetContentTypeOf(fileType, file), size: file.size });

const allowedFormats = (fileType: AssetFileType) =>
  [...new Set(Object.values(ASSET_FILE_RULES[fileType].formats))].map((extension) => extension.toUpperCase()).join(', ');

/** Where the upload is: the file going to storage, then the asset being saved. */
type Stage = 'idle' | 'uploading' | 'saving';

/** Upload Asset: the file goes straight to storage through a presigned address, then the asset names it. */
export function UploadAssetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Upload Asset</DialogTitle>
          <DialogDescription>An image, video, document or design file for ambassadors to use.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        <UploadAssetForm onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadAssetForm({ onBusyChange, onDone }: { onBusyChange: (busy: boolean) => void; onDone: () => void }) {
  const createAsset = useCreateAsset();
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(assetFormSchema, NEW_ASSET);
  const fileType = asFileType(watch('file_type'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [stage, setStage] = useState<Stage>('idle');
  const busy = stage !== 'idle';
  const ids = { tagsHint: useId() };

  const onFileTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // A chosen file that no longer fits the file type is dropped rather than sent.
    if (file && fileProblem(file, asFileType(event.target.value))) {
      setFile(null);
      setFileError(undefined);
    }
  };

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileProblem(chosen, fileType) : undefined;
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  }

  function moveTo(next: Stage) {
    setStage(next);
    onBusyChange(next !== 'idle');
  }

  const onSubmit = handleSubmit(async (input) => {
    if (!file) {
      setFileError(ASSET_FILE_MISSING_MESSAGE);
      return;
    }
    try {
      moveTo('uploading');
      const fileKey = await uploadAssetFile(file, { file_type: input.file_type, content_type: assetContentTypeOf(input.file_type, file) });
      moveTo('saving');
      await createAsset({ ...input, file_key: fileKey });
    } catch (error) {
      console.error('Could not upload the asset', error);
      moveTo('idle');
      if (error instanceof ApiError && error.field && FILE_FIELDS.includes(error.field)) setFileError(error.message);
      else markServerFieldErrors(error, setError, formFields);
      toast({ title: 'Error', description: 'Failed to upload asset', variant: 'destructive', error });
      return;
    }
    moveTo('idle');
    toast({ title: 'Asset uploaded successfully' });
    onDone();
  });

  const rule = ASSET_FILE_RULES[fileType];
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={busy}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextareaField control={control} name="description" label="Description" rows={2} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="file_type"
          registerOptions={{ onChange: onFileTypeChange }}
          label="File Type"
          options={fileTypeOptions}
        />
        <FormSelectField control={control} name="target_role" label="Audience" options={audienceOptions} />
      </div>
      <div className="grid gap-2">
        <FormTextField
          control={control}
          name="tags"
          label="Tags"
          placeholder="e.g. logo, instagram, launch"
          {...(errors.tags ? {} : { 'aria-describedby': ids.tagsHint })}
        />
        {!errors.tags && (
          <p id={ids.tagsHint} className="text-xs text-muted-foreground">
            Separate tags with commas; up to 20, each at most 40 characters.
          </p>
        )}
      </div>
      <FileField
        label="File *"
        accept={assetFileAccept(fileType)}
        disabled={busy}
        onChange={chooseFile}
        fileName={file?.name ?? null}
        hint={`${allowedFormats(fileType)}, at most ${rule.maxBytes / 1024 / 1024} MB.`}
        error={fileError}
      />
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          {stage === 'uploading' ? `Uploading ${file?.name ?? 'the file'}...` : 'Saving the asset...'}
        </p>
      )}
      <FormDialogFooter busy={busy} submitLabel="Upload Asset" busyLabel={stage === 'uploading' ? 'Uploading...' : 'Saving...'} />
    </form>
  );
}
