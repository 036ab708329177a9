export * from './placeholders';
export * from './templates';
