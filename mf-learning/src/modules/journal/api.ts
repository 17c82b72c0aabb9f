import { downloadEndpoint, postEndpoint } from '@school/shared-api';
import { journalEndpoints as endpoints } from '@school/shared-api/learning';

// The personal area's calls (learning.md section 7). The changing calls are silent: the page shows its own
// message with the server's text.

/** POST /personal/area: the family's diary for the week of `date`. Silent: the page shows 'У вас нет детей'. */
export const fetchDiary = (date: string) => postEndpoint(endpoints.personalArea, { date }, { silent: true });

/** GET /personal/file: a lesson's file. */
export const downloadLessonFile = (id: number) =>
  downloadEndpoint(endpoints.personalFile, { id }, { silent: true });

/** POST /support with the form's key (useSubmissionKey): a retry or a double press sends one request. */
export const sendSupport = (message: string, idempotencyKey: string) =>
  postEndpoint(endpoints.supportAdd, { message }, { silent: true, idempotencyKey });

/** POST /support/close of a completed request at the version shown. */
export const closeSupport = (id: number, version: number) =>
  postEndpoint(endpoints.supportClose, { id_task: id, version }, { silent: true });
