import sharp from 'sharp';

export type ApparelKind =
  | 'tshirt'
  | 'polo'
  | 'shirt'
  | 'hoodie'
  | 'sweater'
  | 'jacket'
  | 'jeans'
  | 'trousers'
  | 'shorts'
  | 'skirt'
  | 'dress'
  | 'kids-tee'
  | 'kids-hoodie'
  | 'cap'
  | 'beanie';

export type BakeryKind =
  | 'sourdough'
  | 'rye'
  | 'baguette'
  | 'loaf'
  | 'bun'
  | 'croissant'
  | 'danish'
  | 'muffin'
  | 'donut'
  | 'whole-cake'
  | 'cake-slice'
  | 'tart'
  | 'kaya-puff'
  | 'pandan-roll'
  | 'cookie';

export type ArtKind = ApparelKind | BakeryKind;

/**
 * colour: the dominant colour (fabric, crust, glaze, sponge or frosting).
 * accent: the secondary colour (trim, print, filling, topping or paper case).
 */
export type ArtSpec = { kind: ArtKind; colour: string; accent: string };

export const apparelKinds: readonly ApparelKind[] = [
  'tshirt',
  'polo',
  'shirt',
  'hoodie',
  'sweater',
  'jacket',
  'jeans',
  'trousers',
  'shorts',
  'skirt',
  'dress',
  'kids-tee',
  'kids-hoodie',
  'cap',
  'beanie',
];

export function isApparel(kind: ArtKind): kind is ApparelKind {
  return (apparelKinds as readonly string[]).includes(kind);
}

/* ------------------------------------------------------------------ */
/* Colour, number and path helpers                                      */
/* ------------------------------------------------------------------ */

const CREAM = '#FBF6EE';
const WHEAT = '#E9C98B';
const COCOA = '#5B3A29';
const RUST = '#B4462B';

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (ch) => ch + ch) : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const ch = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

const light = (c: string, t: number): string => mix(c, '#ffffff', t);
// Shadows are mixed towards a warm near-black so food and fabric never go grey.
const dark = (c: string, t: number): string => mix(c, '#1e140e', t);

const f = (n: number): string => String(Math.round(n * 10) / 10);

/** Mirrors an absolute M/L/C/Q/Z path across x = 500 (every even number is an x). */
function mx(d: string): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (m) => (i++ % 2 === 0 ? f(1000 - Number(m)) : m));
}

type Pt = readonly [number, number];

/** Closed Catmull-Rom spline through the points, as cubic Bézier path data. */
function smooth(pts: readonly Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] ?? [0, 0];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += ` C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} Z`;
}

function rng(seedText: string): () => number {
  let s = 2166136261;
  for (let i = 0; i < seedText.length; i++) s = Math.imul(s ^ seedText.charCodeAt(i), 16777619);
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Collects gradient definitions so several drawings can share one SVG document without id clashes. */
class Defs {
  private n = 0;
  private readonly items: string[] = [];
  constructor(private readonly prefix: string) {}

  id(): string {
    this.n += 1;
    return `${this.prefix}${this.n}`;
  }

  add(def: string): void {
    this.items.push(def);
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`).join('');
  }

  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function shadow(d: Defs, cx: number, cy: number, rx: number, ry: number, strength = 0.32): string {
  const fill = d.rad([
    [0, '#3a2a1e', strength],
    [0.55, '#3a2a1e', strength * 0.45],
    [1, '#3a2a1e', 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}

/* ------------------------------------------------------------------ */
/* Apparel                                                             */
/* ------------------------------------------------------------------ */

interface Cloth {
  d: Defs;
  col: string;
  acc: string;
  fabric: string;
  volume: string;
  line: string;
}

function cloth(d: Defs, col: string, acc: string): Cloth {
  return {
    d,
    col,
    acc,
    fabric: d.lin(
      [
        [0, light(col, 0.16)],
        [0.5, col],
        [1, dark(col, 0.22)],
      ],
      0,
      0,
      1,
      1,
    ),
    volume: d.lin(
      [
        [0, '#ffffff', 0.14],
        [0.3, '#ffffff', 0],
        [0.72, '#000000', 0],
        [1, '#000000', 0.2],
      ],
      0,
      0,
      1,
      0,
    ),
    line: dark(col, 0.42),
  };
}

function panel(c: Cloth, d: string, fill = c.fabric): string {
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${c.volume}"/><path d="${d}" fill="none" stroke="${c.line}" stroke-width="2.5" stroke-linejoin="round" stroke-opacity=".55"/>`;
}

function stitch(c: Cloth, d: string, colour = dark(c.col, 0.35)): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-dasharray="8 6" stroke-linecap="round" stroke-opacity=".6"/>`;
}

function seam(c: Cloth, d: string): string {
  return `<path d="${d}" fill="none" stroke="${c.line}" stroke-width="2.5" stroke-linecap="round" stroke-opacity=".5"/>`;
}

function fold(c: Cloth, d: string): string {
  return `<path d="${d}" fill="none" stroke="${dark(c.col, 0.5)}" stroke-width="16" stroke-linecap="round" stroke-opacity=".07"/><path d="${d}" fill="none" stroke="${dark(
    c.col,
    0.5,
  )}" stroke-width="5" stroke-linecap="round" stroke-opacity=".16"/>`;
}

function highlight(d: string): string {
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-opacity=".1"/>`;
}

/** Ribbing: a filled band with evenly spaced vertical rib lines clipped by interpolation along two edges. */
function rib(
  c: Cloth,
  top: readonly [Pt, Pt],
  bottom: readonly [Pt, Pt],
  colour = dark(c.col, 0.08),
  step = 11,
): string {
  const [tl, tr] = top;
  const [bl, br] = bottom;
  const outline = `M${f(tl[0])} ${f(tl[1])} L${f(tr[0])} ${f(tr[1])} L${f(br[0])} ${f(br[1])} L${f(bl[0])} ${f(bl[1])} Z`;
  const width = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
  const count = Math.max(3, Math.round(width / step));
  let lines = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    lines += `M${f(tl[0] + (tr[0] - tl[0]) * t)} ${f(tl[1] + (tr[1] - tl[1]) * t)} L${f(bl[0] + (br[0] - bl[0]) * t)} ${f(
      bl[1] + (br[1] - bl[1]) * t,
    )} `;
  }
  const fill = c.d.lin(
    [
      [0, light(colour, 0.1)],
      [1, dark(colour, 0.18)],
    ],
    0,
    0,
    1,
    1,
  );
  return `<path d="${outline}" fill="${fill}"/><path d="${outline}" fill="${c.volume}"/><path d="${lines}" stroke="${dark(
    colour,
    0.4,
  )}" stroke-width="2" stroke-opacity=".35"/><path d="${outline}" fill="none" stroke="${c.line}" stroke-width="2.5" stroke-opacity=".5" stroke-linejoin="round"/>`;
}

function button(x: number, y: number, r: number, colour: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="${dark(colour, 0.35)}" stroke-width="1.5"/><circle cx="${x - r * 0.3}" cy="${
    y - r * 0.3
  }" r="${r * 0.35}" fill="#ffffff" fill-opacity=".45"/><circle cx="${x - r * 0.25}" cy="${y}" r="1.6" fill="${dark(colour, 0.5)}"/><circle cx="${
    x + r * 0.25
  }" cy="${y}" r="1.6" fill="${dark(colour, 0.5)}"/>`;
}

const TEE_BODY =
  'M425 200 C445 252 555 252 575 200 L690 232 L800 345 L735 410 L666 362 Q660 600 672 818 Q500 836 328 818 Q340 600 334 362 L265 410 L200 345 L310 232 Z';
const TEE_BODY_BACK =
  'M425 200 C450 222 550 222 575 200 L690 232 L800 345 L735 410 L666 362 Q660 600 672 818 Q500 836 328 818 Q340 600 334 362 L265 410 L200 345 L310 232 Z';

function tee(c: Cloth, back: boolean, graphic: boolean): string {
  let s = panel(c, back ? TEE_BODY_BACK : TEE_BODY);
  if (!back) {
    s += `<path d="M425 200 C455 214 545 214 575 200 C555 246 445 246 425 200 Z" fill="${dark(c.col, 0.35)}"/>`;
    s += `<path d="M425 200 C445 252 555 252 575 200" fill="none" stroke="${dark(c.col, 0.06)}" stroke-width="16"/>`;
    s += stitch(c, 'M418 206 C442 268 558 268 582 206');
  } else {
    s += `<path d="M425 200 C450 222 550 222 575 200" fill="none" stroke="${dark(c.col, 0.06)}" stroke-width="14"/>`;
    s += stitch(c, 'M420 207 C452 236 548 236 580 207');
  }
  s += seam(c, 'M310 232 Q326 300 334 362') + seam(c, mx('M310 232 Q326 300 334 362'));
  s += stitch(c, 'M279 394 L215 331') + stitch(c, mx('M279 394 L215 331'));
  s += stitch(c, 'M331 796 Q500 814 669 796');
  s += fold(c, 'M345 392 Q382 410 402 452') + fold(c, mx('M345 392 Q382 410 402 452'));
  s += fold(c, 'M400 720 Q425 650 405 570') + fold(c, 'M612 735 Q595 660 622 598');
  s += highlight('M440 300 Q470 470 450 700');
  if (graphic && !back) {
    const arcs = [c.acc, '#fff7e8', light(c.acc, 0.45), dark(c.acc, 0.15)];
    arcs.forEach((colour, i) => {
      const r = 95 - i * 20;
      s += `<path d="M${500 - r} 470 A${r} ${r} 0 0 1 ${500 + r} 470" fill="none" stroke="${colour}" stroke-width="19"/>`;
    });
    s += `<circle cx="410" cy="478" r="26" fill="#ffffff"/><circle cx="432" cy="470" r="22" fill="#ffffff"/><circle cx="590" cy="478" r="26" fill="#ffffff"/><circle cx="568" cy="470" r="22" fill="#ffffff"/>`;
  }
  return s;
}

function polo(c: Cloth, back: boolean): string {
  let s = panel(c, TEE_BODY_BACK);
  s += rib(
    c,
    [
      [265, 410],
      [200, 345],
    ],
    [
      [280, 396],
      [214, 331],
    ],
    c.col,
    9,
  );
  s += rib(
    c,
    [
      [800, 345],
      [735, 410],
    ],
    [
      [786, 331],
      [720, 396],
    ],
    c.col,
    9,
  );
  s += `<path d="M258 403 L207 352 M742 403 L793 352" stroke="${c.acc}" stroke-width="4"/>`;
  s += seam(c, 'M310 232 Q326 300 334 362') + seam(c, mx('M310 232 Q326 300 334 362'));
  s += stitch(c, 'M331 796 Q500 814 669 796');
  s += fold(c, 'M345 392 Q382 410 402 452') + fold(c, mx('M345 392 Q382 410 402 452'));
  s += fold(c, 'M400 720 Q425 650 405 570') + fold(c, 'M612 735 Q595 660 622 598');
  if (back) {
    s += `<path d="M418 206 C440 180 560 180 582 206 C560 232 440 232 418 206 Z" fill="${light(c.col, 0.05)}" stroke="${c.line}" stroke-width="2" stroke-opacity=".5"/>`;
    s += `<path d="M421 214 C445 236 555 236 579 214" fill="none" stroke="${c.acc}" stroke-width="4"/>`;
    return s;
  }
  s += `<path d="M425 200 C452 182 548 182 575 200 L540 262 L460 262 Z" fill="${dark(c.col, 0.3)}"/>`;
  s += panel(c, 'M478 250 L522 250 L522 405 Q500 412 478 405 Z');
  s += stitch(c, 'M484 258 L484 398 M516 258 L516 398');
  s +=
    button(500, 292, 7, light(c.col, 0.5)) +
    button(500, 340, 7, light(c.col, 0.5)) +
    button(500, 385, 7, light(c.col, 0.5));
  const flap = 'M428 196 C438 232 470 258 500 262 L472 300 Q418 282 392 222 Z';
  s += panel(c, flap) + panel(c, mx(flap));
  s += `<path d="M500 262 L472 300 Q418 282 392 222" fill="none" stroke="${c.acc}" stroke-width="5" stroke-linejoin="round"/>`;
  s += `<path d="M500 262 L528 300 Q582 282 608 222" fill="none" stroke="${c.acc}" stroke-width="5" stroke-linejoin="round"/>`;
  return s;
}

const LS_BODY =
  'M425 200 C445 252 555 252 575 200 L675 228 Q692 300 668 372 Q662 600 672 820 Q500 838 328 820 Q338 600 332 372 Q308 300 325 228 Z';
const LS_BODY_BACK =
  'M425 200 C450 222 550 222 575 200 L675 228 Q692 300 668 372 Q662 600 672 820 Q500 838 328 820 Q338 600 332 372 Q308 300 325 228 Z';
const LS_SLEEVE = 'M327 228 C282 244 258 300 248 380 L224 702 L292 710 L314 432 Q322 392 334 372 Z';

function longSleeves(c: Cloth, cuff: 'rib' | 'shirt' | 'plain', cuffColour = c.col): string {
  let s = panel(c, LS_SLEEVE) + panel(c, mx(LS_SLEEVE));
  if (cuff === 'rib') {
    s += rib(
      c,
      [
        [224, 700],
        [292, 708],
      ],
      [
        [226, 760],
        [290, 766],
      ],
      cuffColour,
      8,
    );
    s += rib(
      c,
      [
        [708, 708],
        [776, 700],
      ],
      [
        [710, 766],
        [774, 760],
      ],
      cuffColour,
      8,
    );
  } else if (cuff === 'shirt') {
    s += panel(c, 'M224 700 L292 708 L288 764 L219 757 Z') + panel(c, mx('M224 700 L292 708 L288 764 L219 757 Z'));
    s += button(268, 735, 6, light(c.col, 0.55)) + button(732, 735, 6, light(c.col, 0.55));
  } else {
    s += stitch(c, 'M226 684 L292 692') + stitch(c, mx('M226 684 L292 692'));
  }
  s += fold(c, 'M270 420 Q290 460 282 520') + fold(c, mx('M270 420 Q290 460 282 520'));
  s += fold(c, 'M262 600 Q282 610 276 650') + fold(c, mx('M262 600 Q282 610 276 650'));
  return s;
}

function shirt(c: Cloth, back: boolean): string {
  let s = panel(c, back ? LS_BODY_BACK : LS_BODY);
  s += fold(c, 'M400 720 Q425 650 405 570') + fold(c, 'M612 735 Q595 660 622 598');
  s += stitch(c, 'M331 800 Q500 818 669 800');
  if (back) {
    s += seam(c, 'M328 300 Q500 318 672 300');
    s += fold(c, 'M500 318 L500 420');
    s += `<path d="M420 204 C440 180 560 180 580 204 C560 226 440 226 420 204 Z" fill="${light(c.col, 0.05)}" stroke="${c.line}" stroke-width="2" stroke-opacity=".55"/>`;
  } else {
    s += `<path d="M425 200 C452 182 548 182 575 200 L540 256 L460 256 Z" fill="${dark(c.col, 0.3)}"/>`;
    s += panel(c, 'M482 250 L518 250 L518 826 L482 826 Z');
    s += stitch(c, 'M487 262 L487 820 M513 262 L513 820');
    for (const y of [300, 390, 480, 570, 660, 750]) s += button(500, y, 7, light(c.col, 0.6));
    s += panel(c, 'M560 360 L640 360 L640 448 L600 462 L560 448 Z');
    s += stitch(c, 'M566 368 L634 368');
    const collar = 'M426 192 C440 226 476 252 500 256 L470 292 Q412 262 386 212 Z';
    s += panel(c, collar) + panel(c, mx(collar));
    s += stitch(c, 'M474 280 Q420 256 398 218') + stitch(c, mx('M474 280 Q420 256 398 218'));
  }
  s += longSleeves(c, 'shirt');
  return s;
}

function hoodie(c: Cloth, back: boolean, kids: boolean): string {
  let s = '';
  const hoodOuter = 'M392 240 C352 150 398 58 500 52 C602 58 648 150 608 240 Z';
  if (!back) {
    s += panel(c, hoodOuter);
    if (kids) {
      s += `<circle cx="398" cy="92" r="36" fill="${c.fabric}" stroke="${c.line}" stroke-width="2.5" stroke-opacity=".5"/><circle cx="398" cy="92" r="19" fill="${c.acc}"/>`;
      s += `<circle cx="602" cy="92" r="36" fill="${c.fabric}" stroke="${c.line}" stroke-width="2.5" stroke-opacity=".5"/><circle cx="602" cy="92" r="19" fill="${c.acc}"/>`;
    }
    const inner = c.d.lin(
      [
        [0, dark(c.col, 0.62)],
        [1, dark(c.col, 0.38)],
      ],
      0,
      0,
      0,
      1,
    );
    s += `<path d="M428 244 C408 172 440 102 500 98 C560 102 592 172 572 244 C548 262 452 262 428 244 Z" fill="${inner}"/>`;
  }
  s += panel(c, back ? LS_BODY_BACK : LS_BODY);
  s += rib(
    c,
    [
      [330, 770],
      [670, 770],
    ],
    [
      [328, 828],
      [672, 828],
    ],
    c.col,
    12,
  );
  if (!back) {
    const pocket = 'M372 600 L628 600 L660 762 L340 762 Z';
    s += panel(c, pocket);
    s += `<path d="M372 600 Q352 660 340 700 M628 600 Q648 660 660 700" fill="none" stroke="${dark(c.col, 0.45)}" stroke-width="5" stroke-opacity=".55"/>`;
    s += stitch(c, 'M380 610 L620 610');
    const edge = 'M392 240 C410 300 470 300 500 276 C530 300 590 300 608 240';
    s += `<path d="${edge}" fill="none" stroke="${dark(c.col, 0.05)}" stroke-width="22" stroke-linejoin="round"/>`;
    s += `<path d="${edge}" fill="none" stroke="${c.line}" stroke-width="2" stroke-opacity=".4"/>`;
    s += `<path d="M468 284 Q462 350 470 420 M532 284 Q540 350 528 430" fill="none" stroke="${c.acc}" stroke-width="8" stroke-linecap="round"/>`;
    s += `<rect x="464" y="418" width="12" height="26" rx="4" fill="${light(c.acc, 0.55)}" stroke="${dark(c.acc, 0.3)}"/>`;
    s += `<rect x="522" y="428" width="12" height="26" rx="4" fill="${light(c.acc, 0.55)}" stroke="${dark(c.acc, 0.3)}"/>`;
    s += `<circle cx="468" cy="284" r="7" fill="${light(c.col, 0.6)}" stroke="${c.line}"/><circle cx="532" cy="284" r="7" fill="${light(
      c.col,
      0.6,
    )}" stroke="${c.line}"/>`;
  } else {
    s += panel(c, 'M398 218 C430 200 570 200 602 218 C620 330 570 440 500 470 C430 440 380 330 398 218 Z');
    s += seam(c, 'M500 210 L500 468');
    s += fold(c, 'M440 300 Q460 380 490 440') + fold(c, 'M560 300 Q540 380 510 440');
  }
  s += fold(c, 'M400 560 Q420 520 405 470') + fold(c, 'M612 560 Q595 520 622 470');
  s += longSleeves(c, 'rib');
  s += highlight('M440 320 Q470 470 452 560');
  return s;
}

function sweater(c: Cloth, back: boolean): string {
  let s = panel(c, back ? LS_BODY_BACK : LS_BODY);
  // Knit texture as explicit chevrons: SVG patterns are very slow to rasterise in librsvg.
  let knit = '';
  for (let y = 262; y < 760; y += 22) for (let x = 346; x < 648; x += 22) knit += `M${x} ${y} l9 10 l9 -10 `;
  s += `<path d="${knit}" fill="none" stroke="${dark(c.col, 0.55)}" stroke-width="2" stroke-opacity=".16"/>`;
  s += `<path d="M331 430 Q500 446 669 430 L668 478 Q500 494 332 478 Z" fill="${c.acc}" fill-opacity=".92"/>`;
  s += `<path d="M331 492 Q500 508 669 492 L669 502 Q500 518 331 502 Z" fill="${light(c.acc, 0.5)}"/>`;
  s += rib(
    c,
    [
      [330, 766],
      [670, 766],
    ],
    [
      [328, 828],
      [672, 828],
    ],
    c.col,
    10,
  );
  if (!back) {
    s += `<path d="M425 200 C455 214 545 214 575 200 C555 246 445 246 425 200 Z" fill="${dark(c.col, 0.4)}"/>`;
    s += `<path d="M425 200 C445 252 555 252 575 200" fill="none" stroke="${dark(c.col, 0.1)}" stroke-width="22"/>`;
    s += `<path d="M425 200 C445 252 555 252 575 200" fill="none" stroke="${dark(c.col, 0.4)}" stroke-width="22" stroke-dasharray="2 9" stroke-opacity=".35"/>`;
  } else {
    s += `<path d="M425 200 C450 222 550 222 575 200" fill="none" stroke="${dark(c.col, 0.1)}" stroke-width="20"/>`;
  }
  s += longSleeves(c, 'rib');
  s += `<path d="M250 452 L316 458 L313 500 L246 494 Z" fill="${c.acc}" fill-opacity=".92"/><path d="${mx(
    'M250 452 L316 458 L313 500 L246 494 Z',
  )}" fill="${c.acc}" fill-opacity=".92"/>`;
  s += fold(c, 'M400 720 Q425 650 405 570') + fold(c, 'M612 735 Q595 660 622 598');
  return s;
}

function jacket(c: Cloth, back: boolean): string {
  let s = panel(c, back ? LS_BODY_BACK : LS_BODY);
  s += rib(
    c,
    [
      [330, 772],
      [670, 772],
    ],
    [
      [328, 828],
      [672, 828],
    ],
    c.acc,
    10,
  );
  s += `<path d="M330 783 L670 783 M330 797 L670 797" stroke="${light(c.acc, 0.5)}" stroke-width="4" stroke-opacity=".8"/>`;
  if (!back) {
    s += `<path d="M425 200 C455 214 545 214 575 200 C555 246 445 246 425 200 Z" fill="${dark(c.acc, 0.35)}"/>`;
    s += rib(
      c,
      [
        [420, 196],
        [500, 244],
      ],
      [
        [436, 180],
        [500, 226],
      ],
      c.acc,
      9,
    );
    s += rib(
      c,
      [
        [500, 244],
        [580, 196],
      ],
      [
        [500, 226],
        [564, 180],
      ],
      c.acc,
      9,
    );
    s += `<path d="M500 244 L500 828" stroke="${dark(c.col, 0.4)}" stroke-width="10"/><path d="M500 244 L500 828" stroke="#cfd2d4" stroke-width="6" stroke-dasharray="3 3"/>`;
    s += `<rect x="492" y="300" width="16" height="34" rx="4" fill="#d9dcde" stroke="#7c8084" stroke-width="2"/>`;
    s += `<path d="M372 560 L405 700" stroke="${dark(c.col, 0.5)}" stroke-width="9" stroke-linecap="round"/><path d="M628 560 L595 700" stroke="${dark(
      c.col,
      0.5,
    )}" stroke-width="9" stroke-linecap="round"/>`;
    s += stitch(c, 'M386 556 L420 700') + stitch(c, mx('M386 556 L420 700'));
  } else {
    s += `<path d="M425 200 C450 222 550 222 575 200" fill="none" stroke="${c.acc}" stroke-width="24"/>`;
    s += seam(c, 'M330 330 Q500 350 670 330');
  }
  s += longSleeves(c, 'rib', c.acc);
  if (!back) {
    s += panel(c, 'M258 400 L302 404 L300 470 L254 466 Z');
    s += `<path d="M258 400 L302 404 L301 422 L257 418 Z" fill="${dark(c.col, 0.15)}"/>`;
  }
  s += fold(c, 'M400 720 Q425 650 405 570') + fold(c, 'M612 735 Q595 660 622 598');
  s += highlight('M440 300 Q470 470 450 700') + highlight('M270 430 Q262 560 258 660');
  return s;
}

const JEANS_BODY =
  'M335 176 L665 176 L668 228 Q692 520 680 884 L522 888 L506 432 Q500 420 494 432 L478 888 L320 884 Q308 520 332 228 Z';

function trousersLike(c: Cloth, back: boolean, style: 'jeans' | 'chino'): string {
  const thread = style === 'jeans' ? c.acc : dark(c.col, 0.35);
  let s = panel(c, JEANS_BODY);
  if (style === 'jeans') {
    const fade = c.d.rad([
      [0, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ]);
    s += `<ellipse cx="410" cy="420" rx="70" ry="150" fill="${fade}"/><ellipse cx="590" cy="420" rx="70" ry="150" fill="${fade}"/>`;
    s += `<ellipse cx="405" cy="760" rx="55" ry="70" fill="${fade}"/><ellipse cx="595" cy="760" rx="55" ry="70" fill="${fade}"/>`;
  }
  s += panel(c, 'M335 176 L665 176 L668 228 L332 228 Z');
  s += stitch(c, 'M338 186 L662 186 M338 218 L662 218', thread);
  for (const x of [362, 444, 556, 638]) s += panel(c, `M${x - 8} 170 L${x + 8} 170 L${x + 8} 240 L${x - 8} 240 Z`);
  if (!back) {
    s += stitch(c, 'M500 228 L500 420', dark(c.col, 0.3));
    s += stitch(c, 'M528 230 L528 372 Q526 404 500 414', thread);
    s += button(514, 202, 10, style === 'jeans' ? '#c9a25a' : dark(c.col, 0.2));
    if (style === 'jeans') {
      s += `<path d="M342 250 Q404 256 420 228" fill="none" stroke="${dark(c.col, 0.45)}" stroke-width="4"/><path d="${mx(
        'M342 250 Q404 256 420 228',
      )}" fill="none" stroke="${dark(c.col, 0.45)}" stroke-width="4"/>`;
      s += stitch(c, 'M342 262 Q414 266 432 228', thread) + stitch(c, mx('M342 262 Q414 266 432 228'), thread);
      s += stitch(c, 'M580 240 L620 240 L618 286 L582 286 Z', thread);
      s += `<circle cx="420" cy="236" r="5" fill="#b8894a"/><circle cx="580" cy="236" r="5" fill="#b8894a"/><circle cx="342" cy="252" r="5" fill="#b8894a"/><circle cx="658" cy="252" r="5" fill="#b8894a"/>`;
    } else {
      s += `<path d="M344 232 L392 340" stroke="${dark(c.col, 0.45)}" stroke-width="4"/><path d="${mx(
        'M344 232 L392 340',
      )}" stroke="${dark(c.col, 0.45)}" stroke-width="4"/>`;
      s += stitch(c, 'M356 232 L402 336', thread) + stitch(c, mx('M356 232 L402 336'), thread);
    }
  } else {
    s += seam(c, 'M334 290 Q430 300 500 270 Q570 300 666 290');
    if (style === 'jeans') {
      const bp = 'M372 320 L462 312 L458 420 L418 440 L378 420 Z';
      s += panel(c, bp) + panel(c, mx(bp));
      s += stitch(c, 'M380 340 Q418 372 454 336', thread) + stitch(c, mx('M380 340 Q418 372 454 336'), thread);
    } else {
      s += `<path d="M376 350 L456 346 M544 346 L624 350" stroke="${dark(c.col, 0.5)}" stroke-width="6" stroke-linecap="round"/>`;
      s += button(416, 366, 6, dark(c.col, 0.25)) + button(584, 366, 6, dark(c.col, 0.25));
    }
  }
  if (style === 'chino') {
    s += `<path d="M408 240 L400 880 M592 240 L600 880" stroke="#ffffff" stroke-width="3" stroke-opacity=".22"/>`;
  }
  s += stitch(c, 'M322 862 L478 866 M522 866 L678 862', thread);
  s += fold(c, 'M340 820 Q380 800 470 808') + fold(c, 'M530 812 Q610 796 662 818');
  s += fold(c, 'M470 460 Q450 520 470 600') + fold(c, 'M530 470 Q552 530 532 610');
  return s;
}

function shorts(c: Cloth, back: boolean): string {
  const body =
    'M335 200 L665 200 L668 250 Q692 400 706 560 L518 570 L506 440 Q500 428 494 440 L482 570 L294 560 Q308 400 332 250 Z';
  let s = panel(c, body);
  s += `<path d="M308 420 L320 254 L336 254 L324 563 Z" fill="${c.acc}"/><path d="${mx('M308 420 L320 254 L336 254 L324 563 Z')}" fill="${c.acc}"/>`;
  s += rib(
    c,
    [
      [335, 196],
      [665, 196],
    ],
    [
      [332, 252],
      [668, 252],
    ],
    c.col,
    7,
  );
  for (let x = 350; x < 660; x += 34) s += fold(c, `M${x} 256 L${x + 6} 282`);
  if (!back) {
    s += `<path d="M485 250 Q470 300 452 318 M515 250 Q530 300 556 312" fill="none" stroke="${light(c.acc, 0.2)}" stroke-width="7" stroke-linecap="round"/>`;
    s += `<path d="M486 246 Q500 260 514 246" fill="none" stroke="${light(c.acc, 0.2)}" stroke-width="7"/>`;
    s += `<path d="M346 276 Q360 340 392 372" fill="none" stroke="${dark(c.col, 0.45)}" stroke-width="4"/><path d="${mx(
      'M346 276 Q360 340 392 372',
    )}" fill="none" stroke="${dark(c.col, 0.45)}" stroke-width="4"/>`;
  } else {
    s += panel(c, 'M560 300 L640 300 L640 380 L560 380 Z');
  }
  s += stitch(c, 'M300 536 L482 546 M518 546 L700 536');
  s += fold(c, 'M470 450 Q455 500 470 540') + fold(c, 'M380 450 Q400 500 392 540');
  return s;
}

function skirt(c: Cloth, back: boolean): string {
  const body = 'M360 228 L640 228 L643 272 Q704 500 768 760 Q500 800 232 760 Q296 500 357 272 Z';
  let s = panel(c, body);
  const pleats = 9;
  for (let i = 1; i < pleats; i++) {
    const t = i / pleats;
    const x1 = 357 + (643 - 357) * t;
    const x2 = 232 + (768 - 232) * t;
    const y2 = 760 + Math.sin(t * Math.PI) * 36;
    s += `<path d="M${f(x1)} 274 L${f(x2)} ${f(y2)}" stroke="${dark(c.col, 0.5)}" stroke-width="3" stroke-opacity=".35"/>`;
    s += `<path d="M${f(x1 + 4)} 274 L${f(x2 + 14)} ${f(y2)}" stroke="#ffffff" stroke-width="6" stroke-opacity=".1"/>`;
  }
  s += panel(
    c,
    'M360 228 L640 228 L643 272 L357 272 Z',
    c.acc === c.col
      ? c.fabric
      : c.d.lin(
          [
            [0, light(c.acc, 0.1)],
            [1, dark(c.acc, 0.15)],
          ],
          0,
          0,
          1,
          1,
        ),
  );
  if (!back) s += button(620, 250, 9, light(c.col, 0.5));
  else
    s += `<path d="M500 228 L500 420" stroke="${dark(c.col, 0.5)}" stroke-width="3"/><rect x="495" y="228" width="10" height="18" rx="2" fill="#c9a25a"/>`;
  s += stitch(c, 'M246 742 Q500 782 754 742');
  return s;
}

function dress(c: Cloth, back: boolean): string {
  const body = back
    ? 'M398 150 L446 150 Q470 190 500 196 Q530 190 554 150 L602 150 Q612 225 648 268 Q640 360 615 440 Q700 650 770 860 Q500 900 230 860 Q300 650 385 440 Q360 360 352 268 Q388 225 398 150 Z'
    : 'M398 150 L446 150 Q470 232 500 252 Q530 232 554 150 L602 150 Q612 225 648 268 Q640 360 615 440 Q700 650 770 860 Q500 900 230 860 Q300 650 385 440 Q360 360 352 268 Q388 225 398 150 Z';
  let s = panel(c, body);
  const halfWidth = (y: number): number => (y < 440 ? 148 - (33 * (y - 268)) / 172 : 115 + (155 * (y - 440)) / 420);
  let blooms = '';
  let buds = '';
  let hearts = '';
  for (let y = 290, row = 0; y < 850; y += 44, row++) {
    for (let x = 250 + (row % 2) * 30; x < 760; x += 60) {
      if (Math.abs(x - 500) > halfWidth(y) - 16) continue;
      if (row % 2 === 0) {
        blooms += `<circle cx="${x - 6}" cy="${y - 3}" r="4.5"/><circle cx="${x + 6}" cy="${y - 3}" r="4.5"/><circle cx="${x - 4}" cy="${y + 5}" r="4.5"/><circle cx="${x + 4}" cy="${y + 5}" r="4.5"/>`;
        hearts += `<circle cx="${x}" cy="${y + 1}" r="2.6"/>`;
      } else {
        buds += `<circle cx="${x}" cy="${y}" r="3.5"/><circle cx="${x - 4}" cy="${y + 4}" r="3"/><circle cx="${x + 4}" cy="${y + 4}" r="3"/>`;
      }
    }
  }
  s += `<g fill="${c.acc}" fill-opacity=".8">${blooms}</g><g fill="#fff3cf">${hearts}</g><g fill="${light(c.acc, 0.4)}" fill-opacity=".75">${buds}</g>`;
  s += `<path d="${body}" fill="${c.volume}"/>`;
  for (const [x1, x2] of [
    [420, 330],
    [470, 440],
    [530, 560],
    [580, 670],
  ] as const)
    s += fold(c, `M${x1} 470 Q${(x1 + x2) / 2} 650 ${x2} 870`);
  s += `<path d="M385 428 Q500 444 615 428 L620 466 Q500 482 380 466 Z" fill="${dark(c.acc, 0.1)}"/>`;
  if (!back) {
    s += `<path d="M612 446 Q660 420 668 450 Q660 480 612 458 Z M612 452 Q640 500 628 530 Q610 520 606 458 Z" fill="${dark(c.acc, 0.15)}"/>`;
    s += `<circle cx="612" cy="452" r="11" fill="${dark(c.acc, 0.3)}"/>`;
    s += fold(c, 'M440 300 Q470 360 480 420') + fold(c, 'M560 300 Q530 360 520 420');
  } else {
    s += `<path d="M500 196 L500 440" stroke="${dark(c.col, 0.45)}" stroke-width="3"/><circle cx="500" cy="202" r="5" fill="#c9a25a"/>`;
  }
  return s;
}

function cap(c: Cloth): string {
  let s = '';
  const underBrim = c.d.lin([
    [0, dark(c.col, 0.45)],
    [1, dark(c.col, 0.25)],
  ]);
  s += `<path d="M318 600 Q230 640 170 690 Q150 720 210 728 Q330 730 470 650 Z" fill="${underBrim}"/>`;
  const crown = 'M300 610 C282 430 380 318 520 314 C664 316 742 430 726 612 Q520 650 300 610 Z';
  s += panel(c, crown);
  s +=
    seam(c, 'M520 314 Q420 420 400 626') + seam(c, 'M520 314 Q560 450 548 640') + seam(c, 'M520 314 Q660 420 690 618');
  s += stitch(c, 'M528 330 Q575 460 566 636') + stitch(c, 'M508 330 Q430 430 418 628');
  for (const [x, y] of [
    [430, 400],
    [610, 392],
  ] as const)
    s += `<circle cx="${x}" cy="${y}" r="7" fill="${dark(c.col, 0.3)}" stroke="${light(c.col, 0.3)}" stroke-width="2"/>`;
  s += `<ellipse cx="520" cy="314" rx="20" ry="9" fill="${c.fabric}" stroke="${c.line}" stroke-width="2"/>`;
  const brim = 'M300 604 Q420 640 510 622 Q420 700 270 744 Q190 766 170 728 Q172 690 300 604 Z';
  s += panel(c, brim);
  s += stitch(c, 'M192 722 Q300 700 470 632') + stitch(c, 'M206 738 Q330 712 486 636');
  s += `<path d="M171 728 Q190 766 270 744 Q420 700 510 622" fill="none" stroke="${c.acc}" stroke-width="5"/>`;
  s += `<g transform="translate(470 470) rotate(-8)"><circle r="46" fill="${c.acc}"/><circle r="38" fill="none" stroke="${light(
    c.acc,
    0.6,
  )}" stroke-width="3" stroke-dasharray="4 4"/><path d="M0 28 L0 -26 M0 -12 L-14 -24 M0 -12 L14 -24 M0 2 L-16 -10 M0 2 L16 -10 M0 16 L-15 4 M0 16 L15 4" stroke="${light(
    c.acc,
    0.75,
  )}" stroke-width="5" stroke-linecap="round"/></g>`;
  s += highlight('M360 470 Q420 360 520 330');
  return s;
}

function beanie(c: Cloth): string {
  let s = '';
  const dome = 'M300 600 C290 380 380 260 500 258 C620 260 710 380 700 600 Z';
  s += panel(c, dome);
  for (let x = 320; x <= 680; x += 26) {
    const top = 270 + Math.pow((x - 500) / 200, 2) * 200;
    s += `<path d="M${x} 600 Q${f(500 + (x - 500) * 0.7)} ${f((top + 600) / 2)} ${f(500 + (x - 500) * 0.25)} ${f(top)}" fill="none" stroke="${dark(
      c.col,
      0.5,
    )}" stroke-width="3" stroke-opacity=".2"/>`;
  }
  s += rib(
    c,
    [
      [284, 560],
      [716, 560],
    ],
    [
      [290, 700],
      [710, 700],
    ],
    c.col,
    13,
  );
  s += `<rect x="440" y="600" width="120" height="62" rx="6" fill="${c.acc}"/><rect x="448" y="608" width="104" height="46" rx="4" fill="none" stroke="${light(
    c.acc,
    0.6,
  )}" stroke-width="2" stroke-dasharray="5 4"/>`;
  const pom = c.d.rad(
    [
      [0, light(c.acc, 0.55)],
      [0.7, c.acc],
      [1, dark(c.acc, 0.3)],
    ],
    0.4,
    0.35,
    0.65,
  );
  const r = rng('pom');
  const pts: Pt[] = [];
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2;
    const rr = 82 + (i % 2 === 0 ? 10 : -4) + r() * 8;
    pts.push([500 + Math.cos(a) * rr, 210 + Math.sin(a) * rr]);
  }
  s += `<path d="${smooth(pts)}" fill="${pom}"/>`;
  return s;
}

function drawApparel(d: Defs, spec: ArtSpec, kind: ApparelKind, back: boolean): string {
  const c = cloth(d, spec.colour, spec.accent);
  switch (kind) {
    case 'tshirt':
      return tee(c, back, false);
    case 'kids-tee':
      return tee(c, back, true);
    case 'polo':
      return polo(c, back);
    case 'shirt':
      return shirt(c, back);
    case 'hoodie':
      return hoodie(c, back, false);
    case 'kids-hoodie':
      return hoodie(c, back, true);
    case 'sweater':
      return sweater(c, back);
    case 'jacket':
      return jacket(c, back);
    case 'jeans':
      return trousersLike(c, back, 'jeans');
    case 'trousers':
      return trousersLike(c, back, 'chino');
    case 'shorts':
      return shorts(c, back);
    case 'skirt':
      return skirt(c, back);
    case 'dress':
      return dress(c, back);
    case 'cap':
      return cap(c);
    case 'beanie':
      return beanie(c);
  }
}

interface Layout {
  groundY: number;
  shadowW: number;
  focus: Pt;
  /** Vertical centre of the drawing, moved to the middle of the frame. */
  cy: number;
  scale: number;
  hasBack: boolean;
}

const apparelLayout: Record<ApparelKind, Layout> = {
  tshirt: { groundY: 870, shadowW: 300, focus: [500, 300], cy: 518, scale: 1.12, hasBack: true },
  'kids-tee': { groundY: 870, shadowW: 300, focus: [500, 420], cy: 518, scale: 0.96, hasBack: true },
  polo: { groundY: 870, shadowW: 300, focus: [500, 290], cy: 518, scale: 1.12, hasBack: true },
  shirt: { groundY: 880, shadowW: 330, focus: [500, 330], cy: 519, scale: 1.08, hasBack: true },
  hoodie: { groundY: 880, shadowW: 330, focus: [500, 330], cy: 450, scale: 1.04, hasBack: true },
  'kids-hoodie': { groundY: 880, shadowW: 330, focus: [500, 260], cy: 450, scale: 0.92, hasBack: true },
  sweater: { groundY: 880, shadowW: 330, focus: [500, 420], cy: 519, scale: 1.08, hasBack: true },
  jacket: { groundY: 880, shadowW: 330, focus: [500, 300], cy: 519, scale: 1.08, hasBack: true },
  jeans: { groundY: 920, shadowW: 260, focus: [500, 260], cy: 529, scale: 1.04, hasBack: true },
  trousers: { groundY: 920, shadowW: 260, focus: [500, 280], cy: 529, scale: 1.04, hasBack: true },
  shorts: { groundY: 640, shadowW: 280, focus: [500, 300], cy: 385, scale: 1.45, hasBack: true },
  skirt: { groundY: 830, shadowW: 320, focus: [500, 300], cy: 509, scale: 1.2, hasBack: true },
  dress: { groundY: 920, shadowW: 320, focus: [520, 400], cy: 525, scale: 1.0, hasBack: true },
  cap: { groundY: 760, shadowW: 320, focus: [470, 470], cy: 525, scale: 1.3, hasBack: false },
  beanie: { groundY: 740, shadowW: 260, focus: [500, 600], cy: 420, scale: 1.3, hasBack: false },
};

function apparelScene(d: Defs, spec: ArtSpec, kind: ApparelKind, view: number): string {
  const lay = apparelLayout[kind];
  const tints: readonly (readonly [string, string])[] = [
    ['#F4F1EC', '#E2DCD5'],
    ['#EFE8DF', '#DCD1C4'],
    ['#F2EEEA', '#E6E0DA'],
  ];
  const [top, bottom] = tints[view % 3] ?? ['#F4F1EC', '#E2DCD5'];
  // One gradient for the whole studio sweep (full-canvas overlays are a large share of render time).
  const s = `<rect width="1000" height="1000" fill="${d.lin([
    [0, light(top, 0.3)],
    [0.45, top],
    [0.75, mix(top, bottom, 0.6)],
    [1, dark(bottom, 0.06)],
  ])}"/>`;
  const back = view === 1 && lay.hasBack;
  const art = shadow(d, 500, lay.groundY, lay.shadowW, 26) + drawApparel(d, spec, kind, back);
  const base = `translate(500 505) scale(${lay.scale}) translate(-500 ${-lay.cy})`;
  if (view === 2) {
    const z = 1.85;
    const fx = 500 + (lay.focus[0] - 500) * lay.scale;
    const fy = 505 + (lay.focus[1] - lay.cy) * lay.scale;
    return `${s}<g transform="translate(500 500) scale(${f(z / lay.scale)}) translate(${f(-fx)} ${f(-fy)})"><g transform="${base}">${art}</g></g>`;
  }
  if (view === 1 && !lay.hasBack) {
    return `${s}<g transform="translate(1000 0) scale(-1 1) rotate(-4 500 520)"><g transform="${base}">${art}</g></g>`;
  }
  return `${s}<g transform="${base}">${art}</g>`;
}

/* ------------------------------------------------------------------ */
/* Bakery                                                              */
/* ------------------------------------------------------------------ */

function crust(d: Defs, col: string, cx = 0.38, cy = 0.3): string {
  return d.lin(
    [
      [0, light(col, 0.34)],
      [0.45, col],
      [1, dark(col, 0.42)],
    ],
    cx - 0.2,
    cy - 0.3,
    1 - cx + 0.3,
    1,
  );
}

function gloss(d: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.45, rot = 0): string {
  const g = d.rad([
    [0, '#ffffff', opacity],
    [1, '#ffffff', 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${g}" transform="rotate(${rot} ${f(cx)} ${f(cy)})"/>`;
}

function specks(
  r: () => number,
  n: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  size: readonly [number, number],
  opacity: number,
): string {
  let s = `<g fill="${colour}" fill-opacity="${opacity}">`;
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2;
    const m = Math.sqrt(r());
    s += `<circle cx="${f(cx + Math.cos(a) * rx * m)}" cy="${f(cy + Math.sin(a) * ry * m)}" r="${f(size[0] + r() * (size[1] - size[0]))}"/>`;
  }
  return `${s}</g>`;
}

function ellipsePts(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  jitter: (i: number, a: number) => number,
): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = jitter(i, a);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}

function score(d: Defs, col: string, path: string, lip: string): string {
  const inner = d.lin(
    [
      [0, light(col, 0.55)],
      [1, light(col, 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  return `<path d="${path}" fill="${inner}"/><path d="${lip}" fill="none" stroke="${dark(col, 0.45)}" stroke-width="5" stroke-linecap="round"/><path d="${lip}" fill="none" stroke="${light(
    col,
    0.5,
  )}" stroke-width="3" stroke-linecap="round" stroke-opacity=".5" transform="translate(0 -5)"/>`;
}

function board(d: Defs, cx: number, cy: number, rx: number, ry: number): string {
  const top = d.lin(
    [
      [0, '#D8AE7C'],
      [1, '#B98451'],
    ],
    0,
    0,
    1,
    1,
  );
  return `${shadow(d, cx + 10, cy + 24, rx + 30, ry + 18, 0.35)}<ellipse cx="${cx}" cy="${cy + 16}" rx="${rx}" ry="${ry}" fill="#8E5E35"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 24}" ry="${
    ry - 10
  }" fill="none" stroke="#a87443" stroke-width="2" stroke-opacity=".5"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 60}" ry="${ry - 22}" fill="none" stroke="#a87443" stroke-width="2" stroke-opacity=".35"/>`;
}

function plate(d: Defs, cx: number, cy: number, rx: number, ry: number): string {
  const rim = d.lin(
    [
      [0, '#ffffff'],
      [1, '#e4ded6'],
    ],
    0,
    0,
    0,
    1,
  );
  const well = d.lin([
    [0, '#ebe5dd'],
    [1, '#fbf9f6'],
  ]);
  return `${shadow(d, cx + 8, cy + 20, rx + 26, ry + 18, 0.32)}<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx}" ry="${ry}" fill="#d6cfc6"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/><ellipse cx="${cx}" cy="${cy + 4}" rx="${
    rx * 0.74
  }" ry="${ry * 0.7}" fill="${well}" stroke="#ddd5cb" stroke-width="2"/>`;
}

function paper(d: Defs, cx: number, cy: number, w: number, h: number, rot = -6): string {
  const fill = d.lin(
    [
      [0, '#fbf5ea'],
      [1, '#eadfcd'],
    ],
    0,
    0,
    1,
    1,
  );
  return `${shadow(d, cx, cy + 16, w * 0.6, h * 0.5, 0.18)}<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(1 0.42)"><path d="M${-w / 2} ${-h} L${w / 2 - 12} ${-h + 8} L${w / 2} ${h} L${-w / 2 + 10} ${h - 6} Z" fill="${fill}" stroke="#d9ccb6" stroke-width="3"/></g>`;
}

function sourdough(d: Defs, col: string, acc: string): string {
  const r = rng('sourdough');
  const body = 'M285 660 C262 520 360 392 500 390 C640 392 738 520 715 660 C640 716 360 716 285 660 Z';
  let s = `<path d="${body}" fill="${crust(d, col)}"/>`;
  s += `<path d="${body}" fill="${d.lin([
    [0, acc, 0.7],
    [0.35, acc, 0.25],
    [0.6, acc, 0],
  ])}"/>`;
  s += specks(r, 260, 490, 480, 190, 90, acc, [1.2, 3.5], 0.75);
  s += score(
    d,
    col,
    'M330 560 C400 455 580 430 672 500 C630 530 590 498 500 505 C420 512 370 540 330 560 Z',
    'M330 560 C400 455 580 430 672 500',
  );
  s += score(
    d,
    col,
    'M372 620 C420 596 470 594 500 600 C470 606 420 610 372 620 Z',
    'M372 620 C420 596 470 594 500 600',
  );
  s += score(
    d,
    col,
    'M520 606 C560 594 610 598 648 616 C610 612 562 610 520 606 Z',
    'M520 606 C560 594 610 598 648 616',
  );
  s += `<path d="${body}" fill="none" stroke="${dark(col, 0.5)}" stroke-width="3" stroke-opacity=".4"/>`;
  return board(d, 500, 670, 330, 80) + s;
}

/** A long dark batard under a coat of seeds, cut with three slashes: unlike the round boule. */
function rye(d: Defs, col: string, acc: string): string {
  const r = rng('rye');
  const body = 'M190 610 C180 515 300 450 500 446 C700 450 820 515 810 610 C770 684 230 684 190 610 Z';
  let s = shadow(d, 500, 668, 320, 24, 0.4);
  s += `<path d="${body}" fill="${crust(d, col)}"/>`;
  for (const x of [360, 500, 640]) {
    s += score(
      d,
      col,
      `M${x - 70} 612 C${x - 40} 556 ${x} 522 ${x + 56} 506 C${x + 24} 540 ${x - 18} 574 ${x - 70} 612 Z`,
      `M${x - 70} 612 C${x - 40} 556 ${x} 522 ${x + 56} 506`,
    );
  }
  // Seeds over the crust, left where a slash opens the loaf.
  for (let i = 0; i < 160; i++) {
    const x = 210 + r() * 580;
    const y = 455 + r() * 215;
    if (((x - 500) / 300) ** 2 + ((y - 570) / 108) ** 2 > 0.92) continue;
    const angle = Math.round(r() * 180);
    const fill = i % 3 === 0 ? dark(acc, 0.25) : acc;
    s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="8" ry="3.6" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}" fill-opacity=".92"/>`;
  }
  s += `<path d="${body}" fill="none" stroke="${dark(col, 0.5)}" stroke-width="3" stroke-opacity=".4"/>`;
  return board(d, 500, 676, 390, 80) + s;
}

function baguetteOne(d: Defs, col: string): string {
  const body =
    'M170 560 C170 500 260 490 500 488 C740 490 830 500 830 560 C830 622 740 632 500 632 C260 632 170 622 170 560 Z';
  let s = `<path d="${body}" fill="${crust(d, col, 0.45, 0.2)}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 270 + i * 115;
    s += score(
      d,
      col,
      `M${x - 60} 560 C${x - 25} 528 ${x + 20} 516 ${x + 52} 518 C${x + 18} 540 ${x - 25} 556 ${x - 60} 560 Z`,
      `M${x - 60} 560 C${x - 25} 528 ${x + 20} 516 ${x + 52} 518`,
    );
  }
  s += `<path d="${body}" fill="none" stroke="${dark(col, 0.5)}" stroke-width="3" stroke-opacity=".4"/>`;
  s += gloss(d, 500, 520, 300, 22, 0.25);
  return s;
}

function baguette(d: Defs, col: string): string {
  let s = board(d, 500, 660, 360, 95);
  s += `<g transform="rotate(-10 500 560) translate(40 -20)">${shadow(d, 500, 650, 340, 24, 0.3)}<g opacity=".96">${baguetteOne(d, dark(col, 0.08))}</g></g>`;
  s += `<g transform="rotate(-4 500 560) translate(0 70)">${shadow(d, 500, 640, 340, 22, 0.35)}${baguetteOne(d, col)}</g>`;
  return s;
}

function loaf(d: Defs, col: string, acc: string): string {
  const r = rng('loaf');
  let s = board(d, 480, 690, 360, 70);
  s += shadow(d, 450, 700, 260, 20, 0.4);
  const face = 'M200 520 L640 520 L640 690 Q640 704 626 704 L214 704 Q200 704 200 690 Z';
  s += `<path d="${face}" fill="${d.lin([
    [0, dark(col, 0.05)],
    [1, dark(col, 0.35)],
  ])}"/>`;
  s += `<path d="M214 560 L626 560 M214 620 L626 620" stroke="${dark(col, 0.45)}" stroke-width="2" stroke-opacity=".25"/>`;
  const top =
    'M186 532 C180 452 228 410 272 414 C300 380 370 378 420 402 C470 378 540 380 568 414 C612 410 660 452 654 532 Q420 552 186 532 Z';
  s += `<path d="${top}" fill="${crust(d, col, 0.35, 0.2)}"/>`;
  s += gloss(d, 320, 440, 90, 26, 0.45, -10) + gloss(d, 490, 430, 80, 22, 0.4, 5);
  s += `<path d="${top}" fill="none" stroke="${dark(col, 0.5)}" stroke-width="3" stroke-opacity=".35"/>`;
  const slice =
    'M0 48 C-4 16 22 0 46 8 C70 -6 110 -6 130 8 C154 0 176 16 172 48 L166 196 Q166 206 156 206 L16 206 Q6 206 6 196 Z';
  const crumb = d.rad(
    [
      [0, light(acc, 0.3)],
      [1, acc],
    ],
    0.4,
    0.35,
    0.7,
  );
  for (const [x, y, rot] of [
    [650, 490, 10],
    [700, 504, 18],
  ] as const) {
    s += `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="${slice}" fill="${crumb}" stroke="${col}" stroke-width="10" stroke-linejoin="round"/>${specks(
      r,
      40,
      86,
      110,
      62,
      80,
      dark(acc, 0.25),
      [1, 3],
      0.5,
    )}<path d="${slice}" fill="none" stroke="${dark(col, 0.4)}" stroke-width="2"/></g>`;
  }
  return s;
}

function bunOne(d: Defs, col: string, acc: string, seed: string): string {
  const r = rng(seed);
  let s = shadow(d, 500, 668, 200, 30, 0.4);
  const body = 'M318 650 C305 520 392 440 500 440 C608 440 695 520 682 650 C610 694 390 694 318 650 Z';
  s += `<path d="${body}" fill="${crust(d, col, 0.4, 0.25)}"/>`;
  const capPts = ellipsePts(500, 520, 165, 82, 28, (i) => 1 + (i % 2 === 0 ? 0.05 : -0.04) + (r() - 0.5) * 0.08);
  s += `<path d="${smooth(capPts)}" fill="${d.rad(
    [
      [0, light(acc, 0.35)],
      [1, dark(acc, 0.12)],
    ],
    0.4,
    0.3,
    0.7,
  )}"/>`;
  let cracks = '';
  for (let i = 0; i < 9; i++) {
    const x = 380 + r() * 240;
    const y = 470 + r() * 90;
    cracks += `M${f(x)} ${f(y)} l${f((r() - 0.5) * 60)} ${f((r() - 0.5) * 30)} l${f((r() - 0.5) * 40)} ${f(r() * 24)} `;
  }
  s += `<path d="${cracks}" fill="none" stroke="${dark(col, 0.1)}" stroke-width="4" stroke-linecap="round" stroke-opacity=".7"/>`;
  s += specks(r, 40, 500, 510, 150, 70, '#ffffff', [1.5, 3.5], 0.8);
  s += gloss(d, 430, 480, 80, 30, 0.5, -15);
  s += `<path d="${body}" fill="none" stroke="${dark(col, 0.5)}" stroke-width="3" stroke-opacity=".35"/>`;
  return s;
}

function croissantOne(d: Defs, col: string): string {
  let s = shadow(d, 500, 668, 290, 36, 0.42);
  const cx = 500;
  const cy = 650;
  const a = 265;
  const b = 125;
  const spine = (u: number): Pt => {
    const t = Math.PI * (1 - u);
    return [cx + Math.cos(t) * a, cy - Math.sin(t) * b];
  };
  const normal = (u: number): Pt => {
    const t = Math.PI * (1 - u);
    const nx = b * Math.cos(t);
    const ny = -a * Math.sin(t);
    const len = Math.hypot(nx, ny);
    return [nx / len, ny / len];
  };
  const thick = (u: number): number => 34 + 200 * Math.pow(Math.sin(Math.PI * u), 1.6);
  const at = (u: number, side: number): Pt => {
    const [x, y] = spine(u);
    const [nx, ny] = normal(u);
    const h = (thick(u) / 2) * side;
    return [x + nx * h, y + ny * h];
  };
  const cuts = [0, 0.13, 0.27, 0.41, 0.59, 0.73, 0.87, 1];
  const bands: [number, number][] = [];
  for (let i = 0; i < cuts.length - 1; i++) bands.push([cuts[i] ?? 0, cuts[i + 1] ?? 1]);
  // Outer bands first so the fat middle band overlaps its neighbours.
  bands.sort((p, q) => Math.abs((q[0] + q[1]) / 2 - 0.5) - Math.abs((p[0] + p[1]) / 2 - 0.5));
  for (const [u0, u1] of bands) {
    const um = (u0 + u1) / 2;
    const centre = Math.abs(um - 0.5) < 0.1;
    const grow = centre ? 1.12 : 1.04;
    const e0 = u0 === 0 ? 0 : u0 - 0.015;
    const e1 = u1 === 1 ? 1 : u1 + 0.015;
    const pts: Pt[] = [
      at(e0, 0.92),
      at(um, grow),
      at(e1, 0.92),
      at(Math.min(1, e1 + 0.012), 0),
      at(e1, -0.92),
      at(um, -grow),
      at(e0, -0.92),
      at(Math.max(0, e0 - 0.012), 0),
    ];
    const g = d.lin([
      [0, light(col, 0.4)],
      [0.45, col],
      [1, dark(col, 0.45)],
    ]);
    s += `<path d="${smooth(pts)}" fill="${g}" stroke="${dark(col, 0.5)}" stroke-width="2.5" stroke-opacity=".5"/>`;
    for (const k of [0.33, 0.66]) {
      const u = u0 + (u1 - u0) * k;
      const p1 = at(u, 0.85);
      const p2 = at(um, 0);
      const p3 = at(u, -0.85);
      s += `<path d="M${f(p1[0])} ${f(p1[1])} Q${f(p2[0] + (p1[0] - p2[0]) * 0.1)} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}" fill="none" stroke="${dark(col, 0.3)}" stroke-width="2.5" stroke-opacity=".3"/>`;
    }
    const hl = at(um, 0.5);
    s += gloss(d, hl[0], hl[1], (u1 - u0) * 180, 16, centre ? 0.5 : 0.35);
  }
  return s;
}

function danishOne(d: Defs, col: string, acc: string): string {
  let s = shadow(d, 500, 640, 240, 40, 0.42);
  const petals = (cy: number, k: number): string =>
    smooth(ellipsePts(500, cy, 215 * k, 100 * k, 32, (i) => (i % 4 === 0 ? 0.9 : i % 4 === 2 ? 1.02 : 0.97)));
  s += `<path d="${petals(596, 1)}" fill="${dark(col, 0.3)}"/>`;
  s += `<path d="${petals(570, 1)}" fill="${crust(d, col, 0.4, 0.25)}" stroke="${dark(col, 0.45)}" stroke-width="2.5" stroke-opacity=".5"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    s += `<path d="M${f(500 + Math.cos(a) * 120)} ${f(566 + Math.sin(a) * 56)} Q${f(500 + Math.cos(a + 0.3) * 170)} ${f(570 + Math.sin(a + 0.3) * 80)} ${f(
      500 + Math.cos(a + 0.5) * 196,
    )} ${f(570 + Math.sin(a + 0.5) * 90)}" fill="none" stroke="${dark(col, 0.35)}" stroke-width="3" stroke-opacity=".4"/>`;
  }
  s += gloss(d, 400, 530, 80, 22, 0.4, -8);
  s += `<ellipse cx="500" cy="566" rx="118" ry="56" fill="${dark(col, 0.15)}"/>`;
  s += `<ellipse cx="500" cy="562" rx="108" ry="50" fill="${d.rad([
    [0, '#FFF3C2'],
    [1, '#E6B443'],
  ])}"/>`;
  const fruit = d.rad(
    [
      [0, light(acc, 0.45)],
      [0.6, acc],
      [1, dark(acc, 0.3)],
    ],
    0.35,
    0.3,
    0.7,
  );
  for (const [x, y, rot] of [
    [462, 552, -20],
    [540, 550, 15],
    [500, 580, 0],
  ] as const) {
    s += `<ellipse cx="${x}" cy="${y}" rx="36" ry="24" fill="${fruit}" transform="rotate(${rot} ${x} ${y})"/><ellipse cx="${x - 10}" cy="${y - 9}" rx="11" ry="5" fill="#ffffff" fill-opacity=".7"/>`;
  }
  let zig = 'M400 585';
  for (let i = 1; i <= 10; i++) zig += ` L${400 + i * 20} ${i % 2 === 1 ? 530 : 592}`;
  s += `<path d="${zig}" fill="none" stroke="#fffaf0" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".9"/>`;
  return s;
}

function muffinOne(d: Defs, col: string, acc: string, seed: string): string {
  const r = rng(seed);
  let s = shadow(d, 500, 712, 150, 24, 0.42);
  const cup = 'M372 560 L628 560 L596 706 Q500 722 404 706 Z';
  s += `<path d="${cup}" fill="${d.lin(
    [
      [0, light(acc, 0.25)],
      [0.5, acc],
      [1, dark(acc, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    s += `<path d="M${f(372 + 256 * t)} 566 L${f(404 + 192 * t)} ${f(706 + Math.sin(t * Math.PI) * 8)}" stroke="${dark(acc, 0.35)}" stroke-width="3" stroke-opacity=".45"/>`;
  }
  const top = smooth(
    ellipsePts(
      500,
      520,
      170,
      110,
      24,
      (i, a) => (Math.sin(a) > 0.35 ? 0.78 : 1) + (i % 2 ? 0.03 : -0.02) + (r() - 0.5) * 0.05,
    ),
  );
  s += `<path d="${top}" fill="${crust(d, col, 0.4, 0.25)}"/>`;
  for (let i = 0; i < 18; i++) {
    const a = r() * Math.PI * 2;
    const m = Math.sqrt(r());
    const x = 500 + Math.cos(a) * 130 * m;
    const y = 505 + Math.sin(a) * 70 * m;
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(7 + r() * 5)}" ry="${f(5 + r() * 4)}" fill="${dark(col, 0.62)}" transform="rotate(${f(r() * 90)} ${f(x)} ${f(y)})"/>`;
  }
  s += specks(r, 30, 500, 500, 130, 70, light(col, 0.5), [2, 5], 0.7);
  s += gloss(d, 440, 470, 70, 30, 0.35, -15);
  return s;
}

function donutOne(d: Defs, col: string, acc: string, seed: string): string {
  const r = rng(seed);
  let s = shadow(d, 500, 660, 240, 40, 0.4);
  const dough = '#D69A57';
  s += `<ellipse cx="500" cy="612" rx="222" ry="118" fill="${dark(dough, 0.25)}"/>`;
  s += `<ellipse cx="500" cy="588" rx="222" ry="122" fill="${crust(d, dough, 0.4, 0.2)}"/>`;
  const glaze = smooth(
    ellipsePts(500, 582, 204, 110, 36, (i, a) => {
      const front = Math.sin(a);
      return 1 + (front > 0.2 ? (i % 3 === 0 ? 0.12 + r() * 0.06 : 0.02) : 0) + (r() - 0.5) * 0.03;
    }),
  );
  s += `<path d="${glaze}" fill="${d.rad(
    [
      [0, light(col, 0.4)],
      [0.6, col],
      [1, dark(col, 0.2)],
    ],
    0.4,
    0.3,
    0.75,
  )}"/>`;
  s += `<ellipse cx="500" cy="576" rx="72" ry="38" fill="${dark(dough, 0.2)}"/><ellipse cx="500" cy="586" rx="60" ry="26" fill="${dark(dough, 0.45)}"/>`;
  s += `<path d="M420 566 Q500 520 580 566" fill="none" stroke="${dark(col, 0.25)}" stroke-width="4" stroke-opacity=".4"/>`;
  const colours = [acc, '#ffffff', '#F2C94C', '#7BC4C4', light(acc, 0.4)];
  for (let i = 0; i < 46; i++) {
    const a = r() * Math.PI * 2;
    const m = 0.48 + r() * 0.44;
    const x = 500 + Math.cos(a) * 200 * m;
    const y = 582 + Math.sin(a) * 106 * m;
    s += `<rect x="${f(x - 9)}" y="${f(y - 3)}" width="18" height="6" rx="3" fill="${colours[i % colours.length] ?? acc}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  s += gloss(d, 400, 530, 70, 24, 0.55, -20);
  return s;
}

function wholeCake(d: Defs, col: string, acc: string): string {
  const r = rng('cake');
  let s = '';
  s += shadow(d, 500, 812, 200, 26, 0.35);
  const porcelain = d.lin(
    [
      [0, '#ffffff'],
      [0.6, '#f1ece6'],
      [1, '#d8d0c6'],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<ellipse cx="500" cy="800" rx="120" ry="26" fill="${porcelain}" stroke="#d2c9be" stroke-width="2"/>`;
  s += `<path d="M456 700 Q470 760 420 796 L580 796 Q530 760 544 700 Z" fill="${porcelain}"/>`;
  s += `<ellipse cx="500" cy="712" rx="320" ry="72" fill="#d6cec4"/><ellipse cx="500" cy="700" rx="320" ry="72" fill="${porcelain}"/>`;
  s += shadow(d, 500, 690, 270, 50, 0.3);
  const side = d.lin(
    [
      [0, light(col, 0.2)],
      [0.35, col],
      [1, dark(col, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<path d="M250 450 L250 670 A250 70 0 0 0 750 670 L750 450 Z" fill="${side}"/>`;
  const drip = d.lin(
    [
      [0, light(acc, 0.2)],
      [0.5, acc],
      [1, dark(acc, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<path d="M248 450 A252 72 0 0 0 752 450 L752 468 A252 72 0 0 1 248 468 Z" fill="${drip}"/>`;
  let drops = '';
  for (let i = 1; i < 24; i++) {
    const a = Math.PI * (i / 24);
    const x = 500 + Math.cos(a) * 248;
    const y = 462 + Math.sin(a) * 72;
    const len = i % 3 === 0 ? 14 : 30 + r() * 70;
    const w = 9 + r() * 6;
    drops += `M${f(x - w)} ${f(y - 10)} L${f(x - w)} ${f(y + len)} A${f(w)} ${f(w)} 0 0 0 ${f(x + w)} ${f(y + len)} L${f(x + w)} ${f(y - 10)} Z `;
  }
  s += `<path d="${drops}" fill="${drip}"/>`;
  s += `<ellipse cx="500" cy="452" rx="252" ry="72" fill="${acc}"/>`;
  s += `<ellipse cx="500" cy="448" rx="236" ry="64" fill="${d.rad(
    [
      [0, light(acc, 0.45)],
      [1, acc],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  s += gloss(d, 400, 430, 110, 20, 0.45, -4);
  const rosettes: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = Math.PI * 2 * (i / 10) + 0.3;
    rosettes.push([500 + Math.cos(a) * 200, 446 + Math.sin(a) * 50]);
  }
  rosettes.sort((p, q) => p[1] - q[1]);
  const cream = d.rad(
    [
      [0, '#ffffff'],
      [1, light(col, 0.55)],
    ],
    0.4,
    0.3,
    0.7,
  );
  for (const [x, y] of rosettes) {
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="26" ry="18" fill="${cream}" stroke="${light(col, 0.3)}" stroke-width="2"/><path d="M${f(x - 14)} ${f(y)} Q${f(x)} ${f(y - 16)} ${f(
      x + 14,
    )} ${f(y - 2)}" fill="none" stroke="${light(col, 0.3)}" stroke-width="2"/>`;
    s += `<circle cx="${f(x + 2)}" cy="${f(y - 16)}" r="11" fill="${d.rad(
      [
        [0, light(acc, 0.5)],
        [1, dark(acc, 0.35)],
      ],
      0.35,
      0.3,
      0.7,
    )}"/><circle cx="${f(x - 2)}" cy="${f(y - 20)}" r="3" fill="#ffffff" fill-opacity=".8"/>`;
  }
  return s;
}

function cakeSlice(d: Defs, col: string, acc: string): string {
  const r = rng('slice');
  let s = plate(d, 510, 700, 330, 110);
  s += shadow(d, 520, 706, 240, 30, 0.4);
  const h = 170;
  const T: Pt = [270, 610];
  const B2: Pt = [760, 540];
  const band = (a: number, b: number, fill: string): string =>
    `<path d="M${T[0]} ${T[1] + a} L${B2[0]} ${B2[1] + a} L${B2[0]} ${B2[1] + b} L${T[0]} ${T[1] + b} Z" fill="${fill}"/>`;
  const sponge = d.lin(
    [
      [0, light(col, 0.12)],
      [1, dark(col, 0.12)],
    ],
    0,
    0,
    1,
    0,
  );
  const filling = d.lin(
    [
      [0, light(acc, 0.2)],
      [1, dark(acc, 0.08)],
    ],
    0,
    0,
    1,
    0,
  );
  s +=
    band(0, 22, filling) +
    band(22, 70, sponge) +
    band(70, 90, filling) +
    band(90, 140, sponge) +
    band(140, 154, filling) +
    band(154, h, sponge);
  s += `<g clip-path="none">${specks(r, 60, 515, 650, 220, 60, dark(col, 0.35), [1.2, 3], 0.45)}</g>`;
  s += `<path d="M${T[0]} ${T[1]} L${B2[0]} ${B2[1]} L${B2[0]} ${B2[1] + h} L${T[0]} ${T[1] + h} Z" fill="none" stroke="${dark(col, 0.4)}" stroke-width="2.5" stroke-opacity=".5"/>`;
  const top = `M${T[0]} ${T[1]} L560 452 Q700 450 ${B2[0]} ${B2[1]} Z`;
  s += `<path d="${top}" fill="${d.rad(
    [
      [0, light(acc, 0.45)],
      [1, acc],
    ],
    0.6,
    0.4,
    0.7,
  )}" stroke="${dark(acc, 0.2)}" stroke-width="2"/>`;
  s += `<path d="M${B2[0]} ${B2[1]} Q776 520 770 500 Q720 450 560 452 Q700 460 ${B2[0]} ${B2[1]} Z" fill="${dark(acc, 0.1)}"/>`;
  s += `<path d="M${B2[0]} ${B2[1]} Q778 515 772 500 L772 ${500 + h} Q776 ${520 + h} ${B2[0]} ${B2[1] + h} Z" fill="${dark(acc, 0.15)}"/>`;
  s += `<ellipse cx="660" cy="508" rx="34" ry="22" fill="#ffffff" stroke="${light(acc, 0.2)}" stroke-width="2"/><circle cx="664" cy="488" r="16" fill="${d.rad(
    [
      [0, '#F26B6B'],
      [1, '#A3192B'],
    ],
    0.35,
    0.3,
    0.7,
  )}"/><path d="M664 472 Q672 456 684 452" stroke="#4E6B2A" stroke-width="3" fill="none"/><circle cx="658" cy="483" r="4" fill="#ffffff" fill-opacity=".8"/>`;
  return s;
}

function tartOne(d: Defs, col: string, acc: string, seed: string): string {
  const r = rng(seed);
  let s = shadow(d, 500, 660, 250, 40, 0.42);
  const side = d.lin(
    [
      [0, light(col, 0.15)],
      [0.5, col],
      [1, dark(col, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<path d="M262 560 L290 632 A210 80 0 0 0 710 632 L738 560 Z" fill="${side}"/>`;
  for (let i = 1; i < 22; i++) {
    const a = Math.PI * (i / 22);
    const x = 500 - Math.cos(a) * 224;
    s += `<path d="M${f(x)} ${f(560 + Math.sin(a) * 90)} L${f(500 - Math.cos(a) * 210)} ${f(632 + Math.sin(a) * 80)}" stroke="${dark(col, 0.45)}" stroke-width="3" stroke-opacity=".4"/>`;
  }
  const rim = smooth(ellipsePts(500, 560, 238, 92, 44, (i) => (i % 2 === 0 ? 1 : 0.965)));
  s += `<path d="${rim}" fill="${crust(d, col, 0.4, 0.25)}" stroke="${dark(col, 0.4)}" stroke-width="2"/>`;
  s += `<ellipse cx="500" cy="560" rx="200" ry="74" fill="${d.rad(
    [
      [0, light(acc, 0.4)],
      [0.7, acc],
      [1, dark(acc, 0.2)],
    ],
    0.42,
    0.35,
    0.7,
  )}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = r() * Math.PI * 2;
    const m = 0.3 + r() * 0.6;
    s += `<ellipse cx="${f(500 + Math.cos(a) * 170 * m)}" cy="${f(560 + Math.sin(a) * 60 * m)}" rx="${f(10 + r() * 16)}" ry="${f(5 + r() * 6)}" fill="${dark(acc, 0.35)}" fill-opacity=".35"/>`;
  }
  s += gloss(d, 430, 540, 90, 22, 0.6, -5);
  return s;
}

function kayaPuff(d: Defs, col: string, acc: string): string {
  let s = plate(d, 500, 690, 340, 110);
  const one = (tx: number, ty: number, sc: number, rot: number): string => {
    let p = `<g transform="translate(${tx} ${ty}) rotate(${rot}) scale(${sc})">`;
    p += shadow(d, 0, 70, 220, 30, 0.42);
    const body = 'M-210 50 C-210 -80 -100 -150 0 -150 C100 -150 210 -80 210 50 Q0 90 -210 50 Z';
    p += `<path d="${body}" fill="${crust(d, col, 0.4, 0.25)}"/>`;
    for (let k = 1; k <= 4; k++) {
      const rr = 40 * k;
      p += `<path d="M${-rr * 1.2} 50 C${-rr * 1.2} ${-rr * 0.5} ${-rr * 0.6} ${-rr * 0.9} 0 ${-rr * 0.9} C${rr * 0.6} ${-rr * 0.9} ${rr * 1.2} ${-rr * 0.5} ${rr * 1.2} 50" fill="none" stroke="${light(
        col,
        0.5,
      )}" stroke-width="4" stroke-opacity=".55"/>`;
    }
    for (let k = 0; k <= 22; k++) {
      const a = Math.PI + (Math.PI * k) / 22;
      const x = Math.cos(a) * 214;
      const y = 50 + Math.sin(a) * 196 * (k === 0 || k === 16 ? 0.05 : 1) * 0.98;
      const yy = Math.min(y, 50);
      p += `<ellipse cx="${f(x)}" cy="${f(yy)}" rx="27" ry="15" fill="${light(col, 0.12)}" stroke="${dark(col, 0.4)}" stroke-width="2.5" transform="rotate(${f((a * 180) / Math.PI + 90 + 30)} ${f(x)} ${f(yy)})"/>`;
    }
    p += gloss(d, -50, -80, 80, 34, 0.45, -15);
    return `${p}</g>`;
  };
  s += one(420, 580, 0.85, -6);
  s += `<g transform="translate(640 650)">${shadow(d, 0, 40, 130, 22, 0.4)}<path d="M-120 20 C-120 -60 -60 -100 0 -100 C60 -100 120 -60 120 20 Z" fill="${crust(
    d,
    col,
    0.4,
    0.25,
  )}"/><ellipse cx="0" cy="20" rx="120" ry="34" fill="${light(col, 0.4)}"/><ellipse cx="0" cy="18" rx="88" ry="22" fill="${d.rad(
    [
      [0, light(acc, 0.3)],
      [1, dark(acc, 0.2)],
    ],
    0.4,
    0.4,
    0.7,
  )}"/><path d="M-100 22 Q0 52 100 22" fill="none" stroke="${light(col, 0.6)}" stroke-width="4" stroke-opacity=".7"/></g>`;
  return s;
}

function spiral(cx: number, cy: number, rx: number, ry: number, turns: number): string {
  let d = '';
  const steps = Math.round(turns * 36);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const m = 0.08 + t * 0.86;
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rx * m)} ${f(cy + Math.sin(a) * ry * m)} `;
  }
  return d;
}

function pandanRoll(d: Defs, col: string, acc: string): string {
  let s = paper(d, 500, 700, 760, 300, -3);
  s += shadow(d, 470, 690, 300, 30, 0.42);
  const body = d.lin(
    [
      [0, light(col, 0.15)],
      [0.45, col],
      [1, dark(col, 0.35)],
    ],
    0,
    0,
    0,
    1,
  );
  s += `<path d="M240 460 L660 460 L660 680 L240 680 A70 110 0 0 1 240 460 Z" fill="${body}"/>`;
  s += `<path d="M240 478 L660 478" stroke="${light(col, 0.5)}" stroke-width="8" stroke-opacity=".35" stroke-linecap="round"/>`;
  s += specks(rng('roll'), 40, 450, 520, 200, 40, '#ffffff', [1.5, 3], 0.6);
  s += `<ellipse cx="660" cy="570" rx="74" ry="110" fill="${light(col, 0.1)}"/><ellipse cx="660" cy="570" rx="66" ry="100" fill="${acc}"/>`;
  s += `<path d="${spiral(660, 570, 62, 96, 2.6)}" fill="none" stroke="${col}" stroke-width="20" stroke-linecap="round"/>`;
  s += `<ellipse cx="660" cy="570" rx="74" ry="110" fill="none" stroke="${dark(col, 0.3)}" stroke-width="4"/>`;
  s += `<g transform="translate(790 650)">${shadow(d, -10, 96, 110, 18, 0.45)}<ellipse cx="-22" cy="0" rx="96" ry="100" fill="${dark(col, 0.15)}"/><ellipse cx="0" cy="0" rx="96" ry="100" fill="${light(
    col,
    0.1,
  )}"/><ellipse cx="0" cy="0" rx="88" ry="92" fill="${acc}"/><path d="${spiral(0, 0, 84, 88, 2.6)}" fill="none" stroke="${col}" stroke-width="19" stroke-linecap="round"/><ellipse cx="0" cy="0" rx="96" ry="100" fill="none" stroke="${dark(
    col,
    0.3,
  )}" stroke-width="4"/></g>`;
  return s;
}

function cookieOne(d: Defs, col: string, acc: string, seed: string, cx: number, cy: number, sc: number): string {
  const r = rng(seed);
  const edge = ellipsePts(cx, cy, 150 * sc, 60 * sc, 30, () => 1 + (r() - 0.5) * 0.07);
  const lower = edge.map(([x, y]): Pt => [x, y + 22 * sc]);
  let s = `<path d="${smooth(lower)}" fill="${dark(col, 0.3)}"/>`;
  s += `<path d="${smooth(edge)}" fill="${crust(d, col, 0.4, 0.3)}"/>`;
  for (let i = 0; i < 10; i++) {
    const a = r() * Math.PI * 2;
    const m = Math.sqrt(r()) * 0.8;
    const x = cx + Math.cos(a) * 140 * sc * m;
    const y = cy + Math.sin(a) * 52 * sc * m;
    const w = (10 + r() * 8) * sc;
    s += `<path d="M${f(x - w)} ${f(y)} L${f(x - w * 0.2)} ${f(y - w * 0.7)} L${f(x + w)} ${f(y - w * 0.1)} L${f(x + w * 0.3)} ${f(y + w * 0.6)} Z" fill="${acc}" stroke="${dark(
      acc,
      0.4,
    )}" stroke-width="1.5"/>`;
  }
  let cracks = '';
  for (let i = 0; i < 5; i++) {
    const x = cx + (r() - 0.5) * 200 * sc;
    const y = cy + (r() - 0.5) * 60 * sc;
    cracks += `M${f(x)} ${f(y)} q${f(20 * sc)} ${f(-8 * sc)} ${f(40 * sc)} ${f(2 * sc)} `;
  }
  s += `<path d="${cracks}" fill="none" stroke="${dark(col, 0.3)}" stroke-width="3" stroke-opacity=".45"/>`;
  s += gloss(d, cx - 40 * sc, cy - 20 * sc, 60 * sc, 18 * sc, 0.3);
  return s;
}

function cookies(d: Defs, col: string, acc: string, many: boolean): string {
  let s = shadow(d, 470, 690, 260, 40, 0.4);
  const ys = many ? [660, 628, 596, 564] : [660, 628, 596];
  ys.forEach((y, i) => {
    s += cookieOne(d, col, acc, `c${i}`, 440 + (i % 2 === 0 ? 0 : 14), y, 1);
  });
  s += shadow(d, 690, 748, 150, 22, 0.38);
  s += cookieOne(d, col, acc, 'front', 680, 720, 0.8);
  return s;
}

type Drawn = { art: string; focus: Pt; surface: string };

function drawBakery(d: Defs, kind: BakeryKind, col: string, acc: string, group: boolean): Drawn {
  const trio = (one: (seed: string) => string, surface: string): string =>
    group
      ? `${surface}<g transform="translate(330 590) scale(.6) translate(-500 -640)">${one('a')}</g><g transform="translate(670 590) scale(.6) translate(-500 -640)">${one(
          'b',
        )}</g><g transform="translate(500 700) scale(.68) translate(-500 -640)">${one('c')}</g>`
      : surface + one('a');
  switch (kind) {
    case 'sourdough':
      return { art: sourdough(d, col, acc), focus: [500, 500], surface: 'board' };
    case 'rye':
      return { art: rye(d, col, acc), focus: [500, 560], surface: 'board' };
    case 'baguette':
      return { art: baguette(d, col), focus: [430, 560], surface: 'board' };
    case 'loaf':
      return { art: loaf(d, col, acc), focus: [640, 560], surface: 'board' };
    case 'bun':
      return {
        art: trio((seed) => bunOne(d, col, acc, seed), paper(d, 500, 690, 620, 260)),
        focus: [500, 520],
        surface: 'paper',
      };
    case 'croissant':
      return {
        art: trio(() => croissantOne(d, col), group ? paper(d, 500, 700, 700, 280) : plate(d, 500, 650, 350, 110)),
        focus: [500, 530],
        surface: 'plate',
      };
    case 'danish':
      return {
        art: trio(() => danishOne(d, col, acc), group ? paper(d, 500, 700, 700, 280) : plate(d, 500, 640, 330, 110)),
        focus: [500, 560],
        surface: 'plate',
      };
    case 'muffin':
      return {
        art: trio((seed) => muffinOne(d, col, acc, seed), paper(d, 500, 700, 620, 260)),
        focus: [500, 500],
        surface: 'paper',
      };
    case 'donut':
      return {
        art: trio(
          (seed) => donutOne(d, col, acc, seed),
          group ? paper(d, 500, 700, 700, 280) : plate(d, 500, 640, 330, 110),
        ),
        focus: [480, 560],
        surface: 'plate',
      };
    case 'whole-cake':
      return { art: wholeCake(d, col, acc), focus: [500, 470], surface: 'stand' };
    case 'cake-slice':
      return { art: cakeSlice(d, col, acc), focus: [480, 600], surface: 'plate' };
    case 'tart':
      return {
        art: trio(
          (seed) => tartOne(d, col, acc, seed),
          group ? paper(d, 500, 700, 700, 280) : plate(d, 500, 630, 340, 110),
        ),
        focus: [500, 570],
        surface: 'plate',
      };
    case 'kaya-puff':
      return { art: kayaPuff(d, col, acc), focus: [620, 640], surface: 'plate' };
    case 'pandan-roll':
      return { art: pandanRoll(d, col, acc), focus: [720, 600], surface: 'paper' };
    case 'cookie':
      return { art: cookies(d, col, acc, group), focus: [480, 600], surface: 'none' };
  }
}

function table(d: Defs, w: number, h: number, horizon: number, tone: 'warm' | 'dark', seed: string): string {
  const r = rng(seed);
  const [wt, wb] = tone === 'warm' ? ['#F6ECDD', '#EBD9C1'] : ['#F1E4D1', '#E2CCAE'];
  const [t0, t1] = tone === 'warm' ? ['#C89A6A', '#A3734A'] : ['#A87A52', '#80583A'];
  let s = `<rect width="${w}" height="${horizon}" fill="${d.lin([
    [0, wt],
    [1, wb],
  ])}"/>`;
  s += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${d.lin([
    [0, t0],
    [1, t1],
  ])}"/>`;
  s += `<rect y="${horizon}" width="${w}" height="6" fill="#ffffff" fill-opacity=".25"/>`;
  let grain = '';
  for (let i = 0; i < 26; i++) {
    const y = horizon + 10 + r() * (h - horizon - 10);
    const amp = 2 + r() * 6;
    grain += `M0 ${f(y)} C${f(w * 0.3)} ${f(y - amp)} ${f(w * 0.6)} ${f(y + amp)} ${w} ${f(y - amp / 2)} `;
  }
  s += `<path d="${grain}" fill="none" stroke="#5B3A29" stroke-width="2" stroke-opacity=".14"/>`;
  const planks = Math.max(1, Math.round((h - horizon) / 140));
  let seams = '';
  for (let i = 1; i <= planks; i++)
    seams += `M0 ${f(horizon + ((h - horizon) * i) / (planks + 0.4))} L${w} ${f(horizon + ((h - horizon) * i) / (planks + 0.4))} `;
  s += `<path d="${seams}" stroke="#3e2518" stroke-width="3" stroke-opacity=".25"/>`;
  return s;
}

function bakeryScene(d: Defs, spec: ArtSpec, kind: BakeryKind, view: number): string {
  const group = view === 1;
  const drawn = drawBakery(d, kind, spec.colour, spec.accent, group);
  const s = table(d, 1000, 1000, view === 1 ? 450 : 480, view === 1 ? 'dark' : 'warm', `t${view}`);
  if (view === 2) {
    return `${s}<g transform="translate(500 540) scale(2.1) translate(${-drawn.focus[0]} ${-drawn.focus[1]})">${drawn.art}</g>`;
  }
  const scale = view === 1 ? 1.22 : 1.3;
  return `${s}<g transform="translate(500 600) scale(${scale}) translate(-500 -620)">${drawn.art}</g>`;
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

export function productSvg(spec: ArtSpec, view: number): string {
  const d = new Defs('p');
  const v = ((Math.trunc(view) % 3) + 3) % 3;
  const body = isApparel(spec.kind) ? apparelScene(d, spec, spec.kind, v) : bakeryScene(d, spec, spec.kind, v);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${d.toString()}${body}</svg>`;
}

/** Places a 1000x1000 product drawing into a larger canvas. */
function place(inner: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

/**
 * The home page banners: art only, with room on the left for the headline and subtitle, which the
 * storefront draws over it as text (so they stay sharp, legible on a phone and editable).
 */
export function bannerSvg(index: 0 | 1 | 2): string {
  const d = new Defs('b');
  const W = 1600;
  const H = 640;
  let s = '';
  if (index === 0) {
    s += table(d, W, H, 380, 'warm', 'banner0');
    s += `<rect width="${W}" height="${H}" fill="${d.lin(
      [
        [0, CREAM, 0.97],
        [0.42, CREAM, 0.9],
        [0.56, CREAM, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    s += place(drawBakery(d, 'baguette', '#C98B4A', WHEAT, false).art, 860, -40, 0.62);
    s += place(drawBakery(d, 'sourdough', '#B8773F', '#F3EAD9', false).art, 1010, 90, 0.58);
    s += place(drawBakery(d, 'croissant', '#CB8A40', WHEAT, false).art, 820, 250, 0.42);
    s += place(drawBakery(d, 'bun', '#C7813D', '#F4E3B5', false).art, 1260, 260, 0.38);
  } else if (index === 1) {
    s += `<rect width="${W}" height="${H}" fill="${d.lin([
      [0, '#F1ECE6'],
      [1, '#DDD4CA'],
    ])}"/>`;
    s += `<circle cx="1180" cy="330" r="300" fill="${WHEAT}" fill-opacity=".45"/>`;
    s += `<rect x="0" y="0" width="700" height="${H}" fill="${COCOA}"/>`;
    s += place(drawApparel(d, { kind: 'tshirt', colour: '#E9DFCF', accent: RUST }, 'tshirt', false), 760, 80, 0.5);
    s += place(drawApparel(d, { kind: 'hoodie', colour: RUST, accent: CREAM }, 'hoodie', false), 1010, 40, 0.58);
    s += place(drawApparel(d, { kind: 'cap', colour: COCOA, accent: WHEAT }, 'cap', false), 1240, 300, 0.36);
  } else {
    s += table(d, W, H, 420, 'warm', 'banner2');
    s += `<rect width="${W}" height="${H}" fill="${d.lin(
      [
        [0, '#F7E9E0', 0.98],
        [0.45, '#F7E9E0', 0.92],
        [0.58, '#F7E9E0', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    s += place(drawBakery(d, 'whole-cake', '#F7E8D0', '#C0623C', false).art, 880, -70, 0.7);
    s += place(drawBakery(d, 'cake-slice', '#6B3E26', '#F1E1C6', false).art, 1200, 190, 0.42);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${d.toString()}${s}</svg>`;
}

function star(cx: number, cy: number, r: number, fill: string): string {
  let p = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    p += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `;
  }
  return `<path d="${p}Z" fill="${fill}"/>`;
}

function lantern(d: Defs, x: number, y: number, s: number, colour: string): string {
  const body = d.rad(
    [
      [0, light(colour, 0.45)],
      [0.7, colour],
      [1, dark(colour, 0.35)],
    ],
    0.4,
    0.4,
    0.7,
  );
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -200 L0 -80" stroke="#C9A14A" stroke-width="4"/><rect x="-36" y="-92" width="72" height="20" rx="4" fill="#C9A14A"/><ellipse cx="0" cy="0" rx="95" ry="80" fill="${body}"/><path d="M-40 -74 Q-60 0 -40 74 M0 -80 L0 80 M40 -74 Q60 0 40 74" fill="none" stroke="${dark(
    colour,
    0.35,
  )}" stroke-width="3" stroke-opacity=".6"/><rect x="-36" y="72" width="72" height="20" rx="4" fill="#C9A14A"/><path d="M-16 92 L-20 160 M0 92 L0 168 M16 92 L20 160" stroke="#E0B94E" stroke-width="4"/></g>`;
}

function bunting(y: number, w: number, colours: readonly string[]): string {
  let s = `<path d="M0 ${y} Q${w / 2} ${y + 60} ${w} ${y}" fill="none" stroke="#5B3A29" stroke-width="3"/>`;
  const n = 14;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = t * w;
    const yy = y + 4 * 60 * t * (1 - t) * 0.5 * 2;
    s += `<path d="M${f(x - 32)} ${f(yy)} L${f(x + 32)} ${f(yy)} L${f(x)} ${f(yy + 70)} Z" fill="${colours[i % colours.length] ?? RUST}"/>`;
  }
  return s;
}

export function newsSvg(index: number): string {
  const d = new Defs('n');
  const W = 1200;
  const H = 800;
  const i = ((Math.trunc(index) % 12) + 12) % 12;
  const r = rng(`news${i}`);
  let s = '';
  const bg = (a: string, b: string): string =>
    `<rect width="${W}" height="${H}" fill="${d.lin([
      [0, a],
      [1, b],
    ])}"/>`;
  switch (i) {
    case 0: {
      s += bg('#F8E9D4', '#EBCFAB');
      s += `<rect x="0" y="690" width="${W}" height="110" fill="#C9B8A4"/>`;
      s += `<rect x="200" y="170" width="800" height="530" fill="${CREAM}" stroke="${COCOA}" stroke-width="6"/>`;
      s += `<rect x="200" y="170" width="800" height="90" fill="${COCOA}"/>`;
      for (let k = 0; k < 10; k++)
        s += `<path d="M${180 + k * 84} 260 L${264 + k * 84} 260 L${264 + k * 84} 320 Q${222 + k * 84} 350 ${180 + k * 84} 320 Z" fill="${k % 2 === 0 ? RUST : CREAM}" stroke="${COCOA}" stroke-width="3"/>`;
      s += `<rect x="260" y="380" width="400" height="300" fill="#FFF8EC" stroke="${COCOA}" stroke-width="6"/>`;
      s += `<path d="M260 480 L660 480 M260 580 L660 580" stroke="${COCOA}" stroke-width="5"/>`;
      s +=
        place(drawBakery(d, 'bun', '#C7813D', '#F4E3B5', false).art, 270, 330, 0.16) +
        place(drawBakery(d, 'bun', '#C7813D', '#F4E3B5', false).art, 420, 330, 0.16);
      s +=
        place(drawBakery(d, 'sourdough', '#B8773F', '#F3EAD9', false).art, 280, 420, 0.18) +
        place(drawBakery(d, 'croissant', '#CB8A40', WHEAT, false).art, 460, 440, 0.16);
      s +=
        place(drawBakery(d, 'tart', '#D49A52', '#F2C230', false).art, 290, 530, 0.15) +
        place(drawBakery(d, 'donut', '#E9A0B4', RUST, false).art, 470, 530, 0.15);
      s += `<rect x="720" y="380" width="210" height="310" fill="${WHEAT}" stroke="${COCOA}" stroke-width="6"/><circle cx="900" cy="540" r="9" fill="${COCOA}"/>`;
      s += `<path d="M300 150 Q600 230 900 150" fill="none" stroke="${RUST}" stroke-width="14"/>`;
      for (const [x, c] of [
        [130, RUST],
        [1080, WHEAT],
        [1040, '#7BA05B'],
      ] as const)
        s += `<path d="M${x} 420 L${x} 690" stroke="${COCOA}" stroke-width="2"/><ellipse cx="${x}" cy="380" rx="42" ry="52" fill="${c}"/><ellipse cx="${x - 14}" cy="362" rx="10" ry="16" fill="#fff" fill-opacity=".5"/>`;
      break;
    }
    case 1: {
      s += bg('#0F3B2E', '#1F5E46');
      s += `<circle cx="930" cy="180" r="110" fill="#F6E7B0"/><circle cx="975" cy="150" r="100" fill="#154734"/>`;
      for (let k = 0; k < 40; k++) s += star(r() * W, r() * 420, 3 + r() * 6, '#F6E7B0');
      const ketupat = (x: number, y: number, sc: number): string => {
        let k2 = `<g transform="translate(${x} ${y}) scale(${sc})"><path d="M0 -300 L0 -110" stroke="#C9A14A" stroke-width="3"/><path d="M0 -110 L110 0 L0 110 L-110 0 Z" fill="#7FB24A" stroke="#3F6B22" stroke-width="5"/>`;
        for (let j = -3; j <= 3; j++)
          k2 += `<path d="M${j * 27 - 55} ${-j * 27 - 55} L${j * 27 + 55} ${-j * 27 + 55}" stroke="#CFE59A" stroke-width="7" stroke-opacity=".8"/>`;
        k2 += `<path d="M0 110 Q-20 170 -50 200 M0 110 Q20 170 40 210" fill="none" stroke="#7FB24A" stroke-width="8"/></g>`;
        return k2;
      };
      s += ketupat(260, 330, 1) + ketupat(520, 260, 0.75) + ketupat(700, 380, 0.6);
      for (const x of [180, 420, 660, 900, 1080]) {
        s += `<rect x="${x - 8}" y="600" width="16" height="140" fill="#6B4A2E"/><path d="M${x - 30} 600 L${x + 30} 600 L${x + 22} 640 L${x - 22} 640 Z" fill="#C9A14A"/><path d="M${x} 540 Q${x + 22} 580 ${x} 600 Q${x - 22} 580 ${x} 540 Z" fill="#FFC94A"/><ellipse cx="${x}" cy="580" rx="40" ry="50" fill="#FFC94A" fill-opacity=".18"/>`;
      }
      break;
    }
    case 2: {
      s += bg('#B3202A', '#7E1118');
      for (let k = 0; k < 14; k++)
        s += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(40 + r() * 80)}" fill="#E0B94E" fill-opacity=".06"/>`;
      s +=
        lantern(d, 220, 260, 1.1, '#E2342F') +
        lantern(d, 520, 200, 0.85, '#E2342F') +
        lantern(d, 980, 250, 1, '#E2342F');
      s += `<ellipse cx="700" cy="700" rx="420" ry="60" fill="#5E0C12" fill-opacity=".6"/>`;
      for (const [x, y, rr] of [
        [520, 640, 70],
        [640, 660, 80],
        [590, 590, 66],
      ] as const)
        s += `<circle cx="${x}" cy="${y}" r="${rr}" fill="${d.rad(
          [
            [0, '#FFC266'],
            [1, '#E07A12'],
          ],
          0.35,
          0.3,
          0.7,
        )}"/><path d="M${x} ${y - rr} q10 -20 34 -22 q-10 20 -34 22" fill="#3F7A2A"/>`;
      s += place(drawBakery(d, 'tart', '#D49A52', '#E8A33A', true).art, 720, 380, 0.42);
      break;
    }
    case 3: {
      s += bg('#4A1942', '#2A0E2A');
      const kolam = (cx: number, cy: number, rr: number): string => {
        let k2 = '';
        const cols = ['#F2A93B', '#E5486B', '#F6E7B0', '#7BC4C4'];
        for (let ring = 3; ring >= 0; ring--) {
          const n = 8 + ring * 4;
          for (let j = 0; j < n; j++) {
            const a = (j / n) * Math.PI * 2;
            const x = cx + Math.cos(a) * rr * (ring + 1) * 0.22;
            const y = cy + Math.sin(a) * rr * (ring + 1) * 0.22 * 0.5;
            k2 += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rr * 0.1)}" ry="${f(rr * 0.05)}" fill="${cols[ring] ?? RUST}" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`;
          }
        }
        return `${k2}<circle cx="${cx}" cy="${cy}" r="${rr * 0.08}" fill="#F6E7B0"/>`;
      };
      s += kolam(600, 640, 520);
      for (let k = 0; k < 5; k++) {
        const x = 220 + k * 190;
        const y = 420 + (k % 2) * 40;
        const glow = d.rad([
          [0, '#FFD36B', 0.55],
          [1, '#FFD36B', 0],
        ]);
        s += `<ellipse cx="${x}" cy="${y - 40}" rx="110" ry="110" fill="${glow}"/><path d="M${x - 70} ${y} Q${x} ${y + 70} ${x + 70} ${y} Z" fill="#B5562D" stroke="#7A3416" stroke-width="4"/><path d="M${x - 70} ${y} L${x + 70} ${y}" stroke="#E0B94E" stroke-width="6"/><path d="M${x} ${y - 90} Q${x + 22} ${y - 40} ${x} ${y - 8} Q${x - 22} ${y - 40} ${x} ${y - 90} Z" fill="#FFC94A"/><path d="M${x} ${y - 60} Q${x + 9} ${y - 34} ${x} ${y - 14} Q${x - 9} ${y - 34} ${x} ${y - 60} Z" fill="#FFF3C4"/>`;
      }
      break;
    }
    case 4: {
      s += bg('#1E4034', '#10271F');
      for (let k = 0; k < 60; k++)
        s += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(2 + r() * 4)}" fill="#ffffff" fill-opacity=".6"/>`;
      s += `<path d="M300 120 L420 330 L360 330 L460 500 L390 500 L500 680 L100 680 L210 500 L140 500 L240 330 L180 330 Z" fill="#3D7A4F"/>`;
      s += star(300, 120, 40, '#F2C94C');
      for (let k = 0; k < 14; k++)
        s += `<circle cx="${f(180 + r() * 240)}" cy="${f(260 + r() * 400)}" r="11" fill="${['#E2342F', '#F2C94C', '#ffffff'][k % 3] ?? RUST}"/>`;
      s += `<rect x="270" y="680" width="60" height="60" fill="#6B4A2E"/>`;
      s += place(drawBakery(d, 'pandan-roll', '#5B3A29', '#F5E6CC', false).art, 520, 180, 0.62);
      s += `<rect x="150" y="700" width="120" height="90" fill="#E2342F"/><rect x="200" y="700" width="20" height="90" fill="#F2C94C"/><rect x="380" y="720" width="100" height="70" fill="#F2C94C"/><rect x="422" y="720" width="16" height="70" fill="#E2342F"/>`;
      break;
    }
    case 5: {
      s += bg('#EFE8DF', '#D9CDBE');
      s += `<path d="M120 150 L1080 150" stroke="#6E6259" stroke-width="14" stroke-linecap="round"/><path d="M150 150 L110 780 M1050 150 L1090 780" stroke="#6E6259" stroke-width="12"/>`;
      const items: readonly (readonly [ApparelKind, string, string])[] = [
        ['tshirt', '#E9DFCF', RUST],
        ['hoodie', RUST, CREAM],
        ['shirt', '#9FB3C8', '#ffffff'],
        ['sweater', '#4E6B5A', WHEAT],
        ['jacket', COCOA, WHEAT],
      ];
      items.forEach(([kind, colour, accent], k) => {
        const x = 170 + k * 180;
        s += `<path d="M${x + 130} 150 q0 -30 20 -30 q20 0 20 20 M${x + 150} 168 L${x + 75} 210 M${x + 150} 168 L${x + 225} 210" fill="none" stroke="#8a7d72" stroke-width="6"/>`;
        s += place(drawApparel(d, { kind, colour, accent }, kind, false), x, 120, 0.3);
      });
      break;
    }
    case 6: {
      s += table(d, W, H, 0, 'warm', 'class');
      s += `<circle cx="420" cy="380" r="230" fill="#E8E2D8"/><circle cx="420" cy="380" r="200" fill="${d.rad([
        [0, '#ffffff'],
        [1, '#DAD2C6'],
      ])}"/>`;
      s += `<path d="${smooth(ellipsePts(420, 380, 130, 110, 18, () => 1 + (r() - 0.5) * 0.08))}" fill="${d.rad(
        [
          [0, '#FBF1DF'],
          [1, '#E6CFA6'],
        ],
        0.4,
        0.35,
        0.7,
      )}"/>`;
      s += `<g transform="rotate(-24 850 420)"><rect x="600" y="395" width="500" height="56" rx="28" fill="${d.lin([
        [0, '#E2B983'],
        [1, '#B7844F'],
      ])}"/><rect x="540" y="408" width="70" height="30" rx="14" fill="#8E5E35"/><rect x="1090" y="408" width="70" height="30" rx="14" fill="#8E5E35"/></g>`;
      for (const [x, y] of [
        [820, 660],
        [930, 690],
        [740, 720],
      ] as const)
        s += `<ellipse cx="${x}" cy="${y}" rx="52" ry="40" fill="${d.rad(
          [
            [0, '#FFF7EA'],
            [1, '#E4CBA8'],
          ],
          0.35,
          0.3,
          0.7,
        )}"/>`;
      s += specks(r, 160, 600, 640, 300, 110, '#FFFFFF', [2, 6], 0.8);
      s += `<path d="M120 640 L300 560" stroke="#9A9A9A" stroke-width="12" stroke-linecap="round"/>`;
      for (let k = 0; k < 5; k++)
        s += `<ellipse cx="${330 + k * 4}" cy="${540 - k * 2}" rx="${80 - k * 6}" ry="${30 + k * 4}" fill="none" stroke="#B0B0B0" stroke-width="4" transform="rotate(-24 330 540)"/>`;
      break;
    }
    case 7: {
      s += bg('#FDF3E3', '#F4DEC0');
      s += bunting(60, W, [RUST, WHEAT, '#7BA05B', '#E9A0B4', '#7BC4C4']);
      s += `<rect x="80" y="520" width="1040" height="280" fill="${RUST}"/><path d="M80 520 L1120 520" stroke="${dark(RUST, 0.3)}" stroke-width="8"/>`;
      for (let k = 0; k < 13; k++)
        s += `<rect x="${80 + k * 80}" y="520" width="40" height="280" fill="#ffffff" fill-opacity=".18"/>`;
      s += place(drawBakery(d, 'whole-cake', '#F7E8D0', '#C0623C', false).art, 130, 120, 0.45);
      s += place(drawBakery(d, 'muffin', '#8B5A3C', '#7BA05B', true).art, 470, 170, 0.4);
      s += place(drawBakery(d, 'cookie', '#C98E4F', '#4A2C1D', false).art, 780, 210, 0.38);
      s += `<path d="M960 600 C900 540 960 480 1000 530 C1040 480 1100 540 1040 600 L1000 640 Z" fill="#ffffff" fill-opacity=".9"/>`;
      break;
    }
    case 8: {
      s += bg('#14213D', '#27375E');
      s += `<circle cx="850" cy="250" r="170" fill="${d.rad([
        [0, '#FFF6D8'],
        [1, '#F3D88B'],
      ])}"/>`;
      for (let k = 0; k < 30; k++) s += star(r() * W, r() * 380, 2 + r() * 4, '#FFF6D8');
      s += lantern(d, 220, 240, 0.9, '#F08A24');
      s += `<ellipse cx="600" cy="690" rx="480" ry="70" fill="#0B1427" fill-opacity=".5"/>`;
      for (const [x, y, sc] of [
        [440, 610, 1],
        [660, 640, 1.1],
      ] as const) {
        s += `<g transform="translate(${x} ${y}) scale(${sc})"><ellipse cx="0" cy="30" rx="120" ry="44" fill="#8A4B1E"/><rect x="-120" y="-30" width="240" height="60" fill="#B8682A"/><ellipse cx="0" cy="-30" rx="120" ry="44" fill="${d.rad(
          [
            [0, '#E3A25A'],
            [1, '#B8682A'],
          ],
          0.4,
          0.35,
          0.7,
        )}"/><ellipse cx="0" cy="-30" rx="82" ry="28" fill="none" stroke="#8A4B1E" stroke-width="4"/><path d="M-40 -30 Q0 -60 40 -30 Q0 0 -40 -30 Z" fill="none" stroke="#8A4B1E" stroke-width="4"/></g>`;
      }
      s += `<path d="M880 560 L980 560 L970 660 Q930 680 890 660 Z" fill="#E7EEF0"/><path d="M980 580 q30 0 30 30 q0 30 -30 30" fill="none" stroke="#E7EEF0" stroke-width="10"/>`;
      break;
    }
    case 9: {
      s += bg('#BFE0F2', '#F6F1E4');
      const burst = (cx: number, cy: number, c: string): string => {
        let b = '';
        for (let k = 0; k < 16; k++) {
          const a = (k / 16) * Math.PI * 2;
          b += `<path d="M${f(cx + Math.cos(a) * 30)} ${f(cy + Math.sin(a) * 30)} L${f(cx + Math.cos(a) * 110)} ${f(cy + Math.sin(a) * 110)}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`;
        }
        return b;
      };
      s += burst(260, 260, '#D7263D') + burst(900, 200, '#1B3F8B') + burst(620, 330, '#F2C94C');
      s += bunting(40, W, ['#D7263D', '#ffffff', '#1B3F8B', '#F2C94C']);
      s += place(drawBakery(d, 'cake-slice', '#F4E7D3', '#D7263D', false).art, 250, 180, 0.72);
      break;
    }
    case 10: {
      s += bg('#FBF1E1', '#EEDCC2');
      s += `<path d="M0 640 Q600 560 1200 640 L1200 800 L0 800 Z" fill="#D9C3A3"/>`;
      s += `<path d="M150 600 C300 420 500 620 700 420 S1000 300 1060 200" fill="none" stroke="${RUST}" stroke-width="8" stroke-dasharray="4 22" stroke-linecap="round"/>`;
      s += `<path d="M1060 100 C1010 100 990 140 990 170 C990 220 1060 280 1060 280 C1060 280 1130 220 1130 170 C1130 140 1110 100 1060 100 Z" fill="${RUST}"/><circle cx="1060" cy="168" r="24" fill="${CREAM}"/>`;
      s += `<g transform="translate(330 420)"><path d="M0 80 L200 40 L380 90 L180 140 Z" fill="#E8C49A"/><path d="M0 80 L180 140 L180 330 L0 260 Z" fill="#C99A62"/><path d="M180 140 L380 90 L380 270 L180 330 Z" fill="#B7854E"/><path d="M60 100 L250 50 L270 60 L80 110 Z" fill="${RUST}"/></g>`;
      s += place(drawBakery(d, 'baguette', '#C98B4A', WHEAT, false).art, 330, 230, 0.3);
      s += place(drawBakery(d, 'croissant', '#CB8A40', WHEAT, false).art, 420, 250, 0.3);
      break;
    }
    default: {
      s += bg('#FFF4E6', '#F6D9C0');
      for (let k = 0; k < 80; k++) {
        const x = r() * W;
        const y = r() * H;
        s += `<rect x="${f(x)}" y="${f(y)}" width="14" height="7" rx="3" fill="${[RUST, WHEAT, '#7BC4C4', '#E9A0B4', '#7BA05B'][k % 5] ?? RUST}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})"/>`;
      }
      s += place(drawBakery(d, 'whole-cake', '#F4C9D0', '#9E2B4B', false).art, 270, 40, 0.7);
      for (let k = 0; k < 5; k++) {
        const x = 470 + k * 65;
        const y = 305 + Math.abs(k - 2) * 8;
        s += `<rect x="${x - 8}" y="${y}" width="16" height="80" rx="4" fill="${k % 2 === 0 ? '#7BC4C4' : '#F2C94C'}"/><path d="M${x} ${y - 44} Q${x + 14} ${y - 20} ${x} ${y - 4} Q${x - 14} ${y - 20} ${x} ${y - 44} Z" fill="#FFB23F"/>`;
      }
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${d.toString()}${s}</svg>`;
}

/**
 * Rasterises at the target size (via density) rather than at the SVG's native size and then
 * downscaling, since rasterising cost scales with pixel count. The artwork is opaque, so the alpha
 * channel is dropped, and effort 2 encodes about twice as fast as the default for a similar file size.
 */
export async function renderWebp(svg: string, width: number): Promise<Buffer> {
  const native = Number(/<svg[^>]*?\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? width);
  const density = Math.min(2400, Math.max(1, (72 * width) / native));
  return sharp(Buffer.from(svg), { density }).resize(width).removeAlpha().webp({ quality: 80, effort: 2 }).toBuffer();
}
