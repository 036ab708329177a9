export * from './code-sync';
export * from './personal-code';
