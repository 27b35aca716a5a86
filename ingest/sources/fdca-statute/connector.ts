import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchUscodeLive, probeUscode } from './live.ts';
import { FDCA_MIRROR_FOLDER, readFdcaMirror } from './read-mirror.ts';

/**
 * The FD&C Act's chapter V (Drugs and Devices) as codified in 21 U.S.C. §§ 351–360fff-8, one
 * record per section (`21 U.S.C. 351`, with the Act's own number, `501`, beside it), so warning
 * letters citing "section 501(a)(2)(B)" and inspections citing "21 U.S.C. 351" meet the text.
 *
 * - Mirror (`fdca_statute_subchapter_v/`): a tarball of the section files as markdown, its
 *   `_index.yaml`, and loose copies of two sections (read once).
 * - Live: uscode.house.gov, the whole subchapter in one HTML page (1 request/s; HEAD for the
 *   probe). See `live.ts`.
 */
export const fdcaStatuteConnector: Connector = {
  name: 'fdca-statute',
  description: 'FD&C Act chapter V (21 U.S.C. 351–360fff-8), one record per section',
  topic: TOPICS.rawStatuteSections,
  schemaVersion: 1,
  mirrorFolder: FDCA_MIRROR_FOLDER,
  // The Code changes when Congress amends the Act: a monthly run (1st, 03:15) is timely enough.
  defaultSchedule: '15 3 1 * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, FDCA_MIRROR_FOLDER)),
  readMirror: ({ mirrorDir }) => readFdcaMirror(mirrorDir),
  probeLive: probeUscode,
  fetchLive: fetchUscodeLive,
};
