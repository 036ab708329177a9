export * from './ambassadors';
export * from './ambassador-search';
export * from './programme-recount';
export * from './my-data';
