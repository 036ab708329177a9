import type { SocialTemplate } from '@app/shared/content';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AUDIENCE_LABELS, templateTypeLabel } from './template-labels';
import { TemplateFilePreview } from './template-file-preview';

interface SocialTemplateCardProps {
  template: SocialTemplate;
  onPreview: (template: SocialTemplate) => void;
  onEdit: (template: SocialTemplate) => void;
  onDelete: (template: SocialTemplate) => void;
}

/** One template (spec part 2, section 2): its picture, whether ambassadors see it, its type and audience, and preview, edit and delete. */
export function SocialTemplateCard({ template, onPreview, onEdit, onDelete }: SocialTemplateCardProps) {
  return (
    <Card className="h-full min-w-0 gap-4 overflow-hidden pt-0">
      <TemplateFilePreview template={template} className="aspect-video w-full bg-muted" />
      <CardHeader>
        <CardTitle className="min-w-0 wrap-anywhere">{template.name}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant={template.is_active ? 'default' : 'secondary'}>{template.is_active ? 'Active' : 'Inactive'}</Badge>
          <Badge variant="outline">{templateTypeLabel(template.template_type)}</Badge>
          <Badge variant="outline">{AUDIENCE_LABELS[template.target_role]}</Badge>
        </div>
        {template.description && <CardDescription className="line-clamp-3 wrap-anywhere">{template.description}</CardDescription>}
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-label={`Preview ${template.name}`} onClick={() => onPreview(template)}>
          <Eye aria-hidden /> Preview
        </Button>
        <Button variant="outline" size="sm" aria-label={`Edit ${template.name}`} onClick={() => onEdit(template)}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button variant="outline" size="sm" aria-label={`Delete ${template.name}`} onClick={() => onDelete(template)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </CardContent>
    </Card>
  );
}
