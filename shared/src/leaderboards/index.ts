export * from './badges';
export * from './leaderboard';
export * from './totals';
