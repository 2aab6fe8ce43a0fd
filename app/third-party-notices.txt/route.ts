import { readFileSync } from 'node:fs';
import path from 'node:path';

// The licence notices of the art and type we ship (THIRD-PARTY-NOTICES at the repository root),
// published beside the site as /third-party-notices.txt; the footer's credits line links here.
export const dynamic = 'force-static';

export function GET() {
  const text = readFileSync(path.join(process.cwd(), 'THIRD-PARTY-NOTICES'), 'utf8');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
