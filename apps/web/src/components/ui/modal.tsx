// The shell every dialog shares (the centred dialogs and the mobile drawer): a fixed layer over a dimmed page
// (clicking it closes), the dialog box focused on open, and Escape to close. A centred dialog gets the shared
// box (white, rounded, raised) and adds its size and spacing through `className`; the side panel is styled by
// `className` alone and keeps the page behind from scrolling. The layer is
// rendered at the end of <body>, so a dialog opened from inside a transformed container (the mobile bid
// sheet) still covers the whole screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { cn } from '@/lib/cn';

type ModalProps = {
  /** Id of the element that names the dialog (its title)... */
  labelledBy?: string;
  /** ...or its name when it shows no title. */
  label?: string;
  onClose: () => void;
  className?: string;
  /** Accessible name of the dimmed area. */
  closeLabel?: string;
  /** On mobile the box fills the screen (its own class drops its radius and size limits). */
  isFullScreenOnMobile?: boolean;
  /** `side`: a panel at the right edge (the mobile drawer) instead of a centred box. */
  placement?: 'center' | 'side';
  children: ReactNode;
};

export function Modal({
  labelledBy,
  label,
  onClose,
  className,
  closeLabel = '닫기',
  isFullScreenOnMobile = false,
  placement = 'center',
  children,
}: ModalProps) {
  const isSide = placement === 'side';
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    // The page behind a side panel must not scroll while it is open.
    const overflow = document.body.style.overflow;
    if (isSide) {
      document.body.style.overflow = 'hidden';
    }
    return () => {
      window.removeEventListener('keydown', onKey);
      if (isSide) {
        document.body.style.overflow = overflow;
      }
    };
  }, [onClose, isSide]);

  return createPortal(
    <div className={cn(styles.layer, isFullScreenOnMobile && styles.fullScreen, isSide && styles.side)}>
      <button type="button" className={styles.dim} aria-label={closeLabel} tabIndex={-1} onClick={onClose} />
      <div
        ref={dialogRef}
        className={cn(!isSide && styles.box, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
