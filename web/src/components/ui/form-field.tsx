import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormattedNumberInput, type FormattedNumberInputProps } from './formatted-number-input';

/**
 * Labelled form fields. Each one ties its label, hint and French error message to the control
 * (htmlFor, aria-describedby, aria-invalid), so a form only says what to ask and what went wrong.
 * They take what react-hook-form's `register()` returns (name, ref, onChange, onBlur) as props, and
 * import nothing from it: a plain form (the hero search) uses them without loading the form library.
 * With useZodForm (lib/use-zod-form.ts), pass `error={form.formState.errors.x?.message}`.
 */

/** sm: inside a card (calculator); md, lg: search bars, beside a button of the same height. */
export type FieldSize = 'sm' | 'md' | 'lg';

const controlClasses: Record<FieldSize, string> = {
  sm: 'mt-1 block w-full rounded-lg border border-navy-300 bg-white px-3 py-2 text-navy-900 shadow-sm focus:border-navy-700',
  md: 'mt-1.5 block h-11 w-full rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500',
  lg: 'mt-1.5 block h-12 w-full rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500',
};
const labelClasses: Record<FieldSize, string> = {
  sm: 'block text-sm font-medium text-navy-900',
  md: 'block text-sm font-semibold text-navy-900',
  lg: 'block text-sm font-semibold text-navy-900',
};

type FieldOwnProps = {
  label: ReactNode;
  /** French message shown under the control; its presence marks the control invalid. */
  error?: string;
  /** Help shown under the control (before the error), read with it. */
  hint?: ReactNode;
  size?: FieldSize;
  /** Classes of the wrapper (grid placement…); the control's own look comes from `size`. */
  className?: string;
  /** Defaults to a generated id; give one when another element refers to the control. */
  id?: string;
};

type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

function Field({
  label,
  error,
  hint,
  size = 'md',
  className,
  id: givenId,
  describedBy,
  control,
}: FieldOwnProps & { describedBy?: string; control: (props: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses[size]}>
        {label}
      </label>
      {control({
        id,
        className: controlClasses[size],
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type NativeProps<E extends 'input' | 'select' | 'textarea'> = Omit<ComponentPropsWithRef<E>, 'id' | 'className' | 'size'>;

export function TextField({ label, error, hint, size, className, id, ...props }: FieldOwnProps & NativeProps<'input'>) {
  return (
    <Field
      {...{ label, error, hint, size, className, id }}
      describedBy={props['aria-describedby']}
      control={(control) => <input type="text" {...props} {...control} />}
    />
  );
}

export function SelectField({ label, error, hint, size, className, id, children, ...props }: FieldOwnProps & NativeProps<'select'>) {
  return (
    <Field
      {...{ label, error, hint, size, className, id }}
      describedBy={props['aria-describedby']}
      control={(control) => (
        <select {...props} {...control}>
          {children}
        </select>
      )}
    />
  );
}

export function TextareaField({ label, error, hint, size, className, id, ...props }: FieldOwnProps & NativeProps<'textarea'>) {
  return (
    <Field
      {...{ label, error, hint, size, className, id }}
      describedBy={props['aria-describedby']}
      // Textareas size by rows, not by the fixed height of the search-bar sizes.
      control={(control) => <textarea rows={4} {...props} {...control} className={controlClasses.sm} />}
    />
  );
}

/** A whole-number field shown with fr-CA thousand separators (prices, amounts). */
export function NumberField({
  label,
  error,
  hint,
  size,
  className,
  id,
  ...props
}: FieldOwnProps & Omit<FormattedNumberInputProps, 'id' | 'className' | 'size'>) {
  return (
    <Field
      {...{ label, error, hint, size, className, id }}
      describedBy={props['aria-describedby']}
      control={(control) => <FormattedNumberInput {...props} {...control} />}
    />
  );
}
