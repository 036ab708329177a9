export * from './start-here';
