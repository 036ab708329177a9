import { MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, type MyObjective } from '@app/shared/objectives';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anObjective, objectivesInEveryStatus } from '../../objectives/test-objectives';
import { aSubmission } from '../test-submissions';
import { SubmitWorkDialog } from './submit-work-dialog';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const onOpenChange = jest.fn<undefined, [boolean]>();

const UPLOAD_URL = 'http://storage.test/local-assets/submissions/user-1/abc.png?X-Amz-Signature=sig';
const uploadHeaders = { 'content-type': 'image/png', 'content-length': '5' };
const FILE_KEY = 'submissions/user-1/abc.png';

/** The objectives the API lists, and a POST /api/me/submissions answer (201 unless told). */
function respond({
  objectives = objectivesInEveryStatus,
  submit = jsonResponse(201, aSubmission()),
  put = jsonResponse(200),
}: { objectives?: MyObjective[]; submit?: Response | Promise<Response>; put?: Response | Promise<Response> } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === UPLOAD_URL && method === 'PUT') return put;
    if (url.endsWith('/api/me/uploads') && method === 'POST')
      return jsonResponse(201, { upload_url: UPLOAD_URL, headers: uploadHeaders, file_key: FILE_KEY });
    if (url.endsWith('/api/me/submissions') && method === 'POST') return submit;
    if (url.endsWith('/api/me/objectives')) return jsonResponse(200, { objectives, units_sold: 0 });
    return jsonResponse(404, {});
  });
}

const callsTo = (suffix: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith(suffix) && (init?.method ?? 'GET') === method);
const submittedBody = () => JSON.parse(String(callsTo('/api/me/submissions', 'POST')[0]![1]!.body));

async function openDialog(objectiveId?: string) {
  renderAt('/objectives', <SubmitWorkDialog open onOpenChange={onOpenChange} objectiveId={objectiveId} />);
  return screen.findByRole('combobox', { name: 'Objective' });
}

const succeeded = () =>
  waitFor(() =>
    expect(toast).toHaveBeenCalledWith({ title: 'Submission successful!', description: 'Your work has been submitted for review.' }),
  );
const failed = () =>
  waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to submit work',
      variant: 'destructive',
      error: expect.any(ApiError),
    }),
  );

const dialog = () => screen.getByRole('dialog', { name: 'Submit Work' });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Submit Work' });

beforeEach(() => {
  fetchMock.mockReset();
  onOpenChange.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the Submit Work dialog', () => {
  it('offers only the objectives in progress or needing revision, and needs one chosen before it submits', async () => {
    respond();
    const select = await openDialog();

    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select an objective',
      'Objective 2: Share Your Shop Link',
      'Objective 3: Post a Social Media Template',
    ]);
    expect(select).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });

  it('requires a valid URL for an objective whose proof is a link, and offers no other kind of proof', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-2');

    expect(screen.getByRole('combobox', { name: 'Objective' })).toHaveValue('o-2');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const url = screen.getByLabelText('URL');
    expect(url).toHaveAttribute('type', 'url');
    expect(url).toBeRequired();

    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    await user.type(url, 'not a url');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(callsTo('/api/me/submissions', 'POST')).toHaveLength(0);
  });

  it('submits a link with notes, says so and closes', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-2');

    await user.type(screen.getByLabelText('URL'), 'https://instagram.com/p/my-post');
    await user.type(screen.getByLabelText('Notes (optional)'), 'Shared with 6 friends');
    await user.click(submitButton());

    await succeeded();
    expect(submittedBody()).toEqual({
      objective_id: 'o-2',
      proof: { kind: 'link', url: 'https://instagram.com/p/my-post' },
      notes: 'Shared with 6 friends',
      alt_text: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes a link typed without https:// as https, and asks no alt text for it', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-2');
    expect(screen.queryByLabelText('Alt Text (optional)')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('URL'), 'instagram.com/p/my-post');
    await user.click(submitButton());

    await succeeded();
    expect(submittedBody()).toMatchObject({ proof: { kind: 'link', url: 'https://instagram.com/p/my-post' }, alt_text: null });
  });

  it("shows 'Submitting...' on a disabled button until the server answers", async () => {
    let answer: (response: Response) => void = () => undefined;
    respond({ submit: new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await openDialog('o-2');
    await user.type(screen.getByLabelText('URL'), 'https://example.com/post');

    await user.click(submitButton());

    expect(await within(dialog()).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(jsonResponse(201, aSubmission()));
    await succeeded();
  });

  it('uploads a file through the presigned address, then submits its key', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-3');
    expect(screen.getByRole('radio', { name: 'Upload File' })).toBeChecked();
    const file = new File(['proof'], 'story.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Your file'), file);

    expect(await screen.findByText('Uploaded story.png')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/api/me/uploads', 'POST')[0]![1]!.body))).toEqual({
      file_name: 'story.png',
      content_type: 'image/png',
      size: 5,
    });
    const [, put] = fetchMock.mock.calls.find(([url]) => url === UPLOAD_URL)!;
    expect(put).toEqual({ method: 'PUT', headers: uploadHeaders, body: file });

    await user.type(screen.getByLabelText('Alt Text (optional)'), 'Me in the shirt');
    await user.click(submitButton());

    await succeeded();
    expect(submittedBody()).toEqual({
      objective_id: 'o-3',
      proof: { kind: 'file', file_key: FILE_KEY, file_name: 'story.png' },
      notes: null,
      alt_text: 'Me in the shirt',
    });
  });

  it("shows 'Uploading...' and holds the submit until the file is stored, and says when storage refused it", async () => {
    let answer: (response: Response) => void = () => undefined;
    respond({ put: new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await openDialog('o-3');

    await user.upload(screen.getByLabelText('Your file'), new File(['proof'], 'story.png', { type: 'image/png' }));

    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    answer(jsonResponse(403, '<Error>SignatureDoesNotMatch</Error>'));
    expect(await screen.findByText('The upload failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('asks for a file before submitting a file proof', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-3');

    await user.click(submitButton());

    expect(await screen.findByText('Please upload a file')).toBeInTheDocument();
    expect(callsTo('/api/me/submissions', 'POST')).toHaveLength(0);
  });

  it('refuses a file that is too big before any request', async () => {
    respond();
    const user = userEvent.setup();
    await openDialog('o-3');
    const video = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: MAX_UPLOAD_BYTES + 1 });

    await user.upload(screen.getByLabelText('Your file'), video);

    expect(await screen.findByText(UPLOAD_SIZE_MESSAGE)).toBeInTheDocument();
    expect(callsTo('/api/me/uploads', 'POST')).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => url === UPLOAD_URL)).toBe(false);
  });

  it('refuses a file of a type it does not take before any request', async () => {
    respond();
    // The file input's accept list would hide the file; a student can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    await openDialog('o-3');

    await user.upload(screen.getByLabelText('Your file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByText(UPLOAD_TYPE_MESSAGE)).toBeInTheDocument();
    expect(callsTo('/api/me/uploads', 'POST')).toHaveLength(0);
  });

  it('does not offer an Auto Sale objective: sales complete it', async () => {
    const sale = anObjective({ id: 'o-4', objective_number: 4, title: 'Make Your First Sale', proof_type: 'auto_sale' });
    const link = anObjective({ id: 'o-2', objective_number: 2, title: 'Share Your Shop Link' });
    respond({ objectives: [link, sale] });

    const select = await openDialog();

    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an objective', 'Objective 2: Share Your Shop Link']);
  });

  it('shows the error toast and the field the server refused', async () => {
    respond({
      submit: jsonResponse(400, {
        error: {
          code: 'invalid_input',
          field: 'proof.url',
          message: 'This objective needs a link as proof. Please enter a valid URL.',
        },
      }),
    });
    const user = userEvent.setup();
    await openDialog('o-2');

    await user.type(screen.getByLabelText('URL'), 'https://example.com/post');
    await user.click(submitButton());

    await failed();
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription('This objective needs a link as proof. Please enter a valid URL.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says why when the objective can no longer take work', async () => {
    const message = 'You can only submit work for an objective that is in progress or needs revision.';
    respond({ submit: jsonResponse(409, { error: { code: 'conflict', message } }) });
    const user = userEvent.setup();
    await openDialog('o-2');

    await user.type(screen.getByLabelText('URL'), 'https://example.com/post');
    await user.click(submitButton());

    await failed();
    expect(screen.getByRole('combobox', { name: 'Objective' })).toHaveAccessibleDescription(message);
  });
});
