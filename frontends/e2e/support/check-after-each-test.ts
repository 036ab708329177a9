import { checkPagesWhereTheyStand } from './a11y';

// Where a journey ends, after a route change it did not confirm with waitForURL, is checked here (support/a11y.ts).
afterEach(checkPagesWhereTheyStand);
