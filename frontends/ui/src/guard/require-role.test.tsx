import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { screen } from '@testing-library/react';
import { useProfile } from '../features/profile/profile-context';
import { RequireRole } from './require-role';

// The real session store and API client; only Amplify (the token) and the network are stand-ins.
jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  setAuthSession({ status: 'loading' });
});

function Greeting() {
  return <p>Hello {useProfile().first_name}</p>;
}

function renderStudentPage() {
  return renderAt(
    '/objectives',
    <RequireRole roles={['student']}>
      <Greeting />
    </RequireRole>,
  );
}

describe('RequireRole', () => {
  it('shows a loading indicator while the session loads', () => {
    setAuthSession({ status: 'loading' });

    renderStudentPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading indicator while the profile loads', () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockReturnValue(new Promise(() => undefined));

    renderStudentPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a signed-out visitor to /auth', async () => {
    setAuthSession({ status: 'signed-out' });

    renderStudentPage();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders the page, with the profile, for an allowed role', async () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ first_name: 'Sam', role: 'student' })));

    renderStudentPage();

    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/me$/);
  });

  it.each([
    ['admin', '/admin'],
    ['fundraising_ambassador', '/fundraiser/dashboard'],
  ] as const)('sends a signed-in %s to their home, %s', async (role, home) => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ role })));

    renderStudentPage();

    expect(await screen.findByLabelText('current path')).toHaveTextContent(home);
  });

  it('sends a student away from an admin page to /', async () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ role: 'student' })));

    renderAt(
      '/admin',
      <RequireRole roles={['admin']}>
        <p>Admin dashboard</p>
      </RequireRole>,
    );

    expect(await screen.findByLabelText('current path')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
  });

  it('shows Access Denied instead, with its message, on a screen that checks the role itself', async () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, aProfile({ role: 'student' })));

    renderAt(
      '/admin/settings',
      <RequireRole roles={['admin']} deniedMessage="You don't have permission to access settings.">
        <p>Settings</p>
      </RequireRole>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access settings.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  it('treats a missing profile (404) as signed out, and logs it', async () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'not_found', message: 'No profile.' } }));

    renderStudentPage();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('profile'), expect.objectContaining({ code: 'not_found' }));
  });

  it('treats a refused token (API Gateway 401) as signed out', async () => {
    setAuthSession({ status: 'signed-in', userId: 'user-1' });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));

    renderStudentPage();

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth');
  });
});
