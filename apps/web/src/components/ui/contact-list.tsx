/**
 * How to reach a person, as a list of terms: their e-mail (a link that writes to it) and, when they gave one, their
 * phone (a link that calls it, which a phone offers at a tap). Shown to an employer and to staff alike.
 */
export function ContactList({
  email,
  phone,
  labels,
  className,
}: {
  email: string;
  phone: string | null;
  labels: { email: string; phone: string };
  className: string;
}) {
  return (
    <dl className={className}>
      <div>
        <dt>{labels.email}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
      {phone && (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={`tel:${phone}`}>{phone}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
