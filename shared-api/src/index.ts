import './client/zodWithoutEval';
export * from './contracts';
export { ApiError } from './client/apiError';
export { ERROR_MESSAGES } from './client/messages';
export { applyServerErrors, type ServerErrors, type SetFieldError } from './client/serverErrors';
export {
  configureApi,
  apiGet,
  apiPost,
  apiPut,
  apiPostForm,
  apiGetFile,
  type DownloadedFile,
  type Notify,
  type RequestOptions,
} from './client/client';
export { fetchStageConfig } from './client/stageConfig';
export { createSubmissionKey, useSubmissionKey, type SubmissionKey } from './client/useSubmissionKey';
export { useAuthStore, useCanCall, useHoldsAll, useIsEmployee } from './auth/authStore';
export {
  type CallQuery,
  downloadEndpoint,
  fetchEndpoint,
  fetchPage,
  postEndpoint,
  uploadEndpoint,
  useEndpoint,
  usePage,
} from './client/call';
export { useEntitiesTypes } from './hooks/useEntitiesTypes';
export { optionLabel, optionLabels } from './hooks/optionLabel';
