import type { RouteManifest } from '@app/ui';
import { FileText, LayoutDashboard, MessageSquare, Rocket, Trophy, UserRound } from 'lucide-react';

/**
 * The fundraising ambassador portal and its sidebar (spec part 1, sections 2.1, 2.2 and 2.11): fundraising
 * ambassadors only. Messages is issue 21's addition: admins write to fundraisers, who read it here;
 * My Account issue 44's: their data, to download or delete.
 */
export const fundraiserRoutes: RouteManifest = {
  access: ['fundraising_ambassador'],
  routes: [
    {
      path: '/fundraiser/start-here',
      page: () => import('./features/start-here/components/start-here-page').then((m) => m.StartHerePage),
      sidebar: { label: 'Start Here', icon: Rocket },
    },
    {
      path: '/fundraiser/templates',
      page: () => import('./features/templates/components/templates-page').then((m) => m.TemplatesPage),
      sidebar: { label: 'Templates', icon: FileText },
    },
    {
      path: '/fundraiser/dashboard',
      page: () => import('./features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
      sidebar: { label: 'Dashboard', icon: LayoutDashboard },
    },
    {
      path: '/fundraiser/leaderboard',
      page: () => import('./features/leaderboard/components/leaderboard-page').then((m) => m.LeaderboardPage),
      sidebar: { label: 'Leaderboard', icon: Trophy },
    },
    {
      path: '/fundraiser/messages',
      page: () => import('./features/messages/components/messages-page').then((m) => m.MessagesPage),
      sidebar: { label: 'Messages', icon: MessageSquare },
    },
    {
      path: '/fundraiser/account',
      page: () => import('./features/account/components/account-page').then((m) => m.AccountPage),
      sidebar: { label: 'My Account', icon: UserRound },
    },
  ],
};
