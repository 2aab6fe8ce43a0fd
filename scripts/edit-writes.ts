// The editor's saves, done by the editor's server itself rather than by decap-server (which truncates a
// file and then writes into it: a save stopped half way left content/claims.json empty). It writes the
// request it has parsed and checked (scripts/edit-policy.ts), each file aside and renamed into place
// (scripts/atomic-write.ts), one save at a time, and answers as decap-server would.
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { serially, writeFileAtomic } from './atomic-write';

/** The actions that change files; every other one decap-server answers (it only reads). */
export const WRITES = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);

interface Asset {
  path: string;
  content: string;
}
interface Params {
  entry?: { path: string; raw: string };
  dataFiles?: { path: string; raw: string }[];
  assets?: Asset[];
  asset?: Asset;
  path?: string;
  paths?: string[];
}

/** One at a time, in arrival order, the check included: a save is checked against the files the previous one left. */
export const oneSaveAtATime = serially();

async function writeAsset(root: string, asset: Asset): Promise<Buffer> {
  const bytes = Buffer.from(asset.content, 'base64');
  const file = path.join(root, asset.path);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, bytes);
  return bytes;
}

/** Carries out a write action that scripts/edit-policy.ts has allowed; returns decap-server's answer. */
export async function performWrite(root: string, action: string, params: Params): Promise<unknown> {
  switch (action) {
    case 'persistEntry': {
      // Read as the policy read them: dataFiles when a list, else entry; assets when a list. The images first:
      // a data file is saved only once every image it may name is in place.
      for (const asset of Array.isArray(params.assets) ? params.assets : []) await writeAsset(root, asset);
      for (const data of Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry!]) await writeFileAtomic(path.join(root, data.path), data.raw);
      return { message: 'entry persisted' };
    }
    case 'persistMedia': {
      const asset = params.asset!;
      const bytes = await writeAsset(root, asset);
      return { id: createHash('sha256').update(bytes).digest('hex'), content: asset.content, encoding: 'base64', path: asset.path, name: path.posix.basename(asset.path) };
    }
    case 'deleteFile':
      await rm(path.join(root, params.path!), { force: true });
      return { message: `deleted file ${params.path}` };
    case 'deleteFiles':
      for (const file of params.paths!) await rm(path.join(root, file), { force: true });
      return { message: `deleted files ${params.paths!.join(', ')}` };
    default:
      throw new Error(`not a write action: ${action}`);
  }
}
