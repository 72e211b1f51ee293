import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ResponsivePicture } from '../../components/ui/responsive-picture';
import { PICTURES } from '../../components/ui/pictures';

/** The first screen: what the site is for, the two ways in, and the hero picture (fetched first). */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="hero__lead">{t('hero.lead')}</p>
        <div className="hero__actions">
          <Link to="/recommended-jobs" className="btn btn--primary">
            {t('hero.findJobs')}
          </Link>
          <Link to="/hiring-center" className="btn btn--secondary">
            {t('hero.findProfessionals')}
          </Link>
        </div>
      </div>
      <ResponsivePicture className="hero__picture" picture={PICTURES.hero} alt={t('hero.imageAlt')} priority />
    </section>
  );
}
