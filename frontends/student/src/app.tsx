import { AppLayout, NotFoundRoute, RequireRole } from '@app/ui';
import { Outlet, Route, Routes } from '@app/ui/router';
import { AccountPage } from './features/account/components/account-page';
import { CodeAssetsPage } from './features/code-assets/components/code-assets-page';
import { HomePage } from './features/home/components/home-page';
import { ImpactPage } from './features/impact/components/impact-page';
import { MessagesPage } from './features/messages/components/messages-page';
import { ObjectivesPage } from './features/objectives/components/objectives-page';
import { SubmissionsPage } from './features/submissions/components/submissions-page';
import { studentNavigation } from './navigation';

/** The student ambassador area: students only. */
export function App() {
  return (
    <RequireRole roles={['student']}>
      <Routes>
        <Route
          element={
            <AppLayout navigation={studentNavigation}>
              <Outlet />
            </AppLayout>
          }
        >
          <Route path="/" element={<HomePage />} />
          <Route path="/objectives" element={<ObjectivesPage />} />
          <Route path="/code-assets" element={<CodeAssetsPage />} />
          <Route path="/submissions" element={<SubmissionsPage />} />
          <Route path="/messages" element={<MessagesPage />} />
          <Route path="/impact" element={<ImpactPage />} />
          <Route path="/account" element={<AccountPage />} />
        </Route>
        <Route path="*" element={<NotFoundRoute owner="student" />} />
      </Routes>
    </RequireRole>
  );
}
