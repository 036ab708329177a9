import fs from 'node:fs';
import net from 'node:net';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// Where blocks are looked for. The e2e stack takes its block from 3100 (frontends/e2e/global-setup.ts).
const FIRST_PORT = 10_000;
const LINUX_EPHEMERAL_FROM = 32_768;

/**
 * The lowest port the kernel gives outgoing connections. Below it, a port is only ever taken by a listener,
 * so a block found free stays free until its stack listens. Within the range, a connection that any other
 * process on the machine opens meanwhile (a browser, another test run) may take it first.
 */
function ephemeralPortsFrom(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : LINUX_EPHEMERAL_FROM;
  } catch {
    return LINUX_EPHEMERAL_FROM;
  }
}

/**
 * A block of `size` consecutive free loopback ports below the kernel's ephemeral range, from a random place
 * in it (two runs starting at once rarely probe the same block) and wrapping round until one is found.
 */
export async function findFreePortBlock(size: number): Promise<number> {
  const slots = Math.floor((Math.max(ephemeralPortsFrom(), FIRST_PORT + 100 * size) - FIRST_PORT) / size);
  const first = Math.floor(Math.random() * slots);
  for (let slot = 0; slot < slots; slot++) {
    const base = FIRST_PORT + ((first + slot) % slots) * size;
    const ports = Array.from({ length: size }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`No free block of ${size} loopback ports found`);
}
