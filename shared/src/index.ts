export * from './auth';
export * from './constants';
export * from './profile';
export * from './roles';
export * from './campaign';
export * from './onboarding';
export * from './personal-code';
export * from './slug';
