export * from './dead-letter';
