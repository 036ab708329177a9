import './styles.css';
import { createPageLifecycle } from '@app/ui/page-lifecycle';
import { SignInPageApp } from './features/auth/components/sign-in-page-app';

/**
 * Sign-in as an application of its own (exposed as './sign-in-page'): the server renders /auth
 * (server/render-sign-in-page.tsx), which a phone paints before any script loads, and the browser
 * hydrates it without the public area's other pages.
 */
export const { bootstrap, mount, unmount } = createPageLifecycle(SignInPageApp);
