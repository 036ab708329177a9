import type { objectives, RouteInput, RouteOutput } from '@app/shared/contracts';
import { requestUpload } from './request-upload';

type UploadRequest = RouteInput<typeof objectives.requestUpload>['body'];
type UploadTicket = RouteOutput<typeof objectives.requestUpload>;

/** Storage refused the file, or the request never reached it. */
export class UploadFailedError extends Error {
  constructor(readonly status?: number) {
    super('The upload failed. Please try again.');
    this.name = 'UploadFailedError';
  }
}

/** Sends the file itself to storage, with exactly the headers its address was signed for. */
async function putFile(ticket: UploadTicket, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: file });
  } catch {
    throw new UploadFailedError();
  }
  if (!response.ok) throw new UploadFailedError(response.status);
}

/**
 * Uploads a proof file straight to storage through a presigned address, so the file never passes
 * through our API; resolves with the key the submission names it by. `request` is the file's name,
 * type and size, already checked against the shared rules.
 */
export async function uploadProofFile(file: File, request: UploadRequest): Promise<string> {
  const ticket = await requestUpload(request);
  await putFile(ticket, file);
  return ticket.file_key;
}
