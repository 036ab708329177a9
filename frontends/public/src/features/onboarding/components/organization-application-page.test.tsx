import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganizationApplicationPage } from './organization-application-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.useRealTimers());

function renderForm() {
  return renderAt(
    '/organization-application',
    <>
      <OrganizationApplicationPage />
      <Toaster />
    </>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Organization Name'), 'Lincoln High School');
  await user.type(screen.getByLabelText('Organization Acronym'), 'LHS');
  await user.type(screen.getByLabelText('Campaign Name'), 'Spring Shirt Drive!');
  await user.type(screen.getByLabelText('Number of Active Members'), '25');
  await user.type(screen.getByLabelText('Preferred Start Date'), '2026-09-01');
  await user.type(screen.getByLabelText('Contact Email'), 'coach@lincoln.org');
}

describe('OrganizationApplicationPage', () => {
  it('has the three sections, the breadcrumb to /join and the 10-character acronym limit', () => {
    renderForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Organization Campaign' })).toBeInTheDocument();
    for (const section of ['Organization Information', 'Campaign Details', 'Contact Information']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Join Options' })).toHaveAttribute('href', '/join');
    expect(screen.getByLabelText('Organization Acronym')).toHaveAttribute('maxLength', '10');
    expect(screen.getByRole('button', { name: 'About the organization acronym' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About the target amount' })).toBeInTheDocument();
    expect(screen.getByText('Our team reviews every application within 2-3 business days.')).toBeInTheDocument();
  });

  it('shows every validation message of the spec before sending anything', async () => {
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Organization Name'), 'L');
    await user.type(screen.getByLabelText('Organization Acronym'), 'L');
    await user.type(screen.getByLabelText('Contact Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Organization name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Organization acronym must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Campaign name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Number of active members is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends empty optional values as null, resets the form and goes to /join after 2 seconds', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'app-1', status: 'pending' }));
    renderForm();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      organization_name: 'Lincoln High School',
      organization_acronym: 'LHS',
      campaign_name: 'Spring Shirt Drive!',
      active_members: 25,
      description: null,
      target_amount: null,
      start_date: '2026-09-01',
      contact_email: 'coach@lincoln.org',
      contact_phone: null,
    });
    expect(screen.getByLabelText('Organization Name')).toHaveValue('');
    expect(screen.queryByLabelText('current path')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/join');
  });

  it("keeps the form and shows 'Submission Failed' when the server refuses", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error submitting your application. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Organization Name')).toHaveValue('Lincoln High School');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });
});
