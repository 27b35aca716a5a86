import { describe, expect, it } from 'vitest';
import { describeMachine, machineLine, parseCpuinfo } from './machine.ts';

// Two processors of an AVX2-only host as /proc/cpuinfo lists them (flags shortened); the second must not be read.
const AVX2_HOST = `processor\t: 0
vendor_id\t: AuthenticAMD
cpu family\t: 25
model\t\t: 1
model name\t: AMD EPYC
flags\t\t: fpu sse4_2 avx fma avx2 bmi2

processor\t: 1
cpu family\t: 26
model\t\t: 9
flags\t\t: avx2 avx512f avx512_vnni
`;

const VNNI_HOST = `processor\t: 0
cpu family\t: 25
model\t\t: 17
model name\t: AMD EPYC
flags\t\t: avx2 avx512f avx512dq avx512_vnni avx512_bf16
`;

describe('the machine a bench ran on', () => {
  it('reads family, model and vector extensions of the first processor', () => {
    expect(parseCpuinfo(AVX2_HOST)).toEqual({ family_model: 'family 25 model 1', extensions: ['AVX2'] });
    expect(parseCpuinfo(VNNI_HOST)).toEqual({ family_model: 'family 25 model 17', extensions: ['AVX2', 'AVX-512', 'AVX-512 VNNI'] });
  });

  it('says unknown rather than guessing where /proc/cpuinfo says nothing', () => {
    expect(parseCpuinfo('')).toEqual({ family_model: null, extensions: [] });
  });

  it('names an AVX2 host as one without AVX-512, so runs on the two kinds of host are told apart', () => {
    const avx2 = { ...describeMachine(AVX2_HOST), cores: 2, cpu: 'AMD EPYC', memory_gb: 24, node: 'v20.20.2' };
    const vnni = { ...describeMachine(VNNI_HOST), cores: 2, cpu: 'AMD EPYC', memory_gb: 24, node: 'v20.20.2' };
    expect(machineLine(avx2)).toBe('2 cores (AMD EPYC, family 25 model 1, AVX2 without AVX-512), 24 GiB, Node v20.20.2');
    expect(machineLine(vnni)).toBe('2 cores (AMD EPYC, family 25 model 17, AVX2, AVX-512, AVX-512 VNNI), 24 GiB, Node v20.20.2');
    expect(machineLine({ ...avx2, cpu_family_model: null, vector_extensions: [] })).toBe('2 cores (AMD EPYC), 24 GiB, Node v20.20.2');
  });
});
