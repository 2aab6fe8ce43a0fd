// Build step: fails the build with one line per content problem.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkContentFiles, formatProblem } from '../lib/content-validation';
import { ART_OUTPUTS } from './art/scenes';

/** Prints every problem and warning; returns whether the content can be built. */
export function checkContent(contentDir = join(__dirname, '..', 'content')): boolean {
  const publicDir = join(__dirname, '..', 'public');
  const { errors, warnings } = checkContentFiles(contentDir, process.env, {
    // The art step makes its scenes before the build reads them; they are not in git.
    publicFileExists: (src) => ART_OUTPUTS.has(src) || existsSync(join(publicDir, decodeURI(src))),
  });
  for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
  for (const error of errors) console.error(`error: ${formatProblem(error)}`);
  if (errors.length > 0) {
    console.error(`Content check failed: ${errors.length} problem(s) in content/. The site was not built.`);
    return false;
  }
  console.log('Content check passed.');
  return true;
}

if (require.main === module && !checkContent(process.env.CONTENT_DIR)) process.exit(1);
