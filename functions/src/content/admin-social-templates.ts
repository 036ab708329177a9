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
import { changed } from '#lib/audit';
import { Invalid, NotFound } from '#lib/errors';
import { deleteObject } from '#lib/storage';
import {
  getStoredSocialTemplate,
  listAllSocialTemplates,
  putSocialTemplate,
  removeSocialTemplate,
  replaceSocialTemplate,
} from './social-template-data';
import { issueUpload, takeUpload } from './uploads';

/** The admin's side of social media templates (spec part 2, sections 2, 4 and 7): upload, list, create, edit, delete. */

type CreateInput = ParsedInput<typeof contracts.createSocialTemplate>['body'];
type UpdateInput = ParsedInput<typeof contracts.updateSocialTemplate>['body'];

/** A presigned upload to templates/{timestamp}-{random}.{ext} under public/, for a file the contract allowed. */
export function requestTemplateUpload({
  file_name,
  content_type,
  size,
}: ParsedInput<typeof contracts.requestSocialTemplateUpload>['body']) {
  const requested = [changed('file_name', null, file_name), changed('content_type', null, content_type), changed('size', null, size)];
  return issueUpload(TEMPLATE_FILE_PREFIX, TEMPLATE_FILE_CONTENT_TYPES[content_type], content_type, size, requested);
}

/**
 * The uploaded template file, checked again now that it is stored: issued for a template and not used
 * since, present, of an allowed size, and an image for an image template or a video for a video one.
 */
function checkedTemplateFile(key: string, fileType: SocialTemplateFileType): Promise<void> {
  return takeUpload(key, {
    prefix: TEMPLATE_FILE_PREFIX,
    missing: contracts.createSocialTemplate.errors.fileMissing,
    field: 'file_key',
    problemWith: (stored) =>
      stored.size > MAX_TEMPLATE_FILE_BYTES
        ? TEMPLATE_FILE_SIZE_MESSAGE
        : !fileFitsTemplate(stored.contentType, fileType)
          ? fileTypeMismatchMessage(fileType)
          : undefined,
  });
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
  if (!current || !(await removeSocialTemplate(current))) throw new NotFound(errors.notFound);
  await deleteObject(current.file_key);
  return { message: 'Template deleted successfully' };
}
