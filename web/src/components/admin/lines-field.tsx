import { useState, type ComponentProps } from 'react';
import { TextareaField } from '../ui/form-field';

/**
 * A list of texts typed one per line (a broker's achievements, a listing's features): trimmed, empty lines
 * dropped. The text is kept as typed, so pressing Enter makes a new line; the form gets the cleaned list.
 */
export function LinesField({
  value,
  onChange,
  ...field
}: { value: readonly string[]; onChange: (lines: string[]) => void } & Pick<ComponentProps<typeof TextareaField>, 'label' | 'hint' | 'error' | 'className' | 'onBlur'>) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextareaField
      {...field}
      rows={4}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(event.currentTarget.value.split('\n').map((line) => line.trim()).filter(Boolean));
      }}
    />
  );
}
