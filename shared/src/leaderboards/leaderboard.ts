import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '../platform/constants';
import { formatCount, formatDollars } from '../platform/money';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { publicNameOf } from './public-name';
import type { LeaderboardRow, MemberLeaderboardRow } from './totals';

type AmbassadorRole = (typeof AMBASSADOR_ROLES)[number];

/**
 * Leaderboard maths and wording (spec part 1, sections 2.9 to 2.11, 3, 8 and 9), one copy for the API,
 * the student home, the fundraiser portal and the public campaign page.
 */

/** What a ranking compares: shirts sold, sales in dollars, and the ambassador's id. */
interface Rankable {
  units_sold: number;
  total_sales: number;
  user_id: string;
}

/**
 * The one order of every leaderboard and ranking (the campaign page, the fundraiser's and the student's
 * leaderboards, the admin's top fundraisers): most shirts first, then most sales, then by the
 * ambassador's id, so tied ambassadors stand in the same order on every page and every reload.
 */
export function byRanking(a: Rankable, b: Rankable): number {
  return b.units_sold - a.units_sold || b.total_sales - a.total_sales || a.user_id.localeCompare(b.user_id);
}

/** Ranks rows in that order; the rank is the row's position from 1 (spec part 1, section 3). */
export function rankByUnits<T extends Rankable>(rows: readonly T[]): Array<T & { rank: number }> {
  return [...rows].sort(byRanking).map((row, index) => ({ ...row, rank: index + 1 }));
}

/** Whether a ranked row gets a medal: ranks 1 to 3 with at least one shirt sold (nobody wins a medal for none). */
export const onPodium = (row: { rank: number; units_sold: number }) => row.rank <= 3 && row.units_sold > 0;

/** Dollars a campaign's organization receives for `units` shirts: $5 a shirt (spec part 1, section 9). */
export function organizationDonation(units: number): number {
  return units * ORGANIZATION_DONATION_PER_SHIRT;
}

/** Dollars given to climate causes for `units` shirts on a leaderboard: $1 a shirt (spec part 1, section 9). */
export function climateDonation(units: number): number {
  return units * CLIMATE_DONATION_PER_SHIRT;
}

/** A member's sign-up still waiting for an admin (no code yet) reads no leaderboard (issue 44); the API's 403 and the Home tab say so. */
export const AWAITING_APPROVAL = 'The leaderboard opens once an admin approves your account.';

/** What a leaderboard shows for someone with no name: spec part 1, section 2.10 for students, section 8 for members. */
export const ANONYMOUS_NAME: Record<AmbassadorRole, string> = {
  student: 'Anonymous Student',
  fundraising_ambassador: 'Anonymous Member',
};

/** First and last name, trimmed and joined; empty when both are blank. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The name a leaderboard row shows: the member's public name, or their role's anonymous name. */
export function leaderboardName(row: { name: string } | { student_name: string }, role: AmbassadorRole): string {
  return ('student_name' in row ? row.student_name : row.name).trim() || ANONYMOUS_NAME[role];
}

/** A ranked row as `readerId` may read it: their own in full, anyone else's by first name and initial and without dollars. */
export function memberRowOf(row: LeaderboardRow, readerId: string): MemberLeaderboardRow {
  const isYou = row.member_user_id === readerId;
  return {
    rank: row.rank,
    name: isYou
      ? fullName(row.first_name, row.last_name)
      : publicNameOf({ user_id: row.member_user_id, first_name: row.first_name, last_name: row.last_name }),
    school: row.school,
    units_sold: row.units_sold,
    badges: row.badges,
    is_you: isYou,
    total_sales: isYou ? row.total_sales : null,
  };
}

/** 'shirt' for one, 'shirts' for any other count, zero included. */
export function shirtWord(count: number): string {
  return count === 1 ? 'shirt' : 'shirts';
}

/** Shirts sold with thousands separators: '0 shirts', '1 shirt', '1,200 shirts' (spec part 1, sections 2.9 and 2.10). */
export function formatShirts(units: number): string {
  return `${formatCount(units)} ${shirtWord(units)}`;
}

/** A campaign leaderboard row's money: '$x in sales' with two decimals, or 'No sales yet' (spec part 1, section 2.11). */
export function formatSales(totalSales: number): string {
  return totalSales > 0 ? `${formatDollars(totalSales)} in sales` : 'No sales yet';
}

/** The signed-in user's row, for 'Your Ranking': the one the API marks as theirs, never found by name, since two members may share a name. */
export function findMyRow<T extends { is_you: boolean }>(rows: readonly T[]): T | undefined {
  return rows.find((row) => row.is_you);
}
