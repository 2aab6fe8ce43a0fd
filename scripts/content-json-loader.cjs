// The Turbopack loader of content/*.json (next.config.mjs, turbopack.rules). A file that is not JSON
// stops the page with the content check's own line (file, line and column, the fix) in the terminal
// and the browser's error overlay of `npm run dev`, instead of the bundler's parser error; the next
// good save recovers. Valid JSON passes through unchanged as a module.
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = function contentJsonLoader(source) {
  const { ContentError, parseContentFile } = tsxRequire('../content/problems.ts', __filename);
  const file = `content/${require('node:path').basename(this.resourcePath)}`;
  const parsed = parseContentFile(file, source);
  if ('problem' in parsed) {
    const error = new ContentError([parsed.problem]);
    // Said in the terminal here as well: Next logs a loader's error only when the compile it belongs to reports.
    console.error(error.message);
    throw error;
  }
  return `export default ${JSON.stringify(parsed.value)};`;
};
