export { COMBOBOX_TEXTS, Combobox, type ComboboxOption, type ComboboxProps } from './combobox/combobox.tsx';
export { matchesSearch, normalizeForSearch } from './combobox/normalize.ts';
export { CheckboxField, TextAreaField, TextField } from './form/fields.tsx';
export { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon } from './icons/icons.tsx';
export { PlannedScreen } from './planned-screen/planned-screen.tsx';
export { type StatusKind, StatusMessage } from './status-message/status-message.tsx';
