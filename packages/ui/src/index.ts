// The combobox is imported from '@autoskola/ui/combobox': its library (downshift, 11 KB gzip) then
// loads only with the screen that uses it, not with this shared package on every page.

// The one plural rule lives in @autoskola/rules: the server's and the mocks' messages count with it too.
export { slovakCount } from '@autoskola/rules/slovak-count';
export { DetailItem, DetailList } from './detail-list/detail-list.tsx';
export { downloadCsv, downloadJson, toCsv } from './download/download-file.ts';
export { CheckboxField, LabelledField, SelectField, TextAreaField, TextField } from './form/fields.tsx';
export { FormActions } from './form/form-actions.tsx';
export { HoneypotField } from './form/honeypot-field.tsx';
export { NewPasswordFields, PASSWORD_MISMATCH, type PasswordInput } from './form/new-password-fields.tsx';
export {
  type FieldMessages,
  FORM_INVALID,
  type FormKit,
  type FormKitOptions,
  type FormOutcome,
  type SharedMessage,
  useFormKit,
} from './form/use-form-kit.ts';
export { useHydrated } from './hydration/use-hydrated.ts';
export { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon, TrashIcon } from './icons/icons.tsx';
export { takeLinkToken } from './link-token/take-link-token.ts';
export { ListSection, type ListSectionProps, type Opened } from './list-section/list-section.tsx';
export { Modal } from './modal/modal.tsx';
export { pageItems, parsePage } from './pagination/page-items.ts';
export { PageList, type PageProps, Pagination, usePageParam } from './pagination/pagination.tsx';
export { PlannedScreen } from './planned-screen/planned-screen.tsx';
export { type QueryState, QueryStatus, RETRY_TEXT } from './status-message/query-status.tsx';
export { type StatusKind, StatusMessage } from './status-message/status-message.tsx';
export { SwitchField } from './switch/switch-field.tsx';
export {
  CARD_LAYOUT_QUERY,
  type Column,
  deleteColumn,
  StatusIcon,
  Table,
  truncate,
  useCardLayout,
} from './table/table.tsx';
export { useDeleteColumn } from './table/use-delete-column.tsx';
export { formatDateTime } from './text/format-date-time.ts';
