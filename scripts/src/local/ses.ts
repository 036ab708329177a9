/**
 * Starts aws-ses-v2-local in this process on loopback: the SES v2 API the functions send e-mail through,
 * `GET /store` with every e-mail it took (the tests read it) and, at `/`, a web inbox for the developer.
 * It keeps e-mails in memory only, so the inbox starts empty at each start.
 */
export async function startSes(options: { port: number }): Promise<{ endpoint: string; inboxUrl: string; stop(): Promise<void> }> {
  // Loaded here rather than at the top: its Express stack takes about a second to load, which then
  // overlaps the other engines' start-up instead of delaying it.
  const { default: startServer } = await import('aws-ses-v2-local');
  const server = await startServer({ host: '127.0.0.1', port: options.port });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    inboxUrl: `http://localhost:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
