import { ASSET_FILE_PREFIX, assetFileExtension, assetFileProblem, assetTotalsOf, type Asset, type AssetTotals } from '@app/shared/content';
import { content as contracts, type ParsedInput } from '@app/shared/contracts';
import { changed } from '#lib/audit';
import { Invalid, NotFound } from '#lib/errors';
import { deleteObject } from '#lib/storage';
import { getStoredAsset, listAssetsFor, putAsset, removeAsset } from './asset-data';
import { issueUpload, takeUpload } from './uploads';

/** The admin's Assets Library (spec part 2, sections 2 and 3): upload, list with totals, create, delete. */

type UploadRequest = ParsedInput<typeof contracts.requestAssetUpload>['body'];
type CreateInput = ParsedInput<typeof contracts.createAsset>['body'];

/** A presigned upload to assets/{timestamp}-{random}.{ext} under public/, for a file its file type allows (the contract checked). */
export function requestAssetUpload({ file_name, file_type, content_type, size }: UploadRequest) {
  const extension = assetFileExtension(file_type, content_type);
  if (extension === undefined) throw new Invalid(assetFileProblem(file_type, { contentType: content_type, size }) ?? '', 'content_type');
  const requested = [
    changed('file_name', null, file_name),
    changed('file_type', null, file_type),
    changed('content_type', null, content_type),
    changed('size', null, size),
  ];
  return issueUpload(ASSET_FILE_PREFIX, extension, content_type, size, requested);
}

/** Every asset, for every audience, newest first, and the library's totals. */
export async function adminAssets(): Promise<{ assets: Asset[]; totals: AssetTotals }> {
  const assets = await listAssetsFor('admin');
  return { assets, totals: assetTotalsOf(assets) };
}

/** A new asset, its uploaded file checked first (issued for an asset, present, of its file type's formats and size). */
export async function createAsset({ file_key, ...fields }: CreateInput): Promise<Asset> {
  await takeUpload(file_key, {
    prefix: ASSET_FILE_PREFIX,
    missing: contracts.createAsset.errors.fileMissing,
    field: 'file_key',
    problemWith: (stored) => assetFileProblem(fields.file_type, stored),
  });
  return putAsset({ ...fields, file_key });
}

/** Deletes an asset, then its file. */
export async function deleteAsset(id: string): Promise<{ message: string }> {
  const { errors } = contracts.deleteAsset;
  const current = await getStoredAsset(id);
  if (!current || !(await removeAsset(current))) throw new NotFound(errors.notFound);
  await deleteObject(current.file_key);
  return { message: 'Asset deleted successfully' };
}
