import { PublicPage } from '#components/public-page';

/** /organization-application (spec part 1, section 2.6). */
export function OrganizationApplicationPage() {
  return <PublicPage title="Start Your Organization Campaign" />;
}
