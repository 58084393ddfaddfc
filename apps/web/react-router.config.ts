import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // `build/` holds the build's own Vite plugins; the output goes where the server looks for it
  // (WEB_BUILD_DIR lets the tests build into a folder of their own).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: true,
} satisfies Config;
