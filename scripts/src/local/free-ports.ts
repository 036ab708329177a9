import net from 'node:net';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first port from `start` (in steps of `size`) whose `size` consecutive ports are all free. */
export async function findFreePortBlock(size: number, start = 20_000 + Math.floor(Math.random() * 2_000) * 10): Promise<number> {
  for (let base = start; base < 60_000; base += size) {
    const ports = Array.from({ length: size }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('No free block of loopback ports found');
}
