/**
 * Runs `run` until one run starts and ends in the same window of the clock (the hour, the quarter hour a
 * limit counts in), so a run that straddles two windows, whose counts start again halfway, is run again in
 * the next one. `run` is given the attempt's number, to be a new client each time.
 */
export async function inOneWindow<T>(windowSeconds: number, run: (attempt: number) => Promise<T>): Promise<T> {
  const windowNow = () => Math.floor(Date.now() / 1000 / windowSeconds);
  for (let attempt = 0; ; attempt++) {
    const started = windowNow();
    const result = await run(attempt);
    if (windowNow() === started) return result;
  }
}
