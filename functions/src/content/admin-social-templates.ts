import { randomBytes } from 'node:crypto';
import {
  fileFitsTemplate,
  fileTypeMismatchMessage,
  MAX_TEMPLATE_FILE_BYTES,
  TEMPLATE_FILE_CONTENT_TYPES,
  TEMPLATE_FILE_PREFIX,
  TEMPLATE_FILE_SIZE_MESSAGE,
  withBuiltInVariables,
  type SocialTemplate,
  type SocialTemplateFileType,
} from '@app/shared/content';
import { content as contracts, type ParsedInput } from '@app/shared/contracts';
import { Invalid, NotFound } from '#lib/errors';
import { deleteObject, inspectObject, presignUpload } from '#lib/storage';
import {
  getStoredSocialTemplate,
  listAllSocialTemplates,
  putSocialTemplate,
  removeSocialTemplate,
  replaceSocialTemplate,
} from './social-template-data';

/** The admin's side of social media templates (spec part 2, sections 2, 4 and 7): upload, list, create, edit, delete. */

type CreateInput = ParsedInput<typeof contracts.createSocialTemplate>['body'];
type UpdateInput = ParsedInput<typeof contracts.updateSocialTemplate>['body'];

/** A presigned upload to templates/{timestamp}-{random}.{ext} under public/, for a file the contract allowed. */
export async function requestTemplateUpload({ content_type, size }: ParsedInput<typeof contracts.requestSocialTemplateUpload>['body']) {
  const key = `${TEMPLATE_FILE_PREFIX}${Date.now()}-${randomBytes(6).toString('hex')}.${TEMPLATE_FILE_CONTENT_TYPES[content_type]}`;
  const { url, headers } = await presignUpload(key, content_type, size);
  return { upload_url: url, headers, file_key: key };
}

/**
 * The uploaded template file, checked again now that it is stored: under the templates folder, present,
 * of an allowed size, and an image for an image template or a video for a video one. A refused file is
 * deleted, so nothing unchecked stays public.
 */
async function checkedTemplateFile(key: string, fileType: SocialTemplateFileType): Promise<void> {
  const missing = contracts.createSocialTemplate.errors.fileMissing;
  if (!key.startsWith(TEMPLATE_FILE_PREFIX) || key.includes('..')) throw new Invalid(missing, 'file_key');
  const stored = await inspectObject(key);
  if (!stored) throw new Invalid(missing, 'file_key');
  const problem =
    stored.size > MAX_TEMPLATE_FILE_BYTES
      ? TEMPLATE_FILE_SIZE_MESSAGE
      : !fileFitsTemplate(stored.contentType, fileType)
        ? fileTypeMismatchMessage(fileType)
        : undefined;
  if (problem) {
    await deleteObject(key);
    throw new Invalid(problem, 'file_key');
  }
}

const fieldsOf = ({ file_key: _file, ...input }: CreateInput | UpdateInput) => ({
  ...input,
  variables: withBuiltInVariables(input.variables),
});

/** Every template, newest first. */
export async function adminSocialTemplates(): Promise<{ templates: SocialTemplate[] }> {
  return { templates: await listAllSocialTemplates() };
}

/** A new template by the calling admin, its uploaded file checked first. */
export async function createSocialTemplate(input: CreateInput, adminId: string): Promise<SocialTemplate> {
  await checkedTemplateFile(input.file_key, input.file_type);
  return putSocialTemplate({ ...fieldsOf(input), file_key: input.file_key, created_by: adminId });
}

/**
 * An edited template: every field replaced. Without a new file the old one is kept (so the file type
 * cannot change); a new file replaces it and the old object is deleted once the template names the new one.
 */
export async function updateSocialTemplate(id: string, input: UpdateInput): Promise<SocialTemplate> {
  const { errors } = contracts.updateSocialTemplate;
  const current = await getStoredSocialTemplate(id);
  if (!current) throw new NotFound(errors.notFound);
  const newFile = input.file_key && input.file_key !== current.file_key ? input.file_key : undefined;
  if (newFile) await checkedTemplateFile(newFile, input.file_type);
  else if (input.file_type !== current.file_type) throw new Invalid(errors.fileTypeChanged, 'file_key');

  const saved = await replaceSocialTemplate(current, { ...fieldsOf(input), file_key: newFile ?? current.file_key });
  if (!saved) throw new NotFound(errors.notFound);
  if (newFile) await deleteObject(current.file_key);
  return saved;
}

/** Deletes a template, then its file. */
export async function deleteSocialTemplate(id: string): Promise<{ message: string }> {
  const { errors } = contracts.deleteSocialTemplate;
  const current = await getStoredSocialTemplate(id);
  if (!current || !(await removeSocialTemplate(id))) throw new NotFound(errors.notFound);
  await deleteObject(current.file_key);
  return { message: 'Template deleted successfully' };
}
