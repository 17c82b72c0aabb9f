// 'shared-api/people': the people and settings area's contracts added from issue 14 on (users and access,
// customers, configurations, entities, locations, requisites). Not a shared module, like 'shared-api/learning'
// and 'shared-api/sales': the apps bundle what they use into their own chunks, so the first load of every app
// does not carry them (npm run size). Export values from modules without zod where the pages need them at
// their first load, schema types with `export type`. The server reads them through 'shared-api/contracts'.
export * from './contracts/customerValues';
export type * from './contracts/customers';
export { customerEndpoints } from './contracts/endpoints/customers';
export * from './contracts/configValues';
export type * from './contracts/configs';
export { configEndpoints } from './contracts/endpoints/configs';
export * from './contracts/settingsEntityValues';
export type * from './contracts/settingsEntities';
export { settingsEntityEndpoints } from './contracts/endpoints/settingsEntities';
export * from './contracts/accessValues';
export type * from './contracts/access';
export { accessEndpoints } from './contracts/endpoints/access';
export * from './contracts/auditValues';
export type * from './contracts/audit';
export { auditEndpoints } from './contracts/endpoints/audit';
