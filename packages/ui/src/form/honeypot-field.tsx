import { type ComponentProps, useId } from 'react';
import './honeypot-field.css';

/**
 * A spam trap: a field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology) and bots fill. Its style ships with the component, so every form that
 * uses it hides it: a visible one made people fill it and lose their application (issue 51).
 */
export function HoneypotField(props: Omit<ComponentProps<'input'>, 'id' | 'type' | 'tabIndex' | 'autoComplete'>) {
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Webová stránka</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
