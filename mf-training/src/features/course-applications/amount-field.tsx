import { centsInputValue, parseEuroAmount } from '@autoskola/rules/money';
import { TextField } from '@autoskola/ui';
import type { ComponentProps } from 'react';

export const AMOUNT_FIELD_TEXTS = {
  label: 'Suma (€)',
  hint: 'Napríklad 267,50',
} as const;

type AmountFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'value' | 'onChange'> & {
  label?: string;
  /** The text as typed ('267,50', '267.50', '1 390'); the form turns it into cents when it sends. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * An amount in euro with cents (decision 0035): a comma or a dot, spaces between thousands. On
 * leaving the field a readable amount is written back the one way ('267.5' → '267,50').
 */
export function AmountField({ label = AMOUNT_FIELD_TEXTS.label, value, onChange, onBlur, ...field }: AmountFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      hint={<span className="field__hint">{AMOUNT_FIELD_TEXTS.hint}</span>}
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        const cents = parseEuroAmount(value);
        if (cents !== null && cents > 0) onChange(centsInputValue(cents));
        onBlur?.(event);
      }}
    />
  );
}
