/** What an upload route answers: where to PUT the file, with exactly which headers, and the key to save it by. */
export interface UploadTicket {
  upload_url: string;
  headers: Record<string, string>;
  file_key: string;
}

/** Storage refused the file, or the request never reached it. */
export class UploadFailedError extends Error {
  constructor(readonly status?: number) {
    super('The upload failed. Please try again.');
    this.name = 'UploadFailedError';
  }
}

/**
 * Uploads a file straight to storage through a presigned address, so the file never passes through our
 * API: `requestTicket` asks the feature's upload route for the address, then the file is PUT with exactly
 * the headers it was signed for. Resolves with the key the save names the file by.
 */
export async function uploadWithTicket(file: File, requestTicket: () => Promise<UploadTicket>): Promise<string> {
  const ticket = await requestTicket();
  let response: Response;
  try {
    response = await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: file });
  } catch {
    throw new UploadFailedError();
  }
  if (!response.ok) throw new UploadFailedError(response.status);
  return ticket.file_key;
}
