import { AppLayout, NotFoundRoute, ProductMark, RequireRole, SidebarSignOut, useProfile } from '@app/ui';
import { Outlet, Route, Routes } from '@app/ui/router';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { LeaderboardPage } from './features/leaderboard/components/leaderboard-page';
import { StartHerePage } from './features/start-here/components/start-here-page';
import { TemplatesPage } from './features/templates/components/templates-page';
import { fundraiserNavigation } from './navigation';

/** The portal's sidebar header: the logo initials and the ambassador's name. */
function FundraiserMark() {
  const { first_name, last_name } = useProfile();
  return <ProductMark>{`${first_name} ${last_name}`.trim()}</ProductMark>;
}

/** The fundraising ambassador portal: fundraising ambassadors only. */
export function App() {
  return (
    <RequireRole roles={['fundraising_ambassador']}>
      <Routes>
        <Route
          element={
            <AppLayout navigation={fundraiserNavigation} sidebarHeader={<FundraiserMark />} sidebarFooter={<SidebarSignOut />}>
              <Outlet />
            </AppLayout>
          }
        >
          <Route path="/fundraiser/dashboard" element={<DashboardPage />} />
          <Route path="/fundraiser/templates" element={<TemplatesPage />} />
          <Route path="/fundraiser/start-here" element={<StartHerePage />} />
          <Route path="/fundraiser/leaderboard" element={<LeaderboardPage />} />
        </Route>
        <Route path="*" element={<NotFoundRoute owner="fundraiser" />} />
      </Routes>
    </RequireRole>
  );
}
