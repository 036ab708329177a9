export * from './campaign';
export * from './campaign-admin';
export * from './campaign-page';
export * from './passcode-check';
export * from './slug';
