import type { AdminTemplate } from '@app/shared/templates';
import { toast, Toaster } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCampaign, aTemplate } from '../test-templates';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { TemplatesPage } from './templates-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const hillside = aCampaign();
const riverside = aCampaign({ id: 'c-2', school_name: 'Riverside Academy', campaign_name: 'Riverside Run' });
const globalLetter = aTemplate();
const hillsideLetter = aTemplate({
  id: 't-2',
  name: 'Hillside teacher letter',
  subject: 'Hillside needs you',
  content: 'Hi teacher',
  campaign_id: hillside.id,
  school_name: hillside.school_name,
  campaign_name: hillside.campaign_name,
  custom_fields: [],
});
const quickText = aTemplate({
  id: 't-3',
  name: 'Quick text',
  type: 'sms',
  subject: null,
  content: 'Hey! Use code {studentCode}',
  custom_fields: [],
});
const listed = [globalLetter, hillsideLetter, quickText];

type Answer = (body: unknown) => Response;

function respond({
  templates = listed,
  create,
  update,
  remove,
}: { templates?: AdminTemplate[]; create?: Answer; update?: Answer; remove?: Answer } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.endsWith('/campaigns')) return jsonResponse(200, { campaigns: [hillside, riverside] });
    if (url.endsWith('/api/admin/templates') && init?.method === 'POST' && create) return create(body);
    if (/\/api\/admin\/templates\/[\w-]+$/.test(url) && init?.method === 'PUT' && update) return update(body);
    if (/\/api\/admin\/templates\/[\w-]+$/.test(url) && init?.method === 'DELETE' && remove) return remove(body);
    if (url.endsWith('/api/admin/templates')) return jsonResponse(200, { templates });
    return jsonResponse(404, {});
  });
}

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);
const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));
const cardOf = (name: string) => within(screen.getByText(name).closest<HTMLElement>('[data-slot="card"]')!);

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the templates screen', () => {
  it('shows the e-mail templates with their audience, filled in for a sample ambassador, and counts each tab', async () => {
    respond();
    renderAt('/admin/templates', <TemplatesPage />);

    expect(await screen.findByText('Letter to grandparents')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email Templates (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SMS Templates (1)' })).toBeInTheDocument();
    expect(cardOf('Letter to grandparents').getByText('All Campaigns')).toBeInTheDocument();
    expect(cardOf('Letter to grandparents').getByText('Subject: Support Hillside High School')).toBeInTheDocument();
    expect(cardOf('Letter to grandparents').getByText('Dear [Recipient name], use my code HIT1234.')).toBeInTheDocument();
    expect(cardOf('Hillside teacher letter').getByText('Campaign Specific')).toBeInTheDocument();
    expect(cardOf('Hillside teacher letter').getByText('Hillside High School – Hillside Shirt Drive')).toBeInTheDocument();
    expect(screen.queryByText('Quick text')).not.toBeInTheDocument();
  });

  it('shows an SMS template with its character count against 160', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (1)' }));

    expect(cardOf('Quick text').getByText('Hey! Use code HIT1234')).toBeInTheDocument();
    expect(
      cardOf('Quick text').getByText(`Character count: ${'Hey! Use code {studentCode}'.length}/160 · 1 message, as written`),
    ).toBeInTheDocument();
  });

  it('keeps the tab in the address (?type=sms), so a link or a reload opens the same tab (issue 45)', async () => {
    respond();
    const user = userEvent.setup();
    renderAt(
      '/admin/templates?type=sms',
      <>
        <TemplatesPage />
        <CurrentQuery />
      </>,
      { route: '/admin/templates' },
    );

    expect(await screen.findByRole('tab', { name: 'SMS Templates (1)', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Email Templates/ }));
    await waitFor(() => expect(currentQuery()).toBe(''));
    await user.click(screen.getByRole('tab', { name: /^SMS Templates/ }));
    await waitFor(() => expect(currentQuery()).toBe('?type=sms'));
  });

  it("copies an e-mail template as 'Subject: ...' and its body, as the sample ambassador would send it", async () => {
    respond();
    const user = userEvent.setup();
    // The copy button toasts through the kit's own queue, not the watched export: the real Toaster shows it.
    render(<Toaster />);
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Copy Letter to grandparents' }));

    expect(await screen.findByText('Copied!', { selector: 'div' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'Subject: Support Hillside High School\n\nDear [Recipient name], use my code HIT1234.',
    );
  });

  it('creates an e-mail template for one campaign, with variables and a custom field', async () => {
    respond({ create: (body) => jsonResponse(201, { ...aTemplate({ id: 't-9' }), ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }));
    expect(dialog.getByLabelText('Type')).toHaveValue('email');
    await user.type(dialog.getByLabelText('Name'), '  Ask a neighbour ');
    await user.type(dialog.getByLabelText('Subject'), 'A shirt for {{schoolName}');
    await user.type(dialog.getByLabelText('Content'), 'Hi {{neighbour}, code {{studentCode}');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Riverside Academy – Riverside Run' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText('Campaign'), 'c-2');
    await user.click(dialog.getByLabelText('{studentCode}'));
    await user.click(dialog.getByRole('button', { name: 'Add Field' }));
    await user.type(dialog.getByLabelText('Field 1 id'), 'neighbour');
    await user.type(dialog.getByLabelText('Field 1 label'), 'Neighbour name');
    await user.selectOptions(dialog.getByLabelText('Field 1 type'), 'textarea');
    await user.click(dialog.getByLabelText(/Required/));
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template created successfully' }));
    expect(bodyOf(sent('POST')[0])).toEqual({
      type: 'email',
      name: 'Ask a neighbour',
      subject: 'A shirt for {schoolName}',
      content: 'Hi {neighbour}, code {studentCode}',
      campaign_id: 'c-2',
      is_default: false,
      variables: ['studentCode'],
      custom_fields: [{ id: 'neighbour', label: 'Neighbour name', type: 'textarea', required: true, placeholder: null }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates an SMS template for all campaigns from the SMS tab, without a subject, counting its characters', async () => {
    respond({ create: (body) => jsonResponse(201, { ...quickText, ...(body as object), id: 't-10' }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (1)' }));
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }));
    expect(dialog.getByLabelText('Type')).toHaveValue('sms');
    expect(dialog.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Campaign')).toHaveValue('');
    await user.type(dialog.getByLabelText('Name'), 'Short text');
    await user.type(dialog.getByLabelText('Content'), 'Buy a shirt!');
    expect(dialog.getByText('Character count: 12/160 · 1 message')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template created successfully' }));
    expect(bodyOf(sent('POST')[0])).toMatchObject({ type: 'sms', subject: null, campaign_id: null, content: 'Buy a shirt!' });
  });

  it('counts a long SMS live in messages, placeholders as written and an emoji cutting each message to 70', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (1)' }));
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }));
    const content = dialog.getByLabelText('Content');
    await user.click(content);
    await user.paste(`Hi {firstName}! ${'a'.repeat(156)}`);
    const count = dialog.getByText('Character count: 172/160 · 2 messages');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(dialog.getByText(/Counted as written: a placeholder such as \{firstName\}/)).toBeInTheDocument();

    await user.clear(content);
    await user.paste(`${'a'.repeat(69)}🌍`);
    expect(dialog.getByText('Character count: 70/160 · 2 messages')).toBeInTheDocument();
  });

  it('refuses a template without a name or content', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }));
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));

    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Content is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST')).toHaveLength(0);
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = 'The chosen campaign does not exist. Choose another campaign or All Campaigns.';
    respond({ create: () => jsonResponse(400, { error: { code: 'invalid_input', message, field: 'campaign_id' } }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create Template' }));
    await user.type(dialog.getByLabelText('Name'), 'Letter');
    await user.type(dialog.getByLabelText('Content'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Create Template' }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText('Campaign')).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to save template',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('edits a template from its current values', async () => {
    respond({ update: (body) => jsonResponse(200, { ...hillsideLetter, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Hillside teacher letter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Template' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Hillside teacher letter');
    expect(dialog.getByLabelText('Subject')).toHaveValue('Hillside needs you');
    expect(dialog.getByLabelText('Campaign')).toHaveValue('c-1');
    expect(dialog.getByLabelText('{studentCode}')).toBeChecked();
    await user.clear(dialog.getByLabelText('Content'));
    await user.type(dialog.getByLabelText('Content'), 'Hi teachers');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template updated successfully' }));
    const [url] = sent('PUT')[0]!;
    expect(url).toMatch(/\/api\/admin\/templates\/t-2$/);
    expect(bodyOf(sent('PUT')[0])).toEqual({
      type: 'email',
      name: 'Hillside teacher letter',
      subject: 'Hillside needs you',
      content: 'Hi teachers',
      campaign_id: 'c-1',
      is_default: false,
      variables: ['studentCode'],
      custom_fields: [],
    });
  });

  it('says what the Default flag does, for the chosen type, and saves it', async () => {
    respond({ update: (body) => jsonResponse(200, { ...quickText, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('tab', { name: 'SMS Templates (1)' }));
    await user.click(screen.getByRole('button', { name: 'Edit Quick text' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Template' }));
    const flag = dialog.getByLabelText('Default template');
    expect(flag).toHaveAccessibleDescription(
      "Fundraisers get the default first: Start Here's text step uses it, and their Templates page lists it as Recommended (a campaign's own default before the one for all campaigns). Marking it clears Default on the other SMS templates of the same campaign, or of All Campaigns.",
    );
    await user.click(flag);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template updated successfully' }));
    expect(bodyOf(sent('PUT')[0])).toMatchObject({ type: 'sms', is_default: true });
  });

  it('removes a custom field row when editing', async () => {
    respond({ update: (body) => jsonResponse(200, { ...globalLetter, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Letter to grandparents' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Template' }));
    expect(dialog.getByLabelText('Field 1 id')).toHaveValue('recipientName');
    expect(dialog.getByLabelText('Field 1 placeholder')).toHaveValue('Grandma');
    await user.click(dialog.getByRole('button', { name: 'Remove field 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template updated successfully' }));
    expect(bodyOf(sent('PUT')[0]).custom_fields).toEqual([]);
  });

  it('deletes a template after asking', async () => {
    respond({ remove: () => jsonResponse(200, { message: 'Template deleted successfully' }) });
    const user = userEvent.setup();
    // The confirmation is the kit's own dialog: it toasts through the kit's queue, which the real Toaster shows.
    render(<Toaster />);
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Letter to grandparents' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText(/Are you sure you want to delete this template\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Template deleted successfully', { selector: 'div' })).toBeInTheDocument();
    expect(sent('DELETE')[0]![0]).toMatch(/\/api\/admin\/templates\/t-1$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the template when the admin cancels, and says when a delete fails', async () => {
    respond({ remove: () => jsonResponse(500, {}) });
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toaster />);
    renderAt('/admin/templates', <TemplatesPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Letter to grandparents' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Letter to grandparents' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete template', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says when the templates cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderAt('/admin/templates', <TemplatesPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch templates');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to fetch templates',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('keeps every action on a phone', async () => {
    setViewportWidth(375);
    respond();
    renderAt('/admin/templates', <TemplatesPage />);

    expect(await screen.findByText('Letter to grandparents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Letter to grandparents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Letter to grandparents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Letter to grandparents' })).toBeInTheDocument();
  });
});
