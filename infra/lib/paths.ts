import path from 'node:path';

/** Where the CDK app finds the code it deploys; everything is resolved from the repository root, not the cwd. */
export const repoRoot = path.resolve(__dirname, '../..');
export const functionsSrcDir = path.join(repoRoot, 'functions/src');
export const rootTsconfig = path.join(repoRoot, 'tsconfig.json');
export const lockFile = path.join(repoRoot, 'package-lock.json');
