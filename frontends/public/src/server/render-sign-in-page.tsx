import type { Branding } from '@app/shared/settings';
import { brandingKey } from '@app/ui';
import { BRANDING_DATA_ELEMENT_ID, renderPageToHtml, StaticRouter } from '@app/ui/server';
import { unstable_serialize } from 'swr';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { signInPageApplication } from '../sign-in-page-application';

/**
 * Sign-in at `url` (/auth and its query: ?email= fills the e-mail in), rendered by the sign-in page
 * application's own components in the router it mounts them in (sign-in-page-app.tsx), with the
 * programme's branding, which the page carries for the browser's first render.
 */
export function renderSignInPage(branding: Branding, url: string): Promise<{ head: string; body: string }> {
  return renderPageToHtml(
    <StaticRouter location={url}>
      <SignInPage />
    </StaticRouter>,
    {
      application: signInPageApplication.name,
      fallback: { [unstable_serialize(brandingKey)]: branding },
      embedded: { [BRANDING_DATA_ELEMENT_ID]: branding },
    },
  );
}
