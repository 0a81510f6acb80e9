import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { formatNumber } from '../../lib/format';

export type FormattedNumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  value: number;
  onValueChange: (value: number) => void;
};

/** Whole dollars only; twelve digits is far beyond any property price. */
const MAX_DIGITS = 12;

/** The whole number a field's text shows ("450 000" → 450000; 0 when empty), as the field reads what is typed. */
export function parseFormattedNumber(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits) : 0;
}

/**
 * A whole-number field shown with fr-CA thousand separators while typing ("650 000").
 * Reformatting moves the caret to the end in a controlled input, so the caret is put back
 * after the same number of digits it had before.
 */
export function FormattedNumberInput({ value, onValueChange, ...props }: FormattedNumberInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!input || digits === null || document.activeElement !== input) return;
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < digits; position++) {
      if (/\d/.test(input.value.charAt(position))) seen++;
    }
    input.setSelectionRange(position, position);
  });

  return (
    <input
      {...props}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      // Empty rather than "0" so clearing the field to retype does not fight the visitor.
      value={value > 0 ? formatNumber(value) : ''}
      onChange={(event) => {
        const raw = event.target.value;
        const caret = event.target.selectionStart ?? raw.length;
        digitsBeforeCaret.current = raw.slice(0, caret).replace(/\D/g, '').length;
        onValueChange(parseFormattedNumber(raw));
      }}
    />
  );
}
