// The shell every dialog shares (the centred dialogs and the mobile drawer): a fixed layer over a dimmed page
// (clicking it closes), the dialog box (or its `data-autofocus` element) focused on open, Tab kept inside the
// box, focus handed back on close, and Escape to close; the twin of the tap that opened it (a double tap on the
// opening button) answers nothing. When dialogs stack (a notice over the cancel dialog),
// only the top one answers Escape and Tab. A centred dialog gets the shared
// box (white, rounded, raised) and adds its size and spacing through `className`; the side panel is styled by
// `className` alone and keeps the page behind from scrolling. The layer is
// rendered at the end of <body>, so a dialog opened from inside a transformed container (the mobile bid
// sheet) still covers the whole screen.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { cn } from '@/lib/cn';

/** The open dialogs, innermost last: only the top one handles keys. */
const openStack: object[] = [];

/** How long after opening a click may still be the second half of the tap that opened the dialog. */
const TWIN_TAP_MS = 500;
/** How near (px) to the opening tap a click must land to count as its twin. */
const TWIN_TAP_RADIUS = 24;

type Tap = { x: number; y: number; at: number };
/** The last pointer click anywhere (keyboard clicks have detail 0 and are no taps). */
let lastTap: Tap | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    (event) => {
      lastTap = event.detail > 0 ? { x: event.clientX, y: event.clientY, at: Date.now() } : null;
    },
    true,
  );
}

/**
 * Whether a click on an open dialog is the twin of the tap that opened it (a double tap on the opening
 * button): a second click of a double click, or a pointer click where the opening tap was, soon after.
 */
function isTwinTap(event: MouseEvent, opener: Tap | null, openedAt: number): boolean {
  if (event.detail === 0 || Date.now() - openedAt > TWIN_TAP_MS) {
    return false;
  }
  if (event.detail >= 2) {
    return true;
  }
  return (
    opener !== null &&
    Math.abs(event.clientX - opener.x) <= TWIN_TAP_RADIUS &&
    Math.abs(event.clientY - opener.y) <= TWIN_TAP_RADIUS
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the box's focusable elements. */
function trapTab(event: KeyboardEvent, box: HTMLElement): void {
  // Skip what is not shown (checkVisibility where the browser has it).
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : true,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    box.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === box || !box.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !box.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The keyboard behaviour every dialog shares, for a box this file does not render (the mobile bid sheet):
 * while `isActive` and the box is mounted, the box (or its `data-autofocus` element) takes the focus, Tab and
 * Shift+Tab stay inside, Escape calls `onClose` (the latest one, through the ref), and on leaving the focus
 * goes back to where it was. Only the top dialog of a stack answers.
 */
export function useDialogFocus(
  boxRef: RefObject<HTMLElement | null>,
  onCloseRef: RefObject<() => void>,
  { isActive, lockScroll = false }: { isActive: boolean; lockScroll?: boolean },
): void {
  // Where the focus was when the box opened, given back when it closes.
  const openerRef = useRef<HTMLElement | null>(null);
  // A layout effect: the focus moves in and Tab is kept inside in the same commit that shows the box, so a key
  // pressed as soon as it appears (a fast keyboard user, a loaded phone) already lands inside it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!isActive || !box) {
      return undefined;
    }
    const me = {};
    openStack.push(me);
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== me) {
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, box);
      }
    };
    window.addEventListener('keydown', onKey);
    // The page behind a side panel must not scroll while it is open.
    const overflow = document.body.style.overflow;
    if (lockScroll) {
      document.body.style.overflow = 'hidden';
    }
    return () => {
      openStack.splice(openStack.indexOf(me), 1);
      window.removeEventListener('keydown', onKey);
      if (lockScroll) {
        document.body.style.overflow = overflow;
      }
    };
  }, [boxRef, onCloseRef, isActive, lockScroll]);
  // The focus goes back once the close has been painted: the opener may only be focusable again then (the
  // mobile bid sheet's button under its closing sheet).
  useEffect(() => {
    if (!isActive) {
      return undefined;
    }
    return () => {
      const opener = openerRef.current;
      if (opener?.isConnected) {
        opener.focus();
      }
    };
  }, [isActive]);
}

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
  /** `alertdialog` for a notice or question that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (the question's text). */
  describedBy?: string;
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
  role = 'dialog',
  describedBy,
  children,
}: ModalProps) {
  const isSide = placement === 'side';
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new function each render does not re-run the open effect
  // (which would move the focus back to the box while the user types).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useDialogFocus(dialogRef, onCloseRef, { isActive: true, lockScroll: isSide });

  // The tap that opened the dialog (if one just did) and when: its twin must not answer the dialog.
  const [opening] = useState(() => {
    const now = Date.now();
    return { tap: lastTap && now - lastTap.at <= TWIN_TAP_MS ? lastTap : null, at: now };
  });
  const onClickCapture = (event: ReactMouseEvent) => {
    if (isTwinTap(event.nativeEvent, opening.tap, opening.at)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return createPortal(
    <div
      className={cn(styles.layer, isFullScreenOnMobile && styles.fullScreen, isSide && styles.side)}
      onClickCapture={onClickCapture}
    >
      <button type="button" className={styles.dim} aria-label={closeLabel} tabIndex={-1} onClick={onClose} />
      <div
        ref={dialogRef}
        className={cn(!isSide && styles.box, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
