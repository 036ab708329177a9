import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { objectivesInEveryStatus } from '../../objectives/test-objectives';
import { aSubmission } from '../test-submissions';
import { SubmissionsPage } from './submissions-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const underReview = aSubmission({
  id: 's-review',
  objective_id: 'o-4',
  objective_number: 4,
  objective_title: 'Make Your First Sale',
  status: 'submitted',
  submission_data: { url: null, file_key: null, file_name: null, description: 'Sold a shirt to my aunt' },
  notes: 'She loves it',
  created_at: '2026-11-21T12:00:00.000Z',
});
const approved = aSubmission({
  id: 's-approved',
  objective_id: 'o-1',
  objective_number: 1,
  objective_title: 'Introduce Yourself',
  status: 'approved',
  submission_data: { url: null, file_key: 'submissions/user-1/abc.png', file_name: 'abc.png', description: null },
  file_url: 'http://storage.test/submissions/user-1/abc.png?signature=1',
  alt_text: 'Me in the shirt',
  created_at: '2026-11-18T12:00:00.000Z',
});
const needsRevision = aSubmission({
  id: 's-revision',
  objective_id: 'o-3',
  objective_number: 3,
  objective_title: 'Post a Social Media Template',
  status: 'needs_revision',
  submission_data: { url: 'https://instagram.com/p/private-post', file_key: null, file_name: null, description: null },
  admin_feedback: 'Please make the post public so we can see it.',
  created_at: '2026-11-20T12:00:00.000Z',
});

function respond(submissions: Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/me/submissions') && init?.method === 'POST') return jsonResponse(201, aSubmission());
    if (url.endsWith('/api/me/submissions')) return submissions;
    if (url.endsWith('/api/me/objectives')) return jsonResponse(200, { objectives: objectivesInEveryStatus, units_sold: 0 });
    return jsonResponse(404, {});
  });
}

/** The objectives of the submissions the open tab lists. */
const listed = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const gets = (suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith(suffix) && (init?.method ?? 'GET') === 'GET').length;

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('My Submissions', () => {
  it('lists what each tab names', async () => {
    respond(jsonResponse(200, { submissions: [underReview, needsRevision, approved] }));
    const user = userEvent.setup();
    renderAt('/submissions', <SubmissionsPage />);

    await screen.findByText('Make Your First Sale');
    expect(screen.getByRole('tab', { name: 'All Submissions' })).toHaveAttribute('aria-selected', 'true');
    expect(listed()).toEqual(['Make Your First Sale', 'Post a Social Media Template', 'Introduce Yourself']);

    await user.click(screen.getByRole('tab', { name: 'Under Review' }));
    expect(listed()).toEqual(['Make Your First Sale']);

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(listed()).toEqual(['Introduce Yourself']);

    await user.click(screen.getByRole('tab', { name: 'Needs Revision' }));
    expect(listed()).toEqual(['Post a Social Media Template']);
  });

  it('shows each submission with its objective, status, date, proof and notes', async () => {
    respond(jsonResponse(200, { submissions: [underReview, needsRevision, approved] }));
    renderAt('/submissions', <SubmissionsPage />);

    const review = within(await screen.findByRole('group', { name: 'Make Your First Sale' }));
    expect(review.getByText('Objective 4')).toBeInTheDocument();
    expect(review.getByText('Under Review')).toBeInTheDocument();
    expect(review.getByText('Submitted Nov 21, 2026')).toBeInTheDocument();
    expect(review.getByText('Sold a shirt to my aunt')).toBeInTheDocument();
    expect(review.getByText('She loves it')).toBeInTheDocument();

    const link = within(screen.getByRole('group', { name: 'Post a Social Media Template' })).getByRole('link', {
      name: /instagram\.com\/p\/private-post/,
    });
    expect(link).toHaveAttribute('href', 'https://instagram.com/p/private-post');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const upload = within(screen.getByRole('group', { name: 'Introduce Yourself' }));
    expect(upload.getByText('Approved')).toBeInTheDocument();
    expect(upload.getByRole('link', { name: /View .*\.(png|jpg)/ })).toHaveAttribute('href', approved.file_url);
    expect(upload.getByText('Me in the shirt')).toBeInTheDocument();
  });

  it("shows the admin's feedback on work sent back, with Resubmit Work on that objective, and neither on the others", async () => {
    respond(jsonResponse(200, { submissions: [underReview, needsRevision, approved] }));
    const user = userEvent.setup();
    renderAt('/submissions', <SubmissionsPage />);

    const sentBack = within(await screen.findByRole('group', { name: 'Post a Social Media Template' }));
    expect(sentBack.getByText('Admin Feedback')).toBeInTheDocument();
    expect(sentBack.getByText('Please make the post public so we can see it.')).toBeInTheDocument();
    for (const other of ['Make Your First Sale', 'Introduce Yourself']) {
      expect(within(screen.getByRole('group', { name: other })).queryByRole('button', { name: 'Resubmit Work' })).not.toBeInTheDocument();
    }

    await user.click(sentBack.getByRole('button', { name: 'Resubmit Work' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Work' }));
    expect(await dialog.findByRole('combobox', { name: 'Objective' })).toHaveValue('o-3');
  });

  it("says 'No submissions yet' when there are none", async () => {
    respond(jsonResponse(200, { submissions: [] }));
    renderAt('/submissions', <SubmissionsPage />);

    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it("toasts 'Failed to load submissions' when the list cannot load", async () => {
    respond(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderAt('/submissions', <SubmissionsPage />);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to load submissions',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load submissions');
  });

  it('opens Submit Work and, once the work is in, reloads the submissions and the objectives', async () => {
    respond(jsonResponse(200, { submissions: [] }));
    const user = userEvent.setup();
    renderAt('/submissions', <SubmissionsPage />);
    await screen.findByText('No submissions yet');

    await user.click(screen.getByRole('button', { name: 'Submit Work' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Work' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Objective' }), 'o-2');
    await user.type(dialog.getByLabelText('URL'), 'https://example.com/post');
    const [submissionsBefore, objectivesBefore] = [gets('/api/me/submissions'), gets('/api/me/objectives')];
    await user.click(dialog.getByRole('button', { name: 'Submit Work' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gets('/api/me/submissions')).toBeGreaterThan(submissionsBefore));
    expect(gets('/api/me/objectives')).toBeGreaterThan(objectivesBefore);
  });
});
