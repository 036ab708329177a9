import { content, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/**
 * A presigned upload for one template file: the browser then PUTs the file to `upload_url` with exactly
 * `headers`, and names it by `file_key` when it saves the template.
 */
export function requestTemplateUpload(body: RouteInput<typeof content.requestSocialTemplateUpload>['body']) {
  return api(content.requestSocialTemplateUpload, { body });
}
