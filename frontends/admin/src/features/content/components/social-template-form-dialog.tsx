import {
  BUILT_IN_TEMPLATE_VARIABLES,
  CONTENT_AUDIENCES,
  fileFitsTemplate,
  fileTypeMismatchMessage,
  MAX_TEMPLATE_FILE_BYTES,
  NEW_SOCIAL_TEMPLATE,
  OVERLAY_POSITIONS,
  SOCIAL_TEMPLATE_FILE_TYPES,
  SOCIAL_TEMPLATE_TYPES,
  socialTemplateInputSchema,
  TEMPLATE_FILE_CONTENT_TYPES,
  TEMPLATE_FILE_MISSING_MESSAGE,
  TEMPLATE_FILE_SIZE_MESSAGE,
  TEMPLATE_FILE_TYPE_MESSAGE,
  type SocialTemplate,
  type SocialTemplateInput,
  type TemplateFileContentType,
} from '@app/shared/content';
import { content } from '@app/shared/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileField,
  FormCheckboxField,
  FormDialogFooter,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useState, type ChangeEvent } from 'react';
import { useCreateSocialTemplate } from '../api/create-social-template';
import { useUpdateSocialTemplate } from '../api/update-social-template';
import { uploadTemplateFile } from '../api/upload-template-file';
import { AUDIENCE_LABELS, OVERLAY_POSITION_LABELS, TEMPLATE_TYPE_LABELS } from './template-labels';
import { VariablesEditor } from './variables-editor';

const formFields = Object.keys(socialTemplateInputSchema.shape);
const builtInNames: readonly string[] = BUILT_IN_TEMPLATE_VARIABLES;
const templateTypeOptions = SOCIAL_TEMPLATE_TYPES.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] }));
const fileTypeOptions = SOCIAL_TEMPLATE_FILE_TYPES.map((value) => ({ value, label: value === 'image' ? 'Image' : 'Video' }));
/** The spec's two audiences; a template already meant for everyone keeps that choice. */
const audienceOptionsFor = (template?: SocialTemplate) =>
  CONTENT_AUDIENCES.filter((value) => value !== 'all' || template?.target_role === 'all').map((value) => ({
    value,
    label: AUDIENCE_LABELS[value],
  }));
const positionOptions = OVERLAY_POSITIONS.map((value) => ({ value, label: OVERLAY_POSITION_LABELS[value] }));

/** The form edits only the template's own variables; the built-ins are shown locked and sent back as they were. */
const formValuesOf = (template?: SocialTemplate): SocialTemplateInput => {
  const source = template ?? NEW_SOCIAL_TEMPLATE;
  return {
    name: source.name,
    description: source.description ?? '',
    template_type: (SOCIAL_TEMPLATE_TYPES as readonly string[]).includes(source.template_type)
      ? (source.template_type as SocialTemplateInput['template_type'])
      : 'other',
    file_type: source.file_type,
    target_role: source.target_role,
    caption_template: source.caption_template ?? '',
    overlay_position: source.overlay_position,
    overlay_style: { ...source.overlay_style },
    variables: source.variables.filter((variable) => !builtInNames.includes(variable.name)),
    is_active: source.is_active,
  };
};

/** Why a chosen file cannot be this template's, or undefined when it can. */
function fileProblem(file: File, fileType: SocialTemplateInput['file_type']): string | undefined {
  if (!(file.type in TEMPLATE_FILE_CONTENT_TYPES)) return TEMPLATE_FILE_TYPE_MESSAGE;
  if (!fileFitsTemplate(file.type, fileType)) return fileTypeMismatchMessage(fileType);
  if (file.size > MAX_TEMPLATE_FILE_BYTES) return TEMPLATE_FILE_SIZE_MESSAGE;
  return undefined;
}

interface SocialTemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; none creates a new one. */
  template?: SocialTemplate;
}

/** Create or edit a social media template (spec part 2, sections 2 and 4). */
export function SocialTemplateFormDialog({ open, onOpenChange, template }: SocialTemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit Social Media Template' : 'Create Social Media Template'}</DialogTitle>
          <DialogDescription>
            {template
              ? 'Change this template; the current file is kept unless you upload a new one.'
              : 'A ready-to-post file and caption for ambassadors.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the template as it is now. */}
        <SocialTemplateForm template={template} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SocialTemplateForm({ template, onDone }: { template?: SocialTemplate; onDone: () => void }) {
  const createTemplate = useCreateSocialTemplate();
  const updateTemplate = useUpdateSocialTemplate();
  const form = useZodForm(socialTemplateInputSchema, formValuesOf(template));
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const fileType = watch('file_type');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const onFileTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // A chosen file that no longer fits the file type is dropped rather than sent.
    if (file && !fileFitsTemplate(file.type, event.target.value === 'video' ? 'video' : 'image')) {
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

  const onSubmit = handleSubmit(async (input) => {
    if (!file && !template) {
      setFileError(TEMPLATE_FILE_MISSING_MESSAGE);
      return;
    }
    if (!file && template && input.file_type !== template.file_type) {
      setFileError(content.updateSocialTemplate.errors.fileTypeChanged);
      return;
    }
    // The built-ins go back with the defaults they had; the server adds any that are missing.
    const builtIns = (template?.variables ?? NEW_SOCIAL_TEMPLATE.variables).filter((variable) => builtInNames.includes(variable.name));
    const fields = { ...input, variables: [...builtIns, ...input.variables] };
    try {
      const fileKey = file ? await uploadTemplateFile(file, file.type as TemplateFileContentType) : null;
      if (template) await updateTemplate(template.id, { ...fields, file_key: fileKey });
      else if (fileKey) await createTemplate({ ...fields, file_key: fileKey });
    } catch (error) {
      console.error('Could not save the social media template', error);
      if (error instanceof ApiError && error.field === 'file_key') setFileError(error.message);
      else markServerFieldErrors(error, setError, formFields);
      toast({ title: 'Error', description: 'Failed to save social media template', variant: 'destructive', error });
      return;
    }
    toast({ title: template ? 'Template updated successfully' : 'Template created successfully' });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextareaField control={control} name="description" label="Description" rows={2} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormSelectField control={control} name="template_type" label="Template Type" options={templateTypeOptions} />
        <FormSelectField
          control={control}
          name="file_type"
          label="File Type"
          options={fileTypeOptions}
          registerOptions={{ onChange: onFileTypeChange }}
        />
        <FormSelectField control={control} name="target_role" label="Audience" options={audienceOptionsFor(template)} />
      </div>
      <FileField
        label={`Template File${template ? '' : ' *'}`}
        accept={fileType === 'video' ? 'video/*' : 'image/*'}
        disabled={isSubmitting}
        onChange={chooseFile}
        fileName={file?.name ?? null}
        emptyText={template ? 'The current file is kept' : 'No file chosen'}
        hint={`${fileType === 'video' ? 'A video' : 'An image'} of at most 50 MB.${template ? ' The current file is kept unless you choose a new one.' : ''}`}
        error={fileError}
      />
      <FormTextareaField
        control={control}
        name="caption_template"
        label="Caption Template"
        rows={4}
        placeholder="e.g. Support {schoolName} with code {personal_code}: {shop_link}"
      />
      <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Text Overlay</legend>
        <FormSelectField
          control={control}
          name="overlay_position"
          label="Overlay Position"
          options={positionOptions}
          hint="Where the caption is drawn over the template in ambassadors' previews: a band at the top, center or bottom; Custom draws it as a block sized to its text at the top-left corner, for ambassadors to move in their own editor."
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormTextField control={control} name="overlay_style.fontSize" label="Font Size" hint="e.g. 16px or 1.2rem (8px to 96px)" />
          <FormTextField control={control} name="overlay_style.color" label="Text Color" hint="e.g. #ffffff, rgb(255,255,255) or white" />
          <FormTextField
            control={control}
            name="overlay_style.backgroundColor"
            label="Background Color"
            hint="e.g. rgba(0,0,0,0.5), #000000 or transparent"
          />
          <FormTextField control={control} name="overlay_style.padding" label="Padding" hint="e.g. 10px or 8px 16px (up to 64px)" />
        </div>
      </fieldset>
      <VariablesEditor form={form} disabled={isSubmitting} />
      <FormCheckboxField control={control} name="is_active" label="Active" />
      <FormDialogFooter busy={isSubmitting} submitLabel={template ? 'Save Changes' : 'Create Template'} />
    </form>
  );
}
