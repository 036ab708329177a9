// The typed API client, shared by every micro-frontend as a Module Federation singleton.
// Each request lives in its feature's api/ folder: a fetcher that calls api(contract, input), its swr key and its useX() hook.
export { api, type RequestOptions } from './client';
export {
  ApiError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NetworkError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  apiErrorFrom,
} from './errors';
export { UploadFailedError, uploadWithTicket, type UploadTicket } from './upload-file';
