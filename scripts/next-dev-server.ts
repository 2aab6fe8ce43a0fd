// Next's development server on a unix socket, as a child of `npm run dev` or `npm run edit`
// (scripts/local-front.ts): no browser can reach a socket file, so every request, the `/__nextjs_*`
// dev endpoints (the Node inspector among them) and the HMR WebSocket included, comes through the
// front that checks Host and Origin. Next's own `allowedDevOrigins` checks Origin only, not Host.
//
//   node --import tsx scripts/next-dev-server.ts --socket <path> --port <the front's port> [--dir .]
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';
import { HOST } from './local-front';
import { stopWithParent } from './process-group';

const { values } = parseArgs({ options: { socket: { type: 'string' }, port: { type: 'string' }, dir: { type: 'string', default: '.' } } });
stopWithParent(values.socket!);
// hostname and port: the front's, the address Next's pages and its dev overlay see.
const app = next({ dev: true, dir: path.resolve(values.dir!), hostname: HOST, port: Number(values.port) });
void app.prepare().then(() => {
  const handle = app.getRequestHandler();
  createServer((request, response) => void handle(request, response)).listen(values.socket!, () => process.send?.('ready'));
});
