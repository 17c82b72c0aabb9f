export * from './permissions';
export * from './auth';
export * from './stage';
export * from './entities';
export * from './money';
export * from './learning';
export * from './people';
export * from './errors';
