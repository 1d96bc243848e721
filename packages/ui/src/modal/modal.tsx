import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape and
 * the 'Zavrieť' button close it, and focus returns to what opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    return () => {
      if (dialog?.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React decide (the parent unmounts the modal).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Environments without native modal dialogs do not fire 'cancel'.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" aria-label="Zavrieť" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
