// Draws the app's icon (the header's house on the brand blue) and writes it at the sizes phones install it
// with, into apps/web/public/icons/. The icons are committed; run this only to change them:
//   node apps/web/scripts/make-icons.mjs [out-dir]  (sharp is a dev dependency of apps/web)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

const BLUE = '#0a4d91';
const HOUSE = 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5';

/**
 * The house on blue. `inset` is the share of the side left around the house: a maskable icon keeps its
 * drawing inside the central circle that every launcher shape leaves visible.
 */
function icon({ rounded, inset }) {
  const scale = (512 * (1 - 2 * inset)) / 24;
  const offset = 512 * inset;
  const corner = rounded ? 96 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${corner}" fill="${BLUE}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="${HOUSE}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const plain = icon({ rounded: true, inset: 0.16 });
const maskable = icon({ rounded: false, inset: 0.24 });
writeFileSync(join(out, 'icon.svg'), plain);
for (const size of [192, 512]) {
  await sharp(Buffer.from(plain))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}
await sharp(Buffer.from(maskable))
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'icon-maskable-512.png'));
// iOS draws its own rounded corners and shows transparency as black: a full square.
await sharp(Buffer.from(maskable))
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'apple-touch-icon-180.png'));
