import type { MyObjective } from '@app/shared/objectives';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anObjective, objectivesInEveryStatus } from '../test-objectives';
import { ObjectivesPage } from './objectives-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

function respond(objectives: Response) {
  fetchMock.mockImplementation(async (url) => (url.endsWith('/api/me/objectives') ? objectives : jsonResponse(404, {})));
}

const card = (title: string) => screen.getByRole('group', { name: title });

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('My Objectives', () => {
  it('shows the overall progress as approved objectives over all of them', async () => {
    respond(jsonResponse(200, { objectives: objectivesInEveryStatus, units_sold: 0 }));
    renderAt('/objectives', <ObjectivesPage />);

    expect(await screen.findByText('1 of 5 objectives completed')).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '20');
  });

  it('shows each objective with its number, badge, time estimate, description, unlock requirement and example', async () => {
    respond(jsonResponse(200, { objectives: objectivesInEveryStatus, units_sold: 0 }));
    renderAt('/objectives', <ObjectivesPage />);

    const objective = within(await screen.findByRole('group', { name: 'Share Your Shop Link' }));
    expect(objective.getByText('Objective 2')).toBeInTheDocument();
    expect(objective.getByText('In Progress')).toBeInTheDocument();
    expect(objective.getByText('20 minutes')).toBeInTheDocument();
    expect(objective.getByText('Share your personal shop link with at least five friends or family members.')).toBeInTheDocument();
    expect(objective.getByText('Unlocked when Objective 1 is approved.')).toBeInTheDocument();
    expect(objective.getByText('A story or post with your link and a sentence about why you joined.')).toBeInTheDocument();
    expect(within(card('Introduce Yourself')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Post a Social Media Template')).getByText('Needs Revision')).toBeInTheDocument();
    expect(within(card('Make Your First Sale')).getAllByText('Under Review')).toHaveLength(2);
    expect(within(card('Reach Your Goal of 10 Shirts')).getAllByText('Locked')).toHaveLength(2);
  });

  it('gives each status its buttons', async () => {
    respond(jsonResponse(200, { objectives: objectivesInEveryStatus, units_sold: 0 }));
    renderAt('/objectives', <ObjectivesPage />);
    await screen.findByText('1 of 5 objectives completed');

    const locked = within(card('Reach Your Goal of 10 Shirts'));
    expect(locked.getByRole('button', { name: 'Locked' })).toBeDisabled();
    expect(locked.getAllByRole('button')).toHaveLength(1);

    const assigned = within(card('Share Your Shop Link'));
    expect(assigned.getByRole('button', { name: 'Submit Work' })).toBeEnabled();
    expect(assigned.getByRole('link', { name: 'View Assets' })).toHaveAttribute('href', '/code-assets');

    const revision = within(card('Post a Social Media Template'));
    expect(revision.getByRole('button', { name: 'Resubmit Work' })).toBeEnabled();
    expect(revision.getByRole('link', { name: 'View Previous Submission' })).toHaveAttribute('href', '/submissions');

    const submitted = within(card('Make Your First Sale'));
    expect(submitted.getByRole('button', { name: 'Under Review' })).toBeDisabled();
    expect(submitted.getAllByRole('button')).toHaveLength(1);

    const approved = within(card('Introduce Yourself'));
    expect(approved.getByRole('link', { name: 'View Submission' })).toHaveAttribute('href', '/submissions');
    expect(approved.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the admin feedback only when revision is asked, and the completion date once approved', async () => {
    const feedback = 'Please share a public post so we can see it.';
    respond(
      jsonResponse(200, {
        objectives: [
          ...objectivesInEveryStatus,
          anObjective({ id: 'o-6', objective_number: 6, title: 'Old Feedback', status: 'assigned', admin_feedback: 'Stale note' }),
        ],
        units_sold: 0,
      }),
    );
    renderAt('/objectives', <ObjectivesPage />);
    await screen.findByText('1 of 6 objectives completed');

    expect(within(card('Post a Social Media Template')).getByText(feedback)).toBeInTheDocument();
    expect(within(card('Post a Social Media Template')).getByText('Admin Feedback')).toBeInTheDocument();
    expect(screen.queryByText('Stale note')).not.toBeInTheDocument();
    expect(within(card('Introduce Yourself')).getByText('Completed on Nov 19, 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/^Completed on/)).toHaveLength(1);
  });

  it('opens Submit Work on the objective whose button was pressed', async () => {
    respond(jsonResponse(200, { objectives: objectivesInEveryStatus, units_sold: 0 }));
    const user = userEvent.setup();
    renderAt('/objectives', <ObjectivesPage />);

    await user.click(
      await within(await screen.findByRole('group', { name: 'Share Your Shop Link' })).findByRole('button', { name: 'Submit Work' }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: 'Submit Work' }));
    expect(await dialog.findByRole('combobox', { name: 'Objective' })).toHaveValue('o-2');
    expect(dialog.getByLabelText('URL')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('Post a Social Media Template')).getByRole('button', { name: 'Resubmit Work' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Submit Work' }));
    expect(await dialog.findByRole('combobox', { name: 'Objective' })).toHaveValue('o-3');
    expect(dialog.getByRole('radio', { name: 'Upload File' })).toBeChecked();
  });

  it('shows an Auto Sale objective’s shirts sold toward its target instead of Submit Work, and how it was completed', async () => {
    respond(
      jsonResponse(200, {
        objectives: [
          anObjective({
            id: 'o-4',
            objective_number: 4,
            title: 'Make Your First Sale',
            proof_type: 'auto_sale',
            target_units: 1,
            status: 'approved',
            approved_at: '2026-11-20T12:00:00.000Z',
            completed_automatically: true,
          }),
          anObjective({ id: 'o-5', objective_number: 5, title: 'Reach Your Goal of 10 Shirts', proof_type: 'auto_sale', target_units: 10 }),
          anObjective({
            id: 'o-6',
            objective_number: 6,
            title: 'Sell One More',
            proof_type: 'auto_sale',
            target_units: null,
            status: 'locked',
          }),
        ],
        units_sold: 3,
      }),
    );
    renderAt('/objectives', <ObjectivesPage />);

    const completed = within(await screen.findByRole('group', { name: 'Make Your First Sale' }));
    expect(completed.getByText('Completed automatically')).toBeInTheDocument();
    expect(completed.getByText('Completed on Nov 20, 2026')).toBeInTheDocument();
    expect(completed.queryByRole('link', { name: 'View Submission' })).not.toBeInTheDocument();
    expect(completed.queryByRole('progressbar')).not.toBeInTheDocument();

    const inProgress = within(card('Reach Your Goal of 10 Shirts'));
    expect(inProgress.getByText('3 of 10 shirts sold')).toBeInTheDocument();
    expect(inProgress.getByRole('progressbar', { name: 'Shirts sold toward Reach Your Goal of 10 Shirts' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(inProgress.queryByRole('button', { name: 'Submit Work' })).not.toBeInTheDocument();
    expect(inProgress.getByRole('link', { name: 'View Assets' })).toHaveAttribute('href', '/code-assets');
    expect(inProgress.queryByText('Completed automatically')).not.toBeInTheDocument();

    // No target set reads as one shirt; sales beyond the target count as the target.
    expect(within(card('Sell One More')).getByText('1 of 1 shirt sold')).toBeInTheDocument();
  });

  it("shows 'Unknown' for a status it does not know", async () => {
    // The API may one day send a status this screen was not built for.
    const odd = { ...anObjective({ title: 'Future Objective' }), status: 'archived' } as unknown as MyObjective;
    respond(jsonResponse(200, { objectives: [odd], units_sold: 0 }));
    renderAt('/objectives', <ObjectivesPage />);

    expect(await within(await screen.findByRole('group', { name: 'Future Objective' })).findByText('Unknown')).toBeInTheDocument();
  });

  it("says 'No objectives yet' before the student is approved", async () => {
    respond(jsonResponse(200, { objectives: [], units_sold: 0 }));
    renderAt('/objectives', <ObjectivesPage />);

    expect(await screen.findByText('No objectives yet')).toBeInTheDocument();
    expect(screen.getByText('Your objectives will appear here once you are approved as an ambassador.')).toBeInTheDocument();
    expect(screen.queryByText(/objectives completed/)).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load objectives' when the list cannot load", async () => {
    respond(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderAt('/objectives', <ObjectivesPage />);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to load objectives',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load objectives');
  });
});
