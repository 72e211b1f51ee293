import { srcSetOf, type PictureSet } from './pictures';

/**
 * A picture from public/images in AVIF, WebP and JPEG at several widths (made by scripts/make-images.mjs):
 * the browser picks the lightest format it understands at the width the layout needs. `priority` is for the
 * one picture that matters first on a page (loaded eagerly, fetched early); the rest load as they come near.
 */
export function ResponsivePicture({
  picture,
  alt,
  priority = false,
  className,
}: {
  picture: PictureSet;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const { name, widths, sizes, width, height } = picture;
  const srcSet = (ext: 'avif' | 'webp' | 'jpg') => srcSetOf(picture, ext);
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
