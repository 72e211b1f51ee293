/** A picture of public/images, written by scripts/make-images.mjs in AVIF, WebP and JPEG at each width. */
export interface PictureSet {
  name: string;
  widths: readonly number[];
  /** How wide the picture is drawn, for the browser to choose among the widths. */
  sizes: string;
  /** The intrinsic size, so the space is kept before the image arrives (no layout shift). */
  width: number;
  height: number;
}

const AUTH_SIZES = '(min-width: 56rem) 28rem, calc(100vw - 2rem)';

/** The pictures that open a page, in one place for the page and for the early request below. */
export const PICTURES = {
  hero: {
    name: 'hero',
    widths: [480, 800, 1200],
    sizes: '(min-width: 56rem) 36rem, calc(100vw - 2rem)',
    width: 1200,
    height: 900,
  },
  login: { name: 'login', widths: [360, 560, 800], sizes: AUTH_SIZES, width: 800, height: 1000 },
  signup: { name: 'signup', widths: [360, 560, 800], sizes: AUTH_SIZES, width: 800, height: 1000 },
} as const satisfies Record<string, PictureSet>;

export const srcSetOf = (picture: PictureSet, ext: 'avif' | 'webp' | 'jpg') =>
  picture.widths.map((w) => `/images/${picture.name}-${w}.${ext} ${w}w`).join(', ');

function firstPictureOf(pathname: string, search: string): PictureSet | undefined {
  if (pathname === '/') return PICTURES.hero;
  if (pathname === '/auth')
    return new URLSearchParams(search).get('tab') === 'register' ? PICTURES.signup : PICTURES.login;
  return undefined;
}

/**
 * The early request for the picture that opens a page: only the AVIF set, with its type, so a browser without
 * AVIF skips it and takes WebP from the page itself.
 */
export function firstPicturePreload(pathname: string, search = ''): Record<string, string> | undefined {
  const picture = firstPictureOf(pathname, search);
  if (!picture) return undefined;
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imagesrcset: srcSetOf(picture, 'avif'),
    imagesizes: picture.sizes,
    fetchpriority: 'high',
  };
}

/**
 * Asks for the picture that opens the page as soon as the app starts, alongside the page's own code rather
 * than after it: the largest thing on the first screen arrives one round trip sooner on a slow connection.
 * (A page written in advance has this request in its head instead: scripts/prerender.mjs.)
 */
export function preloadFirstPicture({ pathname, search }: { pathname: string; search: string }): void {
  const attributes = firstPicturePreload(pathname, search);
  if (!attributes) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
