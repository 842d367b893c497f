// Browser tests drive Debian's Chromium; say how to get it rather than fail obscurely.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nThe browser tests need Chromium at ${path}, and it is not there.\n` +
      `Install Debian's Chromium (as root):\n\n    apt-get update && apt-get install -y chromium\n\n` +
      `or point CHROMIUM_PATH at another Chromium binary. Nothing here downloads a browser.\n`,
  );
  process.exit(1);
}
