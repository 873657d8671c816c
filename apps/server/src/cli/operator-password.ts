// The new operator's password for `create-operator`: OPERATOR_PASSWORD when set, else typed twice on the
// terminal without echo. With neither (a pipe, a CI job) there is no password to take: the command refuses.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AdminCommandError, CREATE_OPERATOR_MESSAGES } from './admin-commands';

export const OPERATOR_PASSWORD_PROMPTS = {
  first: '새 운영자 비밀번호 (8자 이상, 입력 내용은 보이지 않습니다): ',
  again: '비밀번호 확인: ',
  mismatch: '두 비밀번호가 서로 다릅니다. 다시 실행해주세요.',
  canceled: '입력을 취소했습니다.',
} as const;

type Terminal = {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where the prompt goes (stderr, so the command's own output stays clean). */
  output: NodeJS.WritableStream;
};

/**
 * Asks the questions in turn on one terminal reader; what is typed is not echoed. The answers are read line
 * by line as they come, so answers typed ahead (both in one go) each go to their question.
 */
function askHidden(questions: readonly string[], terminal: Terminal): Promise<string[]> {
  let isMuted = false;
  const muted = new Writable({
    write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
      if (!isMuted) {
        terminal.output.write(chunk);
      }
      done();
    },
  });
  const rl = createInterface({ input: terminal.input, output: muted, terminal: true });
  const answers: string[] = [];
  return new Promise((resolve, reject) => {
    const ask = () => {
      isMuted = false;
      rl.setPrompt(questions[answers.length] ?? '');
      rl.prompt();
      isMuted = true;
    };
    rl.on('line', (line) => {
      answers.push(line);
      terminal.output.write('\n');
      if (answers.length < questions.length) {
        ask();
        return;
      }
      rl.close();
    });
    // Ctrl+C, or the input ending (Ctrl+D) before every answer: nothing is created.
    rl.on('SIGINT', () => {
      terminal.output.write('\n');
      rl.close();
    });
    rl.on('close', () => {
      if (answers.length < questions.length) {
        reject(new AdminCommandError(OPERATOR_PASSWORD_PROMPTS.canceled));
      } else {
        resolve(answers);
      }
    });
    ask();
  });
}

/**
 * The password source of `create-operator`: the environment variable, else the terminal (asked twice), else
 * a refusal that says how to give one.
 */
export function operatorPasswordReader(
  env: Record<string, string | undefined> = process.env,
  terminal: Terminal = { input: process.stdin, output: process.stderr },
): () => Promise<string> {
  return async () => {
    const fromEnv = env.OPERATOR_PASSWORD;
    if (fromEnv) {
      return fromEnv;
    }
    if (!terminal.input.isTTY) {
      throw new AdminCommandError(CREATE_OPERATOR_MESSAGES.passwordMissing);
    }
    const [first = '', again] = await askHidden(
      [OPERATOR_PASSWORD_PROMPTS.first, OPERATOR_PASSWORD_PROMPTS.again],
      terminal,
    );
    if (first !== again) {
      throw new AdminCommandError(OPERATOR_PASSWORD_PROMPTS.mismatch);
    }
    return first;
  };
}
