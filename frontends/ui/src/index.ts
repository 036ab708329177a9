// The UI kit: components, the signed-in layout, the route guard, the profile hooks and the App
// generated from a route manifest, which every micro-frontend uses. The auth client and the API
// client have their own entry points (@app/ui/auth, @app/ui/api) because they are shared at
// runtime as singletons.
export { createAreaApp, type AreaLayoutProps } from './area/create-area-app';
export type { AreaRoute, RouteManifest } from './area/route-manifest';
export { Badge, badgeVariants } from './components/badge';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { CheckboxField } from './components/checkbox-field';
export { Combobox } from './components/combobox';
export { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
export { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './components/dropdown-menu';
export { FormDialogFooter } from './components/form-dialog-footer';
export { FormCheckboxField, FormCheckboxGroupField, FormSelectField, FormTextareaField, FormTextField } from './components/form-fields';
export { CopyButton } from './components/copy-button';
export {
  DataTable,
  TruncatedText,
  type CardSlot,
  type DataTableColumn,
  type DataTableLoadMore,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './components/data-table';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
export { FileField } from './components/file-field';
export { InfoTooltip } from './components/info-tooltip';
export { Input, Textarea } from './components/input';
export { Label } from './components/label';
export { LoadFailed, SkeletonRows } from './components/load-state';
export { NotFound } from './components/not-found';
export { PageHeader } from './components/page-header';
export { Progress } from './components/progress';
export { SearchField } from './components/search-field';
export { SelectField } from './components/select-field';
export { Skeleton } from './components/skeleton';
export { StatCard } from './components/stat-card';
export { Switch } from './components/switch';
export { PageLoader, Spinner } from './components/spinner';
export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './components/table';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { TextField } from './components/text-field';
export { TextareaField } from './components/textarea-field';
export { dismissTopic, toast, Toaster, type ToastOptions } from './components/toast';
export { pagesKey, readEveryPage, useCursorPages } from './lib/cursor-pages';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip';
export { EarnedBadges, MilestoneBadges } from './features/badges/milestone-badges';
export { CampaignProgress, targetProgressLabel } from './features/campaigns/campaign-progress';
export { brandingKey, getBranding, useBranding } from './features/branding/api/get-branding';
export { getMe, meKey, useMe } from './features/profile/api/get-me';
export { MessageInbox } from './features/messages/message-inbox';
export { UnreadMessagesBadge } from './features/messages/unread-messages-badge';
export { getMyTotals, LIVE_REFRESH_MS, myTotalsKey, useMyTotals } from './features/totals/api/get-my-totals';
export { getMyLinkStats, myLinkStatsKey, useMyLinkStats } from './features/links/api/get-my-link-stats';
export { LinkStatsCard } from './features/links/components/link-stats-card';
export { QrCodeCard } from './features/links/components/qr-code-card';
export { LinkText, ShareLinkButton } from './features/links/components/share-link';
export { EarningsCards, EarningsFigures } from './features/earnings/components/earnings-figures';
export { saveMyData } from './features/my-data/api/export-my-data';
export { saveFile } from './lib/save-file';
export { DeleteAccountDialog } from './features/my-data/components/delete-account-dialog';
export { MyDataCard } from './features/my-data/components/my-data-card';
export { ObjectiveStatusBadge, ObjectiveStatusIcon, objectiveStatusLabel } from './features/objectives/objective-status';
export { ProfileContext, useProfile } from './features/profile/profile-context';
export { useTrackedLink } from './features/profile/use-tracked-link';
export { downloadTemplate, templateFileName } from './features/social-templates/download-template';
export { SocialTemplateDialog, usePersonalizedCaption, useTemplateDownload } from './features/social-templates/social-template-dialog';
export { CaptionOverlay, TemplatePreview } from './features/social-templates/template-preview';
export { OpenInMessages, SmsLength } from './features/templates/sms-tools';
export { roleLabel } from './features/profile/role-label';
export { RequireRole } from './guard/require-role';
export { AppLayout, LogoMark, ProductMark } from './layout/app-layout';
export type { NavGroup, NavItem } from './layout/navigation';
export { SidebarGroup, SidebarGroupLabel, useSidebar } from './layout/sidebar';
export { useSignOut } from './layout/use-sign-out';
export { cn } from './lib/cn';
export { formatDate, formatDateTime, formatDay } from './lib/format-date';
export { useCopyToClipboard } from './lib/use-copy-to-clipboard';
export { useDebouncedValue } from './lib/use-debounced-value';
export { useHydrated } from './lib/use-hydrated';
export { embeddedData } from './lifecycle/server-rendered';
export { useIsMobile } from './lib/use-is-mobile';
export { markServerFieldErrors } from './lib/mark-server-field-errors';
export { useZodForm } from './lib/use-zod-form';
