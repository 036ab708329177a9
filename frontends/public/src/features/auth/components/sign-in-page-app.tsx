import { BrowserRouter } from '@app/ui/router';
import { SignInPage } from './sign-in-page';

/**
 * The sign-in page application (sign-in-page-lifecycle.ts): the page in a router of its own, for its links
 * and the way home after signing in; single-spa mounts the application that owns where they lead. The
 * server renders the same tree in a StaticRouter (server/render-sign-in-page.tsx).
 */
export function SignInPageApp() {
  return (
    <BrowserRouter>
      <SignInPage />
    </BrowserRouter>
  );
}
