// 'shared-api/sales': the sales area's contracts added from issue 13 on (the task board, notifications). Not
// a shared module, like 'shared-api/learning': the apps bundle what they use into their own chunks, so the
// first load of every app does not carry them (npm run size). The server reads them through
// 'shared-api/contracts'.
// Values from a module without zod; the schemas' types only (the server validates).
export * from './contracts/taskValues';
export type * from './contracts/tasks';
export { taskEndpoints } from './contracts/endpoints/tasks';
