import { chromium } from '@playwright/test';
const [,, base, out, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
for (const scheme of ['light','dark']) {
  const p = await b.newPage({ viewport: { width: 1200, height: 1400 }, colorScheme: scheme });
  for (const path of paths) {
    await p.goto(base + path);
    const name = path.replace(/\W+/g,'_') + '_' + scheme;
    await p.screenshot({ path: `${out}/${name}.png`, fullPage: false });
  }
}
await b.close();
