import type { ReactNode } from 'react';
import { BrowserRouter } from '@app/ui/router';
import { AppServices } from './app-services';

/** What every micro-frontend's tree sits in: its own router over the shared history, and the app's services. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <AppServices>{children}</AppServices>
    </BrowserRouter>
  );
}
