import { useId, type ComponentPropsWithRef } from 'react';

/**
 * Checkboxes sharing one field name, in a labelled group (react-hook-form's `register` collects the ticked
 * values): a listing's amenities, a broker's licence designations.
 */
export function ChoicesField({
  label,
  error,
  options,
  className,
  ...input
}: { label: string; error?: string; options: readonly string[] } & Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-navy-900">
            <input type="checkbox" value={option} className="size-4 accent-navy-900" {...input} />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
