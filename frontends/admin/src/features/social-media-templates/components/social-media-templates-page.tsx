import { PageHeader } from '@app/ui';

/** /admin/social-media-templates (spec part 2, section 2). */
export function SocialMediaTemplatesPage() {
  return <PageHeader title="Social Media Templates" />;
}
