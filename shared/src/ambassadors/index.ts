export * from './ambassadors';
export * from './ambassador-search';
