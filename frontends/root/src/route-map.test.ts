import { applicationFor } from './route-map';

describe('applicationFor', () => {
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
    ['/auth', 'sign-in-page'],
    ['/auth/', 'sign-in-page'],
    ['/auth/verify', 'public'],
    // The campaign page is an application of its own, which the server renders; a deeper path is not it.
    ['/campaign/hillside-high-school-shirt-drive', 'campaign-page'],
    ['/campaign/hillside-high-school-shirt-drive/', 'campaign-page'],
    ['/campaign', 'public'],
    ['/campaign/hillside/more', 'public'],
    ['/nowhere', 'public'],
  ])('mounts %s in the %s application', (pathname, owner) => {
    expect(applicationFor(pathname)).toBe(owner);
  });
});
