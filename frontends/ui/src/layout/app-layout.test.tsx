import { PROGRAM_NAME } from '@app/shared/platform';
import { signOut } from '@app/ui/auth';
import { aProfile, renderAt, setViewportWidth } from '@app/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Home, Target } from 'lucide-react';
import { SWRConfig, unstable_serialize } from 'swr';
import { brandingKey } from '../features/branding/api/get-branding';
import { ProfileContext } from '../features/profile/profile-context';
import { AppLayout, ProductMark } from './app-layout';
import { isNavItemActive, type NavGroup } from './navigation';
import { SidebarMenuBadge } from './sidebar';

jest.mock('@app/ui/auth', () => ({ signOut: jest.fn(async () => undefined) }));

const studentNavigation: NavGroup[] = [
  {
    items: [
      { label: 'Home', to: '/', icon: Home },
      { label: 'Objectives', to: '/objectives', icon: Target },
    ],
  },
];

/** Renders the layout on every path under `route`; other paths show only their name. */
function renderLayout(path = '/objectives', { profile = aProfile(), navigation = studentNavigation, route = '/*' } = {}) {
  return renderAt(
    path,
    <ProfileContext.Provider value={profile}>
      <AppLayout navigation={navigation}>
        <h1>Page</h1>
      </AppLayout>
    </ProfileContext.Provider>,
    { route },
  );
}

const sidebar = () => document.querySelector('[data-sidebar="sidebar"]');

function clearSidebarCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

beforeEach(() => {
  clearSidebarCookie();
  window.localStorage.clear();
});

describe('AppLayout', () => {
  it('greets the user and shows their full name and role beside Sign Out', () => {
    renderLayout('/objectives', { profile: aProfile({ first_name: 'Sam', last_name: 'Rivera', role: 'student' }) });

    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Welcome, Sam')).toBeInTheDocument();
    expect(within(topBar).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(topBar).getByText('Student Ambassador')).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('says "Welcome" on a first visit and "Welcome back" on every visit after it', () => {
    const profile = aProfile({ first_name: 'Sam', last_name: 'Rivera', role: 'student' });
    const { unmount } = renderLayout('/objectives', { profile });
    expect(within(screen.getByRole('banner')).getByText('Welcome, Sam')).toBeInTheDocument();
    unmount();

    renderLayout('/objectives', { profile });
    expect(within(screen.getByRole('banner')).getByText('Welcome back, Sam')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText('Welcome, Sam')).not.toBeInTheDocument();
  });

  it('tells a member under 18 why their code does not work yet, on every page, and nobody else', () => {
    const guardian = { email: 'parent@example.com', status: 'awaiting' as const, sent_at: null, acknowledged_at: null, withdrawn_at: null };
    const { unmount } = renderLayout('/objectives', { profile: aProfile({ adult_from: '2999-01-01', guardian }) });

    const notice = screen.getByRole('status', { name: 'Awaiting guardian' });
    expect(notice).toHaveTextContent('once your parent or guardian acknowledges the programme. We e-mailed them at parent@example.com');
    unmount();

    renderLayout('/objectives', { profile: aProfile({ adult_from: '2999-01-01', guardian: { ...guardian, status: 'acknowledged' } }) });
    expect(screen.queryByRole('status', { name: 'Awaiting guardian' })).not.toBeInTheDocument();
  });

  it('keeps a name too long for the top bar in full in the title of each place that cuts it short', () => {
    const firstName = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3);
    renderLayout('/objectives', { profile: aProfile({ first_name: firstName, last_name: 'Rivera' }) });

    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText(`Welcome, ${firstName}`)).toHaveAttribute('title', `Welcome, ${firstName}`);
    expect(within(topBar).getByText(`${firstName} Rivera`)).toHaveAttribute('title', `${firstName} Rivera`);
  });

  it("keeps the product mark's names in their titles, for when the sidebar cuts them short", () => {
    const name = `${'Wolfeschlegelsteinhausenbergerdorff'.repeat(3)} Rivera`;
    renderAt(
      '/',
      <ProfileContext.Provider value={aProfile()}>
        <AppLayout navigation={studentNavigation} sidebarHeader={<ProductMark>{name}</ProductMark>}>
          <h1>Page</h1>
        </AppLayout>
      </ProfileContext.Provider>,
    );

    expect(screen.getByText(name)).toHaveAttribute('title', name);
    expect(screen.getByText(PROGRAM_NAME)).toHaveAttribute('title', PROGRAM_NAME);
  });

  it('shows the uploaded logo in place of the initials, and the initials while there is none', () => {
    const branding = (logoUrl: string | null) => ({ programName: 'Climate Crew', programDescription: '', logoInitials: 'CC', logoUrl });
    const renderWith = (logoUrl: string | null) =>
      renderAt(
        '/',
        <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(brandingKey)]: branding(logoUrl) } }}>
          <ProfileContext.Provider value={aProfile()}>
            <AppLayout navigation={studentNavigation}>
              <h1>Page</h1>
            </AppLayout>
          </ProfileContext.Provider>
        </SWRConfig>,
      );

    const { unmount } = renderWith('https://files.test/public/branding/1-a.png');
    expect(sidebar()!.querySelector('img[data-slot="logo"]')).toHaveAttribute('src', 'https://files.test/public/branding/1-a.png');
    expect(within(sidebar() as HTMLElement).queryByText('CC')).not.toBeInTheDocument();
    unmount();

    renderWith(null);
    expect(sidebar()!.querySelector('img[data-slot="logo"]')).toBeNull();
    expect(within(sidebar() as HTMLElement).getByText('CC')).toBeInTheDocument();
  });

  it('marks the current page in the sidebar, matching / exactly', () => {
    renderLayout('/objectives');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Objectives' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons with Ctrl+B, remembers it in a cookie, and expands with Cmd+B', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');

    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.keyboard('{Meta>}b{/Meta}');

    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';

    renderLayout();

    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it("names a collapsed sidebar's icons with a tooltip on focus, and an expanded one's not", async () => {
    const user = userEvent.setup();
    renderLayout();
    const objectives = screen.getByRole('link', { name: 'Objectives' });
    act(() => objectives.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => objectives.blur());

    await user.keyboard('{Control>}b{/Control}');
    act(() => objectives.focus());

    expect(await screen.findByRole('tooltip', { name: 'Objectives' })).toBeInTheDocument();
  });

  it('toggles with the top bar button', async () => {
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));

    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it('is a slide-over below 768 px that closes when a link is followed', async () => {
    setViewportWidth(600);
    const user = userEvent.setup();
    renderLayout('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const slideOver = screen.getByRole('dialog', { name: 'Navigation' });
    await user.click(within(slideOver).getByRole('link', { name: 'Objectives' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('closes the slide-over with one Escape, whichever entry has the focus', async () => {
    setViewportWidth(600);
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const slideOver = screen.getByRole('dialog', { name: 'Navigation' });

    within(slideOver).getByRole('link', { name: 'Objectives' }).focus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows one Sign Out: the sidebar's when the area puts it there, none in the top bar", () => {
    renderAt(
      '/fundraiser',
      <ProfileContext.Provider value={aProfile({ role: 'fundraising_ambassador' })}>
        <AppLayout navigation={studentNavigation} signOutIn="sidebar">
          <h1>Page</h1>
        </AppLayout>
      </ProfileContext.Provider>,
    );

    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(1);
    expect(sidebar()).toContainElement(screen.getByRole('button', { name: 'Sign Out' }));
  });

  it('signs out and goes to /auth', async () => {
    const user = userEvent.setup();
    renderLayout('/objectives', { route: '/objectives' });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth');
  });

  it("shows a link's badge after its label, read as part of the link's name", () => {
    renderAt(
      '/',
      <ProfileContext.Provider value={aProfile()}>
        <AppLayout navigation={studentNavigation} linkBadges={{ '/objectives': <SidebarMenuBadge count={3} label="3 to do" /> }}>
          <h1>Page</h1>
        </AppLayout>
      </ProfileContext.Provider>,
      { route: '/*' },
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Objectives (3 to do)' })).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('keeps the shortcut from firing after it unmounts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout();
    act(() => unmount());

    await user.keyboard('{Control>}b{/Control}');

    expect(document.cookie).not.toContain('sidebar_state');
  });
});

describe('isNavItemActive', () => {
  const adminLinks = ['/admin', '/admin/ambassadors'];
  const studentLinks = ['/', '/objectives'];
  const audienceLinks = ['/admin', '/admin/ambassadors?type=student', '/admin/ambassadors?type=fundraiser'];

  it.each([
    ['/admin', '/admin', adminLinks, true],
    ['/admin/ambassadors', '/admin', adminLinks, false],
    ['/admin/ambassadors', '/admin/ambassadors', adminLinks, true],
    ['/admin/ambassadors/42', '/admin/ambassadors', adminLinks, true],
    ['/admin/ambassadors-archive', '/admin/ambassadors', adminLinks, false],
    ['/objectives/', '/objectives', studentLinks, true],
    ['/objectives', '/', studentLinks, false],
    ['/', '/', studentLinks, true],
    ['/admin/ambassadors?type=fundraiser', '/admin/ambassadors?type=fundraiser', audienceLinks, true],
    ['/admin/ambassadors?q=sam&type=student', '/admin/ambassadors?type=student', audienceLinks, true],
    ['/admin/ambassadors?type=student', '/admin/ambassadors?type=fundraiser', audienceLinks, false],
    ['/admin/ambassadors', '/admin/ambassadors?type=student', audienceLinks, false],
    ['/admin/ambassadors?type=student', '/admin', audienceLinks, false],
    ['/admin?type=student', '/admin', audienceLinks, true],
  ])('at %s, the link to %s among %j is active: %s', (pathname, to, links, active) => {
    expect(isNavItemActive(pathname, to, links)).toBe(active);
  });
});
