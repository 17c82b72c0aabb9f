import './client/zodWithoutEval';
export * from './contracts/common';
// The singleton core (client, auth store, stage config), re-exported by its package name so that this
// stateless part, shared by semver range, never carries a second copy of it.
export {
  ApiError,
  ERROR_MESSAGES,
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
  fetchStageConfig,
  useAuthStore,
  useCanCall,
  useHoldsAll,
  useIsEmployee,
} from '@school/shared-api/core';
export { applyServerErrors, type ServerErrors, type SetFieldError } from './client/serverErrors';
export { createSubmissionKey, useSubmissionKey, type SubmissionKey } from './client/useSubmissionKey';
export {
  type CallQuery,
  downloadEndpoint,
  downloadPostEndpoint,
  fetchEndpoint,
  fetchPage,
  postEndpoint,
  putEndpoint,
  uploadEndpoint,
  useEndpoint,
  usePage,
} from './client/call';
export { useEntitiesTypes } from './hooks/useEntitiesTypes';
export { optionLabel, optionLabels } from './hooks/optionLabel';
