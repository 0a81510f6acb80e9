import { Search } from '../../../components/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { frSearch } from '../i18n/fr';

type SearchFormProps = {
  /** The sentence in the URL (shown again after back/forward). */
  query: string;
  onSubmit: (query: string) => void;
};

export function SearchForm({ query, onSubmit }: SearchFormProps) {
  const formLabelId = useId();
  const examplesId = useId();
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(query);

  // Back/forward or an example link changed the sentence under the field: show the URL's value again.
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(draft);
  }

  return (
    <div className="rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
      <h2 id={formLabelId} className="sr-only">
        {frSearch.formLabel}
      </h2>
      {/* A real GET form of /search: before the app runs, the browser sends it and the page reads the URL. */}
      <form method="get" action="/search" role="search" aria-labelledby={formLabelId} onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <TextField
          label={frSearch.inputLabel}
          name="q"
          type="search"
          size="lg"
          required
          maxLength={300}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={frSearch.inputHint}
        />
        <Button type="submit" size="field-lg">
          <Search aria-hidden="true" className="size-5" />
          {frSearch.submit}
        </Button>
      </form>
      <section aria-labelledby={examplesId} className="mt-5">
        <h3 id={examplesId} className="text-sm font-semibold text-navy-900">
          {frSearch.examplesTitle}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {frSearch.examples.map((example) => (
            <li key={example}>
              <Link
                to={{ search: `?${new URLSearchParams({ q: example })}` }}
                preventScrollReset
                className="inline-block rounded-full bg-white px-3 py-1.5 text-sm text-navy-800 ring-1 ring-navy-200 hover:bg-navy-100 hover:text-navy-950"
              >
                « {example} »
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
