export * from './guardian';
