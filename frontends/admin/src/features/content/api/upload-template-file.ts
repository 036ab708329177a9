import type { TemplateFileContentType } from '@app/shared/content';
import { uploadWithTicket } from '@app/ui/api';
import { requestTemplateUpload } from './request-template-upload';

/**
 * Uploads a template file through a presigned address; resolves with the key the template names it by.
 * The file's type was already checked against the shared rules.
 */
export function uploadTemplateFile(file: File, contentType: TemplateFileContentType): Promise<string> {
  return uploadWithTicket(file, () => requestTemplateUpload({ file_name: file.name, content_type: contentType, size: file.size }));
}
