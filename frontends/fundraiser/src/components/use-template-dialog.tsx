import { fillPlaceholders } from '@app/shared/templates';
import { missingRequiredFields, smsComposeUrl, templateCopyText, type CustomField, type FundraisingTemplate } from '@app/shared/templates';
import {
  Button,
  buttonVariants,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  OpenInMessages,
  SmsLength,
  TextareaField,
  TextField,
  toast,
  useCopyToClipboard,
} from '@app/ui';
import { Copy, Mail } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { gmailComposeUrl, mailtoUrl, outlookComposeUrl } from '../lib/mail-links';
import { useAmbassadorDetails } from '../lib/use-ambassador-details';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function CustomFieldInput({
  field,
  value,
  invalid,
  onChange,
}: {
  field: CustomField;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const props = {
    label: field.required ? `${field.label} *` : field.label,
    value,
    placeholder: field.placeholder ?? undefined,
    required: field.required,
    'aria-invalid': invalid || undefined,
  };
  return field.type === 'textarea' ? (
    <TextareaField {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField {...props} type={field.type} onChange={(event) => onChange(event.target.value)} />
  );
}

/**
 * 'Use Template: {name}' (spec part 1, sections 2.11, 4 and 5): the recipient for an e-mail, the
 * template's custom fields, and a live preview with every placeholder filled; then the message opens in
 * the device's mail app or a web mail client (and is copied, in case none opens) or, for SMS, is copied or,
 * on a phone, opened in Messages. Render inside a Dialog: closing unmounts it, which clears the recipient
 * and the fields. `onDone` closes the dialog.
 */
export function UseTemplateDialog({ template, onDone }: { template: FundraisingTemplate; onDone: () => void }) {
  const isEmail = template.type === 'email';
  // The tracked link says where it was shared, so its clicks count per source.
  const ambassador = { ...useAmbassadorDetails(), linkSource: isEmail ? ('email' as const) : ('text' as const) };
  const { copy } = useCopyToClipboard();
  const [recipient, setRecipient] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  const subject = fillPlaceholders(template.subject ?? '', ambassador, template.custom_fields, fields);
  const body = fillPlaceholders(template.content, ambassador, template.custom_fields, fields);
  const missing = missingRequiredFields(template.custom_fields, fields);
  const draft = { to: recipient.trim(), subject, body };

  /** Section 5's checks, each a destructive 'Error' toast; true when the message may go. */
  function validate(): boolean {
    setAttempted(true);
    const problem =
      isEmail && !draft.to
        ? 'Please enter a recipient email'
        : isEmail && !EMAIL_FORMAT.test(draft.to)
          ? 'Please enter a valid email address'
          : missing.length
            ? `Please fill in all required fields: ${missing.join(', ')}`
            : undefined;
    if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
    return !problem;
  }

  /** A web mail client opens in a new tab; the device's mail app from this one, which stays open behind it. */
  function openMail(event: MouseEvent<HTMLAnchorElement>, url: string, opens: 'tab' | 'app' = 'tab') {
    // Opened here rather than by the link itself: the dialog closes at once, and a detached link would not navigate.
    event.preventDefault();
    if (!validate()) return;
    void copy(templateCopyText({ type: 'email', subject, content: body }));
    if (opens === 'app') window.location.assign(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
    toast({
      title: 'Success',
      description: 'Attempted to open your email client. If nothing opens, content is copied—paste into your email app.',
    });
    onDone();
  }

  function openMessages(event: MouseEvent<HTMLAnchorElement>) {
    // As openMail: the dialog closes at once, so the app is opened here.
    event.preventDefault();
    if (!validate()) return;
    window.location.assign(smsComposeUrl(body));
    onDone();
  }

  async function copyMessage() {
    if (!validate()) return;
    if (await copy(body)) toast({ title: 'Message copied to clipboard' });
    else toast({ title: 'Error', description: 'Could not copy to the clipboard.', variant: 'destructive' });
    onDone();
  }

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle className="pr-6 wrap-anywhere">Use Template: {template.name}</DialogTitle>
        <DialogDescription>
          {isEmail
            ? 'Add who it goes to, check the preview, then open it in your email.'
            : 'Check the preview, then copy it into your messages.'}
        </DialogDescription>
      </DialogHeader>

      <form className="grid gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
        {isEmail && (
          <TextField
            label="Recipient Email *"
            type="email"
            autoComplete="email"
            required
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            aria-invalid={(attempted && !EMAIL_FORMAT.test(draft.to)) || undefined}
          />
        )}
        {template.custom_fields.length > 0 && (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">Additional Information</legend>
            {template.custom_fields.map((field) => (
              <CustomFieldInput
                key={field.id}
                field={field}
                value={fields[field.id] ?? ''}
                invalid={attempted && missing.includes(field.label)}
                onChange={(value) => setFields((current) => ({ ...current, [field.id]: value }))}
              />
            ))}
          </fieldset>
        )}
      </form>

      <section aria-labelledby="template-preview" className="grid gap-2 rounded-lg border bg-muted/50 p-4 text-sm">
        <h3 id="template-preview" className="font-semibold">
          Preview
        </h3>
        {isEmail && (
          <p className="wrap-anywhere">
            <span className="font-medium">Subject:</span> {subject}
          </p>
        )}
        <p className="wrap-anywhere whitespace-pre-wrap" data-testid="template-preview-body">
          {body}
        </p>
        {!isEmail && <SmsLength text={body} />}
      </section>

      <DialogFooter className="flex-col gap-2 sm:flex-row">
        {isEmail ? (
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <a
              href={mailtoUrl(draft)}
              className={buttonVariants({ variant: 'secondary' })}
              onClick={(event) => openMail(event, mailtoUrl(draft), 'app')}
            >
              <Mail aria-hidden />
              Open in Mail App
            </a>
            <a href={gmailComposeUrl(draft)} className={buttonVariants()} onClick={(event) => openMail(event, gmailComposeUrl(draft))}>
              <Mail aria-hidden />
              Open in Gmail
            </a>
            <a
              href={outlookComposeUrl(draft)}
              className={buttonVariants({ variant: 'secondary' })}
              onClick={(event) => openMail(event, outlookComposeUrl(draft))}
            >
              <Mail aria-hidden />
              Open in Outlook
            </a>
          </>
        ) : (
          <>
            <OpenInMessages body={body} onClick={openMessages} />
            <Button onClick={() => void copyMessage()}>
              <Copy aria-hidden />
              Copy Message
            </Button>
          </>
        )}
      </DialogFooter>
    </DialogContent>
  );
}
