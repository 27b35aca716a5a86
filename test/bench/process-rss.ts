import { readFileSync, readdirSync } from 'node:fs';

/** RSS (MB) and niceness of a process and all its descendants, from /proc. */
export function processTree(root: number): Array<{ pid: number; rssMb: number; nice: number }> {
  const out: Array<{ pid: number; rssMb: number; nice: number }> = [];
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      out.push({ pid, rssMb: rss, nice });
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
      }
    } catch {
      // The process ended between two reads.
    }
  };
  visit(root);
  return out;
}

/** Samples the tree every 500 ms; peak of the total and of each process kind. */
export function rssSampler(root: number) {
  const peak = { total: 0, supervisor: 0, api: 0, pipeline: 0 };
  const timer = setInterval(() => {
    const tree = processTree(root);
    peak.total = Math.max(peak.total, tree.reduce((sum, p) => sum + p.rssMb, 0));
    for (const p of tree) {
      const kind = p.pid === root ? 'supervisor' : p.nice > 0 ? 'pipeline' : 'api';
      peak[kind] = Math.max(peak[kind], p.rssMb);
    }
  }, 500);
  return {
    stop: () => {
      clearInterval(timer);
      return { total_mb: Math.round(peak.total), supervisor_mb: Math.round(peak.supervisor), api_process_mb: Math.round(peak.api), pipeline_process_mb: Math.round(peak.pipeline) };
    },
  };
}
