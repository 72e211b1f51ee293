import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { PICTURES } from '../../components/ui/pictures';

/**
 * Where each of the two ways in leads. A visitor registers first, with the role already chosen; a signed-in reader
 * (or one whose stored session is being checked) goes to the page itself, whose guard sends a user of the other type
 * to the home page. The page written in advance is a visitor's, so its links are the visitor's too.
 */
function useWaysIn() {
  const { status } = useAuth();
  if (status === 'anonymous') {
    return { jobs: '/auth?tab=register&role=professional', professionals: '/auth?tab=register&role=employer' };
  }
  return { jobs: '/recommended-jobs', professionals: '/hiring-center' };
}

/** The first screen: what the site is for, the two ways in, and the hero picture (fetched first). */
export function Hero() {
  const { t } = useTranslation('home');
  const waysIn = useWaysIn();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="hero__lead">{t('hero.lead')}</p>
        <div className="hero__actions">
          <Link to={waysIn.jobs} className="btn btn--primary">
            {t('hero.findJobs')}
          </Link>
          <Link to={waysIn.professionals} className="btn btn--secondary">
            {t('hero.findProfessionals')}
          </Link>
        </div>
      </div>
      <ResponsivePicture className="hero__picture" picture={PICTURES.hero} alt={t('hero.imageAlt')} priority />
    </section>
  );
}
