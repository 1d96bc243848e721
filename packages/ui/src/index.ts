export { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon } from './icons/icons.tsx';
export { PlannedScreen } from './planned-screen/planned-screen.tsx';
export { type StatusKind, StatusMessage } from './status-message/status-message.tsx';
