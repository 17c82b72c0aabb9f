// 'shared-api/learning': the learning area's contracts and endpoint groups (issue 11). Not a shared module:
// mf-learning bundles what its pages use into their lazy chunks, so the first load of every app does not
// carry them (npm run size). The browser builds strip the entries' schemas (tools/stripEndpointDocs.cjs) and
// the package declares its only side effect (zod's configuration), so the page declarations that name these
// groups carry no zod; a contract module a page uses for its values configures zod itself. The server reads
// them through 'shared-api/contracts'.
export * from './contracts/lessons';
export * from './contracts/files';
export * from './contracts/board';
export * from './contracts/topics';
export * from './contracts/makeups';
export * from './contracts/attendance';
export * from './contracts/appointments';
export * from './contracts/journal';
export { appointmentEndpoints } from './contracts/endpoints/appointments';
export { journalEndpoints } from './contracts/endpoints/journal';
export { attendanceEndpoints } from './contracts/endpoints/attendance';
export { boardEndpoints } from './contracts/endpoints/board';
export { fileEndpoints } from './contracts/endpoints/files';
export { lessonEndpoints } from './contracts/endpoints/lessons';
export { makeupEndpoints } from './contracts/endpoints/makeups';
export { topicEndpoints } from './contracts/endpoints/topics';
