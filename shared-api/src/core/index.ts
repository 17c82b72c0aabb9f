// The runtime core of shared-api: what must exist once in the page - the API client with its error mapping
// (configured once by the shell), the auth/permission store and the stage config. A Module Federation
// singleton ('shared-api/core'), kept small and changed only compatibly (its own version:
// `sharedEntries["./core"]` in shared-api/package.json). The contracts, the endpoint table and the call
// functions are stateless and shared by semver range ('shared-api').
// First, before the client builds the auth endpoints' schemas: zod without its eval probe (CSP).
import '../client/zodWithoutEval';
export { ApiError } from './apiError';
export { ERROR_MESSAGES } from './messages';
export {
  configureApi,
  apiGet,
  apiPost,
  apiPut,
  apiPostForm,
  apiGetFile,
  apiPostFile,
  type DownloadedFile,
  type Notify,
  type RequestOptions,
} from './client';
export { fetchStageConfig } from './stageConfig';
export { newIdempotencyKey } from './idempotency';
export { useAuthStore, useCanCall, useHoldsAll, useIsEmployee } from './authStore';
