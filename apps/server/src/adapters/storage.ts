import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Public media (served under /media/), in the storage folder every instance shares. */
export function mediaRoot(config: Pick<Config, 'storageDir'>): string {
  return path.join(config.storageDir, 'media');
}

/** Payment screenshots: never under /media, only read back through authorised routes. */
export function privateRoot(config: Pick<Config, 'storageDir'>): string {
  return path.join(config.storageDir, 'private');
}

/**
 * Where files live. Public media (product art, banners, news images) is served under /media;
 * private files (payment screenshots) are only read back through authorised routes.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export function localStorage(root: string): Storage & { root: string } {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return full;
  };
  return {
    root,
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${full}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, full);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
