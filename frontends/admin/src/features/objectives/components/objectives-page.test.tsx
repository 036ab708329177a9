import type { Objective } from '@app/shared/objectives';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anObjective } from '../test-objectives';
import { ObjectivesPage } from './objectives-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const introduce = anObjective();
const shareLink = anObjective({
  id: 'o-2',
  objective_number: 2,
  title: 'Share Your Shop Link',
  proof_type: 'link',
  time_estimate: '10 minutes',
  unlock_rule_text: 'Unlocks when Objective 1 is approved',
});
const firstSale = anObjective({
  id: 'o-3',
  objective_number: 3,
  title: 'Make Your First Sale',
  proof_type: 'auto_sale',
  target_units: 5,
  time_estimate: null,
});
const fundraiserKickoff = anObjective({
  id: 'o-f1',
  objective_number: 1,
  title: 'Text Your Network',
  target_role: 'fundraising_ambassador',
});
const listed = [introduce, shareLink, firstSale, fundraiserKickoff];

type Answer = (body: unknown) => Response;

function respond({ objectives = listed, create, update }: { objectives?: Objective[]; create?: Answer; update?: Answer } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.endsWith('/api/admin/objectives') && init?.method === 'POST' && create) return create(body);
    if (/\/api\/admin\/objectives\/[\w-]+$/.test(url) && init?.method === 'PUT' && update) return update(body);
    if (url.endsWith('/api/admin/objectives')) return jsonResponse(200, { objectives });
    return jsonResponse(404, {});
  });
}

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);
const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the objectives screen', () => {
  it('lists each objective with its number, audience, proof type, time and status', async () => {
    respond();
    renderAt('/admin/objectives', <ObjectivesPage />);

    const row = (await screen.findByText('Share Your Shop Link')).closest('tr')!;
    expect(within(row).getByText('Objective 2')).toBeInTheDocument();
    expect(within(row).getByText('Student Ambassador')).toBeInTheDocument();
    expect(within(row).getByText('Link/URL')).toBeInTheDocument();
    expect(within(row).getByText('10 minutes')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Objective 2: Share Your Shop Link' })).toBeChecked();
    expect(within(rowOf('Introduce Yourself')).getByText('File Upload')).toBeInTheDocument();
    expect(within(rowOf('Make Your First Sale')).getByText('Auto Sale')).toBeInTheDocument();
    expect(within(rowOf('Text Your Network')).getByText('Fundraising Ambassador')).toBeInTheDocument();
  });

  it('adds an objective numbered one past the highest of its audience, as a file upload by default', async () => {
    respond({ create: (body) => jsonResponse(201, { ...anObjective(), ...(body as object), id: 'o-4' }) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Objective' });
    expect(within(dialog).getByLabelText('Objective Number')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Proof Type')).toHaveValue('upload');
    expect(within(dialog).getByLabelText('Active')).toBeChecked();

    await user.selectOptions(within(dialog).getByLabelText('Target Role'), 'fundraising_ambassador');
    expect(within(dialog).getByLabelText('Objective Number')).toHaveValue(2);
    await user.selectOptions(within(dialog).getByLabelText('Target Role'), 'student');
    expect(within(dialog).getByLabelText('Objective Number')).toHaveValue(4);

    await user.type(within(dialog).getByLabelText('Title'), '  Recruit a Friend ');
    await user.type(within(dialog).getByLabelText('Time Estimate'), '20 minutes');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Objective created successfully' }));
    expect(bodyOf(sent('POST')[0])).toEqual({
      objective_number: 4,
      title: 'Recruit a Friend',
      description: null,
      proof_type: 'upload',
      time_estimate: '20 minutes',
      example_content: null,
      unlock_rule_text: null,
      is_active: true,
      target_role: 'student',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a number the admin typed when the audience changes, and refuses a blank title', async () => {
    respond({ create: () => jsonResponse(500, {}) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Objective' });
    const number = within(dialog).getByLabelText('Objective Number');
    await user.clear(number);
    await user.type(number, '7');
    await user.selectOptions(within(dialog).getByLabelText('Target Role'), 'fundraising_ambassador');
    expect(number).toHaveValue(7);

    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);
  });

  it("shows the server's refusal on the number field", async () => {
    respond({
      create: () => jsonResponse(409, { error: { code: 'conflict', message: 'Another objective for this role already has that number.' } }),
    });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Objective' });
    await user.type(within(dialog).getByLabelText('Title'), 'Recruit a Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));

    expect(await within(dialog).findByText('Another objective for this role already has that number.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Objective Number')).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to save objective',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('marks the fields a 400 names', async () => {
    respond({
      create: () =>
        jsonResponse(400, {
          error: { code: 'invalid_input', message: 'Title must be 200 characters or less', field: 'title' },
        }),
    });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Objective' });
    await user.type(within(dialog).getByLabelText('Title'), 'Recruit a Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));

    expect(await within(dialog).findByText('Title must be 200 characters or less')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an objective from its current values', async () => {
    respond({ update: (body) => jsonResponse(200, { ...shareLink, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Objective 2: Share Your Shop Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Objective' });
    expect(within(dialog).getByLabelText('Objective Number')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Proof Type')).toHaveValue('link');
    expect(within(dialog).getByLabelText('Unlock Rule')).toHaveValue('Unlocks when Objective 1 is approved');

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Share Your Link');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Objective updated successfully' }));
    const [url] = sent('PUT')[0]!;
    expect(url).toMatch(/\/api\/admin\/objectives\/o-2$/);
    expect(bodyOf(sent('PUT')[0])).toEqual({
      objective_number: 2,
      title: 'Share Your Link',
      description: 'Post an introduction in the team shirt.',
      proof_type: 'link',
      time_estimate: '10 minutes',
      example_content: null,
      unlock_rule_text: 'Unlocks when Objective 1 is approved',
      is_active: true,
      target_role: 'student',
    });
  });

  it('shows an objective read-only, and goes on to edit it', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'View Objective 2: Share Your Shop Link' }));
    const details = screen.getByRole('dialog', { name: 'Objective 2: Share Your Shop Link' });
    expect(within(details).getByText('Link/URL')).toBeInTheDocument();
    expect(within(details).getByText('Unlocks when Objective 1 is approved')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Edit Objective' }));

    expect(screen.getByRole('dialog', { name: 'Edit Objective' })).toBeInTheDocument();
  });

  it('shows an Auto Sale objective with its target, and edits it from there', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'View Objective 3: Make Your First Sale' }));
    const details = screen.getByRole('dialog', { name: 'Objective 3: Make Your First Sale' });
    expect(within(details).getByText('Auto Sale (5 shirts sold)')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Edit Objective' }));

    expect(within(screen.getByRole('dialog', { name: 'Edit Objective' })).getByLabelText('Target Shirts Sold')).toHaveValue(5);
  });

  it('deactivates an objective by sending it back with the flag flipped', async () => {
    respond({ update: (body) => jsonResponse(200, { ...introduce, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    const toggle = await screen.findByRole('switch', { name: 'Active: Objective 1: Introduce Yourself' });
    await user.click(toggle);

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Objective deactivated' }));
    expect(bodyOf(sent('PUT')[0])).toEqual({
      objective_number: 1,
      title: 'Introduce Yourself',
      description: 'Post an introduction in the team shirt.',
      proof_type: 'upload',
      time_estimate: '15 minutes',
      example_content: null,
      unlock_rule_text: null,
      is_active: false,
      target_role: 'student',
      target_units: null,
    });
    expect(sent('PUT')[0]![0]).toMatch(/\/api\/admin\/objectives\/o-1$/);
  });

  it('activates an inactive objective', async () => {
    respond({
      objectives: [introduce, shareLink, { ...firstSale, is_active: false }],
      update: (body) => jsonResponse(200, { ...firstSale, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    const row = (await screen.findByText('Make Your First Sale')).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(row).getByRole('switch'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Objective activated' }));
    expect(bodyOf(sent('PUT')[0])).toMatchObject({ is_active: true, proof_type: 'auto_sale', target_units: 5 });
  });

  it('asks an Auto Sale objective for its target in shirts sold, one unless told', async () => {
    respond({ create: (body) => jsonResponse(201, { ...anObjective(), ...(body as object), id: 'o-9' }) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Objective' });
    expect(within(dialog).queryByLabelText('Target Shirts Sold')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Proof Type'), 'auto_sale');
    const target = within(dialog).getByLabelText('Target Shirts Sold');
    expect(target).toHaveValue(1);
    await user.clear(target);
    await user.type(target, '0');
    await user.type(within(dialog).getByLabelText('Title'), 'Sell Ten Shirts');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(await within(dialog).findByText('Target must be 1 shirt or more')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await user.clear(target);
    await user.type(target, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Objective created successfully' }));
    expect(bodyOf(sent('POST')[0])).toMatchObject({ title: 'Sell Ten Shirts', proof_type: 'auto_sale', target_units: 10 });
  });

  it('puts the toggle back when the server refuses it', async () => {
    respond({ update: () => jsonResponse(500, {}) });
    const user = userEvent.setup();
    renderAt('/admin/objectives', <ObjectivesPage />);

    const toggle = await screen.findByRole('switch', { name: 'Active: Objective 1: Introduce Yourself' });
    await user.click(toggle);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update objective status',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(toggle).toBeChecked();
  });

  it('says when the objectives cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderAt('/admin/objectives', <ObjectivesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load objectives');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load objectives',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewportWidth(375);
    respond();
    renderAt('/admin/objectives', <ObjectivesPage />);

    expect(await screen.findByText('Objective 2: Share Your Shop Link')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Objective 2: Share Your Shop Link' })).toBeChecked();
  });
});
