import { personalizeCaption } from './captions';

describe('personalised social captions', () => {
  const template = '{first_name} {last_name} of {organization} ({school}, {schoolName}): code {personal_code} at {shop_link} {unknown}';

  it('fills every placeholder from the profile', () => {
    expect(
      personalizeCaption(template, {
        first_name: 'Sam',
        last_name: 'Rivera',
        school: 'Hillside High School',
        personal_code: 'SAMR',
        shop_link: 'https://shop.example/?discount=SAMR',
      }),
    ).toBe(
      'Sam Rivera of Hillside High School (Hillside High School, Hillside High School): code SAMR at https://shop.example/?discount=SAMR {unknown}',
    );
  });

  it('uses the fallbacks for what is missing or blank', () => {
    expect(personalizeCaption(template, { first_name: ' ', school: null })).toBe(
      'Student Ambassador of Our Organization (Our Organization, Our Organization): code HIT1234 at [Shop Link] {unknown}',
    );
  });
});
