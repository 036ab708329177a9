import type { RouteManifest } from '@app/ui';
import {
  BarChart3,
  ClipboardCheck,
  FileText,
  FolderOpen,
  Gauge,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  MessageSquare,
  Receipt,
  RefreshCw,
  ScrollText,
  Settings,
  Share2,
  Target,
  Users,
} from 'lucide-react';

/**
 * The admin sidebar's groups (spec part 2, section 2, 'Sidebar groups'), all three shown at once: the earlier
 * product's Students / Fundraisers toggle hid one audience's group and kept the ambassadors list's audience
 * out of its address (issue 45). Codes & Orders holds both audiences' orders, so it is General Management's.
 */
export const sidebarGroups = {
  general: 'General Management',
  students: 'Student Management',
  fundraisers: 'Fundraiser Management',
} as const;

/** The admin area and its sidebar (spec part 2, section 2): admins only. Listed in sidebar order. */
export const adminRoutes: RouteManifest = {
  access: ['admin'],
  routes: [
    {
      path: '/admin',
      ownsSubpaths: true,
      page: () => import('./features/ambassadors/components/dashboard-page').then((m) => m.DashboardPage),
      sidebar: { label: 'Dashboard', icon: LayoutDashboard, group: sidebarGroups.general },
    },
    {
      path: '/admin/messaging',
      page: () => import('./features/messages/components/messaging-page').then((m) => m.MessagingPage),
      sidebar: { label: 'Messaging', icon: MessageSquare, group: sidebarGroups.general },
    },
    {
      path: '/admin/codes-orders',
      page: () => import('./features/orders/components/codes-orders-page').then((m) => m.CodesOrdersPage),
      sidebar: { label: 'Codes & Orders', icon: Receipt, group: sidebarGroups.general },
    },
    {
      path: '/admin/assets',
      page: () => import('./features/content/components/assets-page').then((m) => m.AssetsPage),
      sidebar: { label: 'Assets Library', icon: FolderOpen, group: sidebarGroups.general },
    },
    {
      path: '/admin/shopify-sync',
      page: () => import('./features/code-sync/components/shopify-sync-page').then((m) => m.ShopifySyncPage),
      sidebar: { label: 'Shopify Code Sync', icon: RefreshCw, group: sidebarGroups.general },
    },
    {
      path: '/admin/reports',
      page: () => import('./features/reports/components/reports-page').then((m) => m.ReportsPage),
      sidebar: { label: 'Impact & Reports', icon: BarChart3, group: sidebarGroups.general },
    },
    {
      path: '/admin/settings',
      deniedMessage: "You don't have permission to access settings.",
      page: () => import('./features/settings/components/settings-page').then((m) => m.SettingsPage),
      sidebar: { label: 'Settings', icon: Settings, group: sidebarGroups.general },
    },
    {
      // Not in the spec's sidebar (issue 46): who changed people, money or settings, when, and what.
      path: '/admin/audit-log',
      page: () => import('./features/audit-log/components/audit-log-page').then((m) => m.AuditLogPage),
      sidebar: { label: 'Audit Log', icon: ScrollText, group: sidebarGroups.general },
    },
    {
      // Not in the spec's sidebar: where an admin sees what the platform could not process, and replays it.
      path: '/admin/dead-letters',
      page: () => import('./features/dead-letters/components/dead-letters-page').then((m) => m.DeadLettersPage),
      sidebar: { label: 'Unprocessed Events', icon: Inbox, group: sidebarGroups.general },
    },
    {
      path: '/admin/ambassadors',
      page: () => import('./features/ambassadors/components/ambassadors-page').then((m) => m.AmbassadorsPage),
      // One screen for both audiences: it lists the one its address names (features/ambassadors/use-ambassador-filters.ts).
      sidebar: [
        { label: 'Student Ambassadors', icon: Users, group: sidebarGroups.students, query: { type: 'student' } },
        { label: 'Fundraising Ambassadors', icon: Users, group: sidebarGroups.fundraisers, query: { type: 'fundraiser' } },
      ],
    },
    {
      path: '/admin/objectives',
      page: () => import('./features/objectives/components/objectives-page').then((m) => m.ObjectivesPage),
      sidebar: { label: 'Objectives', icon: Target, group: sidebarGroups.students },
    },
    {
      path: '/admin/submissions',
      page: () => import('./features/objectives/components/submissions-page').then((m) => m.SubmissionsPage),
      sidebar: { label: 'Submissions', icon: ClipboardCheck, group: sidebarGroups.students },
    },
    {
      path: '/admin/campaigns',
      page: () => import('./features/campaigns/components/campaigns-page').then((m) => m.CampaignsPage),
      sidebar: { label: 'Campaigns', icon: Megaphone, group: sidebarGroups.fundraisers },
    },
    {
      path: '/admin/templates',
      page: () => import('./features/templates/components/templates-page').then((m) => m.TemplatesPage),
      sidebar: { label: 'Templates', icon: FileText, group: sidebarGroups.fundraisers },
    },
    {
      path: '/admin/social-media-templates',
      deniedMessage: "You don't have permission to access this page.",
      page: () => import('./features/content/components/social-media-templates-page').then((m) => m.SocialMediaTemplatesPage),
      sidebar: { label: 'Social Media Templates', icon: Share2, group: sidebarGroups.fundraisers },
    },
    {
      path: '/admin/start-here-templates',
      deniedMessage: "You don't have permission to access this page.",
      page: () => import('./features/start-here/components/start-here-templates-page').then((m) => m.StartHereTemplatesPage),
      sidebar: { label: 'Start Here Setup', icon: ListChecks, group: sidebarGroups.fundraisers },
    },
    {
      path: '/admin/performance',
      page: () => import('./features/campaigns/components/performance-page').then((m) => m.PerformancePage),
      sidebar: { label: 'Performance', icon: Gauge, group: sidebarGroups.fundraisers },
    },
    {
      // An order's page, opened from its row in Codes & Orders.
      path: '/admin/orders/:orderId',
      page: () => import('./features/orders/components/order-page').then((m) => m.OrderPage),
    },
  ],
};
