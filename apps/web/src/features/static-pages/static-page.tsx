import type { ReactNode } from 'react';
import { CONTACT_EMAIL } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { NODE_SLOT, withNode } from '../../i18n/with-node';
import { useDocumentTitle } from '../../components/use-document-title';
import '../../styles/static-pages.css';

/** The frame of a text page: its title, an introduction, the content and a contact line. */
export function StaticPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('pages');
  useDocumentTitle(title);
  return (
    <article className="static-page">
      <h1>{title}</h1>
      <p className="static-page__intro">{intro}</p>
      {children}
      <p className="static-page__contact">
        {withNode(t('contactLine', { email: NODE_SLOT }), <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>)}
      </p>
    </article>
  );
}

/** A section's body: paragraphs, and lists where a paragraph is itself a list of items. */
interface Section {
  heading: string;
  body: (string | string[])[];
}

/**
 * Sections of paragraphs from the 'pages' namespace; {{values}} in a paragraph are filled from `values`. A paragraph
 * that is a list of strings is shown as a bulleted list (end a section with it: nothing spaces a paragraph after it).
 */
export function ParagraphSections({
  page,
  values = {},
}: {
  page: 'about' | 'privacy';
  values?: Record<string, string | number>;
}) {
  const { t, i18n } = useTranslation('pages');
  const sections = i18n.raw<Section[]>('pages', `${page}.sections`) ?? [];
  return (
    <>
      {sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`${page}-section-${i}`}>
          <h2 id={`${page}-section-${i}`}>{section.heading}</h2>
          {section.body.map((part, j) =>
            Array.isArray(part) ? (
              <ul key={j} className="static-page__list">
                {part.map((_, k) => (
                  <li key={k}>{t(`${page}.sections.${i}.body.${j}.${k}`, values)}</li>
                ))}
              </ul>
            ) : (
              <p key={j}>{t(`${page}.sections.${i}.body.${j}`, values)}</p>
            ),
          )}
        </section>
      ))}
    </>
  );
}
