export * from './application';
