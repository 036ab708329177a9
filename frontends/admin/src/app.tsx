import { AppLayout, createAreaApp, isNavItemActive, type AreaLayoutProps, type NavGroup } from '@app/ui';
import { useLocation, useNavigate } from '@app/ui/router';
import { useEffect } from 'react';
import { setManagingFundraisers, useManagingFundraisers } from './features/ambassadors/management-mode';
import { ManagementModeSwitch } from './management-mode-switch';
import { adminRoutes, sidebarGroups } from './routes';

const modeGroups = [sidebarGroups.students, sidebarGroups.fundraisers] as const;

/**
 * The mode a page belongs to: true for a page only the Fundraiser Management group links to, false for
 * one only Student Management links to, undefined for the others (General Management's, and the
 * ambassadors screen, which both groups link to).
 */
function pageMode(navigation: readonly NavGroup[], pathname: string): boolean | undefined {
  const links = navigation.flatMap((group) => group.items.map((item) => item.to));
  const groupsLinking = navigation
    .filter((group) => group.items.some((item) => isNavItemActive(pathname, item.to, links)))
    .map((group) => group.label);
  const modes = modeGroups.filter((group) => groupsLinking.includes(group));
  return modes.length === 1 ? modes[0] === sidebarGroups.fundraisers : undefined;
}

/** Where the switch leads from a page of the other mode: the ambassadors screen, which both modes share. */
const SHARED_PAGE = '/admin/ambassadors';

/**
 * The sidebar shows General Management and the group of one mode, never both. It follows the page: opening
 * a page of one mode (from a link, a bookmark or the address bar) switches to that mode, so the page's
 * link is always there and highlighted; switching modes on such a page goes to the ambassadors screen.
 */
function AdminLayout({ navigation, children }: AreaLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const modeOfPage = pageMode(navigation, pathname);
  const chosenMode = useManagingFundraisers();
  const managingFundraisers = modeOfPage ?? chosenMode;
  useEffect(() => {
    if (modeOfPage !== undefined) setManagingFundraisers(modeOfPage);
  }, [modeOfPage]);

  const switchMode = (fundraisers: boolean) => {
    setManagingFundraisers(fundraisers);
    if (modeOfPage !== undefined && modeOfPage !== fundraisers) void navigate(SHARED_PAGE);
  };
  const otherMode = managingFundraisers ? sidebarGroups.students : sidebarGroups.fundraisers;
  return (
    <AppLayout
      navigation={navigation.filter((group) => group.label !== otherMode)}
      sidebarTop={<ManagementModeSwitch managingFundraisers={managingFundraisers} onChange={switchMode} />}
    >
      {children}
    </AppLayout>
  );
}

/** The admin area. */
export const App = createAreaApp(adminRoutes, { layout: AdminLayout });
