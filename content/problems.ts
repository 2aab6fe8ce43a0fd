// What is wrong with content, said one way everywhere: one line per problem naming the file, the
// entry and the fix (`content/<file>: <entry>: <problem>. Fix: <fix>.`), from a schema issue or from
// a file that is not JSON. The build's check, the editor's save check, the content loader and the
// JSON loader of `next dev` all speak through here.
import { parse as parseJson, type ParseError } from 'jsonc-parser';
import { AREAS, fileOf, type Area } from './schema';

export interface ContentProblem {
  file: string;
  entry: string;
  problem: string;
  fix: string;
}

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

export interface Issue {
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

/** Every schema issue as a problem. Where a check names the entry its own way (a game by its title), zod's generic line for the same field goes. */
export function schemaProblems(issues: Issue[], candidate: unknown): ContentProblem[] {
  const named = new Set(issues.filter((issue) => issue.params?.entry).map((issue) => entryOf(issue.path)));
  return issues.filter((issue) => issue.params?.entry || !named.has(entryOf(issue.path))).map((issue) => toProblem(issue, candidate));
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

/**
 * Content that cannot be built, as the lines `npm run validate-content` prints. It carries no stack:
 * the lines say what is wrong and how to fix it, and where in our code it was noticed does not help.
 */
export class ContentError extends Error {
  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
    this.stack = this.message;
  }
}
