import type { Asset } from '@app/shared/content';
import { toast, Toaster } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { anAsset, libraryOf } from '../test-assets';
import { AssetsPage } from './assets-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const UPLOAD_URL = 'https://assets.test/upload?signed';
const FILE_KEY = 'public/assets/1700000000000-abc.png';
const uploadHeaders = { 'content-type': 'image/png' };

const logo = anAsset();
const clip = anAsset({
  id: 'a-2',
  name: 'Launch Clip',
  description: 'Thirty seconds of the shirts',
  file_type: 'video',
  file_url: 'https://assets.test/public/assets/2-b.mp4',
  tags: ['video', 'launch', 'instagram', 'tiktok', 'reel'],
  target_role: 'student',
});
const guide = anAsset({ id: 'a-3', name: 'Brand Guide', description: null, file_type: 'document', tags: ['guide'] });
const layout = anAsset({ id: 'a-4', name: 'Story Layout', description: 'Editable', file_type: 'design', tags: ['Launch'] });

type Answer = (body: unknown) => Response;

function respond({
  assets = [logo, clip, guide, layout],
  create,
  remove,
}: { assets?: Asset[]; create?: Answer; remove?: () => Response } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === UPLOAD_URL && method === 'PUT') return jsonResponse(200, {});
    if (url.endsWith('/api/admin/assets/uploads') && method === 'POST')
      return jsonResponse(201, { upload_url: UPLOAD_URL, headers: uploadHeaders, file_key: FILE_KEY });
    if (url.endsWith('/api/admin/assets') && method === 'POST' && create) return create(body);
    if (/\/api\/admin\/assets\/[\w-]+$/.test(url) && method === 'DELETE' && remove) return remove();
    if (url.endsWith('/api/admin/assets') && method === 'GET') return jsonResponse(200, libraryOf(assets));
    return jsonResponse(404, {});
  });
}

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith(path) && (init?.method ?? 'GET') === method);
const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));
const cardOf = (name: string) =>
  screen.getByText(name, { selector: '[data-slot="card-title"]' }).closest('[data-slot="card"]') as HTMLElement;
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Assets' }))
    .queryAllByText(/./, { selector: '[data-slot="card-title"]' })
    .map((title) => title.textContent);
const totalOf = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Upload Asset' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the assets library', () => {
  it('shows the totals and each asset as a card: a picture for images, its kind, name, description and three tags then +N', async () => {
    respond();
    renderAt('/admin/assets', <AssetsPage />);

    await screen.findByText('Brand Logo');
    expect(screen.getByRole('heading', { level: 1, name: 'Assets Library' })).toBeInTheDocument();
    expect(totalOf('Total Assets')).toBe('4');
    expect(totalOf('Images')).toBe('1');
    expect(totalOf('Videos')).toBe('1');
    expect(totalOf('Documents')).toBe('2');

    const logoCard = cardOf('Brand Logo');
    expect(within(logoCard).getByRole('img', { name: 'Preview of Brand Logo' })).toHaveAttribute('src', logo.file_url);
    expect(within(logoCard).getByText('Image')).toBeInTheDocument();
    expect(within(logoCard).getByText('The logo on green')).toBeInTheDocument();
    expect(within(logoCard).getByText('All Ambassadors')).toBeInTheDocument();

    const clipCard = cardOf('Launch Clip');
    expect(within(clipCard).getByText('Video')).toBeInTheDocument();
    // A frame of the clip, not black: the media fragment seeks to 0.1 s once its metadata is in.
    const preview = within(clipCard).getByLabelText('Preview of Launch Clip');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview).toHaveAttribute('src', `${clip.file_url}#t=0.1`);
    expect(preview).toHaveAttribute('preload', 'metadata');
    const tags = within(within(clipCard).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['video', 'launch', 'instagram', '+2and 2 more: tiktok, reel']);
    expect(within(clipCard).queryByText('tiktok')).not.toBeInTheDocument();
    expect(within(cardOf('Brand Guide')).queryByText('+', { exact: false })).not.toBeInTheDocument();
  });

  it('keeps a tag and a description that the card cuts short in full in their titles', async () => {
    const tag = 'Wolfeschlegelsteinhausenbergerdorffsteins';
    const description = 'A description far longer than three lines of a card. '.repeat(20).trim();
    respond({ assets: [anAsset({ name: 'Long Banner', description, tags: [tag] })] });
    renderAt('/admin/assets', <AssetsPage />);

    await screen.findByText('Long Banner');
    const card = cardOf('Long Banner');
    expect(within(card).getByText(description)).toHaveAttribute('title', description);
    expect(within(within(card).getByRole('list', { name: 'Tags' })).getByTitle(tag)).toHaveTextContent(tag);
  });

  it('searches names, descriptions and tags, and filters by a tag', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');
    const search = screen.getByRole('searchbox', { name: 'Search assets' });

    await user.type(search, 'BRAND');
    expect(shownNames()).toEqual(['Brand Logo', 'Brand Guide']);
    await user.clear(search);
    await user.type(search, 'thirty seconds');
    expect(shownNames()).toEqual(['Launch Clip']);
    await user.clear(search);
    await user.type(search, 'tiktok');
    expect(shownNames()).toEqual(['Launch Clip']);
    await user.clear(search);

    const filter = screen.getByRole('combobox', { name: 'Filter by tag' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Tags', 'brand', 'guide', 'instagram', 'launch', 'logo', 'reel', 'tiktok', 'video']);
    await user.selectOptions(filter, 'launch');
    expect(shownNames()).toEqual(['Launch Clip', 'Story Layout']);

    await user.type(search, 'logo');
    expect(screen.queryByRole('list', { name: 'Assets' })).not.toBeInTheDocument();
    expect(screen.getByText('No assets found matching your criteria')).toBeInTheDocument();
    await user.selectOptions(filter, 'All Tags');
    expect(shownNames()).toEqual(['Brand Logo']);
  });

  it('opens with the search and the tag its address holds, as after a reload', async () => {
    respond();
    renderAt('/admin/assets?q=story&tag=launch', <AssetsPage />, { route: '/admin/assets' });
    await screen.findByText('Story Layout');

    expect(screen.getByRole('searchbox', { name: 'Search assets' })).toHaveValue('story');
    expect(screen.getByRole('combobox', { name: 'Filter by tag' })).toHaveValue('launch');
    expect(shownNames()).toEqual(['Story Layout']);
  });

  it('keeps the search and the tag in its address as they change, and drops each when cleared', async () => {
    respond();
    const user = userEvent.setup();
    renderAt(
      '/admin/assets',
      <>
        <AssetsPage />
        <CurrentQuery />
      </>,
    );
    await screen.findByText('Brand Logo');

    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'brand logo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'logo');
    await waitFor(() => expect(currentQuery()).toBe('?q=brand+logo&tag=logo'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search assets' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'All Tags');
    await waitFor(() => expect(currentQuery()).toBe(''));
  });

  it('says when there are no assets, and when they cannot be loaded', async () => {
    respond({ assets: [] });
    const { unmount } = renderAt('/admin/assets', <AssetsPage />);
    expect(await screen.findByText('No assets available')).toBeInTheDocument();
    expect(totalOf('Total Assets')).toBe('0');
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderAt('/admin/assets', <AssetsPage />);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to fetch assets',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch assets');
    jest.mocked(console.error).mockRestore();
  });

  it('uploads an asset: the file goes up through the presigned address, then the asset names its key', async () => {
    respond({ create: (body) => jsonResponse(201, { ...logo, ...(body as object), id: 'a-9' }) });
    const user = userEvent.setup();
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');

    const dialog = await openUpload(user);
    expect(within(dialog).getByLabelText('File Type')).toHaveValue('image');
    expect(within(dialog).getByLabelText('Audience')).toHaveValue('all');
    expect(within(dialog).getByLabelText(/^File/, { selector: 'input' })).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await user.selectOptions(within(dialog).getByLabelText('File Type'), 'document');
    expect(within(dialog).getByLabelText(/^File/, { selector: 'input' })).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );
    await user.selectOptions(within(dialog).getByLabelText('File Type'), 'image');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Spring Banner');
    await user.type(within(dialog).getByLabelText('Tags'), ' spring, banner, Spring ,');
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'student');
    const file = new File(['png'], 'spring.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/^File/, { selector: 'input' }), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Asset uploaded successfully' }));
    expect(bodyOf(callsTo('/api/admin/assets/uploads', 'POST')[0])).toEqual({
      file_name: 'spring.png',
      file_type: 'image',
      content_type: 'image/png',
      size: 3,
    });
    expect(fetchMock.mock.calls.find(([url]) => url === UPLOAD_URL)?.[1]).toEqual({ method: 'PUT', headers: uploadHeaders, body: file });
    expect(bodyOf(callsTo('/api/admin/assets', 'POST')[0])).toEqual({
      name: 'Spring Banner',
      description: null,
      file_type: 'image',
      target_role: 'student',
      tags: ['spring', 'banner'],
      file_key: FILE_KEY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/admin/assets', 'GET').length).toBeGreaterThan(1);
  });

  it('explains what is missing or wrong before uploading anything', async () => {
    respond();
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');
    const dialog = await openUpload(user);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Logo');
    await user.type(within(dialog).getByLabelText('Tags'), `ok, ${'x'.repeat(41)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(await within(dialog).findByText('Each tag must be 40 characters or less')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tags')).toHaveAccessibleDescription('Each tag must be 40 characters or less');
    await user.clear(within(dialog).getByLabelText('Tags'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));
    expect(await within(dialog).findByText('Please upload an asset file')).toBeInTheDocument();

    const fileInput = within(dialog).getByLabelText(/^File/, { selector: 'input' });
    await user.upload(fileInput, new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Please choose an image (JPG, PNG, GIF, WebP)')).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(fileInput, huge);
    expect(await within(dialog).findByText('Images can be at most 20 MB')).toBeInTheDocument();
    expect(fileInput).toHaveAccessibleDescription(expect.stringContaining('Images can be at most 20 MB'));

    expect(callsTo('/api/admin/assets/uploads', 'POST')).toHaveLength(0);
    expect(callsTo('/api/admin/assets', 'POST')).toHaveLength(0);
  });

  it('takes design files the browser gives no type by their extension', async () => {
    respond({ create: (body) => jsonResponse(201, { ...layout, ...(body as object) }) });
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');
    const dialog = await openUpload(user);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Poster');
    await user.selectOptions(within(dialog).getByLabelText('File Type'), 'design');
    await user.upload(within(dialog).getByLabelText(/^File/, { selector: 'input' }), new File(['8BPS'], 'poster.psd', { type: '' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Asset uploaded successfully' }));
    expect(bodyOf(callsTo('/api/admin/assets/uploads', 'POST')[0])).toMatchObject({
      file_type: 'design',
      content_type: 'image/vnd.adobe.photoshop',
    });
  });

  it('says when the upload fails, keeps the dialog and shows the server’s reason beside the file', async () => {
    respond({ create: () => jsonResponse(400, { error: { code: 'invalid', message: 'Please upload an asset file', field: 'file_key' } }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');
    const dialog = await openUpload(user);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Logo');
    await user.upload(within(dialog).getByLabelText(/^File/, { selector: 'input' }), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to upload asset',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(within(dialog).getByText('Please upload an asset file')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Asset' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('shows progress and locks the form while the file uploads', async () => {
    let finishUpload: (response: Response) => void = () => undefined;
    respond({ create: (body) => jsonResponse(201, { ...logo, ...(body as object) }) });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      url === UPLOAD_URL ? new Promise<Response>((resolve) => (finishUpload = resolve)) : answer(url, init),
    );
    const user = userEvent.setup();
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');
    const dialog = await openUpload(user);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Logo');
    await user.upload(within(dialog).getByLabelText(/^File/, { selector: 'input' }), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Asset' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Uploading logo.png...');
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Name/)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finishUpload(jsonResponse(200, {}));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Asset uploaded successfully' }));
  });

  it('deletes an asset only once confirmed', async () => {
    respond({ remove: () => jsonResponse(200, { message: 'Asset deleted successfully' }) });
    const user = userEvent.setup();
    render(<Toaster />);
    renderAt('/admin/assets', <AssetsPage />);
    await screen.findByText('Brand Logo');

    await user.click(screen.getByRole('button', { name: 'Delete Launch Clip' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Launch Clip');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('/api/admin/assets/a-2', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Launch Clip' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Asset deleted successfully', { selector: 'div' })).toBeInTheDocument();
    expect(callsTo('/api/admin/assets/a-2', 'DELETE')).toHaveLength(1);
  });

  it('fits a 375 px screen', async () => {
    setViewportWidth(375);
    respond();
    renderAt('/admin/assets', <AssetsPage />);

    expect(await screen.findByRole('list', { name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Asset' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search assets' })).toBeVisible();
  });
});
