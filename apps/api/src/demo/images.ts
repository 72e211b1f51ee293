import { encodePng, type Rgb } from './png.js';

const SIZE = 256;

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
}

/** Share of a pixel covered by a shape, sampled 2 x 2 so that edges are smooth. */
function coverage(x: number, y: number, inside: (px: number, py: number) => boolean): number {
  let hits = 0;
  for (const dx of [0.25, 0.75]) for (const dy of [0.25, 0.75]) if (inside(x + dx, y + dy)) hits++;
  return hits / 4;
}

const inEllipse = (cx: number, cy: number, rx: number, ry: number) => (px: number, py: number) =>
  ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;

/** A portrait placeholder: a head-and-shoulders silhouette on a coloured background. */
export function avatarPng(background: Rgb, figure: Rgb): Buffer {
  const head = inEllipse(128, 104, 50, 56);
  const shoulders = inEllipse(128, 268, 104, 96);
  return encodePng(SIZE, SIZE, (x, y) => {
    const c = Math.max(coverage(x, y, head), coverage(x, y, shoulders));
    return mix(background, figure, c);
  });
}

/** A company logo: a brand-coloured disc with a white mountain and a sun, on white. */
export function logoPng(brand: Rgb): Buffer {
  const white: Rgb = [255, 255, 255];
  const disc = inEllipse(128, 128, 112, 112);
  const sun = inEllipse(168, 92, 20, 20);
  const mountain = (px: number, py: number) => py >= 88 && py <= 184 && Math.abs(px - 112) <= (py - 88) * 0.9;
  return encodePng(SIZE, SIZE, (x, y) => {
    const onDisc = coverage(x, y, disc);
    const mark = Math.max(coverage(x, y, mountain), coverage(x, y, sun)) * onDisc;
    return mix(mix(white, brand, onDisc), white, mark);
  });
}
