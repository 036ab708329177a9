import { campaignSlug } from './slug';

describe('campaignSlug', () => {
  it.each([
    ['Spring Shirt Drive 2026', 'spring-shirt-drive-2026'],
    ["Hillside's  Green -- Team!", 'hillsides-green-team'],
    ['Café Crew', 'caf-crew'],
    ['a\t\nb', 'a-b'],
  ])('%j becomes %j', (name, slug) => {
    expect(campaignSlug(name)).toBe(slug);
  });
});
