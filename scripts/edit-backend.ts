// The editor's local backend, decap-server (fs mode: it reads and writes files of the project in
// GIT_REPO_DIRECTORY), on a unix socket that only the editor's server (scripts/edit.ts) reaches. That
// server lets through only what scripts/edit-policy.ts allows; decap-server alone would read and
// write any file in the tree for any page that reaches it.
//
//   GIT_REPO_DIRECTORY=<project> ORIGIN=<the editor's origin> node --import tsx scripts/edit-backend.ts --socket <path>
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { stopWithParent } from './process-group';

interface App {
  listen: (path: string, ready: () => void) => void;
}
const decapServer = createRequire(require.resolve('decap-server'));
const express = decapServer('express') as () => App;
const { registerLocalFs } = decapServer('./middlewares') as { registerLocalFs: (app: App, options: { logLevel: string }) => Promise<void> };

const { values } = parseArgs({ options: { socket: { type: 'string' } } });
stopWithParent(values.socket!);
const app = express();
void registerLocalFs(app, { logLevel: 'warn' }).then(() => app.listen(values.socket!, () => process.send?.('ready')));
