// Draws the site's illustrations (hero, sign-up and login pictures) as SVG and writes them as AVIF, WebP
// and JPEG at the widths the pages ask for, into apps/web/public/images/. The pictures are committed; run
// this only to change them:  node apps/web/scripts/make-images.mjs [out-dir]  (sharp is a dev dependency of apps/web)
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../public/images');
mkdirSync(out, { recursive: true });

const SKIN = ['#6b3f26', '#8a5533', '#5a3420', '#a06a45'];

/** A standing person; (x, base) is the point between the feet; `h` the height in pixels. */
function person({ x, base, h, skin, shirt, trousers, hat, laptop, tie, hair = '#1a1a1a', skirt }) {
  const s = h / 400;
  const g = [];
  g.push(`<g transform="translate(${x} ${base}) scale(${s})">`);
  // legs or skirt
  if (skirt) {
    g.push(`<path d="M-52 -190 L52 -190 L66 -70 L-66 -70 Z" fill="${trousers}"/>`);
    g.push(`<rect x="-34" y="-72" width="22" height="72" rx="9" fill="${skin}"/>`);
    g.push(`<rect x="12" y="-72" width="22" height="72" rx="9" fill="${skin}"/>`);
  } else {
    g.push(`<rect x="-42" y="-200" width="38" height="200" rx="14" fill="${trousers}"/>`);
    g.push(`<rect x="4" y="-200" width="38" height="200" rx="14" fill="${trousers}"/>`);
  }
  g.push(`<ellipse cx="-24" cy="-2" rx="28" ry="10" fill="#1d1d1d"/>`);
  g.push(`<ellipse cx="24" cy="-2" rx="28" ry="10" fill="#1d1d1d"/>`);
  // torso and arms
  g.push(`<path d="M-62 -318 Q-62 -340 -40 -342 L40 -342 Q62 -340 62 -318 L56 -186 L-56 -186 Z" fill="${shirt}"/>`);
  if (laptop) {
    g.push(
      `<path d="M-60 -320 L-84 -230 L-40 -205" stroke="${shirt}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
    g.push(
      `<path d="M60 -320 L84 -230 L40 -205" stroke="${shirt}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
    g.push(`<rect x="-70" y="-250" width="140" height="92" rx="8" fill="#cfd6de" transform="rotate(-8 0 -205)"/>`);
    g.push(`<rect x="-62" y="-242" width="124" height="76" rx="4" fill="#0b5cad" transform="rotate(-8 0 -205)"/>`);
    g.push(`<circle cx="-40" cy="-205" r="13" fill="${skin}"/><circle cx="40" cy="-205" r="13" fill="${skin}"/>`);
  } else {
    g.push(`<rect x="-84" y="-330" width="30" height="150" rx="15" fill="${shirt}" transform="rotate(8 -69 -330)"/>`);
    g.push(`<rect x="54" y="-330" width="30" height="150" rx="15" fill="${shirt}" transform="rotate(-8 69 -330)"/>`);
    g.push(`<circle cx="-88" cy="-180" r="14" fill="${skin}"/><circle cx="88" cy="-180" r="14" fill="${skin}"/>`);
  }
  if (tie) {
    g.push(`<path d="M-16 -342 L0 -318 L16 -342 Z" fill="#ffffff"/>`);
    g.push(`<path d="M-7 -326 L7 -326 L11 -250 L0 -236 L-11 -250 Z" fill="${tie}"/>`);
  }
  // neck and head
  g.push(`<rect x="-13" y="-362" width="26" height="28" fill="${skin}"/>`);
  g.push(`<ellipse cx="0" cy="-398" rx="36" ry="42" fill="${skin}"/>`);
  if (hat) {
    g.push(`<path d="M-42 -404 Q-40 -452 0 -454 Q40 -452 42 -404 Z" fill="${hat}"/>`);
    g.push(`<rect x="-52" y="-410" width="104" height="12" rx="6" fill="${hat}"/>`);
    g.push(`<rect x="-5" y="-452" width="10" height="44" rx="4" fill="#000" opacity="0.12"/>`);
  } else {
    g.push(
      `<path d="M-37 -402 Q-40 -446 0 -444 Q40 -446 37 -402 Q30 -428 0 -428 Q-30 -428 -37 -402 Z" fill="${hair}"/>`,
    );
  }
  g.push('</g>');
  return g.join('');
}

/** Kinshasa's skyline in silhouette, with lit windows, between x0 and x1 on the horizon line. */
function skyline(x0, x1, horizon, colour, seed = 7) {
  let r = seed;
  const rand = () => (r = (r * 9301 + 49297) % 233280) / 233280;
  const parts = [];
  for (let x = x0; x < x1;) {
    const w = 40 + rand() * 70;
    const hgt = 60 + rand() * 190;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(horizon - hgt).toFixed(0)}" width="${w.toFixed(0)}" height="${hgt.toFixed(0)}" fill="${colour}"/>`,
    );
    for (let wy = horizon - hgt + 14; wy < horizon - 16; wy += 22) {
      for (let wx = x + 9; wx < x + w - 12; wx += 16) {
        if (rand() > 0.55)
          parts.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="7" height="10" fill="#f7d618" opacity="0.55"/>`,
          );
      }
    }
    x += w + 4 + rand() * 10;
  }
  return parts.join('');
}

function hero() {
  const W = 1200;
  const H = 900;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0a4d91"/><stop offset="0.55" stop-color="#4f95d6"/><stop offset="1" stop-color="#fbd98a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff6c2"/><stop offset="0.5" stop-color="#f7d618"/><stop offset="1" stop-color="#f7d618" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="river" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f7fc4"/><stop offset="1" stop-color="#145a9c"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3f8f57"/><stop offset="1" stop-color="#25603a"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="930" cy="380" r="190" fill="url(#sun)"/>
  <circle cx="930" cy="380" r="78" fill="#fbe36a"/>
  <path d="M0 470 Q200 410 420 455 T860 440 T1200 430 L1200 560 L0 560 Z" fill="#2e6fa8" opacity="0.55"/>
  ${skyline(20, 1180, 560, '#133a63')}
  <rect x="596" y="236" width="22" height="324" fill="#133a63"/>
  <rect x="574" y="286" width="66" height="24" rx="6" fill="#133a63"/>
  <path d="M596 236 L607 170 L618 236 Z" fill="#133a63"/>
  <rect x="560" y="552" width="100" height="10" fill="#133a63"/>
  <rect y="560" width="${W}" height="92" fill="url(#river)"/>
  <path d="M80 590 h140 M420 610 h210 M820 585 h160 M260 632 h120 M980 630 h140" stroke="#cfe6fb" stroke-width="5" stroke-linecap="round" opacity="0.6"/>
  <path d="M0 652 Q300 628 600 650 T1200 646 L1200 900 L0 900 Z" fill="url(#ground)"/>
  <g stroke="#f7d618" stroke-width="10" fill="none" opacity="0.95">
    <path d="M1060 650 V300 M1060 310 H860 M1060 310 H1120 M1060 300 L960 310 M900 310 V400"/>
  </g>
  <rect x="880" y="400" width="40" height="30" fill="#b80f1f"/>
  ${person({ x: 300, base: 880, h: 420, skin: SKIN[0], shirt: '#f7d618', trousers: '#1f3b5a', hat: '#f7d618' })}
  ${person({ x: 560, base: 890, h: 450, skin: SKIN[1], shirt: '#ffffff', trousers: '#18212b', laptop: true, hair: '#2b1a10' })}
  ${person({ x: 820, base: 880, h: 430, skin: SKIN[2], shirt: '#0b5cad', trousers: '#b80f1f', skirt: true, hair: '#111' })}
</svg>`;
}

function loginPicture() {
  const W = 800;
  const H = 1000;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf2fb"/><stop offset="1" stop-color="#c9dcf0"/></linearGradient>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f95d6"/><stop offset="1" stop-color="#fbd98a"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect x="80" y="90" width="640" height="460" rx="10" fill="#18212b"/>
  <rect x="96" y="106" width="608" height="428" fill="url(#view)"/>
  <circle cx="560" cy="300" r="60" fill="#fbe36a"/>
  ${skyline(96, 704, 534, '#133a63', 3)}
  <rect x="392" y="106" width="16" height="428" fill="#18212b"/>
  <rect x="0" y="740" width="${W}" height="260" fill="#8a5a2b"/>
  <rect x="0" y="728" width="${W}" height="24" fill="#6e4520"/>
  ${person({ x: 400, base: 1040, h: 560, skin: SKIN[3], shirt: '#0b5cad', trousers: '#18212b', laptop: true, hair: '#1a1a1a' })}
  <rect x="90" y="660" width="70" height="80" rx="8" fill="#ffffff"/>
  <path d="M100 660 Q125 560 150 660" fill="#3f8f57"/>
  <rect x="600" y="690" width="120" height="40" rx="4" fill="#f7d618"/>
  <rect x="610" y="660" width="100" height="32" rx="4" fill="#b80f1f"/>
</svg>`;
}

function signUpPicture() {
  const W = 800;
  const H = 1000;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a4d91"/><stop offset="0.7" stop-color="#5fa1dc"/><stop offset="1" stop-color="#fbd98a"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky2)"/>
  <circle cx="180" cy="260" r="90" fill="#fbe36a"/>
  ${skyline(0, 800, 640, '#133a63', 11)}
  <g stroke="#f7d618" stroke-width="9" fill="none"><path d="M640 640 V220 M640 230 H420 M640 230 H720 M560 230 V330"/></g>
  <rect x="540" y="330" width="40" height="28" fill="#b80f1f"/>
  <rect y="640" width="${W}" height="360" fill="#3f8f57"/>
  ${person({ x: 270, base: 1000, h: 560, skin: SKIN[0], shirt: '#f7d618', trousers: '#1f3b5a', hat: '#f7d618' })}
  ${person({ x: 530, base: 1000, h: 570, skin: SKIN[1], shirt: '#ffffff', trousers: '#18212b', tie: '#b80f1f', hair: '#2b1a10' })}
</svg>`;
}

/** Each picture at the widths its page requests (see the `sizes` attributes in the components). */
const pictures = [
  { name: 'hero', svg: hero(), widths: [480, 800, 1200] },
  { name: 'login', svg: loginPicture(), widths: [360, 560, 800] },
  { name: 'signup', svg: signUpPicture(), widths: [360, 560, 800] },
];

for (const { name, svg, widths } of pictures) {
  for (const width of widths) {
    const base = sharp(Buffer.from(svg), { density: 144 }).resize({ width });
    await base
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(join(out, `${name}-${width}.avif`));
    await base
      .clone()
      .webp({ quality: 78 })
      .toFile(join(out, `${name}-${width}.webp`));
    await base
      .clone()
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(out, `${name}-${width}.jpg`));
  }
}
console.log(`Pictures written to ${out}`);
