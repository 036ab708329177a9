export * from './link-stats';
export * from './sources';
export * from './tracked-link';
