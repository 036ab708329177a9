import { newThisWeekFrom, type AmbassadorRow, type ProgressStage } from '@app/shared/ambassadors';

/** The progress filter's choices (spec part 2, section 2), objectives named as everywhere else: Objective 1, not O1. */
export const PROGRESS_FILTERS = [
  { value: 'all', label: 'All Progress' },
  { value: 'new', label: 'New (Objective 1)' },
  { value: 'assigned', label: 'Assigned (Objective 2 onward)' },
  { value: 'complete', label: 'Complete' },
] as const satisfies readonly { value: ProgressStage | 'all'; label: string }[];
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number]['value'];

export const isProgressFilter = (value: string): value is ProgressFilter => PROGRESS_FILTERS.some((filter) => filter.value === value);

/** New (This Week): signed up today or on the six days before (UTC), as the dashboard counts them. */
export function isNewThisWeek(ambassador: AmbassadorRow, now: number): boolean {
  return ambassador.created_at.slice(0, 10) >= newThisWeekFrom(now);
}

/** A sign-up awaiting approval (no personal code yet): the only kind an admin can delete in bulk. */
export const isPendingSignup = (ambassador: AmbassadorRow) => ambassador.status === 'pending_approval';

export const fullName = (ambassador: { first_name: string; last_name: string }) =>
  `${ambassador.first_name} ${ambassador.last_name}`.trim();

/** The search box matches name, e-mail, code, organization and campaign, ignoring case. */
export function matchesSearch(ambassador: AmbassadorRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [fullName(ambassador), ambassador.email, ambassador.personal_code, ambassador.school, ambassador.campaign_name].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

export function matchesProgress(ambassador: AmbassadorRow, progress: ProgressFilter): boolean {
  return progress === 'all' || ambassador.progress_stage === progress;
}
