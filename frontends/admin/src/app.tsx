import { AppLayout, createAreaApp, type AreaLayoutProps } from '@app/ui';
import { useManagingFundraisers } from './features/ambassadors/management-mode';
import { ManagementModeSwitch } from './management-mode-switch';
import { adminRoutes, sidebarGroups } from './routes';

/** The sidebar shows General Management and the group of the chosen mode, never both modes' groups. */
function AdminLayout({ navigation, children }: AreaLayoutProps) {
  const otherMode = useManagingFundraisers() ? sidebarGroups.students : sidebarGroups.fundraisers;
  return (
    <AppLayout navigation={navigation.filter((group) => group.label !== otherMode)} sidebarTop={<ManagementModeSwitch />}>
      {children}
    </AppLayout>
  );
}

/** The admin area. */
export const App = createAreaApp(adminRoutes, { layout: AdminLayout });
