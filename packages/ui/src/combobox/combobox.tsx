import { useCombobox } from 'downshift';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { matchesSearch } from './normalize.ts';
import './combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export const COMBOBOX_TEXTS = {
  placeholder: 'Vyber možnosť',
  search: 'Vyhľadať…',
  empty: 'Nič nenájdené',
} as const;

/**
 * A searchable dropdown: a button shows the choice; opening it gives a search box (the ARIA
 * combobox, with Downshift's keyboard and screen-reader behaviour) over the filtered list.
 * Arrows move, Enter chooses, Escape closes; search ignores case and diacritics.
 */
export function Combobox({ label, options, value, onChange, disabled: disabledByCaller = false }: ComboboxProps) {
  const hydrated = useHydrated();
  const disabled = disabledByCaller || !hydrated;
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerId = useId();
  const selected = options.find((option) => option.value === value) ?? null;
  const items = useMemo(() => options.filter((option) => matchesSearch(option.label, search)), [options, search]);

  const close = (refocus: boolean) => {
    setIsOpen(false);
    setSearch('');
    if (refocus) triggerRef.current?.focus();
  };

  const { getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex } = useCombobox<ComboboxOption>({
    items,
    isOpen,
    selectedItem: selected,
    inputValue: search,
    itemToString: (item) => item?.label ?? '',
    defaultHighlightedIndex: 0,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue ?? '');
    },
    onIsOpenChange: ({ isOpen: open, type }) => {
      if (!open) close(type === useCombobox.stateChangeTypes.InputKeyDownEscape);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem.value);
      close(true);
    },
    stateReducer: (state, { changes, type }) => {
      // The search box lives inside the open popup: clicking it must not close it.
      if (type === useCombobox.stateChangeTypes.InputClick) return { ...changes, isOpen: true };
      // Leaving the search box closes it without choosing whatever was highlighted.
      if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, selectedItem: state.selectedItem };
      // Choosing an item must not write its label into the search box.
      if (type === useCombobox.stateChangeTypes.ItemClick || type === useCombobox.stateChangeTypes.InputKeyDownEnter) {
        return { ...changes, inputValue: '' };
      }
      return changes;
    },
  });

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  const open = () => {
    if (!disabled) setIsOpen(true);
  };

  return (
    <div className="combobox">
      <label {...getLabelProps()} className="field__label" htmlFor={triggerId}>
        {label}
      </label>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="combobox__trigger"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        disabled={disabled}
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open();
          }
        }}
      >
        <span className={selected ? 'combobox__value' : 'combobox__placeholder'}>
          {selected?.label ?? COMBOBOX_TEXTS.placeholder}
        </span>
        <span aria-hidden="true" className="combobox__chevron">
          ▾
        </span>
      </button>
      <div className="combobox__popup" hidden={!isOpen}>
        <input
          className="combobox__search"
          placeholder={COMBOBOX_TEXTS.search}
          {...getInputProps({ ref: inputRef, 'aria-label': `${label}: ${COMBOBOX_TEXTS.search}` })}
        />
        <ul className="combobox__list" {...getMenuProps({ 'aria-label': label })}>
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.value}
                className={`combobox__option${highlightedIndex === index ? ' combobox__option--active' : ''}${
                  item.value === value ? ' combobox__option--selected' : ''
                }`}
                {...getItemProps({ item, index })}
              >
                {item.label}
              </li>
            ))}
        </ul>
        {isOpen && items.length === 0 && (
          <p className="combobox__empty" role="status">
            {COMBOBOX_TEXTS.empty}
          </p>
        )}
      </div>
    </div>
  );
}
