import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';

/**
 * The machine a bench ran on, in the words a reader needs to compare two runs. Why the CPU's
 * family, model and vector extensions and not only its name: "2 cores (AMD EPYC)" has been hosts
 * with and without AVX-512 VNNI here, and the embedding model's int8 kernels took 15.8 ms for a
 * 128-token passage on one thread of the first and 25.2 ms on the second (2026-12-06), which moves
 * every figure that embeds a text (rule passages, new questions, classification).
 */
export interface MachineDescription {
  cores: number;
  cpu: string;
  /** "family 25 model 1" from /proc/cpuinfo; null where it cannot be read (not Linux). */
  cpu_family_model: string | null;
  /** The vector extensions the int8 and float kernels use, of those the CPU reports (empty: unknown). */
  vector_extensions: string[];
  memory_gb: number;
  node: string;
}

/** The extensions worth naming, in the order they are named: each one changes the kernels' speed. */
const EXTENSIONS: ReadonlyArray<{ flag: string; name: string }> = [
  { flag: 'avx2', name: 'AVX2' },
  { flag: 'avx_vnni', name: 'AVX-VNNI' },
  { flag: 'avx512f', name: 'AVX-512' },
  { flag: 'avx512_vnni', name: 'AVX-512 VNNI' },
  { flag: 'amx_int8', name: 'AMX-INT8' },
];

/** Family, model and extensions of the first processor in a /proc/cpuinfo text. */
export function parseCpuinfo(text: string): { family_model: string | null; extensions: string[] } {
  const first = text.split(/\n\s*\n/)[0] ?? '';
  const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(first)?.[1]?.trim();
  const family = field('cpu family');
  const model = field('model');
  const flags = new Set((field('flags') ?? '').split(/\s+/));
  return {
    family_model: family !== undefined && model !== undefined ? `family ${family} model ${model}` : null,
    extensions: EXTENSIONS.filter((extension) => flags.has(extension.flag)).map((extension) => extension.name),
  };
}

function readCpuinfo(): string {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    return '';
  }
}

export function describeMachine(cpuinfo: string = readCpuinfo()): MachineDescription {
  const parsed = parseCpuinfo(cpuinfo);
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cpu_family_model: parsed.family_model,
    vector_extensions: parsed.extensions,
    memory_gb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** "2 cores (AMD EPYC, family 25 model 1, AVX2 without AVX-512), 24 GiB, Node v20.20.2". */
export function machineLine(machine: MachineDescription): string {
  const extensions = machine.vector_extensions.length === 0 ? null : machine.vector_extensions.includes('AVX-512') ? machine.vector_extensions.join(', ') : `${machine.vector_extensions.join(', ')} without AVX-512`;
  const cpu = [machine.cpu, machine.cpu_family_model, extensions].filter((part) => part !== null).join(', ');
  return `${machine.cores} cores (${cpu}), ${machine.memory_gb} GiB, Node ${machine.node}`;
}
