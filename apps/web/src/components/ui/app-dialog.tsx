// The app's own notices and questions in place of window.alert / window.confirm: the same Korean texts in an
// accessible dialog (role alertdialog, focus inside, Escape or the dim area answers "no"), styled like the
// rest of the app, with room for more than a sentence (the bid confirmation's amount and warnings).
// Call `showAlert` / `askConfirm` from anywhere; `<AppDialogHost />` (app-dialog-host.tsx, mounted by app.tsx once
// the first one is asked) shows them one at a time, oldest first. This module holds the queue alone, without the
// dialog's components, so every caller (lib/http.ts among them) keeps them out of the first download.
import type { ReactNode } from 'react';

type DialogOptions = {
  /** Shown under the message (amounts, warnings). */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
};

type DialogRequest = DialogOptions & {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  resolve: (accepted: boolean) => void;
};

let queue: readonly DialogRequest[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly DialogRequest[]): void {
  queue = next;
  for (const listener of listeners) {
    listener();
  }
}

function open(request: Omit<DialogRequest, 'resolve' | 'id'>): Promise<boolean> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve) => setQueue([...queue, { ...request, id, resolve }]));
}

function answer(request: DialogRequest, accepted: boolean): void {
  setQueue(queue.filter((item) => item !== request));
  request.resolve(accepted);
}

/** The waiting dialogs: what the host shows, and what a unit test reads and answers (test/dialogs.ts). */
export const dialogQueue = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): Readonly<Omit<DialogRequest, 'resolve'>> | undefined => queue[0],
  /** Answers the shown dialog (true: 확인). */
  answerCurrent: (accepted: boolean): void => {
    const current = queue[0];
    if (current) {
      answer(current, accepted);
    }
  },
};

/** A notice with one 확인 button; resolves when it is closed. */
export async function showAlert(message: string, options: DialogOptions = {}): Promise<void> {
  await open({ ...options, kind: 'alert', message });
}

/** A question with 취소 and 확인; resolves true only for 확인. */
export function askConfirm(message: string, options: DialogOptions = {}): Promise<boolean> {
  return open({ ...options, kind: 'confirm', message });
}
