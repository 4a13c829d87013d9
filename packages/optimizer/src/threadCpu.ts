import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux Node supports). */
const TICKS_PER_S = 100;

/**
 * CPU time the calling thread has used, ms (Linux: /proc/thread-self/stat, 10 ms resolution; NaN
 * elsewhere). Node 20 has no process.threadCpuUsage(), and process.cpuUsage() in a worker counts the
 * whole process; this is the solving thread's own clock, which a busy machine does not speed up.
 */
export function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    // after "pid (comm) ": state is field 0, utime 11, stime 12
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return NaN;
  }
}
