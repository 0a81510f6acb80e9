import { useId, type ReactNode } from 'react';
import { LoadError, Pending, SearchBox } from '../../../components/admin/list-states';
import { LoadMore } from '../../../components/admin/load-more';
import { X } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { frSubscribers } from '../i18n/fr';

const t = frSubscribers.campaign;

export type PickerChoice = { id: string; title: string; detail?: string };

type ItemPickerProps = {
  legend: string;
  hint: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** The loaded choices matching the search (published ones only). */
  choices: PickerChoice[];
  state: { pending: boolean; failed: boolean; hasMore: boolean; loadingMore: boolean; retry: () => void; loadMore: () => void };
  selected: string[];
  max: number;
  onChange: (ids: string[]) => void;
  /** A chosen item's name (a saved draft's choices may not be on the loaded pages). */
  chosenTitle: (id: string) => ReactNode;
  chosenName: (id: string) => string;
  error?: string;
};

/**
 * Up to `max` listings or articles for a campaign: the chosen ones, in order, each with 'Retirer', then the
 * searchable choices as checkboxes (those beyond the maximum disabled, with the reason said once).
 */
export function ItemPicker({ legend, hint, searchLabel, search, onSearch, choices, state, selected, max, onChange, chosenTitle, chosenName, error }: ItemPickerProps) {
  const hintId = useId();
  const errorId = useId();
  const full = selected.length >= max;
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));

  return (
    <fieldset aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <legend className="px-1 font-semibold text-navy-900">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint} {t.chosen(selected.length, max)}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}

      {selected.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t.noneChosen}</p>
      ) : (
        <ol aria-label={t.chosenLabel(legend)} className="mt-3 space-y-2">
          {selected.map((id) => (
            <li key={id} className="flex items-center justify-between gap-3 rounded-lg bg-navy-50 px-3 py-2">
              <span className="min-w-0 break-words text-navy-900">{chosenTitle(id)}</span>
              <Button variant="subtle" size="sm" className="shrink-0 bg-white" aria-label={t.removeLabel(chosenName(id))} onClick={() => toggle(id, false)}>
                <X aria-hidden="true" className="size-4" />
                {t.remove}
              </Button>
            </li>
          ))}
        </ol>
      )}

      <SearchBox label={searchLabel} value={search} onChange={onSearch} className="mt-4 sm:w-96" />
      {full && <p className="mt-2 text-sm text-slate-700">{t.maxReached}</p>}
      {state.pending ? (
        <Pending className="mt-3 text-sm text-slate-600" />
      ) : state.failed ? (
        <LoadError className="mt-3" message={t.choicesLoadError} onRetry={state.retry} />
      ) : choices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t.noChoices}</p>
      ) : (
        <ul className="mt-3 max-h-72 divide-y divide-navy-100 overflow-y-auto rounded-lg border border-navy-100">
          {choices.map((choice) => {
            const checked = selected.includes(choice.id);
            return (
              <li key={choice.id}>
                <label className={`flex items-start gap-3 px-3 py-2 ${!checked && full ? 'text-slate-500' : 'cursor-pointer hover:bg-navy-50'}`}>
                  <input type="checkbox" className="mt-1 size-4 shrink-0 accent-navy-900" checked={checked} disabled={!checked && full} onChange={(event) => toggle(choice.id, event.target.checked)} />
                  <span>
                    <span className="font-medium text-navy-900">{choice.title}</span>
                    {choice.detail && <span className="block text-sm text-slate-600">{choice.detail}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore hasMore={state.hasMore} loading={state.loadingMore} onClick={state.loadMore} />
    </fieldset>
  );
}
