import { microFrontendFor } from './route-map';

describe('microFrontendFor', () => {
  it.each([
    ['/', 'student'],
    ['/objectives', 'student'],
    ['/objectives/', 'student'],
    ['/account', 'student'],
    ['/fundraiser/dashboard', 'fundraiser'],
    ['/fundraiser/leaderboard', 'fundraiser'],
    ['/admin', 'admin'],
    ['/admin/ambassadors', 'admin'],
    // Below /admin the admin area shows its own not-found page.
    ['/admin/nowhere/at-all', 'admin'],
    ['/administrators', 'public'],
    ['/objectives/42', 'public'],
    ['/fundraiser/campaigns', 'public'],
    ['/fundraiser/signup', 'public'],
    ['/auth', 'public'],
    ['/campaign/hillside-high-school-shirt-drive', 'public'],
    ['/nowhere', 'public'],
  ])('mounts %s in the %s micro-frontend', (pathname, owner) => {
    expect(microFrontendFor(pathname)).toBe(owner);
  });
});
