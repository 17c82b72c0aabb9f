// Every contract and the whole endpoint table: the server's view ('shared-api/contracts').
export * from './common';
export * from './lessons';
export * from './files';
export * from './board';
export * from './topics';
export * from './makeups';
export * from './attendance';
export * from './appointments';
export * from './journal';
export * from './tasks';
export * from './settingsEntities';
export * from './configs';
export * from './customers';
export * from './access';
export * from './audit';
export * from './endpoints';
