import type { Asset, SocialTemplate } from '@app/shared/content';
import type { Profile } from '@app/shared/profiles';
import { DEFAULT_OVERLAY_STYLE } from '@app/shared/content';
import { ProfileContext, Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeAssetsPage } from './code-assets-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const FILES = 'https://files.example.com/demo';
const approved = aProfile({ personal_code: 'SAMR', shop_link: 'https://shop.example.com/?discount=SAMR' });

const anAsset = (overrides: Partial<Asset>): Asset => ({
  id: 'asset-1',
  name: 'Climate Tee logo',
  description: 'The logo badge for posts.',
  file_type: 'image',
  file_url: `${FILES}/logo.png`,
  tags: ['logo', 'brand'],
  target_role: 'all',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const aTemplate = (overrides: Partial<SocialTemplate>): SocialTemplate => ({
  id: 'template-1',
  name: 'Goal post',
  description: 'A square post about your goal.',
  template_type: 'post',
  file_type: 'image',
  file_url: `${FILES}/post.png`,
  target_role: 'student',
  caption_template: '{first_name} {last_name} here, selling shirts for {organization}. Code {personal_code} · {shop_link}',
  overlay_position: 'bottom',
  overlay_style: { ...DEFAULT_OVERLAY_STYLE },
  variables: [],
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const logo = anAsset({});
const clip = anAsset({ id: 'asset-2', name: 'Wear the change', file_type: 'video', file_url: `${FILES}/clip.webm`, tags: ['reel'] });
const guide = anAsset({ id: 'asset-3', name: 'Brand guide', file_type: 'document', file_url: `${FILES}/guide.pdf`, tags: [] });
const layout = anAsset({ id: 'asset-4', name: 'Story layout', file_type: 'design', file_url: `${FILES}/layout.png`, description: null });
const reel = aTemplate({
  id: 'template-2',
  name: 'Wear the change reel',
  template_type: 'reel',
  file_type: 'video',
  file_url: `${FILES}/clip.webm`,
});

/** A stored file as fetch answers it for the template download. */
const fileResponse = (status = 200) => ({ ok: status === 200, status, blob: async () => new Blob(['file']) }) as unknown as Response;

function respond({ assets = [], templates = [] }: { assets?: Asset[] | Response; templates?: SocialTemplate[] | Response }) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/api/me/assets')) return Array.isArray(assets) ? jsonResponse(200, { assets }) : assets;
    if (url.endsWith('/api/me/social-templates')) return Array.isArray(templates) ? jsonResponse(200, { templates }) : templates;
    if (url.startsWith(FILES)) return fileResponse();
    return jsonResponse(404, {});
  });
}

function renderPage(profile: Profile = approved) {
  render(<Toaster />);
  renderAt(
    '/code-assets',
    <ProfileContext.Provider value={profile}>
      <CodeAssetsPage />
    </ProfileContext.Provider>,
  );
}

/** userEvent.setup() puts its own clipboard on navigator. */
const clipboard = () => navigator.clipboard.readText();
const toastText = (text: string) => screen.findByText(text, { selector: 'div' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('My Code & Assets, code and links', () => {
  it('shows the personal code and the tracked link (/r/CODE on this site), each copyable', async () => {
    respond({});
    renderPage();
    const user = userEvent.setup();

    expect(screen.getByLabelText('Personal code')).toHaveTextContent('SAMR');
    expect(screen.getByLabelText('Tracked link')).toHaveTextContent('http://localhost/r/SAMR');

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await clipboard()).toBe('http://localhost/r/SAMR');
    expect(screen.getByText(/This is the one link to share/)).toBeInTheDocument();
    expect(await toastText('Link copied!')).toBeInTheDocument();
  });

  it('explains that the code and the tracked link come with approval', async () => {
    respond({});
    renderPage(aProfile());
    await screen.findByText('No social media templates available');

    expect(screen.getByText(/You don't have a personal code yet/)).toBeInTheDocument();
    expect(screen.getByText(/Your tracked link appears here once an admin approves you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });
});

describe('My Code & Assets, Brand Assets', () => {
  it('filters the assets for real: images, videos, and documents with designs as templates', async () => {
    respond({ assets: [logo, clip, guide, layout] });
    renderPage();
    const user = userEvent.setup();

    expect(names(await screen.findByRole('list', { name: 'All Assets' }))).toEqual([
      'Climate Tee logo',
      'Wear the change',
      'Brand guide',
      'Story layout',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Images' }));
    const images = screen.getByRole('list', { name: 'Images' });
    expect(names(images)).toEqual(['Climate Tee logo']);
    expect(within(images).getByRole('img', { name: 'Climate Tee logo' })).toHaveAttribute('src', `${FILES}/logo.png`);
    expect(within(images).getByText('The logo badge for posts.')).toBeInTheDocument();
    expect(
      within(within(images).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['logo', 'brand']);
    const download = within(images).getByRole('link', { name: 'Download Climate Tee logo' });
    expect(download).toHaveAttribute('href', `${FILES}/logo.png`);
    expect(download).toHaveAttribute('download');

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    const videos = screen.getByRole('list', { name: 'Videos' });
    expect(names(videos)).toEqual(['Wear the change']);
    // A frame, not black, before it plays: the media fragment seeks to 0.1 s once the metadata is in.
    expect(videos.querySelector('video')).toHaveAttribute('src', `${FILES}/clip.webm#t=0.1`);
    expect(videos.querySelector('video')).toHaveAttribute('preload', 'metadata');

    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(names(screen.getByRole('list', { name: 'Templates' }))).toEqual(['Brand guide', 'Story layout']);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('keeps each tag, cut short where it is too long for the card, in full in its title', async () => {
    const tag = 'Wolfeschlegelsteinhausenbergerdorffsteins';
    respond({ assets: [anAsset({ tags: [tag, 'brand'] })] });
    renderPage();

    const tags = within(await screen.findByRole('list', { name: 'Tags' }));
    expect(tags.getByTitle(tag)).toHaveTextContent(tag);
    expect(tags.getByTitle('brand')).toHaveTextContent('brand');
  });

  it("says 'No assets available' for a kind with none", async () => {
    respond({ assets: [logo] });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'All Assets' });

    await user.click(screen.getByRole('tab', { name: 'Videos' }));

    expect(screen.getByText('No assets available')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch assets' when the list cannot load", async () => {
    respond({ assets: jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    renderPage();

    expect(await toastText('Failed to fetch assets')).toBeInTheDocument();
    expect(screen.getByText('No assets available')).toBeInTheDocument();
  });
});

describe('My Code & Assets, Social Media Templates', () => {
  it('opens a template with its caption filled in from the profile, editable and copyable', async () => {
    respond({ templates: [aTemplate({}), reel] });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Goal post/ }));

    const dialog = screen.getByRole('dialog', { name: 'Goal post' });
    expect(within(dialog).getByRole('img', { name: 'Goal post' })).toHaveAttribute('src', `${FILES}/post.png`);
    expect(within(dialog).getByText('Template Type').nextSibling).toHaveTextContent('post');
    expect(within(dialog).getByText('File Type').nextSibling).toHaveTextContent('image');
    const caption = within(dialog).getByLabelText('Personalized Caption');
    expect(caption).toHaveValue('Sam Rivera here, selling shirts for Hillside High School. Code SAMR · http://localhost/r/SAMR');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Download the template.',
      'Copy your personalized caption.',
      'Upload the template to your social media app.',
      'Paste the caption and add your own hashtags.',
      'Share your post!',
    ]);

    await user.type(caption, ' #climate');
    // The caption as edited, drawn over the picture where and as the template places it.
    const overlay = within(dialog).getByTestId('caption-overlay');
    expect(overlay).toHaveTextContent(
      'Sam Rivera here, selling shirts for Hillside High School. Code SAMR · http://localhost/r/SAMR #climate',
    );
    expect(overlay).toHaveAttribute('data-position', 'bottom');
    expect(overlay.parentElement).toContainElement(within(dialog).getByRole('img', { name: 'Goal post' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Caption' }));

    expect(await clipboard()).toBe(
      'Sam Rivera here, selling shirts for Hillside High School. Code SAMR · http://localhost/r/SAMR #climate',
    );
    expect(await toastText('Caption copied to clipboard')).toBeInTheDocument();
  });

  it("writes each tile's filled caption in full below its picture, never over it or cut off", async () => {
    respond({ templates: [aTemplate({ overlay_position: 'top' }), { ...reel, overlay_position: 'custom' }] });
    renderPage();

    const tile = await screen.findByRole('button', { name: /Goal post/ });
    const card = tile.closest('li')!;
    const caption = within(card).getByText('Sam Rivera here, selling shirts for Hillside High School. Code SAMR · http://localhost/r/SAMR');
    // Beside the art, not in the picture's box, and whole (no line clamp).
    expect(tile).not.toContainElement(caption);
    expect(caption.className).not.toMatch(/line-clamp/);
    expect(within(card).queryByTestId('caption-overlay')).toBeNull();
    // The tile keeps its name: the caption written out below is not part of it.
    expect(tile).toHaveAccessibleName(expect.not.stringContaining('Sam Rivera'));
    const reelCard = screen.getByRole('button', { name: /Wear the change reel/ }).closest('li')!;
    expect(within(reelCard).queryByTestId('caption-overlay')).toBeNull();
  });

  it("fills a caption with the spec's fallbacks when the profile lacks a value", async () => {
    respond({ templates: [aTemplate({})] });
    renderPage(aProfile({ first_name: '', last_name: '', school: null }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Goal post/ }));

    expect(screen.getByLabelText('Personalized Caption')).toHaveValue(
      'Student Ambassador here, selling shirts for Our Organization. Code HIT1234 · [Shop Link]',
    );
  });

  it('downloads an image template as its name with .jpg and a video as .mp4', async () => {
    respond({ templates: [aTemplate({}), reel] });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:template');
    const revokeObjectURL = jest.fn();
    URL.revokeObjectURL = revokeObjectURL;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Goal post/ }));
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    expect(await toastText('Template downloaded successfully')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Goal post' })).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: /Wear the change reel/ }));
    await user.click(screen.getByRole('button', { name: 'Download Template' }));

    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual(['Goal post.jpg', 'Wear the change reel.mp4']);
    expect(fetchMock).toHaveBeenCalledWith(`${FILES}/post.png`);
    expect(fetchMock).toHaveBeenCalledWith(`${FILES}/clip.webm`);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:template');
  });

  it("says 'Failed to download template' when the file cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url) =>
      url.startsWith(FILES)
        ? fileResponse(404)
        : jsonResponse(200, url.endsWith('/api/me/social-templates') ? { templates: [aTemplate({})] } : { assets: [] }),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Goal post/ }));
    await user.click(screen.getByRole('button', { name: 'Download Template' }));

    expect(await toastText('Failed to download template')).toBeInTheDocument();
  });

  it("says 'No social media templates available' when there are none", async () => {
    respond({ templates: [] });
    renderPage();

    expect(await screen.findByText('No social media templates available')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch social media templates' when the list cannot load", async () => {
    respond({ templates: jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    renderPage();

    expect(await toastText('Failed to fetch social media templates')).toBeInTheDocument();
    expect(screen.getByText('No social media templates available')).toBeInTheDocument();
  });
});
