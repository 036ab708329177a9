import { randomUUID } from 'node:crypto';
import { content, pathOf } from '@app/shared/contracts';
import { DEFAULT_OVERLAY_STYLE, type Asset, type ContentAudience, type SocialTemplate } from '@app/shared/content';
import { OVERLAY_STYLE_MESSAGES } from '@app/shared/content';
import { inspectObject } from '#lib/storage';
import { api, givenUser } from '#test/api';
import { putAsset, putSocialTemplate } from './seeding';

const givenAsset = (target_role: ContentAudience) =>
  putAsset({ name: `Asset ${randomUUID()}`, description: null, file_type: 'image', file_key: 'public/x.png', tags: ['a'], target_role });

const givenTemplate = (target_role: ContentAudience, is_active = true) =>
  putSocialTemplate({
    name: `Template ${randomUUID()}`,
    description: null,
    template_type: 'story',
    file_type: 'image',
    file_key: 'public/story.png',
    target_role,
    caption_template: 'Hi {first_name}',
    overlay_position: 'bottom',
    overlay_style: { ...DEFAULT_OVERLAY_STYLE },
    variables: [],
    is_active,
  });

describe('assets and social templates for ambassadors', () => {
  it('shows each role its own assets and those for everyone, newest first, with a public address', async () => {
    const forStudents = await givenAsset('student');
    const forFundraisers = await givenAsset('fundraising_ambassador');
    const forAll = await givenAsset('all');
    const student = await givenUser('student');

    const { body } = await api<{ assets: Asset[] }>('GET', pathOf(content.listMyAssets), { token: student.token });
    const ids = body.assets.map((asset) => asset.id);

    expect(ids).toEqual(expect.arrayContaining([forStudents.id, forAll.id]));
    expect(ids).not.toContain(forFundraisers.id);
    expect(ids.indexOf(forAll.id)).toBeLessThan(ids.indexOf(forStudents.id));
    expect(body.assets.find((asset) => asset.id === forAll.id)?.file_url).toBe(`${process.env.ASSETS_BASE_URL}/public/x.png`);
  });

  it('shows only active templates of the caller’s role (and for everyone)', async () => {
    const active = await givenTemplate('student');
    const inactive = await givenTemplate('student', false);
    const forFundraisers = await givenTemplate('fundraising_ambassador');
    const student = await givenUser('student');

    const { body } = await api<{ templates: SocialTemplate[] }>('GET', pathOf(content.listMySocialTemplates), { token: student.token });
    const ids = body.templates.map((template) => template.id);

    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(forFundraisers.id);
  });
});

describe('social media templates for admins', () => {
  const body = {
    name: 'Launch story',
    description: 'For launch week',
    template_type: 'story',
    file_type: 'image',
    target_role: 'student',
    caption_template: 'Use {personal_code}',
    overlay_position: 'bottom',
    overlay_style: { ...DEFAULT_OVERLAY_STYLE },
    variables: [{ name: 'hashtag', default_value: '#launch' }],
    is_active: true,
  };

  async function uploadTemplateFile(token: string, bytes: string, contentType = 'image/png') {
    const ticket = await api('POST', pathOf(content.requestSocialTemplateUpload), {
      token,
      body: { file_name: 'story.png', content_type: contentType, size: Buffer.byteLength(bytes) },
    });
    expect(ticket.status).toBe(201);
    expect(ticket.body.file_key).toMatch(/^public\/templates\/\d+-[0-9a-f]+\.\w+$/);
    const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    expect(put.status).toBe(200);
    return ticket.body.file_key as string;
  }

  const keyOf = (template: SocialTemplate) => `public/${template.file_url.split('/public/')[1]}`;

  async function givenCreated(token: string, overrides: Record<string, unknown> = {}) {
    const file_key = await uploadTemplateFile(token, 'png bytes');
    const created = await api<SocialTemplate>('POST', pathOf(content.createSocialTemplate), {
      token,
      body: { ...body, ...overrides, file_key },
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  const listAll = async (token: string) =>
    (await api<{ templates: SocialTemplate[] }>('GET', pathOf(content.listAllSocialTemplates), { token })).body.templates;

  it('creates a template from an uploaded file, with the built-in variables first, and lists it newest first', async () => {
    const admin = await givenUser('admin');
    const older = await givenCreated(admin.token, { is_active: false, target_role: 'fundraising_ambassador' });
    const created = await givenCreated(admin.token);

    expect(created).toMatchObject({ name: 'Launch story', file_type: 'image', overlay_position: 'bottom', is_active: true });
    expect(created.variables.map((variable) => variable.name)).toEqual([
      'first_name',
      'last_name',
      'school',
      'schoolName',
      'personal_code',
      'shop_link',
      'leaderboardLink',
      'hashtag',
    ]);
    expect(await (await fetch(created.file_url)).text()).toBe('png bytes');
    const ids = (await listAll(admin.token)).map((template) => template.id);
    expect(ids.indexOf(created.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a template without a file, with a file of the wrong type, or with a key outside the templates folder', async () => {
    const admin = await givenUser('admin');
    const without = await api('POST', pathOf(content.createSocialTemplate), { token: admin.token, body });
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain('Please upload a template file');

    const video = await uploadTemplateFile(admin.token, 'mp4 bytes', 'video/mp4');
    const wrongType = await api('POST', pathOf(content.createSocialTemplate), { token: admin.token, body: { ...body, file_key: video } });
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(wrongType.body)).toContain('The file must be an image');
    expect(await inspectObject(video)).toBeUndefined();

    const outside = await api('POST', pathOf(content.createSocialTemplate), {
      token: admin.token,
      body: { ...body, file_key: 'submissions/someone/proof.png' },
    });
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.body)).toContain('Please upload a template file');

    const badUpload = await api('POST', pathOf(content.requestSocialTemplateUpload), {
      token: admin.token,
      body: { file_name: 'doc.pdf', content_type: 'application/pdf', size: 10 },
    });
    expect(badUpload.status).toBe(400);
  });

  it('refuses an overlay style that is not a plain size or colour, with a 400 on each field, and saves a safe one', async () => {
    const admin = await givenUser('admin');
    const file_key = await uploadTemplateFile(admin.token, 'png bytes');
    const unsafe = {
      fontSize: '16px; position: fixed',
      color: 'url(https://example.com/x)',
      backgroundColor: 'var(--x)',
      padding: '999px',
    };

    const refused = await api('POST', pathOf(content.createSocialTemplate), {
      token: admin.token,
      body: { ...body, overlay_style: unsafe, file_key },
    });

    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'overlay_style.fontSize': OVERLAY_STYLE_MESSAGES.fontSize,
      'overlay_style.color': OVERLAY_STYLE_MESSAGES.color,
      'overlay_style.backgroundColor': OVERLAY_STYLE_MESSAGES.backgroundColor,
      'overlay_style.padding': OVERLAY_STYLE_MESSAGES.padding,
    });
    const style = { fontSize: '1.5rem', color: 'gold', backgroundColor: '#00000080', padding: '8px 12px' };
    expect((await givenCreated(admin.token, { overlay_position: 'custom', overlay_style: style })).overlay_style).toEqual(style);
  });

  it('keeps the old file on an edit without one, and replaces and deletes it on an edit with one', async () => {
    const admin = await givenUser('admin');
    const created = await givenCreated(admin.token);
    const path = pathOf(content.updateSocialTemplate, { template_id: created.id });

    const kept = await api<SocialTemplate>('PUT', path, { token: admin.token, body: { ...body, name: 'Renamed' } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Renamed', file_url: created.file_url, created_at: created.created_at });

    const newKey = await uploadTemplateFile(admin.token, 'new png');
    const replaced = await api<SocialTemplate>('PUT', path, { token: admin.token, body: { ...body, file_key: newKey } });
    expect(replaced.status).toBe(200);
    expect(keyOf(replaced.body)).toBe(newKey);
    expect(await inspectObject(keyOf(created))).toBeUndefined();
    expect(await inspectObject(newKey)).toBeDefined();

    const typeWithoutFile = await api('PUT', path, { token: admin.token, body: { ...body, file_type: 'video' } });
    expect(typeWithoutFile.status).toBe(400);
    expect(JSON.stringify(typeWithoutFile.body)).toContain('Please upload a new file for the new file type');
    expect(await inspectObject(newKey)).toBeDefined();
  });

  it('deletes a template and its file', async () => {
    const admin = await givenUser('admin');
    const created = await givenCreated(admin.token);

    const deleted = await api('DELETE', pathOf(content.deleteSocialTemplate, { template_id: created.id }), { token: admin.token });

    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Template deleted successfully');
    expect(await inspectObject(keyOf(created))).toBeUndefined();
    expect((await listAll(admin.token)).map((template) => template.id)).not.toContain(created.id);
    const again = await api('DELETE', pathOf(content.deleteSocialTemplate, { template_id: created.id }), { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('moves a template between audiences when an edit changes its role or active flag', async () => {
    const admin = await givenUser('admin');
    const student = await givenUser('student');
    const fundraiser = await givenUser('fundraising_ambassador');
    const created = await givenCreated(admin.token);
    const mine = async (token: string) =>
      (await api<{ templates: SocialTemplate[] }>('GET', pathOf(content.listMySocialTemplates), { token })).body.templates.map(
        (template) => template.id,
      );
    expect(await mine(student.token)).toContain(created.id);

    const path = pathOf(content.updateSocialTemplate, { template_id: created.id });
    await api('PUT', path, { token: admin.token, body: { ...body, target_role: 'fundraising_ambassador' } });
    expect(await mine(student.token)).not.toContain(created.id);
    expect(await mine(fundraiser.token)).toContain(created.id);

    await api('PUT', path, { token: admin.token, body: { ...body, target_role: 'fundraising_ambassador', is_active: false } });
    expect(await mine(fundraiser.token)).not.toContain(created.id);
    expect((await listAll(admin.token)).find((template) => template.id === created.id)?.is_active).toBe(false);
  });
});
