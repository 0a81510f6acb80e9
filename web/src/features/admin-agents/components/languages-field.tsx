import { X } from '../../../components/icons';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { frAgents } from '../i18n/fr';

const t = frAgents.form;

/** Languages: a free-text list with add and remove (spec §2 'Brokers'). */
export function LanguagesField({ value, onChange }: { value: string[]; onChange: (languages: string[]) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const language = draft.trim();
    if (language && !value.some((v) => v.toLocaleLowerCase('fr-CA') === language.toLocaleLowerCase('fr-CA'))) onChange([...value, language]);
    setDraft('');
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{t.languages}</legend>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((language) => (
            <li key={language} className="inline-flex items-center gap-1 rounded-full bg-navy-100 py-1 pr-1 pl-3 text-sm text-navy-900">
              {language}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== language))}
                aria-label={t.removeLanguage(language)}
                className="rounded-full p-1 hover:bg-navy-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t.languageInput}
        </label>
        <input
          id={id}
          value={draft}
          placeholder={t.languageInput}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500"
        />
        <Button type="button" variant="subtle" size="field-md" onClick={add}>
          {t.addLanguage}
        </Button>
      </div>
    </fieldset>
  );
}
