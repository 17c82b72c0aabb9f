// The contracts of the shared 'shared-api' entry (every browser app loads them at start): all but the learning
// area's own (shared-api/learning) and the whole endpoint table (ENDPOINTS, the server's: ./index).
export * from './permissions';
export * from './auth';
export * from './stage';
export * from './entities';
export * from './money';
export * from './documents';
export * from './contractActions';
export * from './contractCreation';
export * from './payments';
export * from './receipts';
export * from './costs';
export * from './receivables';
export * from './reportFilters';
export * from './lessonReports';
export * from './reports';
export * from './learning';
export * from './people';
export * from './errors';
export * from './sales';
export * from './leadRules';
export * from './fields';
export * from './versions';
export * from './endpoint';
export * from './paging';
export * from './endpoints/common';
export * from './pages';
