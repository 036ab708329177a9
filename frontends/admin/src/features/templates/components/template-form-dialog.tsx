import type { PublicCampaign } from '@app/shared/campaigns';
import {
  TEMPLATE_TYPES,
  TEMPLATE_VARIABLES,
  templateInputSchema,
  type AdminTemplate,
  type TemplateInput,
  type TemplateType,
} from '@app/shared/templates';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormCheckboxField,
  FormCheckboxGroupField,
  FormDialogFooter,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  markServerFieldErrors,
  SmsLength,
  toast,
  useZodForm,
} from '@app/ui';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { CustomFieldsEditor } from './custom-fields-editor';
import { SMS_LENGTH_HINT } from './sms-length';
import { campaignLabel, TEMPLATE_TYPE_LABELS } from './template-labels';

const typeOptions = TEMPLATE_TYPES.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] }));
const CUSTOM_FIELD_KEYS = ['id', 'label', 'type', 'required', 'placeholder'] as const;

/** The form's field names, the custom field rows' included, for marking the fields a 400 names. */
const formFieldsOf = (customFieldCount: number) => [
  ...Object.keys(templateInputSchema.shape),
  ...Array.from({ length: customFieldCount }, (_, index) => CUSTOM_FIELD_KEYS.map((key) => `custom_fields.${index}.${key}`)).flat(),
];

const formValuesOf = (template: AdminTemplate): TemplateInput => ({
  type: template.type,
  name: template.name,
  subject: template.subject ?? '',
  content: template.content,
  campaign_id: template.campaign_id ?? '',
  is_default: template.is_default,
  variables: template.variables.filter((name): name is (typeof TEMPLATE_VARIABLES)[number] =>
    (TEMPLATE_VARIABLES as readonly string[]).includes(name),
  ),
  custom_fields: template.custom_fields.map((field) => ({ ...field, placeholder: field.placeholder ?? '' })),
});

const newTemplateValues = (type: TemplateType): TemplateInput => ({
  type,
  name: '',
  subject: '',
  content: '',
  campaign_id: '',
  is_default: false,
  variables: [],
  custom_fields: [],
});

/** All Campaigns, the active campaigns, and the template's own campaign even when it is no longer active. */
function campaignOptions(campaigns: readonly PublicCampaign[], template?: AdminTemplate) {
  const options = [
    { value: '', label: 'All Campaigns' },
    ...campaigns.map((campaign) => ({ value: campaign.id, label: campaignLabel(campaign) })),
  ];
  if (template?.campaign_id && !campaigns.some((campaign) => campaign.id === template.campaign_id)) {
    options.push({ value: template.campaign_id, label: campaignLabel(template) });
  }
  return options;
}

interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; none creates a new one. */
  template?: AdminTemplate;
  /** A new template's type: the tab the admin is on. */
  newType: TemplateType;
  campaigns: readonly PublicCampaign[];
}

/** Create or edit an e-mail or SMS template (spec part 2, sections 2 and 5). */
export function TemplateFormDialog({ open, onOpenChange, template, newType, campaigns }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit Template' : 'Create Template'}</DialogTitle>
          <DialogDescription>
            {template ? 'Change what this template says and who sees it.' : 'A ready-to-send message for fundraising ambassadors.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the template as it is now. */}
        {open && <TemplateForm template={template} newType={newType} campaigns={campaigns} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** What the Default flag does (functions/src/start-here, the portal's Templates page) and that it is one per type and scope. */
function defaultHint(type: TemplateType) {
  const step = type === 'sms' ? 'text' : 'email';
  return `Fundraisers get the default first: Start Here's ${step} step uses it, and their Templates page lists it as Recommended (a campaign's own default before the one for all campaigns). Marking it clears Default on the other ${TEMPLATE_TYPE_LABELS[type]} templates of the same campaign, or of All Campaigns.`;
}

function TemplateForm({
  template,
  newType,
  campaigns,
  onDone,
}: Pick<TemplateFormDialogProps, 'template' | 'newType' | 'campaigns'> & { onDone: () => void }) {
  const createTemplate = useCreateTemplate();
  const updateTemplate = useUpdateTemplate();
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useZodForm(templateInputSchema, template ? formValuesOf(template) : newTemplateValues(newType));
  const type = watch('type');
  const content = watch('content');

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (template) await updateTemplate(template.id, input);
      else await createTemplate(input);
    } catch (error) {
      markServerFieldErrors(error, setError, formFieldsOf(input.custom_fields.length));
      toast({ title: 'Error', description: 'Failed to save template', variant: 'destructive', error });
      return;
    }
    toast({ title: template ? 'Template updated successfully' : 'Template created successfully' });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <FormSelectField control={control} name="type" label="Type" options={typeOptions} />
        <FormTextField control={control} name="name" label="Name" required />
      </div>
      {type === 'email' && <FormTextField control={control} name="subject" label="Subject" />}
      <div className="grid gap-1">
        <FormTextareaField control={control} name="content" label="Content" rows={6} required />
        {type === 'sms' && (
          <>
            <SmsLength text={content} withMessages live />
            <p className="text-xs text-muted-foreground">{SMS_LENGTH_HINT}</p>
          </>
        )}
      </div>
      <FormSelectField control={control} name="campaign_id" label="Campaign" options={campaignOptions(campaigns, template)} />
      <FormCheckboxGroupField
        control={control}
        name="variables"
        legend="Variables"
        hint="The placeholders this template uses, filled with the ambassador's details."
        options={TEMPLATE_VARIABLES.map((name) => ({ value: name, label: `{${name}}` }))}
      />
      <CustomFieldsEditor control={control} disabled={isSubmitting} />
      <FormCheckboxField control={control} name="is_default" label="Default template" hint={defaultHint(type)} />
      <FormDialogFooter busy={isSubmitting} submitLabel={template ? 'Save Changes' : 'Create Template'} />
    </form>
  );
}
