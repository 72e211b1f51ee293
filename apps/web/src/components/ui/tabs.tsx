import { useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation); the panel is the caller's,
 * labelled by `tabId(value)` and identified by `panelId(value)`.
 *
 * `queryParam`, for tabs of a page written at build time: until the app takes the page over, a tab is a submit
 * button of a hidden GET form, so that a tap before the code arrives opens `?<queryParam>=<tab>` instead of being
 * lost.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  queryParam,
}: {
  label: string;
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  queryParam?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();
  const formId = `${idPrefix}-tabs-form`;
  const asSubmit = queryParam !== undefined && !hydrated;
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <>
      {queryParam !== undefined && <form id={formId} method="get" hidden />}
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type={asSubmit ? 'submit' : 'button'}
            form={asSubmit ? formId : undefined}
            name={asSubmit ? queryParam : undefined}
            value={asSubmit ? tab.value : undefined}
            role="tab"
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            aria-selected={tab.value === value}
            tabIndex={tab.value === value ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </>
  );
}
