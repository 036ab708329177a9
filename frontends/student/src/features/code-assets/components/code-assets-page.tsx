import { PageHeader, QrCodeCard, useProfile } from '@app/ui';
import { PersonalCodeCard } from '../../personal-code/components/personal-code-card';
import { BrandAssets } from './brand-assets';
import { SocialTemplates } from './social-templates';
import { TrackedLinkCard } from './tracked-link-card';

/**
 * /code-assets (spec part 1, section 2.10): the student's code and links, with the QR code of their tracked
 * link once they have a code (the fundraiser's, from the UI kit), brand assets and social media templates.
 */
export function CodeAssetsPage() {
  const { personal_code: code } = useProfile();
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="My Code & Assets" description="Your personal code and links, plus everything you need to promote your sales." />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <PersonalCodeCard />
        <TrackedLinkCard />
        {code && <QrCodeCard code={code} />}
      </div>
      <BrandAssets />
      <SocialTemplates />
    </div>
  );
}
