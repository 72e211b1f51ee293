import type { ReactNode } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../i18n/use-translation';

export const SECTIONS = ['queue', 'jobs', 'hiring', 'reports', 'users', 'audit', 'outbox'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * The staff console around its section: the heading, the introduction and the sections' tabs, then the section's
 * panel. As the app draws it, and as its shell's frame draws it before the app (`queryParam`: tabs that open their
 * section by the address until the app is there), so that nothing above the panel moves when the app takes over.
 */
export function ConsoleLayout({
  section,
  onSection,
  queryParam,
  children,
}: {
  section: Section;
  onSection: (next: Section) => void;
  queryParam?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const tabs = SECTIONS.map((value) => ({ value, label: t(`tabs.${value}`) }));
  return (
    <div className="admin">
      <h1>{t('common:pageHeads.staffConsole.title')}</h1>
      <p className="admin__intro">{t('common:pageHeads.staffConsole.intro')}</p>
      <Tabs
        label={t('tabs.label')}
        tabs={tabs}
        value={section}
        onChange={onSection}
        idPrefix="admin"
        queryParam={queryParam}
      />
      <div
        role="tabpanel"
        id={`admin-panel-${section}`}
        aria-labelledby={`admin-tab-${section}`}
        className="admin-tabpanel"
      >
        {children}
      </div>
    </div>
  );
}
