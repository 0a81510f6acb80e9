import { frComponents } from '../i18n/fr-components';
import { TextField } from './ui/form-field';

const MAX_RATE_PERCENT = 30;

/** "5,25" is how a fr-CA visitor may type a rate; the number field's value may carry either separator. Null when it is not a rate. */
export function parseRatePercent(text: string): number | null {
  const rate = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE_PERCENT ? rate : null;
}

/** An annual interest rate in percent, as typed (`value`), with the French error when it is not one. */
export function RateField({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      size="sm"
      id={id}
      label={label}
      name="rate"
      type="number"
      inputMode="decimal"
      step={0.01}
      min={0}
      max={MAX_RATE_PERCENT}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={parseRatePercent(value) === null ? frComponents.mortgage.invalidRate : undefined}
    />
  );
}
