import { createAreaApp } from '@app/ui';
import { publicRoutes } from './routes';

/** The public micro-frontend: sign-in, sign-up and campaign pages, and the not-found page for any other path. */
export const App = createAreaApp(publicRoutes);
