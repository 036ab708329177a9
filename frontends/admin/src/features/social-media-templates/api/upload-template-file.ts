import type { TemplateFileContentType } from '@app/shared/content';
import { requestTemplateUpload } from './request-template-upload';

/** Storage refused the file, or the request never reached it. */
export class UploadFailedError extends Error {
  constructor(readonly status?: number) {
    super('The upload failed. Please try again.');
    this.name = 'UploadFailedError';
  }
}

/**
 * Uploads a template file straight to storage through a presigned address, so the file never passes
 * through our API; resolves with the key the template names it by. The file's type was already checked
 * against the shared rules.
 */
export async function uploadTemplateFile(file: File, contentType: TemplateFileContentType): Promise<string> {
  const ticket = await requestTemplateUpload({ file_name: file.name, content_type: contentType, size: file.size });
  let response: Response;
  try {
    response = await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: file });
  } catch {
    throw new UploadFailedError();
  }
  if (!response.ok) throw new UploadFailedError(response.status);
  return ticket.file_key;
}
