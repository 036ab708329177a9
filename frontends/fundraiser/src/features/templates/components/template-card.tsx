import { fillPlaceholders } from '@app/shared/templates';
import { templateCopyText, type FundraisingTemplate } from '@app/shared/templates';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CopyButton, OpenInMessages, SmsLength } from '@app/ui';
import { ChevronDown, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useAmbassadorDetails } from '../../../lib/use-ambassador-details';

interface TemplateCardProps {
  template: FundraisingTemplate;
  /** The default of its type for the ambassador's campaign: the one Start Here gives. */
  recommended: boolean;
  onUse: () => void;
}

/**
 * One template (spec part 1, section 2.11): its name, the e-mail subject, 'Use' and 'Copy Template',
 * and the message itself when expanded, filled with the ambassador's details (each custom field shows
 * its label in brackets until the use dialog fills it). An SMS's count is of that filled text, warned
 * when it runs past one message; on a phone it opens in Messages too.
 */
export function TemplateCard({ template, recommended, onUse }: TemplateCardProps) {
  const ambassador = { ...useAmbassadorDetails(), linkSource: template.type === 'email' ? ('email' as const) : ('text' as const) };
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const subject = template.subject ? fillPlaceholders(template.subject, ambassador, template.custom_fields) : null;
  const content = fillPlaceholders(template.content, ambassador, template.custom_fields);

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="wrap-anywhere">{template.name}</CardTitle>
          {recommended && <Badge>Recommended</Badge>}
          <Badge variant="outline">{template.campaign_id ? 'Your Campaign' : 'All Campaigns'}</Badge>
        </div>
        {subject && <CardDescription className="wrap-anywhere">Subject: {subject}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onUse} aria-label={`Use ${template.name}`}>
            <Send aria-hidden />
            Use
          </Button>
          <CopyButton
            size="sm"
            value={templateCopyText({ type: template.type, subject, content })}
            label="Copy Template"
            copiedToast={{ title: 'Copied!', description: 'Template copied to clipboard' }}
          />
          {template.type === 'sms' && <OpenInMessages body={content} size="sm" />}
          <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
            <ChevronDown aria-hidden className={expanded ? 'rotate-180 transition-transform' : 'transition-transform'} />
            {expanded ? 'Hide Message' : 'Show Message'}
          </Button>
        </div>
        <div id={bodyId} hidden={!expanded}>
          <p className="rounded-md border bg-muted/50 p-3 text-sm wrap-anywhere whitespace-pre-wrap">{content}</p>
        </div>
        {template.type === 'sms' && <SmsLength text={content} />}
      </CardContent>
    </Card>
  );
}
