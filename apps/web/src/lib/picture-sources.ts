import { PICTURE_PIXELS } from '@talent/shared';

/**
 * The srcset of a stored photo or logo: its list thumbnail and its display size, by width, so that the browser
 * fetches the smaller one for a list (the API answers each in WebP or JPEG as the browser accepts).
 */
export function pictureSrcSet(url: string): string {
  return `${url}&size=thumb ${PICTURE_PIXELS.thumb}w, ${url} ${PICTURE_PIXELS.display}w`;
}
