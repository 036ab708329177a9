export * from './content';
export * from './overlay-style';
