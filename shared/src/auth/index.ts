export * from './auth';
export * from './fundraiser-sign-up';
