import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** Reads the text of an image. The embedded and production adapter are the same: tesseract.js on the server. */
export interface Ocr {
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** English traineddata shipped in an npm package: nothing is downloaded at run time (docs/decisions.md). */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** A downscaled screenshot is read in about a second; one taking this long is hostile or broken. */
export const RECOGNISE_TIMEOUT_MS = 10_000;

/** A job that ran past its time limit (its worker is thrown away). */
export class OcrTimeoutError extends Error {}

/**
 * One long-lived tesseract worker (a worker thread, so the event loop stays free for other requests),
 * started on the first screenshot rather than at boot, with jobs taken one at a time in arrival order.
 * A worker that failed or timed out is thrown away and the next job starts a fresh one.
 */
export function createTesseractOcr(opts: { timeoutMs?: number } = {}): Ocr {
  const timeoutMs = opts.timeoutMs ?? RECOGNISE_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      // Without this tesseract.js caches a 15 MB copy of the data in the working directory.
      cacheMethod: 'none',
    });
    // The default single-block mode skips a receipt's large amount line; automatic layout finds it.
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    return w;
  };

  const discard = async () => {
    const w = worker;
    worker = null;
    if (w) await w.then((x) => x.terminate()).catch(() => {});
  };

  const run = async (image: Buffer): Promise<string> => {
    if (closed) throw new Error('OCR is shut down');
    worker ??= start();
    let timer: NodeJS.Timeout | undefined;
    try {
      const w = await worker;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError('OCR timed out')), timeoutMs);
      });
      const result = await Promise.race([w.recognize(image), timeout]);
      return result.data.text;
    } catch (err) {
      await discard();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    recognize(image) {
      const job = queue.then(() => run(image));
      queue = job.catch(() => {});
      return job;
    },
    async close() {
      closed = true;
      await queue;
      await discard();
    },
  };
}
