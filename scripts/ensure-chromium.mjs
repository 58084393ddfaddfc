// Browser tests use Debian's Chromium: no test tool may download its own browser here.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Installed chromium, but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
} else {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
