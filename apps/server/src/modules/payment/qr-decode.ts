import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** A decode that ran past its time limit; its worker was stopped. */
export class QrDecodeTimeoutError extends Error {}

export interface QrPixels {
  /** RGBA, four bytes a pixel. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface QrDecodeResult {
  text: string | null;
  /** The worker thread that decoded (never 0, the main thread's id). */
  threadId: number;
}

/** How long one decode may take; the noise PNG took 10 s on the main thread. */
export const QR_DECODE_TIME_LIMIT_MS = 15_000;
/** Decodes at once; more wait their turn so they never take every core from the requests. */
const PARALLEL = Math.max(1, Math.min(4, os.availableParallelism() - 1));

const WORKER_URL = new URL('./qr-decode.worker.mjs', import.meta.url);
let running = 0;
const waiting: (() => void)[] = [];

/**
 * Reads a QR code from decoded pixels in a worker thread, so the event loop keeps answering other
 * requests (and /healthz) while jsQR searches the image; a decode past `timeLimitMs` stops its worker
 * and rejects with QrDecodeTimeoutError. The time limit counts from the moment the decode starts.
 */
export async function decodeQr(pixels: QrPixels, timeLimitMs = QR_DECODE_TIME_LIMIT_MS): Promise<QrDecodeResult> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await runWorker(pixels, timeLimitMs);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function runWorker(pixels: QrPixels, timeLimitMs: number): Promise<QrDecodeResult> {
  // A copy the worker can own: the source may be a view into a pooled Buffer.
  const copy = new Uint8ClampedArray(pixels.data);
  const worker = new Worker(WORKER_URL);
  return new Promise<QrDecodeResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new QrDecodeTimeoutError(`The QR decoder gave up after ${timeLimitMs} ms.`));
      void worker.terminate();
    }, timeLimitMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (result: QrDecodeResult) => {
      settle();
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settle();
      reject(err);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`The QR decoder stopped with code ${code}.`));
    });
    worker.postMessage({ pixels: copy, width: pixels.width, height: pixels.height }, [copy.buffer]);
  });
}
