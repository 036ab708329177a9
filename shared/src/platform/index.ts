export * from './constants';
export * from './days';
export * from './money';
export * from './paging';
export * from './roles';
export * from './runtime-config';
export * from './text';
