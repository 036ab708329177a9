export * from './sources';
