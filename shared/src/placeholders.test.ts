import { fillPlaceholders, leaderboardLinkFor } from './placeholders';

describe('template placeholders (spec part 1, section 9)', () => {
  const template =
    '{firstName} {lastName} of {schoolName} ({campaignName}): code {studentCode}, shop {shopLink}, board {leaderboardLink} | ' +
    '{first_name} {last_name} {school_name} {campaign_name} {student_code} {shop_link} {leaderboard_link} | {unknown} {note}';

  it('fills camelCase and snake_case placeholders from the ambassador and campaign, and custom fields by id', () => {
    expect(
      fillPlaceholders(
        template,
        {
          firstName: 'Jordan',
          lastName: 'Lee',
          schoolName: 'Hillside High School',
          campaignName: 'Shirt Drive',
          studentCode: 'JORDANHHS',
          shopLink: 'https://shop.example/?discount=JORDANHHS',
          leaderboardLink: 'https://app.example/campaign/shirt-drive',
        },
        { note: 'See you Friday' },
      ),
    ).toBe(
      'Jordan Lee of Hillside High School (Shirt Drive): code JORDANHHS, shop https://shop.example/?discount=JORDANHHS, board https://app.example/campaign/shirt-drive | ' +
        'Jordan Lee Hillside High School Shirt Drive JORDANHHS https://shop.example/?discount=JORDANHHS https://app.example/campaign/shirt-drive | {unknown} See you Friday',
    );
  });

  it('uses the fallbacks for missing or blank values', () => {
    expect(fillPlaceholders('{firstName} {last_name} {schoolName} {campaign_name} {studentCode} {shop_link}', { firstName: ' ' })).toBe(
      '[Your Name] [Your Last Name] [School Name] [Campaign Name] [Your Code] [Shop Link]',
    );
  });

  it('links to the public campaign page when the campaign has a slug, else to the portal leaderboard', () => {
    expect(leaderboardLinkFor('https://app.example/', 'shirt-drive')).toBe('https://app.example/campaign/shirt-drive');
    expect(leaderboardLinkFor('https://app.example', null)).toBe('https://app.example/fundraiser/leaderboard');
  });
});
