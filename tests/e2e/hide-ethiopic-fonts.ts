import path from 'node:path';

// Imported first by amharic-without-font.test.ts: every Chromium started in this worker sees the
// machine's fonts less its Ethiopic faces (fonts-without-ethiopic.conf).
process.env.FONTCONFIG_FILE = path.resolve('tests/e2e/fonts-without-ethiopic.conf');
