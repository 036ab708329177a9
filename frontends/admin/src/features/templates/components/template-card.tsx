import { fillPlaceholders, sampleAmbassador } from '@app/shared/templates';
import { templateCopyText, type AdminTemplate } from '@app/shared/templates';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CopyButton,
  SmsLength,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@app/ui';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { campaignLabel } from './template-labels';

interface TemplateCardProps {
  template: AdminTemplate;
  onEdit: (template: AdminTemplate) => void;
  onDelete: (template: AdminTemplate) => void;
}

function IconAction({ label, name, icon: Icon, onClick }: { label: string; name: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${label} ${name}`} onClick={onClick}>
          <Icon aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * One template (spec part 2, section 2): who sees it, what it says, and copy, edit and delete. What it says
 * is filled in for a sample fundraiser, as the portal's cards fill it for each ambassador; the edit dialog
 * shows the placeholders.
 */
export function TemplateCard({ template, onEdit, onDelete }: TemplateCardProps) {
  const sample = sampleAmbassador('fundraising_ambassador', window.location.origin);
  const subject = template.subject ? fillPlaceholders(template.subject, sample, template.custom_fields) : null;
  const content = fillPlaceholders(template.content, sample, template.custom_fields);

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">{template.name}</CardTitle>
          <div className="flex shrink-0 gap-1">
            <IconAction label="Edit" name={template.name} icon={Pencil} onClick={() => onEdit(template)} />
            <IconAction label="Delete" name={template.name} icon={Trash2} onClick={() => onDelete(template)} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {template.campaign_id ? (
            <>
              <Badge variant="secondary">Campaign Specific</Badge>
              <span className="min-w-0 text-sm wrap-anywhere text-muted-foreground">{campaignLabel(template)}</span>
            </>
          ) : (
            <Badge variant="outline">All Campaigns</Badge>
          )}
          {template.is_default && <Badge variant="outline">Default</Badge>}
        </div>
        {template.type === 'email' && subject && <CardDescription className="wrap-anywhere">Subject: {subject}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-xs text-muted-foreground">Filled in for a sample ambassador.</p>
        <p className="line-clamp-6 rounded-md border bg-muted/50 p-3 text-sm wrap-anywhere whitespace-pre-wrap">{content}</p>
        {template.type === 'sms' && <SmsLength text={template.content} withMessages suffix=", as written" />}
        {template.custom_fields.length > 0 && (
          <p className="text-xs wrap-anywhere text-muted-foreground">
            Custom fields: {template.custom_fields.map((field) => `${field.label}${field.required ? ' *' : ''}`).join(', ')}
          </p>
        )}
        <div>
          <CopyButton
            size="sm"
            value={templateCopyText({ type: template.type, subject, content })}
            label="Copy"
            aria-label={`Copy ${template.name}`}
            copiedToast="Copied!"
          />
        </div>
      </CardContent>
    </Card>
  );
}
