// The endpoint groups of the shared 'shared-api' entry, which every browser app loads at start. The learning
// area's own groups (lessons, files, board, topics, makeups, attendance) are in 'shared-api/learning', bundled
// into mf-learning's pages; the server reads every group through ./index (ENDPOINTS).

export { authEndpoints } from './auth';
export { contractActionEndpoints } from './contractActions';
export { costEndpoints } from './costs';
export { documentEndpoints } from './documents';
export { learningEndpoints } from './learning';
export { lessonReportEndpoints } from './lessonReports';
export { moneyEndpoints } from './money';
export { paymentEndpoints } from './payments';
export { peopleEndpoints } from './people';
export { receiptEndpoints } from './receipts';
export { receivableEndpoints } from './receivables';
export { referenceEndpoints } from './reference';
export { reportEndpoints } from './reports';
export { salesEndpoints } from './sales';
