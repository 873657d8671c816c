// The shell every dialog shares: a fixed layer over a dimmed page (clicking it closes), the dialog box
// focused on open, and Escape to close. Each dialog styles its own box through `className`. The layer is
// rendered at the end of <body>, so a dialog opened from inside a transformed container (the mobile bid
// sheet) still covers the whole screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { cn } from '@/lib/cn';

type ModalProps = {
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  /** Accessible name of the dimmed area. */
  closeLabel?: string;
  /** On mobile the box fills the screen (its own class drops its radius and size limits). */
  isFullScreenOnMobile?: boolean;
  children: ReactNode;
};

export function Modal({ labelledBy, onClose, className, closeLabel = '닫기', isFullScreenOnMobile = false, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className={cn(styles.layer, isFullScreenOnMobile && styles.fullScreen)}>
      <button type="button" className={styles.dim} aria-label={closeLabel} tabIndex={-1} onClick={onClose} />
      <div ref={dialogRef} className={className} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
