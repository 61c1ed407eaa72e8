// CPU time of processes from Linux's /proc (for the bench scripts): on a machine shared with other
// work, the CPU a call costs says more than its latency does. Elsewhere every reading is null.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Every process: pid -> { ppid, name, cpuMs } (user + system time), or null without /proc. */
export function readProcesses() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const processes = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      processes.set(Number(pid), { ppid: Number(fields[1]), name, cpuMs });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

/** The pids of a process and all its descendants. */
export function treeOf(processes, rootPid) {
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * CPU ms spent between two readings by the processes `pick` chooses (a process new in the second
 * reading counts from zero).
 */
export function cpuSpent(before, after, pick) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, info] of after) {
    if (!pick(pid, info)) continue;
    total += info.cpuMs - (before.get(pid)?.cpuMs ?? 0);
  }
  return total;
}
