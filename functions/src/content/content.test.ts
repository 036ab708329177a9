import { randomUUID } from 'node:crypto';
import { content, pathOf } from '@app/shared/contracts';
import { DEFAULT_OVERLAY_STYLE, type Asset, type ContentAudience, type SocialTemplate } from '@app/shared/content';
import { api, givenUser } from '#test/api';
import { putAsset, putSocialTemplate } from './index';

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
