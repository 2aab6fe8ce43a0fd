// `npm run dev` (after the art, the font and the images): Next's development server behind the
// checking front (scripts/local-front.ts) on 127.0.0.1, so only this computer's user reaches it.
//
//   npm run dev [-- --port 3000]   (or PORT)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST, startNextBehindFront } from './local-front';
import { stopAll } from './process-group';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' } } });
const port = Number(values.port);

startNextBehindFront({ name: 'next dev', port, dir: path.join(__dirname, '..') })
  .then(() => console.log(`Dev server: http://${HOST}:${port}/  (Ctrl+C stops it)`))
  .catch((error: Error) => {
    console.error(`dev: ${error.message}`);
    stopAll(1);
  });
