export * from './age-screen';
export * from './auth';
export * from './fundraiser-sign-up';
// Zod-free: with the package's sideEffects false, a page that reads only the messages loads none of the schemas.
export * from './messages';
