/** Helpers for tests of what functions log and measure. */

/**
 * What the functions write while `act` runs, one JSON object a line: Powertools writes logs and metrics to
 * standard output, and errors to standard error, as Lambda's runtime expects.
 */
export async function outputOf(act: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation(capture),
    jest.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  try {
    await act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  // Node's own warnings (a deprecation, say) share standard error; only the JSON lines are the functions'.
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The embedded-metric-format lines among what was written: each is one metric CloudWatch records. */
export const metricLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => '_aws' in line);
