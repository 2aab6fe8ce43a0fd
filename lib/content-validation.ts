// The build's content check: reads content/*.json, runs the schema (content/schema.ts) and turns each
// issue into one line naming the file, the entry and the fix.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJson, type ParseError } from 'jsonc-parser';
import { AREAS, contentSchema, fileOf, type Area, type ContentChecks } from '@/content/schema';
import { withEnvOverrides, type RawContent } from '@/content/load';

export interface ContentProblem {
  file: string;
  entry: string;
  problem: string;
  fix: string;
}

export interface ValidationResult {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

export type ValidationOptions = ContentChecks;

/** One line per problem: file, entry, what is wrong, how to fix it. */
export function formatProblem({ file, entry, problem, fix }: ContentProblem): string {
  return `${file}: ${entry}: ${problem}. Fix: ${fix}.`;
}

/** `home.hero.actions[0].label` from the issue's path. */
export const entryOf = (path: PropertyKey[]) =>
  path.reduce<string>((entry, part) => (typeof part === 'number' ? `${entry}[${part}]` : entry ? `${entry}.${String(part)}` : String(part)), '');

const valueAt = (root: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined), root);

const TYPE_FIXES: Record<string, string> = {
  string: 'write text in quotes',
  number: 'write a number without quotes',
  boolean: 'write true or false without quotes',
  array: 'write a list in [ ]',
  object: 'write a block in { }',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`; // escaped: the message stays one line
  if (typeof value === 'object') return 'a block';
  return `the ${typeof value} ${String(value)}`;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  keys?: string[];
  params?: { entry?: string };
}

/** Our messages are "problem. Fix: fix" (content/schema.ts); zod's own ones get a plain-language fix here. */
function toProblem(issue: Issue, candidate: unknown): ContentProblem {
  const [area, ...rest] = issue.path;
  const file = AREAS.includes(area as Area) ? fileOf(area as Area) : 'content/';
  const entry = issue.params?.entry ?? entryOf(issue.path);
  const split = issue.message.lastIndexOf('. Fix: ');
  if (split > 0) return { file, entry, problem: issue.message.slice(0, split), fix: issue.message.slice(split + 7) };
  const value = valueAt(candidate, issue.path);
  if (rest.length === 0 && value === undefined) return { file, entry: String(area), problem: 'the file is missing', fix: `create ${file}` };
  if (issue.code === 'invalid_type' && value === undefined) return { file, entry, problem: 'the field is missing', fix: 'fill it in' };
  if (issue.code === 'invalid_type') {
    return {
      file,
      entry,
      problem: `expected ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}, got ${describe(value)}`,
      fix: TYPE_FIXES[issue.expected ?? ''] ?? 'correct the value',
    };
  }
  if (issue.code === 'invalid_value') {
    return { file, entry, problem: `${describe(value)} is not allowed`, fix: `use one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}` };
  }
  if (issue.code === 'unrecognized_keys') {
    return { file, entry, problem: `unknown field(s) ${(issue.keys ?? []).join(', ')}`, fix: 'remove them or correct their spelling' };
  }
  return { file, entry, problem: issue.message, fix: 'correct the value' };
}

/** Checks content (the raw files, or content already loaded) against the schema. */
export function validateContent(candidate: Record<string, unknown>, checks: ValidationOptions): ValidationResult {
  const result = contentSchema(checks).safeParse(candidate);
  const issues = result.success ? [] : (result.error.issues as unknown as Issue[]);
  // Where a check names the entry its own way (a game by its title), zod's generic line for the same field goes.
  const named = new Set(issues.filter((issue) => issue.params?.entry).map((issue) => entryOf(issue.path)));
  const errors = issues.filter((issue) => issue.params?.entry || !named.has(entryOf(issue.path))).map((issue) => toProblem(issue, candidate));
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

/** Where (1-based line and column) a JSON text stops being valid (V8's message does not always say): the first error of jsonc-parser in strict JSON mode. */
export function jsonErrorPosition(source: string): { line: number; column: number } {
  const errors: ParseError[] = [];
  parseJson(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const before = source.slice(0, errors[0]?.offset ?? 0).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** One content file's text parsed, or the problem naming the line and column where it stops being valid JSON. */
export function parseContentFile(file: string, source: string): { value: unknown } | { problem: ContentProblem } {
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const { line, column } = jsonErrorPosition(source);
    const reason = (error as Error).message
      .split('\n')[0]!
      .replace(/, ".*$/, '')
      .replace(/ in JSON at position \d+.*$/, '');
    return {
      problem: {
        file,
        entry: `line ${line}, column ${column}`,
        problem: `the file is not valid JSON (${reason})`,
        fix: 'correct the punctuation there: text in double quotes, a comma between entries and none after the last, every { and [ closed',
      },
    };
  }
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

/** The build's check: the files as they are on disk, with AFFILIATE_URL/SITE_URL applied as the build will. */
export function checkContentFiles(dir: string, env: Record<string, string | undefined>, checks: ValidationOptions): ValidationResult {
  const { raw, errors } = readContentFiles(dir);
  if (errors.length > 0) return { errors, warnings: [] };
  return validateContent(withEnvOverrides(raw, env), checks);
}
