// Build step: fails the build with one line per content problem.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { formatProblem } from '../content/problems';
import { checkContentFiles, projectChecks } from './content-check';
import { SVG_FIX, svgBytesProblem } from './svg-safety';

/**
 * Symlinks in public/ that lead outside it: `next build` copies a link's target into out/, so a
 * link to a file elsewhere on the machine would be published. One line each, with the fix.
 */
export function publicSymlinkProblems(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  const root = realpathSync(publicDir);
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      const shown = `public/${relative(publicDir, abs).split(sep).join('/')}`;
      if (entry.isSymbolicLink()) {
        let target: string | null = null;
        try {
          target = realpathSync(abs);
        } catch {
          // dangling: reported below
        }
        if (!target || !target.startsWith(`${root}${sep}`)) {
          problems.push(
            `${shown}: a symbolic link to ${target ?? 'nothing'}, outside public/. Fix: copy the file into public/ instead of linking it (the build would publish whatever it points to).`,
          );
        }
      } else if (entry.isDirectory() && lstatSync(abs).isDirectory()) {
        walk(abs);
      }
    }
  };
  walk(publicDir);
  return problems;
}

/**
 * SVGs in public/ that could run code or load other files (scripts/svg-safety.ts, the editor's upload
 * check): the site serves them as they are, and one opened on its own runs with the site's origin.
 */
export function publicSvgProblems(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.svg$/i.test(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && statSync(abs, { throwIfNoEntry: false })?.isFile()))) {
        const problem = svgBytesProblem(readFileSync(abs));
        if (problem) problems.push(`public/${relative(publicDir, abs).split(sep).join('/')}: the SVG ${problem}, and an image may carry no code. Fix: ${SVG_FIX}.`);
      }
    }
  };
  walk(publicDir);
  return problems;
}

/** Prints every problem and warning; returns whether the content can be built. */
export function checkContent(contentDir = join(__dirname, '..', 'content'), publicDir = join(__dirname, '..', 'public'), appDir = join(__dirname, '..', 'app')): boolean {
  const inPublic = [...publicSymlinkProblems(publicDir), ...publicSvgProblems(publicDir)];
  for (const problem of inPublic) console.error(`error: ${problem}`);
  const { errors, warnings } = checkContentFiles(contentDir, process.env, projectChecks(publicDir, appDir));
  for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
  for (const error of errors) console.error(`error: ${formatProblem(error)}`);
  if (errors.length + inPublic.length > 0) {
    console.error(`Content check failed: ${errors.length + inPublic.length} problem(s) in content/ and public/. The site was not built.`);
    return false;
  }
  console.log('Content check passed.');
  return true;
}

if (require.main === module && !checkContent(process.env.CONTENT_DIR)) process.exit(1);
