import zlib from 'node:zlib';
import jsQR from 'jsqr';

/** The decompressed content streams of a PDF (pdfkit writes them Flate-encoded). */
function contentStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    re.lastIndex = end;
  }
  return out;
}

/** The text a PDF shows, one entry per drawn line (the hex strings of each TJ, in Windows-1252). */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const tj of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

/** Reads the QR drawn as filled squares (renderReceipt draws it so) and decodes it; null when none. */
export function pdfQr(pdf: Buffer): string | null {
  const squares: { x: number; y: number; s: number }[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const r of stream.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)) {
      const [x, y, w, h] = [Number(r[1]), Number(r[2]), Number(r[3]), Number(r[4])];
      if (w === h) squares.push({ x, y, s: w });
    }
  }
  if (squares.length === 0) return null;
  const s = squares[0]!.s;
  const minX = Math.min(...squares.map((q) => q.x));
  const minY = Math.min(...squares.map((q) => q.y));
  const n = Math.round((Math.max(...squares.map((q) => q.x)) - minX) / s) + 1;
  const scale = 4;
  const quiet = 4;
  const size = (n + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const q of squares) {
    const cx = Math.round((q.x - minX) / s) + quiet;
    const cy = Math.round((q.y - minY) / s) + quiet;
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((cy * scale + dy) * size + cx * scale + dx) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}
