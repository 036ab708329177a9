import fs from 'node:fs';
import { findFreePortBlock, isFree } from './free-ports';

const ephemeralFrom = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('findFreePortBlock', () => {
  it('finds a block of free ports below the range the kernel gives outgoing connections', async () => {
    const base = await findFreePortBlock(10);

    expect(base).toBeGreaterThanOrEqual(10_000);
    expect(base + 9).toBeLessThan(ephemeralFrom);
    for (let port = base; port < base + 10; port++) expect(await isFree(port)).toBe(true);
  });
});
