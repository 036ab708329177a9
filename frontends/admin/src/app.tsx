import { AppLayout, NotFoundRoute, RequireRole } from '@app/ui';
import { Outlet, Route, Routes } from '@app/ui/router';
import { AmbassadorsPage } from './features/ambassadors/components/ambassadors-page';
import { useManagingFundraisers } from './features/ambassadors/management-mode';
import { AssetsPage } from './features/assets/components/assets-page';
import { CampaignsPage } from './features/campaigns/components/campaigns-page';
import { CodesOrdersPage } from './features/codes-orders/components/codes-orders-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { MessagingPage } from './features/messaging/components/messaging-page';
import { ObjectivesPage } from './features/objectives/components/objectives-page';
import { PerformancePage } from './features/performance/components/performance-page';
import { ReportsPage } from './features/reports/components/reports-page';
import { SettingsPage } from './features/settings/components/settings-page';
import { ShopifySyncPage } from './features/shopify-sync/components/shopify-sync-page';
import { SocialMediaTemplatesPage } from './features/social-media-templates/components/social-media-templates-page';
import { StartHereTemplatesPage } from './features/start-here-templates/components/start-here-templates-page';
import { SubmissionsPage } from './features/submissions/components/submissions-page';
import { TemplatesPage } from './features/templates/components/templates-page';
import { ManagementModeSwitch } from './management-mode-switch';
import { adminNavigation } from './navigation';

function AdminLayout() {
  const managingFundraisers = useManagingFundraisers();
  return (
    <AppLayout navigation={adminNavigation(managingFundraisers)} sidebarTop={<ManagementModeSwitch />}>
      <Outlet />
    </AppLayout>
  );
}

/** The admin area: admins only (spec part 2). */
export function App() {
  return (
    <RequireRole roles={['admin']}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin" element={<DashboardPage />} />
          <Route path="/admin/ambassadors" element={<AmbassadorsPage />} />
          <Route path="/admin/objectives" element={<ObjectivesPage />} />
          <Route path="/admin/submissions" element={<SubmissionsPage />} />
          <Route path="/admin/messaging" element={<MessagingPage />} />
          <Route path="/admin/codes-orders" element={<CodesOrdersPage />} />
          <Route path="/admin/assets" element={<AssetsPage />} />
          <Route path="/admin/shopify-sync" element={<ShopifySyncPage />} />
          <Route path="/admin/reports" element={<ReportsPage />} />
          <Route path="/admin/settings" element={<SettingsPage />} />
          <Route path="/admin/campaigns" element={<CampaignsPage />} />
          <Route path="/admin/templates" element={<TemplatesPage />} />
          <Route path="/admin/start-here-templates" element={<StartHereTemplatesPage />} />
          <Route path="/admin/social-media-templates" element={<SocialMediaTemplatesPage />} />
          <Route path="/admin/performance" element={<PerformancePage />} />
        </Route>
        <Route path="*" element={<NotFoundRoute owner="admin" />} />
      </Routes>
    </RequireRole>
  );
}
