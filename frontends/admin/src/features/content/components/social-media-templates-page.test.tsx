import type { SocialTemplate } from '@app/shared/content';
import { OVERLAY_STYLE_MESSAGES } from '@app/shared/content';
import { toast, Toaster } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSocialTemplate } from '../test-social-templates';
import { SocialMediaTemplatesPage } from './social-media-templates-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const UPLOAD_URL = 'https://assets.test/upload?signed';
const FILE_KEY = 'public/templates/1700000000000-abc.png';
const uploadHeaders = { 'content-type': 'image/png' };

const story = aSocialTemplate();
const reel = aSocialTemplate({
  id: 't-2',
  name: 'Reel Clip',
  template_type: 'reel',
  file_type: 'video',
  file_url: 'https://assets.test/public/templates/2-b.mp4',
  target_role: 'fundraising_ambassador',
  is_active: false,
});

type Answer = (body: unknown) => Response;

function respond({
  templates = [story, reel],
  create,
  update,
  remove,
}: { templates?: SocialTemplate[]; create?: Answer; update?: Answer; remove?: () => Response } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === UPLOAD_URL && method === 'PUT') return jsonResponse(200, {});
    if (url.endsWith('/api/admin/social-templates/uploads') && method === 'POST')
      return jsonResponse(201, { upload_url: UPLOAD_URL, headers: uploadHeaders, file_key: FILE_KEY });
    if (url.endsWith('/api/admin/social-templates') && method === 'POST' && create) return create(body);
    if (/\/api\/admin\/social-templates\/[\w-]+$/.test(url) && method === 'PUT' && update) return update(body);
    if (/\/api\/admin\/social-templates\/[\w-]+$/.test(url) && method === 'DELETE' && remove) return remove();
    if (url.endsWith('/api/admin/social-templates') && method === 'GET') return jsonResponse(200, { templates });
    return jsonResponse(404, {});
  });
}

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith(path) && (init?.method ?? 'GET') === method);
const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));
const cardOf = (name: string) =>
  screen.getByText(name, { selector: '[data-slot="card-title"]' }).closest('[data-slot="card"]') as HTMLElement;

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the social media templates screen', () => {
  it('shows each template as a card with its picture, status, type and audience', async () => {
    respond();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);

    await screen.findByText('Launch Story');
    const storyCard = cardOf('Launch Story');
    expect(within(storyCard).getByRole('img', { name: 'Preview of Launch Story' })).toHaveAttribute('src', story.file_url);
    expect(within(storyCard).getByText('Active')).toBeInTheDocument();
    expect(within(storyCard).getByText('Story')).toBeInTheDocument();
    expect(within(storyCard).getByText('Student Ambassadors')).toBeInTheDocument();
    const reelCard = cardOf('Reel Clip');
    expect(within(reelCard).getByText('Inactive')).toBeInTheDocument();
    expect(within(reelCard).getByText('Reel')).toBeInTheDocument();
    expect(within(reelCard).getByText('Fundraising Ambassadors')).toBeInTheDocument();
    expect(within(reelCard).getByLabelText('Preview of Reel Clip').tagName).toBe('VIDEO');
  });

  it('says when there are no templates, and when they cannot be loaded', async () => {
    respond({ templates: [] });
    const { unmount } = renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    expect(await screen.findByText('No social media templates available')).toBeInTheDocument();
    unmount();

    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to fetch social media templates',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
  });

  it('creates a template: the file goes up through the presigned address, then the template names its key', async () => {
    respond({ create: (body) => jsonResponse(201, { ...story, ...(body as object), id: 't-3' }) });
    const user = userEvent.setup();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Template Type')).toHaveValue('story');
    expect(within(dialog).getByLabelText('File Type')).toHaveValue('image');
    expect(within(dialog).getByLabelText('Audience')).toHaveValue('student');
    expect(within(dialog).getByLabelText('Overlay Position')).toHaveValue('bottom');
    expect(within(dialog).getByLabelText('Font Size')).toHaveValue('16px');
    expect(within(dialog).getByLabelText(/Template File/)).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByText('leaderboardLink')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Spring Post');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText('Please upload a template file')).toBeInTheDocument();
    expect(callsTo('/api/admin/social-templates', 'POST')).toHaveLength(0);

    const file = new File(['png'], 'spring.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Template File/), file);
    await user.click(within(dialog).getByRole('button', { name: 'Add Variable' }));
    await user.type(within(dialog).getByLabelText('Variable 1 name'), 'hashtag');
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template created successfully' }));
    expect(bodyOf(callsTo('/api/admin/social-templates/uploads', 'POST')[0])).toEqual({
      file_name: 'spring.png',
      content_type: 'image/png',
      size: 3,
    });
    expect(fetchMock.mock.calls.find(([url]) => url === UPLOAD_URL)?.[1]).toEqual({ method: 'PUT', headers: uploadHeaders, body: file });
    const created = bodyOf(callsTo('/api/admin/social-templates', 'POST')[0]);
    expect(created).toMatchObject({ name: 'Spring Post', file_key: FILE_KEY, template_type: 'story', is_active: true });
    expect(created.variables.map((variable: { name: string }) => variable.name)).toEqual([
      'first_name',
      'last_name',
      'school',
      'schoolName',
      'personal_code',
      'shop_link',
      'leaderboardLink',
      'hashtag',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an overlay style that is not a plain size or colour, with the message the API gives, before saving', async () => {
    respond({ update: (body) => jsonResponse(200, { ...story, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Edit Launch Story' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Overlay Position')).toHaveAccessibleDescription(
      /Custom draws it as a block sized to its text at the top-left corner/,
    );
    for (const [label, value] of [
      ['Font Size', '500px'],
      ['Text Color', 'url(https://example.com/x)'],
      ['Background Color', 'var(--brand)'],
      ['Padding', 'auto'],
    ] as const) {
      await user.clear(dialog.getByLabelText(label));
      await user.type(dialog.getByLabelText(label), value);
    }
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText(OVERLAY_STYLE_MESSAGES.fontSize)).toBeInTheDocument();
    expect(dialog.getByText(OVERLAY_STYLE_MESSAGES.color)).toBeInTheDocument();
    expect(dialog.getByText(OVERLAY_STYLE_MESSAGES.backgroundColor)).toBeInTheDocument();
    expect(dialog.getByText(OVERLAY_STYLE_MESSAGES.padding)).toBeInTheDocument();
    expect(dialog.getByLabelText('Text Color')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/admin/social-templates/t-1', 'PUT')).toHaveLength(0);
  });

  it('refuses a file that does not match the file type before uploading it', async () => {
    respond();
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/Template File/), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));

    expect(await within(dialog).findByText('The file must be an image for an image template')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('File Type'), 'video');
    expect(within(dialog).getByLabelText(/Template File/)).toHaveAttribute('accept', 'video/*');
    expect(callsTo('/api/admin/social-templates/uploads', 'POST')).toHaveLength(0);
  });

  it('edits a template keeping its file, with the built-ins locked and custom variables removable', async () => {
    respond({ update: (body) => jsonResponse(200, { ...story, ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Edit Launch Story' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Launch Story');
    expect(within(dialog).getByLabelText('Variable 1 name')).toHaveValue('hashtag');
    expect(within(dialog).queryByRole('button', { name: /Remove variable .*first_name/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove variable 1' }));
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Launch Story 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Template updated successfully' }));
    expect(callsTo('/api/admin/social-templates/uploads', 'POST')).toHaveLength(0);
    const sent = bodyOf(callsTo('/api/admin/social-templates/t-1', 'PUT')[0]);
    expect(sent).toMatchObject({ name: 'Launch Story 2', file_key: null });
    expect(sent.variables.map((variable: { name: string }) => variable.name)).not.toContain('hashtag');
  });

  it('tells the admin when saving fails', async () => {
    respond({ update: () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    const user = userEvent.setup();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Edit Launch Story' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save social media template',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('previews a template, its caption filled in for a sample ambassador, with Download File and Copy Caption', async () => {
    respond();
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The download is the kit's: it toasts through the kit's queue, shown by the real Toaster.
    render(<Toaster />);
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Preview Launch Story' }));
    const dialog = await screen.findByRole('dialog');
    // A student template: a student has no campaign, so the leaderboard link is the programme's public page.
    const caption = `Shop with HIT1234 #go, see ${window.location.origin}/join`;
    expect(within(within(dialog).getByRole('region', { name: 'Caption' })).getByText(caption)).toBeInTheDocument();
    // Drawn over the picture as ambassadors will see it: at the bottom, in the overlay's style.
    const overlay = within(dialog).getByTestId('caption-overlay');
    expect(overlay).toHaveTextContent(caption);
    expect(overlay).toHaveAttribute('data-position', 'bottom');
    expect(overlay).toHaveStyle({ fontSize: '16px', padding: '10px' });
    expect(overlay.parentElement).toContainElement(within(dialog).getByRole('img', { name: 'Launch Story' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Caption' }));
    expect(await navigator.clipboard.readText()).toBe(caption);

    fetchMock.mockResolvedValueOnce(jsonResponse(404, {}));
    await user.click(within(dialog).getByRole('button', { name: 'Download File' }));
    expect(await screen.findByText('Failed to download template', { selector: 'div' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not download the template', expect.anything());
    logged.mockRestore();
  });

  it('deletes a template only after confirmation', async () => {
    respond({ remove: () => jsonResponse(200, { message: 'Template deleted successfully' }) });
    const user = userEvent.setup();
    // The confirmation is the kit's own dialog: it toasts through the kit's queue, shown by the real Toaster.
    render(<Toaster />);
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Delete Reel Clip' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo('/api/admin/social-templates/t-2', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Template deleted successfully', { selector: 'div' })).toBeInTheDocument();
    expect(callsTo('/api/admin/social-templates/t-2', 'DELETE')).toHaveLength(1);
  });

  it('says when deleting fails', async () => {
    respond({ remove: () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    const user = userEvent.setup();
    // The confirmation is the kit's own dialog: it toasts through the kit's queue, shown by the real Toaster.
    render(<Toaster />);
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);
    await screen.findByText('Launch Story');

    await user.click(screen.getByRole('button', { name: 'Delete Launch Story' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete', { selector: 'div' })).toBeInTheDocument();
  });

  it('fits a 375 px screen', async () => {
    setViewportWidth(375);
    respond();
    renderAt('/admin/social-media-templates', <SocialMediaTemplatesPage />);

    expect(await screen.findByRole('list', { name: 'Social media templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeVisible();
  });
});
