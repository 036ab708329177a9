import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  const rows = [];
  page.on('response', async (r) => { if (r.request().resourceType() !== 'script') return; const b = await r.body(); rows.push([new URL(r.url()).pathname, b.length, gzipSync(b,{level:9}).length]); });
  await page.goto(base + p); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  let t = 0; for (const [u, b, g] of rows) { t += g; console.log(u.padEnd(60), String(b).padStart(8), (g/1024).toFixed(1).padStart(8)); }
  console.log(p, 'total', (t/1024).toFixed(1), 'KB'); await ctx.close();
}
await browser.close();
