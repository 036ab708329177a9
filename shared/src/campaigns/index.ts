export * from './campaign';
export * from './campaign-admin';
export * from './campaign-dates';
export * from './campaign-page';
export * from './member-link';
export * from './passcode-check';
export * from './progress';
export * from './slug';
