import {
  climateDonation,
  findMyRow,
  memberRowOf,
  formatSales,
  formatShirts,
  fullName,
  leaderboardName,
  organizationDonation,
  rankByUnits,
  shirtWord,
} from './leaderboard';
import type { LeaderboardRow } from './totals';

const row = (user_id: string, units_sold: number, total_sales = units_sold * 20) => ({
  user_id,
  first_name: 'Alex',
  last_name: 'Kim',
  units_sold,
  total_sales,
});

describe('ranking by shirts sold (spec part 1, sections 3 and 7)', () => {
  it('ranks most shirts first, from 1', () => {
    const ranked = rankByUnits([row('b', 2), row('a', 9), row('c', 5)]);

    expect(ranked.map((r) => [r.rank, r.user_id])).toEqual([
      [1, 'a'],
      [2, 'c'],
      [3, 'b'],
    ]);
  });

  it('gives tied members consecutive positions: more sales first, then by id, whatever order they came in', () => {
    const rows = [row('d', 4, 80), row('b', 7), row('c', 4, 95), row('a', 4, 80)];

    for (const order of [rows, [...rows].reverse()]) {
      expect(rankByUnits(order).map((r) => [r.rank, r.user_id])).toEqual([
        [1, 'b'],
        [2, 'c'],
        [3, 'a'],
        [4, 'd'],
      ]);
    }
  });

  it('ranks members with no sale after everyone who sold', () => {
    expect(rankByUnits([row('none', 0), row('one', 1)]).map((r) => [r.rank, r.units_sold])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('keeps every field of a row and leaves the rows it was given alone', () => {
    const rows = [row('a', 1), row('b', 3)];

    const ranked = rankByUnits(rows);

    expect(ranked[0]).toEqual({ ...row('b', 3), rank: 1 });
    expect(rows.map((r) => r.user_id)).toEqual(['a', 'b']);
    expect(rankByUnits([])).toEqual([]);
  });
});

describe('donations per shirt (spec part 1, section 9)', () => {
  it('gives the organization $5 a shirt', () => {
    expect(organizationDonation(0)).toBe(0);
    expect(organizationDonation(1)).toBe(5);
    expect(organizationDonation(1234)).toBe(6170);
  });

  it('gives climate causes $1 a shirt', () => {
    expect(climateDonation(0)).toBe(0);
    expect(climateDonation(1)).toBe(1);
    expect(climateDonation(1234)).toBe(1234);
  });

  it('moves both back by a reversal', () => {
    expect(organizationDonation(-2)).toBe(-10);
    expect(climateDonation(-2)).toBe(-2);
  });
});

describe('names on a leaderboard (spec part 1, sections 2.10 and 8)', () => {
  it('shows the name the row carries', () => {
    expect(leaderboardName({ name: 'Sam R.' }, 'student')).toBe('Sam R.');
    expect(leaderboardName({ student_name: ' Jane D. ' }, 'fundraising_ambassador')).toBe('Jane D.');
  });

  it("shows 'Anonymous Student' for a student with no name", () => {
    expect(leaderboardName({ name: '' }, 'student')).toBe('Anonymous Student');
    expect(leaderboardName({ name: '  \t' }, 'student')).toBe('Anonymous Student');
  });

  it("shows 'Anonymous Member' for a campaign member with no name", () => {
    expect(leaderboardName({ name: '' }, 'fundraising_ambassador')).toBe('Anonymous Member');
    expect(leaderboardName({ student_name: ' ' }, 'fundraising_ambassador')).toBe('Anonymous Member');
  });

  it('joins a full name from its present, trimmed parts', () => {
    expect(fullName(' Jane ', ' Doe ')).toBe('Jane Doe');
    expect(fullName('Jane', null)).toBe('Jane');
    expect(fullName(undefined, '')).toBe('');
  });
});

describe("'shirt' or 'shirts' (spec part 1, sections 2.9 to 2.11)", () => {
  it("says 'shirt' for exactly one and 'shirts' otherwise, zero included", () => {
    expect([0, 1, 2].map(shirtWord)).toEqual(['shirts', 'shirt', 'shirts']);
  });

  it('shows the count with thousands separators', () => {
    expect(formatShirts(0)).toBe('0 shirts');
    expect(formatShirts(1)).toBe('1 shirt');
    expect(formatShirts(12)).toBe('12 shirts');
    expect(formatShirts(1200)).toBe('1,200 shirts');
  });
});

describe("a member's sales (spec part 1, section 2.11)", () => {
  it("shows '$x in sales' with two decimals", () => {
    expect(formatSales(25)).toBe('$25.00 in sales');
    expect(formatSales(1234.5)).toBe('$1,234.50 in sales');
    expect(formatSales(0.1 + 0.2)).toBe('$0.30 in sales');
  });

  it("shows 'No sales yet' before a first sale", () => {
    expect(formatSales(0)).toBe('No sales yet');
  });
});

describe("'Your Ranking' (issue 12: by user id, not by name)", () => {
  const member = (id: string, rank: number): LeaderboardRow => ({
    rank,
    member_user_id: id,
    first_name: 'Sam',
    last_name: 'Rivera',
    school: null,
    units_sold: 10 - rank,
    total_sales: 0,
    badges: [],
  });
  const asReadBy = (readerId: string, rows: LeaderboardRow[]) => rows.map((ranked) => memberRowOf(ranked, readerId));

  it("finds the user's own row even when another member has the same name", () => {
    expect(findMyRow(asReadBy('me', [member('namesake', 1), member('me', 2)]))?.rank).toBe(2);
  });

  it('finds nothing for a user who is not on the leaderboard', () => {
    expect(findMyRow(asReadBy('me', [member('other', 1)]))).toBeUndefined();
  });
});

describe("a leaderboard as a member reads it (issue 44: the others' first names and initials, no ids, no dollars)", () => {
  const full: LeaderboardRow = {
    rank: 2,
    member_user_id: 'u-riley',
    first_name: 'Riley',
    last_name: 'Chen',
    school: 'Hillside High School',
    units_sold: 7,
    total_sales: 175,
    badges: [1, 5],
  };

  it('shows another member as first name and last initial, with no dollars and nothing that identifies them', () => {
    const seen = memberRowOf(full, 'u-someone-else');

    expect(seen).toEqual({
      rank: 2,
      name: 'Riley C.',
      school: 'Hillside High School',
      units_sold: 7,
      badges: [1, 5],
      is_you: false,
      total_sales: null,
    });
    expect(JSON.stringify(seen)).not.toMatch(/Chen|u-riley|175/);
  });

  it('shows the reader their own row in full, with their sales', () => {
    expect(memberRowOf(full, 'u-riley')).toMatchObject({ name: 'Riley Chen', is_you: true, total_sales: 175 });
  });
});
