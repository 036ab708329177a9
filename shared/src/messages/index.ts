export * from './messages';
export * from './send-message';
