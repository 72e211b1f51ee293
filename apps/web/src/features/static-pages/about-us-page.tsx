import { useTranslation } from '../../i18n/use-translation';
import { ParagraphSections, StaticPage } from './static-page';

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage title={t('about.title')} intro={t('about.intro')}>
      <ParagraphSections page="about" />
    </StaticPage>
  );
}
