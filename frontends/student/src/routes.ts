import type { RouteManifest } from '@app/ui';
import { FileCheck, Home, Leaf, MessageSquare, Tag, Target, UserRound } from 'lucide-react';

/** The student ambassador area and its sidebar (spec part 1, sections 2.1, 2.2 and 2.10): students only. */
export const studentRoutes: RouteManifest = {
  access: ['student'],
  routes: [
    {
      path: '/',
      page: () => import('./features/home/components/home-page').then((m) => m.HomePage),
      sidebar: { label: 'Home', icon: Home },
    },
    {
      path: '/objectives',
      page: () => import('./features/objectives/components/objectives-page').then((m) => m.ObjectivesPage),
      sidebar: { label: 'Objectives', icon: Target },
    },
    {
      path: '/code-assets',
      page: () => import('./features/code-assets/components/code-assets-page').then((m) => m.CodeAssetsPage),
      sidebar: { label: 'My Code & Assets', icon: Tag },
    },
    {
      path: '/submissions',
      page: () => import('./features/submissions/components/submissions-page').then((m) => m.SubmissionsPage),
      sidebar: { label: 'Submissions', icon: FileCheck },
    },
    {
      path: '/messages',
      page: () => import('./features/messages/components/messages-page').then((m) => m.MessagesPage),
      sidebar: { label: 'Messages', icon: MessageSquare },
    },
    {
      path: '/impact',
      page: () => import('./features/impact/components/impact-page').then((m) => m.ImpactPage),
      sidebar: { label: 'Impact', icon: Leaf },
    },
    {
      path: '/account',
      page: () => import('./features/account/components/account-page').then((m) => m.AccountPage),
      sidebar: { label: 'Account', icon: UserRound },
    },
  ],
};
