import { pictureSrcSet } from '../../lib/picture-sources';

/**
 * A person's photo, or their initials in the same box (`<className>--initials`, hidden from screen readers, which read
 * the name beside it); an empty box for an account that was deleted. `size` is the box's side in CSS pixels, which
 * picks the rendition.
 */
export function PersonPhoto({
  photo,
  person,
  size,
  className,
  alt,
  deleted = false,
}: {
  photo: string | null;
  person: { first_name: string; last_name: string };
  size: number;
  className: string;
  alt: string;
  deleted?: boolean;
}) {
  if (photo) {
    return (
      <img
        className={className}
        src={photo}
        srcSet={pictureSrcSet(photo)}
        sizes={`${size}px`}
        alt={alt}
        width={size}
        height={size}
      />
    );
  }
  return (
    <span className={`${className} ${className}--initials`} aria-hidden="true">
      {deleted ? '' : `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase()}
    </span>
  );
}
