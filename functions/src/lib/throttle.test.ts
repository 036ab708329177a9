import { randomUUID } from 'node:crypto';
import { TooManyRequests } from './errors';
import { claimAttempt, type Pacing } from './throttle';

/**
 * The pacing against DynamoDB Local, on a clock the test holds still and moves: what a client may do
 * depends on the time between its attempts, which a busy machine must not decide.
 */
const pacing: Pacing = {
  limit: 10,
  free: 3,
  maxDelaySeconds: 8,
  windowSeconds: 15 * 60,
  message: (wait) => `Please try again in ${wait}.`,
};

let clock = 0;
beforeEach(() => {
  // One second into the current window, so no test's waits run into the next one unless it moves there.
  clock = (Math.floor(Date.now() / 1000 / pacing.windowSeconds) * pacing.windowSeconds + 1) * 1000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

const wait = (seconds: number) => (clock += seconds * 1000);
const newKey = () => `test:${randomUUID()}`;

/** The attempt's verdict: 'claimed', or the 429's wait and message. */
async function attempt(key: string, outcome: 'failed' | 'succeeded' = 'failed') {
  try {
    const claim = await claimAttempt(key, pacing);
    await claim[outcome]();
    return { claimed: true as const };
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    return { claimed: false as const, retryAfter: error.retryAfterSeconds, message: error.message };
  }
}

describe('claimAttempt', () => {
  it('lets the first failures through free, then doubles the wait after each one, saying how long', async () => {
    const key = newKey();
    const free = [await attempt(key), await attempt(key)];
    const third = await attempt(key);
    const paced = await attempt(key);
    wait(1);
    const afterOneSecond = await attempt(key);
    const pacedAgain = await attempt(key);
    wait(1.5);
    const tooSoon = await attempt(key);

    expect([...free, third]).toEqual([{ claimed: true }, { claimed: true }, { claimed: true }]);
    expect(paced).toEqual({ claimed: false, retryAfter: 1, message: 'Please try again in 1 second.' });
    expect(afterOneSecond).toEqual({ claimed: true });
    expect(pacedAgain).toEqual({ claimed: false, retryAfter: 2, message: 'Please try again in 2 seconds.' });
    expect(tooSoon).toEqual({ claimed: false, retryAfter: 1, message: 'Please try again in 1 second.' });
  });

  it('stops the waits growing at the longest delay', async () => {
    const key = newKey();
    const waits: number[] = [];
    for (let failures = 0; failures < 9; failures++) {
      let verdict = await attempt(key);
      while (!verdict.claimed) {
        waits.push(verdict.retryAfter ?? 0);
        wait(verdict.retryAfter ?? 0);
        verdict = await attempt(key);
      }
    }

    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('gives a success’s claim back: only failures count', async () => {
    const key = newKey();
    const verdicts = [];
    for (let i = 0; i < 2; i++) verdicts.push(await attempt(key));
    for (let i = 0; i < 20; i++) verdicts.push(await attempt(key, 'succeeded'));

    expect(verdicts.every((verdict) => verdict.claimed)).toBe(true);
  });

  it('counts parallel attempts one by one: a burst gets at most the limit, then the key is blocked until its window ends', async () => {
    const key = newKey();
    const burst = await Promise.all(Array.from({ length: 15 }, () => attempt(key)));
    const claimed = burst.filter((verdict) => verdict.claimed).length;
    const rest: boolean[] = [];
    while (claimed + rest.filter(Boolean).length < pacing.limit) {
      wait(pacing.maxDelaySeconds);
      rest.push((await attempt(key)).claimed);
    }
    const blocked = await attempt(key);
    wait(pacing.maxDelaySeconds);
    const stillBlocked = await attempt(key);
    wait(pacing.windowSeconds);
    const nextWindow = await attempt(key);

    expect(claimed).toBeLessThanOrEqual(pacing.limit);
    expect(claimed).toBeGreaterThanOrEqual(1);
    const windowLeft = pacing.windowSeconds - 1 - rest.length * pacing.maxDelaySeconds;
    expect(blocked).toEqual({
      claimed: false,
      retryAfter: windowLeft,
      message: `Please try again in ${Math.ceil(windowLeft / 60)} minutes.`,
    });
    expect(stillBlocked.retryAfter).toBe(windowLeft - pacing.maxDelaySeconds);
    expect(nextWindow).toEqual({ claimed: true });
  });
});
