import type { Role } from './roles';

/** A profile as the API returns it (spec part 1, section 3). */
export interface Profile {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Shown as Organization. */
  school: string | null;
  role: Role;
  created_at: string;
  campaign_id: string | null;
  personal_code: string | null;
  shop_link: string | null;
  social_handles: { handles: string } | null;
  fundraising_goal: number | null;
}

/** Ambassador status on the account screen and in admin lists (spec part 1, section 4). */
export function ambassadorStatus(profile: Pick<Profile, 'personal_code'>): 'Active' | 'Pending Approval' {
  return profile.personal_code ? 'Active' : 'Pending Approval';
}
