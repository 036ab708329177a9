import type { NavGroup } from '@app/ui';
import {
  BarChart3,
  ClipboardCheck,
  FileText,
  FolderOpen,
  Gauge,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  MessageSquare,
  Receipt,
  RefreshCw,
  Settings,
  Share2,
  Target,
  Users,
} from 'lucide-react';

/** The admin sidebar's groups (spec part 2, section 2, 'Sidebar groups'). */
export const generalManagement: NavGroup = {
  label: 'General Management',
  items: [
    { title: 'Dashboard', to: '/admin', icon: LayoutDashboard },
    { title: 'Messaging', to: '/admin/messaging', icon: MessageSquare },
    { title: 'Assets Library', to: '/admin/assets', icon: FolderOpen },
    { title: 'Shopify Code Sync', to: '/admin/shopify-sync', icon: RefreshCw },
    { title: 'Impact & Reports', to: '/admin/reports', icon: BarChart3 },
    { title: 'Settings', to: '/admin/settings', icon: Settings },
  ],
};

export const studentManagement: NavGroup = {
  label: 'Student Management',
  items: [
    { title: 'Student Ambassadors', to: '/admin/ambassadors', icon: Users },
    { title: 'Objectives', to: '/admin/objectives', icon: Target },
    { title: 'Submissions', to: '/admin/submissions', icon: ClipboardCheck },
    { title: 'Codes & Orders', to: '/admin/codes-orders', icon: Receipt },
  ],
};

export const fundraiserManagement: NavGroup = {
  label: 'Fundraiser Management',
  items: [
    { title: 'Fundraising Ambassadors', to: '/admin/ambassadors', icon: Users },
    { title: 'Campaigns', to: '/admin/campaigns', icon: Megaphone },
    { title: 'Templates', to: '/admin/templates', icon: FileText },
    { title: 'Social Media Templates', to: '/admin/social-media-templates', icon: Share2 },
    { title: 'Start Here Setup', to: '/admin/start-here-templates', icon: ListChecks },
    { title: 'Performance', to: '/admin/performance', icon: Gauge },
  ],
};

/** General Management, then the group of the mode the admin chose. */
export function adminNavigation(managingFundraisers: boolean): readonly NavGroup[] {
  return [generalManagement, managingFundraisers ? fundraiserManagement : studentManagement];
}

