import { SECTORS } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { Reveal } from './reveal';

/** The six sectors; their pictograms are small SVG files, so they cost the page no JavaScript. */
export function SectorCards() {
  const { t } = useTranslation('home');
  return (
    <Reveal className="home-section" labelledBy="sectors-title">
      <h2 id="sectors-title">{t('sectors.title')}</h2>
      <p className="home-section__lead">{t('sectors.lead')}</p>
      <ul className="sectors">
        {SECTORS.map((sector) => (
          <li key={sector} className="sector card">
            <img src={`/images/sectors/${sector}.svg`} alt="" width={48} height={48} loading="lazy" />
            <div>
              <h3>{t(`sectors.${sector}.name`)}</h3>
              <p>{t(`sectors.${sector}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
