import type { PublicCampaign } from '@app/shared/campaigns';

/**
 * The campaign chosen at /fundraiser/campaigns and its passcode, kept in session storage until
 * sign-up succeeds (spec part 1, section 4): the tab keeps it across a reload, and it is gone
 * when the tab closes.
 */
export interface SelectedCampaign {
  campaign: PublicCampaign;
  passcode: string;
}

const STORAGE_KEY = 'selectedCampaign';

/** The topic of the toasts that send a fundraiser back to choose a campaign: the right passcode closes them (issue 45). */
export const SELECTION_TOPIC = 'campaign-selection';

export function saveSelectedCampaign(selection: SelectedCampaign): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selection));
}

/** The stored choice, or undefined when there is none or it is unreadable. */
export function readSelectedCampaign(): SelectedCampaign | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<SelectedCampaign>) : undefined;
    return value?.campaign?.id && typeof value.passcode === 'string' ? (value as SelectedCampaign) : undefined;
  } catch {
    return undefined;
  }
}

export function clearSelectedCampaign(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
