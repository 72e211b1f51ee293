import { useTranslation } from '../../i18n/use-translation';
import { Reveal } from './reveal';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function Testimonials() {
  const { t, i18n } = useTranslation('home');
  const items = i18n.raw<Testimonial[]>('home', 'testimonials.items') ?? [];
  return (
    <Reveal className="home-section" labelledBy="testimonials-title">
      <h2 id="testimonials-title">{t('testimonials.title')}</h2>
      <ul className="testimonials">
        {items.map((item) => (
          <li key={item.name} className="card">
            <figure className="testimonial">
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial__avatar" aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <br />
                  {item.role}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
