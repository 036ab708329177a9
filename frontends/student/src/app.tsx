import { AppLayout, createAreaApp } from '@app/ui';
import { studentRoutes } from './routes';

/** The student ambassador area. */
export const App = createAreaApp(studentRoutes, { layout: AppLayout });
