export * from './admin-objectives';
export * from './objectives';
