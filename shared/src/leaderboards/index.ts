export * from './leaderboard';
export * from './totals';
