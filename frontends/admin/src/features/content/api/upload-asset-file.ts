import { content, type RouteInput } from '@app/shared/contracts';
import { api, uploadWithTicket } from '@app/ui/api';

type UploadRequest = RouteInput<typeof content.requestAssetUpload>['body'];

/** A presigned upload for one asset file, of a type and size its file type allows. */
export function requestAssetUpload(body: UploadRequest) {
  return api(content.requestAssetUpload, { body });
}

/** Uploads an asset file through a presigned address; resolves with the key the asset names it by. */
export function uploadAssetFile(file: File, request: Omit<UploadRequest, 'file_name' | 'size'>): Promise<string> {
  return uploadWithTicket(file, () => requestAssetUpload({ ...request, file_name: file.name, size: file.size }));
}
