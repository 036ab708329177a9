export * from './auth';
export * from './constants';
export * from './profile';
export * from './roles';
