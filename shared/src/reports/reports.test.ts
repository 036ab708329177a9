import {
  ambassadorPerformanceCsv,
  completionRate,
  csvField,
  daysOfWeek,
  formatPercent,
  reportWeeks,
  revenuePerAmbassador,
  roundTo,
  weekStartOf,
  type AmbassadorPerformance,
} from './reports';

describe('the reports formulas (spec part 2, section 9)', () => {
  it('completion rate is approved over approved plus submitted, a percent with one decimal', () => {
    expect(completionRate({ approved: 2, submitted: 1 })).toBe(66.7);
    expect(completionRate({ approved: 1, submitted: 2 })).toBe(33.3);
    expect(completionRate({ approved: 5, submitted: 0 })).toBe(100);
    expect(formatPercent(completionRate({ approved: 2, submitted: 1 })!)).toBe('66.7%');
  });

  it('completion rate is 0 with nothing reviewed or waiting, and absent without objectives', () => {
    expect(completionRate({ approved: 0, submitted: 0 })).toBe(0);
    expect(completionRate({ approved: 3, submitted: 1 }, false)).toBeNull();
  });

  it('revenue per ambassador is total revenue over the ambassador count, two decimals', () => {
    expect(revenuePerAmbassador(100, 3)).toBe(33.33);
    expect(revenuePerAmbassador(200, 3)).toBe(66.67);
    expect(revenuePerAmbassador(50, 0)).toBe(0);
  });

  it('rounds half away from zero without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(66.65, 1)).toBe(66.7);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});

describe('report weeks', () => {
  it('starts weeks on Monday (UTC) and lists the last twelve, this one last', () => {
    const wednesday = new Date('2026-11-25T15:00:00Z');
    expect(weekStartOf(wednesday.getTime())).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    const weeks = reportWeeks(wednesday);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
  });

  it('takes a week day by day up to today', () => {
    expect(daysOfWeek('2026-11-23', new Date('2026-11-25T01:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(daysOfWeek('2026-11-16', new Date('2026-11-25T01:00:00Z'))).toHaveLength(7);
  });
});

describe('the Export Data file', () => {
  const row = (fields: Partial<AmbassadorPerformance>): AmbassadorPerformance => ({
    user_id: 'u',
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'sam@example.com',
    role: 'student',
    created_at: '2026-10-01T10:00:00.000Z',
    units_sold: 0,
    total_revenue: 0,
    total_commission: 0,
    orders_count: 0,
    ...fields,
  });

  it('has a header row, then one row per ambassador, most revenue first', () => {
    const csv = ambassadorPerformanceCsv([
      row({ user_id: 'a', first_name: 'Ann', total_revenue: 25 }),
      row({ user_id: 'b', first_name: 'Bo', total_revenue: 75.5, total_commission: 7.55, units_sold: 3, orders_count: 2 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'rank,first_name,last_name,email,role,joined,units_sold,revenue,commission,orders',
      '1,Bo,Rivera,sam@example.com,student,2026-10-01,3,75.50,7.55,2',
      '2,Ann,Rivera,sam@example.com,student,2026-10-01,0,25.00,0.00,0',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    expect(csvField('Lee, Jr')).toBe('"Lee, Jr"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-3)).toBe('-3');
  });
});
