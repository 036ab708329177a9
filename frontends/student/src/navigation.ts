import type { NavGroup } from '@app/ui';
import { FileCheck, Home, Leaf, MessageSquare, Tag, Target, UserRound } from 'lucide-react';

/** The student sidebar (spec part 1, section 2.2). */
export const studentNavigation: readonly NavGroup[] = [
  {
    items: [
      { title: 'Home', to: '/', icon: Home },
      { title: 'Objectives', to: '/objectives', icon: Target },
      { title: 'My Code & Assets', to: '/code-assets', icon: Tag },
      { title: 'Submissions', to: '/submissions', icon: FileCheck },
      { title: 'Messages', to: '/messages', icon: MessageSquare },
      { title: 'Impact', to: '/impact', icon: Leaf },
      { title: 'Account', to: '/account', icon: UserRound },
    ],
  },
];
