import { LOGO_FILE_PREFIX, logoFileExtension, logoFileProblem } from '@app/shared/settings';
import { settings as contracts, type ParsedInput } from '@app/shared/contracts';
import { Invalid } from '#lib/errors';
import { deleteObject, publicUrlOf } from '#lib/storage';
import * as z from 'zod';
import { changed } from '#lib/audit';
import { issueUpload, takeUpload } from '../content';
import { getSettingValue, putSetting } from './settings-data';

/**
 * The programme's logo (Settings > Branding): uploaded as the assets are (a presigned PUT for a key the
 * server chooses under public/branding/, then a save naming that key, checked against what is stored),
 * kept as its own setting so saving the initials never races a new logo.
 */

const LOGO_SETTING = 'branding_logo';
const logoValue = z.object({ file_key: z.string().startsWith(LOGO_FILE_PREFIX) });

type UploadRequest = ParsedInput<typeof contracts.requestLogoUpload>['body'];

/** The saved logo's key, or undefined when there is none. */
async function logoKey(): Promise<string | undefined> {
  return logoValue.safeParse(await getSettingValue(LOGO_SETTING)).data?.file_key;
}

/** The logo's public, absolute address (what the shells and the e-mails show), or null when none is saved. */
export async function logoUrl(): Promise<string | null> {
  const key = await logoKey();
  return key ? publicUrlOf(key) : null;
}

/** A presigned upload to public/branding/{timestamp}-{random}.{png|jpg|webp}, for a type and size the contract allowed. */
export function requestLogoUpload({ file_name, content_type, size }: UploadRequest) {
  const extension = logoFileExtension(content_type);
  if (extension === undefined) throw new Invalid(logoFileProblem({ contentType: content_type, size }) ?? '', 'content_type');
  const requested = [changed('file_name', null, file_name), changed('content_type', null, content_type), changed('size', null, size)];
  return issueUpload(LOGO_FILE_PREFIX, extension, content_type, size, requested);
}

/** Makes an uploaded logo the programme's (checked first: issued for a logo, present, of a logo's type and size); the previous file is deleted. */
export async function saveLogo(fileKey: string): Promise<void> {
  await takeUpload(fileKey, {
    prefix: LOGO_FILE_PREFIX,
    missing: contracts.putLogo.errors.fileMissing,
    field: 'file_key',
    problemWith: logoFileProblem,
  });
  const previous = await logoKey();
  await putSetting(LOGO_SETTING, { file_key: fileKey }, 'The logo every shell and e-mail shows (Settings, Branding tab)');
  if (previous && previous !== fileKey) await deleteObject(previous);
}

/** Removes the logo, and its file: the initials stand in again. */
export async function removeLogo(): Promise<void> {
  const previous = await logoKey();
  await putSetting(LOGO_SETTING, null, 'No logo: every shell shows the logo initials (Settings, Branding tab)');
  if (previous) await deleteObject(previous);
}
