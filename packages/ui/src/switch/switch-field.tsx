import { type ReactNode, useId } from 'react';
import './switch.css';

interface SwitchFieldProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off choice that takes effect at once (a notification), announced as a switch. */
export function SwitchField({ label, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch__label">
        {label}
      </label>
    </div>
  );
}
