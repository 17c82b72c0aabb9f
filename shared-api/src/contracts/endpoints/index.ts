import type { Endpoint } from '../endpoint';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { contractActionEndpoints } from './contractActions';
import { configEndpoints } from './configs';
import { costEndpoints } from './costs';
import { documentEndpoints } from './documents';
import { appointmentEndpoints } from './appointments';
import { attendanceEndpoints } from './attendance';
import { journalEndpoints } from './journal';
import { taskEndpoints } from './tasks';
import { boardEndpoints } from './board';
import { fileEndpoints } from './files';
import { learningEndpoints } from './learning';
import { lessonEndpoints } from './lessons';
import { makeupEndpoints } from './makeups';
import { topicEndpoints } from './topics';
import { lessonReportEndpoints } from './lessonReports';
import { paymentEndpoints } from './payments';
import { moneyEndpoints } from './money';
import { peopleEndpoints } from './people';
import { accessEndpoints } from './access';
import { customerEndpoints } from './customers';
import { receiptEndpoints } from './receipts';
import { receivableEndpoints } from './receivables';
import { referenceEndpoints } from './reference';
import { reportEndpoints } from './reports';
import { salesEndpoints } from './sales';
import { settingsEntityEndpoints } from './settingsEntities';

export * from './common';
export {
  auditEndpoints,
  settingsEntityEndpoints,
  configEndpoints,
  customerEndpoints,
  accessEndpoints,
  appointmentEndpoints,
  attendanceEndpoints,
  journalEndpoints,
  taskEndpoints,
  boardEndpoints,
  fileEndpoints,
  lessonEndpoints,
  makeupEndpoints,
  topicEndpoints,
};

/**
 * The endpoint table: every call of the API, declared once (DESIGN.md section 3). The key is the
 * operation's name (operationId in /api/openapi.json).
 */
export const ENDPOINTS = {
  ...authEndpoints,
  ...referenceEndpoints,
  ...moneyEndpoints,
  ...contractActionEndpoints,
  ...documentEndpoints,
  ...paymentEndpoints,
  ...costEndpoints,
  ...configEndpoints,
  ...receivableEndpoints,
  ...reportEndpoints,
  ...lessonReportEndpoints,
  ...receiptEndpoints,
  ...learningEndpoints,
  ...lessonEndpoints,
  ...fileEndpoints,
  ...boardEndpoints,
  ...topicEndpoints,
  ...makeupEndpoints,
  ...attendanceEndpoints,
  ...appointmentEndpoints,
  ...journalEndpoints,
  ...taskEndpoints,
  ...peopleEndpoints,
  ...accessEndpoints,
  ...customerEndpoints,
  ...salesEndpoints,
  ...settingsEntityEndpoints,
  ...auditEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
