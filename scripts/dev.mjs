#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 3000) and the web app with hot reload (Vite, port 5173,
// proxying /api, /uploads and /socket.io to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const processes = [
  { name: 'server', color: 36, args: ['run', 'dev', '-w', '@autobid/server'] },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@autobid/web'] },
].map(({ name, color, args }) => {
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `;
  const pipe = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
