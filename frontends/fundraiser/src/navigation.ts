import type { NavGroup } from '@app/ui';
import { FileText, LayoutDashboard, Rocket, Trophy } from 'lucide-react';

/** The fundraiser portal's sidebar (spec part 1, section 2.2). */
export const fundraiserNavigation: readonly NavGroup[] = [
  {
    items: [
      { title: 'Start Here', to: '/fundraiser/start-here', icon: Rocket },
      { title: 'Templates', to: '/fundraiser/templates', icon: FileText },
      { title: 'Dashboard', to: '/fundraiser/dashboard', icon: LayoutDashboard },
      { title: 'Leaderboard', to: '/fundraiser/leaderboard', icon: Trophy },
    ],
  },
];
