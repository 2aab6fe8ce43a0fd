// The WebKit half of the engine run, a process of its own so that run.ts can start it under xvfb-run:
//   node --import tsx test-support/engines/webkit.ts <site base URL> <route>...
// Prints one JSON Result (scenarios.ts) per line.
import { startErrorProxy } from './error-proxy';
import { runChecks } from './scenarios';
import { openWebKit } from './webdriver';

async function main([base, ...routes]: string[]) {
  if (!base) throw new Error('usage: webkit.ts <site base URL> <route>...');
  const proxy = await startErrorProxy(base);
  try {
    await runChecks(
      'webkit',
      (javaScript) => openWebKit(proxy.base, javaScript),
      routes,
      (result) => console.log(JSON.stringify(result)),
    );
  } finally {
    proxy.stop();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.log(JSON.stringify({ engine: 'webkit', check: 'run', problems: [error.message] }));
  process.exitCode = 1;
});
