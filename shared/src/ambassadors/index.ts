export * from './ambassadors';
