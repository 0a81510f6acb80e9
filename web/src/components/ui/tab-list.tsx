import { useRef, type KeyboardEvent } from 'react';

type TabListProps<T extends string> = {
  label: string;
  /** Each tab's id and visible name, in order. */
  tabs: readonly { id: T; name: string }[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tab and panel ids: tab `${idPrefix}-tab-${id}` controls panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  className?: string;
  tabClassName: (selected: boolean) => string;
};

/**
 * The WAI-ARIA tabs pattern: arrows, Home and End move the selection and the focus; only the selected
 * tab is in the tab order. The owner renders the panel with `tabPanelProps`.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idPrefix, className, tabClassName }: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[moves[event.key]! % tabs.length]!.id;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {tabs.map(({ id, name }) => (
        <button
          key={id}
          ref={(el) => {
            if (el) refs.current.set(id, el);
            else refs.current.delete(id);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${id}`}
          aria-selected={selected === id}
          aria-controls={`${idPrefix}-panel-${id}`}
          tabIndex={selected === id ? 0 : -1}
          onClick={() => onSelect(id)}
          className={tabClassName(selected === id)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel of the selected tab. */
export const tabPanelProps = (idPrefix: string, id: string) => ({ role: 'tabpanel', id: `${idPrefix}-panel-${id}`, 'aria-labelledby': `${idPrefix}-tab-${id}` }) as const;
