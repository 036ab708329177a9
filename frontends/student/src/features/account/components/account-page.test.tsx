import type { Profile } from '@app/shared/profiles';
import { RequireRole, Toaster, useProfile } from '@app/ui';
import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPage } from './account-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

/** The top bar's name, which follows the cached profile. */
function SignedInName() {
  const profile = useProfile();
  return <p aria-label="signed-in name">{`${profile.first_name} ${profile.last_name}`}</p>;
}

/** GET /api/me answers the stored profile; PATCH /api/me stores the body as the server would (blanks as null). */
function serveProfile(initial: Profile, patchAnswer?: Response) {
  let stored = initial;
  fetchMock.mockImplementation(async (url, init) => {
    if (!url.endsWith('/api/me')) return jsonResponse(404, {});
    if (init?.method === 'PATCH') {
      if (patchAnswer) return patchAnswer;
      const body = JSON.parse(String(init.body)) as {
        first_name: string;
        last_name: string;
        school: string | null;
        social_handles: string | null;
      };
      stored = { ...stored, ...body, social_handles: body.social_handles ? { handles: body.social_handles } : null };
      return jsonResponse(200, stored);
    }
    return jsonResponse(200, stored);
  });
}

const patchCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

function renderPage() {
  render(<Toaster />);
  renderAt(
    '/account',
    <RequireRole roles={['student']}>
      <SignedInName />
      <AccountPage />
    </RequireRole>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-in', userId: 'user-1' });
});

describe('AccountPage', () => {
  it('shows the profile, with the e-mail read-only', async () => {
    serveProfile(aProfile({ social_handles: { handles: '@samr' } }));
    renderPage();

    expect(await screen.findByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Rivera');
    expect(screen.getByLabelText('Email')).toHaveValue('student@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your email address is used to sign in and cannot be changed.');
    expect(screen.getByLabelText('Organization')).toHaveValue('Hillside High School');
    expect(screen.getByLabelText('Social Media Handles')).toHaveValue('@samr');
    expect(screen.getByLabelText('Social Media Handles')).toHaveAttribute('placeholder', '@username');
  });

  it('offers Download my data and Delete my account, which asks first', async () => {
    serveProfile(aProfile());
    renderPage();

    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(within(await screen.findByRole('alertdialog')).getByLabelText('Type DELETE to confirm')).toBeInTheDocument();
  });

  it('saves the changes with PATCH /api/me and the new name reaches the top bar', async () => {
    serveProfile(aProfile());
    renderPage();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First Name');

    await user.clear(firstName);
    await user.type(firstName, '  Samantha ');
    await user.clear(screen.getByLabelText('Organization'));
    await user.type(screen.getByLabelText('Social Media Handles'), '@samr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(patchCalls()).toHaveLength(1);
    expect(JSON.parse(String(patchCalls()[0]![1]!.body))).toEqual({
      first_name: 'Samantha',
      last_name: 'Rivera',
      school: null,
      social_handles: '@samr',
    });
    expect(await screen.findByLabelText('signed-in name')).toHaveTextContent('Samantha Rivera');
    expect(screen.getByLabelText('First Name')).toHaveValue('Samantha');
    expect(screen.getByLabelText('Organization')).toHaveValue('');
  });

  it("shows 'Saving...' while the save is on its way", async () => {
    let answer: () => void = () => undefined;
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(200, aProfile()))))
        : jsonResponse(200, aProfile()),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows the field errors under the fields and sends nothing', async () => {
    serveProfile(aProfile());
    renderPage();
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('First Name'));
    await user.type(screen.getByLabelText('Organization'), 'x'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Organization')).toHaveAccessibleDescription('Organization must be 200 characters or less');
    expect(patchCalls()).toHaveLength(0);
  });

  it("shows the server's message in an 'Error' toast and under the field it refused", async () => {
    serveProfile(aProfile(), jsonResponse(400, { error: { code: 'invalid_input', message: 'Last name is required', field: 'last_name' } }));
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    // Once in the toast, once under the field.
    expect(screen.getAllByText('Last name is required')).toHaveLength(2);
  });

  it("shows 'Active' and the personal code once the ambassador has a code", async () => {
    serveProfile(aProfile({ personal_code: 'SAMR' }));
    renderPage();

    const status = within(await screen.findByRole('group', { name: 'Account Status' }));
    expect(status.getByText('Active')).toBeInTheDocument();
    expect(status.getByText('SAMR')).toBeInTheDocument();
    expect(status.queryByText('Pending Approval')).not.toBeInTheDocument();
  });

  it("shows 'Pending Approval' without a personal code", async () => {
    serveProfile(aProfile({ personal_code: null }));
    renderPage();

    const status = within(await screen.findByRole('group', { name: 'Account Status' }));
    expect(status.getByText('Pending Approval')).toBeInTheDocument();
    expect(status.queryByText('Active')).not.toBeInTheDocument();
    expect(status.queryByText('Personal Code')).not.toBeInTheDocument();
  });

  it('signs out and goes to the sign-in page', async () => {
    serveProfile(aProfile());
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/auth');
  });
});
