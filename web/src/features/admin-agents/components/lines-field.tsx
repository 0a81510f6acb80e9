import { useId, useState } from 'react';

/**
 * Achievements, one per line (spec §5: trimmed, empty lines dropped). The text is kept as typed, so
 * pressing Enter makes a new line; the form gets the cleaned list.
 */
export function LinesField({ label, hint, value, onChange }: { label: string; hint: string; value: string[]; onChange: (lines: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.split('\n').map((line) => line.trim()).filter(Boolean));
        }}
        className="mt-1.5 block w-full rounded-lg border border-navy-300 bg-white px-3 py-2 text-base text-navy-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
