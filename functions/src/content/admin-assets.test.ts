import { PutObjectCommand } from '@aws-sdk/client-s3';
import { content, pathOf } from '@app/shared/contracts';
import type { Asset, AssetTotals } from '@app/shared/content';
import { s3 } from '#lib/clients';
import { env } from '#lib/env';
import { inspectObject } from '#lib/storage';
import { api, givenUser } from '#test/api';

const body = {
  name: 'Brand logo',
  description: 'The logo on green',
  file_type: 'image',
  target_role: 'student',
  tags: [' logo ', 'brand', 'Logo', 'green'],
};

async function requestUpload(token: string, request: Record<string, unknown>) {
  return api('POST', pathOf(content.requestAssetUpload), { token, body: { file_name: 'logo.png', ...request } });
}

/** Uploads through a ticket the server issued, as the browser does; answers the file's key. */
async function uploadAssetFile(token: string, bytes: string, fileType = 'image', contentType = 'image/png') {
  const ticket = await requestUpload(token, { file_type: fileType, content_type: contentType, size: Buffer.byteLength(bytes) });
  expect(ticket.status).toBe(201);
  expect(ticket.body.file_key).toMatch(/^public\/assets\/\d+-[0-9a-f]+\.\w+$/);
  const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.file_key as string;
}

/** An object stored under the assets folder without any ticket (s3rver does not check signatures). */
async function storeWithoutTicket(key: string) {
  await s3().send(new PutObjectCommand({ Bucket: env().ASSETS_BUCKET, Key: key, Body: 'sneaky', ContentType: 'image/png' }));
}

const create = (token: string, fields: Record<string, unknown>) =>
  api('POST', pathOf(content.createAsset), { token, body: { ...body, ...fields } });

const listAll = async (token: string) =>
  (await api<{ assets: Asset[]; totals: AssetTotals }>('GET', pathOf(content.listAllAssets), { token })).body;

const keyOf = (asset: Asset) => `public/${asset.file_url.split('/public/')[1]}`;

describe('the admin’s assets library', () => {
  it('creates an asset from an uploaded file, lists it for the admin newest first and shows it to the students at once', async () => {
    const admin = await givenUser('admin');
    const student = await givenUser('student');
    const fundraiser = await givenUser('fundraising_ambassador');
    const older = await create(admin.token, {
      file_type: 'document',
      target_role: 'fundraising_ambassador',
      file_key: await uploadAssetFile(admin.token, 'pdf bytes', 'document', 'application/pdf'),
    });
    expect(older.status).toBe(201);

    const created = await create(admin.token, { file_key: await uploadAssetFile(admin.token, 'png bytes') });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Brand logo',
      file_type: 'image',
      target_role: 'student',
      tags: ['logo', 'brand', 'green'],
    });
    expect(await (await fetch(created.body.file_url)).text()).toBe('png bytes');
    const library = await listAll(admin.token);
    const ids = library.assets.map((asset) => asset.id);
    expect(ids.indexOf(created.body.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(created.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    expect(library.totals.total).toBe(library.assets.length);
    expect(library.totals.images).toBe(library.assets.filter((asset) => asset.file_type === 'image').length);
    expect(library.totals.documents).toBe(library.assets.filter((asset) => ['document', 'design'].includes(asset.file_type)).length);

    const mine = async (token: string) =>
      (await api<{ assets: Asset[] }>('GET', pathOf(content.listMyAssets), { token })).body.assets.map((asset) => asset.id);
    expect(await mine(student.token)).toContain(created.body.id);
    expect(await mine(student.token)).not.toContain(older.body.id);
    expect(await mine(fundraiser.token)).toContain(older.body.id);
  });

  it('refuses an upload of a type the file type does not allow, or larger than it allows', async () => {
    const admin = await givenUser('admin');

    const wrongType = await requestUpload(admin.token, { file_type: 'image', content_type: 'application/pdf', size: 10 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe('Please choose an image (JPG, PNG, GIF, WebP)');
    const script = await requestUpload(admin.token, { file_type: 'design', content_type: 'image/svg+xml', size: 10 });
    expect(script.status).toBe(400);

    const tooLarge = await requestUpload(admin.token, { file_type: 'image', content_type: 'image/png', size: 20 * 1024 * 1024 + 1 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.message).toBe('Images can be at most 20 MB');
    const largeVideo = await requestUpload(admin.token, { file_type: 'video', content_type: 'video/mp4', size: 20 * 1024 * 1024 + 1 });
    expect(largeVideo.status).toBe(201);
  });

  it('refuses a key the server did not issue, a key already used, and a stored file that is not what the file type allows', async () => {
    const admin = await givenUser('admin');

    const madeUp = 'public/assets/1700000000000-abcdefabcdef.png';
    await storeWithoutTicket(madeUp);
    const notIssued = await create(admin.token, { file_key: madeUp });
    expect(notIssued.status).toBe(400);
    expect(notIssued.body).toMatchObject({ error: { message: 'Please upload an asset file', field: 'file_key' } });
    expect(await inspectObject(madeUp)).toBeDefined();

    const outside = await create(admin.token, { file_key: 'submissions/someone/proof.png' });
    expect(outside.status).toBe(400);

    const first = await create(admin.token, { file_key: await uploadAssetFile(admin.token, 'png') });
    expect(first.status).toBe(201);
    const reused = await create(admin.token, { name: 'Copy', file_key: keyOf(first.body) });
    expect(reused.status).toBe(400);
    expect(await inspectObject(keyOf(first.body))).toBeDefined();

    const video = await uploadAssetFile(admin.token, 'mp4 bytes', 'video', 'video/mp4');
    const mismatched = await create(admin.token, { file_type: 'image', file_key: video });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.error.message).toBe('Please choose an image (JPG, PNG, GIF, WebP)');
    expect(await inspectObject(video)).toBeUndefined();
  });

  it('checks the fields: name required, tags trimmed, short and at most 20', async () => {
    const admin = await givenUser('admin');
    const file_key = await uploadAssetFile(admin.token, 'png');

    const noName = await create(admin.token, { name: '  ', file_key });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields.name).toBe('Name is required');
    const longTag = await create(admin.token, { tags: ['x'.repeat(41)], file_key });
    expect(longTag.body.error.fields['tags.0']).toBe('Each tag must be 40 characters or less');
    const blankTag = await create(admin.token, { tags: ['ok', '  '], file_key });
    expect(blankTag.body.error.fields['tags.1']).toBe('Tags cannot be empty');
    const many = await create(admin.token, { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`), file_key });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('An asset can have at most 20 tags');
    const audience = await create(admin.token, { target_role: 'admin', file_key });
    expect(audience.body.error.fields.target_role).toBe('Please choose an audience');

    // Refused fields touch neither the ticket nor the file: the same upload still makes the asset.
    const saved = await create(admin.token, { tags: Array.from({ length: 25 }, (_, i) => `tag${i % 20}`), file_key });
    expect(saved.status).toBe(201);
    expect(saved.body.tags).toHaveLength(20);
  });

  it('deletes an asset and its file', async () => {
    const admin = await givenUser('admin');
    const student = await givenUser('student');
    const created = (await create(admin.token, { target_role: 'all', file_key: await uploadAssetFile(admin.token, 'png') })).body;

    const deleted = await api('DELETE', pathOf(content.deleteAsset, { asset_id: created.id }), { token: admin.token });

    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Asset deleted successfully');
    expect(await inspectObject(keyOf(created))).toBeUndefined();
    expect((await listAll(admin.token)).assets.map((asset) => asset.id)).not.toContain(created.id);
    const mine = await api<{ assets: Asset[] }>('GET', pathOf(content.listMyAssets), { token: student.token });
    expect(mine.body.assets.map((asset) => asset.id)).not.toContain(created.id);
    const again = await api('DELETE', pathOf(content.deleteAsset, { asset_id: created.id }), { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('refuses every asset route to ambassadors', async () => {
    const student = await givenUser('student');
    const fundraiser = await givenUser('fundraising_ambassador');
    for (const token of [student.token, fundraiser.token]) {
      expect((await api('GET', pathOf(content.listAllAssets), { token })).status).toBe(403);
      expect((await requestUpload(token, { file_type: 'image', content_type: 'image/png', size: 3 })).status).toBe(403);
      expect((await create(token, { file_key: 'public/assets/x.png' })).status).toBe(403);
      expect((await api('DELETE', pathOf(content.deleteAsset, { asset_id: 'x' }), { token })).status).toBe(403);
    }
  });
});
