// Unit tests: answers the app's notices and questions (components/ui/app-dialog.tsx) as the e2e harness does
// — every notice closed, every question answered as told — and keeps their messages in order, so a test
// reads `dialogs.messages` where it once spied on window.alert / window.confirm.
import { dialogQueue } from '@/components/ui/app-dialog';

export type DialogRecorder = {
  messages: string[];
  /** The answer to the next questions (true: 확인), or a rule by message. */
  confirm: boolean | ((message: string) => boolean);
  stop: () => void;
};

export function recordDialogs(confirm: DialogRecorder['confirm'] = true): DialogRecorder {
  const recorder: DialogRecorder = {
    messages: [],
    confirm,
    stop: () => undefined,
  };
  const answerShown = () => {
    const current = dialogQueue.current();
    if (!current) {
      return;
    }
    recorder.messages.push(current.message);
    const rule = recorder.confirm;
    const accepted = current.kind === 'alert' || (typeof rule === 'function' ? rule(current.message) : rule);
    dialogQueue.answerCurrent(accepted);
  };
  recorder.stop = dialogQueue.subscribe(answerShown);
  return recorder;
}
