import { objectives, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/**
 * A presigned upload for one proof file: the browser then PUTs the file to `upload_url` with exactly
 * `headers`, and names it by `file_key` when it submits the work.
 */
export function requestUpload(body: RouteInput<typeof objectives.requestUpload>['body']) {
  return api(objectives.requestUpload, { body });
}
