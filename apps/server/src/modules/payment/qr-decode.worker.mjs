// Runs jsQR off the main thread (modules/payment/qr-decode.ts): a noise image keeps the decoder busy
// for seconds, which on the main thread stopped every other request. Plain JavaScript so the same file
// runs from the sources, under the tests and beside the production bundle (scripts/build.mjs copies it).
import { parentPort, threadId } from 'node:worker_threads';
import jsQR from 'jsqr';

parentPort.once('message', ({ pixels, width, height }) => {
  const found = jsQR(pixels, width, height);
  parentPort.postMessage({ text: found?.data || null, threadId });
});
