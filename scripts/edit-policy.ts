// What the editor's backend may read and write. decap-server (fs mode) reads and writes any file of
// the project for whoever reaches it; the editor's server (scripts/edit.ts) passes it only requests
// that touch the data files (content/<name>.json, and only as the build's content check accepts them)
// and images under public/images/. Anything else would let a page write code that runs on the next
// build: .ci/, package.json, next.config.mjs, the sources, .git/.
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem, parseContentFile } from '../content/problems';
import { checkRawContent, projectChecks, readContentFiles } from './content-check';
import { AREAS, fileOf, type Area } from '../content/schema';
import { SVG_FIX, svgBytesProblem } from './svg-safety';

export const MEDIA_FOLDER = 'public/images';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A data file is a page of settings and copy: the largest today is about 10 KB. */
export const MAX_DATA_BYTES = 512 * 1024;
/** The request body: base64 (4/3 of the bytes) of two images at most, with room for the rest. */
export const MAX_REQUEST_BYTES = 3 * MAX_IMAGE_BYTES;
/** File name ending → the format sharp must find in the bytes (what the build's image step reads). */
const IMAGE_FORMATS: Record<string, string> = { '.svg': 'svg', '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.webp': 'webp' };
const DATA_FILES = new Map<string, Area>(AREAS.map((area) => [fileOf(area), area]));
/** A plain name: no dot file, no "..", no separator, escape or control character; short enough that its aside file (.<name>.<12>.saving) fits a file name's 255 bytes. */
const PLAIN = /^[\p{L}\p{N}_-][\p{L}\p{N}._ -]*$/u;
const plainName = (name: string) => PLAIN.test(name) && Buffer.byteLength(name) <= 200;
/** At most this many data files and images in one save (Decap sends one data file). */
const MAX_SAVE_FILES = 20;
const ALLOWED = `it reads and writes only the data files content/<name>.json and images (${Object.keys(IMAGE_FORMATS).join(', ')}) under ${MEDIA_FOLDER}/`;

export interface PolicyRefusal {
  status: 403 | 413 | 422;
  error: string;
}

const shown = (file: unknown) => JSON.stringify(typeof file === 'string' ? file.slice(0, 200) : file);
const refuse = (error: string, status: PolicyRefusal['status'] = 403): PolicyRefusal => ({ status, error });

/** Why `folder` is not public/images/ or a folder in it, or null. */
export function folderRefusal(folder: unknown): string | null {
  if (
    typeof folder === 'string' &&
    (folder === MEDIA_FOLDER ||
      (folder.startsWith(`${MEDIA_FOLDER}/`) &&
        folder
          .slice(MEDIA_FOLDER.length + 1)
          .split('/')
          .every(plainName)))
  ) {
    return null;
  }
  return `the editor may list only ${MEDIA_FOLDER}/, not ${shown(folder)}`;
}

/** Why the editor may not touch `file` (a path in the project, as Decap sends it) as a data file or an image, or null. */
export function pathRefusal(file: unknown, kind: 'data' | 'image'): string | null {
  const allowed =
    typeof file === 'string' &&
    (kind === 'data'
      ? DATA_FILES.has(file)
      : folderRefusal(path.posix.dirname(file)) === null && plainName(path.posix.basename(file)) && path.extname(file).toLowerCase() in IMAGE_FORMATS);
  return allowed ? null : `${shown(file)} is not one of the editor's files: ${ALLOWED}`;
}

const inside = (child: string, parent: string) => child === parent || child.startsWith(`${parent}${path.sep}`);

/** Whether root/`file` (or, for a new file, the deepest folder of it that exists) leads through a symbolic link out of root/`folder`. */
export async function leadsOut(root: string, file: string, folder: string): Promise<boolean> {
  const realRoot = await realpath(root);
  const base = path.join(realRoot, folder);
  let existing = path.join(realRoot, file);
  while (
    !(await lstat(existing).then(
      () => true,
      () => false,
    ))
  )
    existing = path.dirname(existing);
  // A dangling link (realpath fails) leads nowhere the editor may go.
  const real = await realpath(existing).catch(() => null);
  if (real === null) return true;
  // Inside the folder, or a folder above it not yet created (public/ before the first upload) reached without a link.
  return !(inside(real, base) || (real === existing && inside(base, real)));
}

async function fileRefusal(root: string, file: unknown, kind: 'data' | 'image'): Promise<PolicyRefusal | null> {
  const refused = pathRefusal(file, kind);
  if (refused) return refuse(refused);
  const folder = kind === 'data' ? 'content' : MEDIA_FOLDER;
  if (await leadsOut(root, file as string, folder)) return refuse(`${shown(file)} is a symbolic link (or inside one) that leads out of ${folder}/: the editor follows none`);
  return null;
}

interface Asset {
  path?: unknown;
  content?: unknown;
  encoding?: unknown;
}

async function assetRefusal(root: string, asset: Asset): Promise<PolicyRefusal | null> {
  const refused = await fileRefusal(root, asset?.path, 'image');
  if (refused) return refused;
  if (asset.encoding !== 'base64' || typeof asset.content !== 'string') return refuse(`${shown(asset.path)}: the upload is not base64`, 422);
  const bytes = Buffer.from(asset.content, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    return refuse(`${shown(asset.path)} is ${(bytes.length / 1048576).toFixed(1)} MB, over the limit of ${MAX_IMAGE_BYTES / 1048576} MB: make it smaller`, 413);
  const expected = IMAGE_FORMATS[path.extname(asset.path as string).toLowerCase()];
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(() => 'no image');
  if (format !== expected)
    return refuse(
      `${shown(asset.path)} is named as ${expected} but holds ${format === 'no image' ? 'no image' : format}: upload an SVG, PNG, JPEG or WebP image under its own type`,
      422,
    );
  const code = format === 'svg' ? svgBytesProblem(bytes) : null;
  if (code) return refuse(`${shown(asset.path)} ${code}: an image may carry no code; ${SVG_FIX}, and upload that`, 422);
  return null;
}

interface DataFile {
  path?: unknown;
  raw?: unknown;
  newPath?: unknown;
}

/**
 * The build's content check (the same function, given the same project paths and environment) on the
 * content as it would be after the save: the saved file's problems, and any it causes elsewhere.
 */
function contentRefusal(root: string, file: string, raw: unknown, assets: Asset[]): PolicyRefusal | null {
  const text = typeof raw === 'string' ? raw : '';
  if (Buffer.byteLength(text) > MAX_DATA_BYTES)
    return refuse(
      `${file} would be ${Math.ceil(Buffer.byteLength(text) / 1024)} KB, over the limit of ${MAX_DATA_BYTES / 1024} KB for a data file: remove entries or shorten texts`,
      413,
    );
  const parsed = parseContentFile(file, text);
  if ('problem' in parsed) return refuse(formatProblem(parsed.problem), 422);
  const checks = projectChecks(path.join(root, 'public'), path.join(root, 'app'), new Set(assets.map((asset) => `/${String(asset.path).slice('public/'.length)}`)));
  const onDisk = readContentFiles(path.join(root, 'content')).raw;
  const before = new Set(checkRawContent(onDisk, process.env, checks).errors.map(formatProblem));
  const after = checkRawContent({ ...onDisk, [DATA_FILES.get(file)!]: parsed.value }, process.env, checks).errors.map(formatProblem);
  const problems = after.filter((line) => line.startsWith(`${file}: `) || !before.has(line));
  return problems.length > 0 ? refuse(problems.join('\n'), 422) : null;
}

async function firstRefusal<T>(items: T[], check: (item: T) => Promise<PolicyRefusal | null> | PolicyRefusal | null): Promise<PolicyRefusal | null> {
  for (const item of items) {
    const refused = await check(item);
    if (refused) return refused;
  }
  return null;
}

/** Why decap-server must not get this /api/v1 request (`root`: the project), or null. */
export async function apiRefusal(root: string, body: unknown): Promise<PolicyRefusal | null> {
  const { action, params: given } = (body && typeof body === 'object' ? body : {}) as { action?: unknown; params?: unknown };
  const params = (given && typeof given === 'object' && !Array.isArray(given) ? given : {}) as Record<string, unknown>;
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : null);
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return null;
    case 'getEntry':
      return fileRefusal(root, params.path, 'data');
    case 'entriesByFiles':
      return firstRefusal(list<{ path?: unknown }>(params.files) ?? [{}], (entry) => fileRefusal(root, entry?.path, 'data'));
    case 'getMediaFile':
    case 'deleteFile':
      return fileRefusal(root, params.path, 'image');
    case 'deleteFiles':
      return firstRefusal(list(params.paths) ?? [null], (file) => fileRefusal(root, file, 'image'));
    case 'persistMedia':
      return assetRefusal(root, (params.asset ?? {}) as Asset);
    case 'getMedia': {
      const folder = params.mediaFolder as string;
      const refused = folderRefusal(folder);
      if (refused) return refuse(refused);
      if (await leadsOut(root, folder, MEDIA_FOLDER)) return refuse(`${shown(folder)} leads out of ${MEDIA_FOLDER}/ through a symbolic link`);
      // decap-server reads every file in the folder, links too.
      const names = await readdir(path.join(root, folder)).catch(() => []);
      return firstRefusal(names, async (name) =>
        (await leadsOut(root, path.posix.join(folder, name), MEDIA_FOLDER))
          ? refuse(`${path.posix.join(folder, name)} is a symbolic link that leads out of ${MEDIA_FOLDER}/: replace it with a copy of the file`)
          : null,
      );
    }
    case 'persistEntry': {
      const dataFiles = list<DataFile>(params.dataFiles) ?? (params.entry ? [params.entry as DataFile] : null);
      const assets = list<Asset>(params.assets) ?? [];
      if (!dataFiles || dataFiles.length === 0) return refuse('the save names no data file', 422);
      const paths = [...dataFiles, ...assets].map((file) => file?.path);
      if (paths.length > MAX_SAVE_FILES) return refuse(`one save may write at most ${MAX_SAVE_FILES} files, not ${paths.length}`, 422);
      if (new Set(paths).size < paths.length) return refuse('the save names one file twice', 422);
      return (
        (await firstRefusal(dataFiles, async (data) =>
          data?.newPath !== undefined ? refuse(`${shown(data.path)}: the editor does not rename data files`) : fileRefusal(root, data?.path, 'data'),
        )) ??
        (await firstRefusal(assets, (asset) => assetRefusal(root, asset))) ??
        firstRefusal(dataFiles, (data) => contentRefusal(root, data.path as string, data.raw, assets))
      );
    }
    default:
      return refuse(`the editor does not use the action ${shown(action)}`);
  }
}
