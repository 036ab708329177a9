export * from './badges';
export * from './leaderboard';
export * from './totals';
export * from './public-name';
