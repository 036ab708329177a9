import { AppLayout, createAreaApp } from '@app/ui';
import { adminRoutes } from './routes';

/** The admin area: one sidebar with every group at once (routes.ts). */
export const App = createAreaApp(adminRoutes, { layout: AppLayout });
