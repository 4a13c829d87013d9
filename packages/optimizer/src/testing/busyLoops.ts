import { spawn, type ChildProcess } from 'node:child_process';

/** CPU-bound processes (busy loops) at normal priority, to solve beside; kill them with SIGKILL when done. */
export function busyLoops(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
