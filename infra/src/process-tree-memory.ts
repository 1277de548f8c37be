import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** The command name the kernel reports (e.g. node, java). */
  command: string;
  rssBytes: number;
}

/** A process's parent and command from /proc/<pid>/stat; undefined once it has exited. */
function statOf(pid: number): { parent: number; command: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may itself contain spaces or parentheses.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const parent = Number(stat.slice(close + 2).split(' ')[1]);
    return { parent, command };
  } catch {
    return undefined;
  }
}

function rssBytesOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * `root` and every process below it, each with its resident set size (Linux /proc). The sum is
 * what "the whole product's RSS" means in the issue: shared pages count once per process, as
 * `ps` and `top` show them.
 */
export function processTreeMemory(root: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  const commands = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = statOf(pid);
    if (!stat) continue;
    commands.set(pid, stat.command);
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), pid]);
  }
  const tree: ProcessMemory[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const rssBytes = rssBytesOf(pid);
    if (rssBytes > 0) tree.push({ pid, command: commands.get(pid) ?? '?', rssBytes });
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export function totalRssBytes(root: number): number {
  return processTreeMemory(root).reduce((sum, process) => sum + process.rssBytes, 0);
}

export const MIB = 1024 * 1024;
