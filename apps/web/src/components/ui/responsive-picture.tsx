/**
 * A picture from public/images in AVIF, WebP and JPEG at several widths (made by scripts/make-images.mjs):
 * the browser picks the lightest format it understands at the width the layout needs. `priority` is for the
 * one picture that matters first on a page (loaded eagerly, fetched early); the rest load as they come near.
 */
export function ResponsivePicture({ name, widths, sizes, alt, width, height, priority = false, className }: {
  name: string;
  widths: readonly number[];
  sizes: string;
  alt: string;
  /** The intrinsic size, so the space is kept before the image arrives (no layout shift). */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = (ext: string) => widths.map((w) => `/images/${name}-${w}.${ext} ${w}w`).join(', ');
  const fallback = widths[Math.min(1, widths.length - 1)];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`/images/${name}-${fallback}.jpg`}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
