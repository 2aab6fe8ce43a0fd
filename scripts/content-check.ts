// The build's content check: reads content/*.json, runs the schema (content/schema.ts) and turns each
// issue into one line naming the file, the entry and the fix (content/problems.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContentFile, schemaProblems, type ContentProblem, type Issue } from '@/content/problems';
import { AREAS, contentSchema, fileOf, type ContentChecks } from '@/content/schema';
import { withEnvOverrides, type RawContent } from '@/content/load';
import { sitePaths } from './site-paths';

export interface ValidationResult {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

export type ValidationOptions = ContentChecks;

/** Checks content (the raw files, or content already loaded) against the schema. */
export function validateContent(candidate: Record<string, unknown>, checks: ValidationOptions): ValidationResult {
  const result = contentSchema(checks).safeParse(candidate);
  const errors = result.success ? [] : schemaProblems(result.error.issues as unknown as Issue[], candidate);
  const warnings: ContentProblem[] = [];
  const regulator = (candidate.compliance as { regulator?: unknown } | undefined)?.regulator;
  if (regulator === null || regulator === undefined) {
    warnings.push({
      file: fileOf('compliance'),
      entry: 'regulator',
      problem: 'no regulator licence is configured, so the site shows no seal, licence number or certification claim',
      fix: "set regulator: { name, licenceNumber, verificationUrl } from the operator's licence to show it",
    });
  }
  return { errors, warnings };
}

/** content/<area>.json parsed, or one problem naming the line and column where the file stops being valid JSON. */
export function readContentFiles(dir: string): { raw: RawContent; errors: ContentProblem[] } {
  const raw = {} as RawContent;
  const errors: ContentProblem[] = [];
  for (const area of AREAS) {
    const file = fileOf(area);
    const path = join(dir, `${area}.json`);
    if (!existsSync(path)) {
      errors.push({ file, entry: area, problem: 'the file is missing', fix: `restore ${file} from git` });
      continue;
    }
    const parsed = parseContentFile(file, readFileSync(path, 'utf8'));
    if ('value' in parsed) raw[area] = parsed.value;
    else errors.push(parsed.problem);
  }
  return { raw, errors };
}

/** Whether an image src names a file in public/. */
export const publicFileExists = (publicDir: string) => (src: string) => existsSync(join(publicDir, decodeURI(src)));

/**
 * What the content is checked against: the files of public/ (and `uploads`, files a save is about to
 * add, as "/images/…") and the paths the site's app/ and public/ take. The build and the editor both
 * ask here, so the editor refuses exactly what the build would.
 */
export function projectChecks(publicDir: string, appDir: string, uploads: ReadonlySet<string> = new Set()): ValidationOptions {
  const exists = publicFileExists(publicDir);
  return { publicFileExists: (src) => uploads.has(src) || exists(src), sitePaths: sitePaths(appDir, publicDir) };
}

/** The build's check of content: AFFILIATE_URL/SITE_URL applied as the build will, then the schema. */
export function checkRawContent(raw: RawContent, env: Record<string, string | undefined>, checks: ValidationOptions): ValidationResult {
  return validateContent(withEnvOverrides(raw, env), checks);
}

/** The build's check on the files as they are on disk. */
export function checkContentFiles(dir: string, env: Record<string, string | undefined>, checks: ValidationOptions): ValidationResult {
  const { raw, errors } = readContentFiles(dir);
  if (errors.length > 0) return { errors, warnings: [] };
  return checkRawContent(raw, env, checks);
}
