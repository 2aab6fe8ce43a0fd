/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATED_BY } from '../hosting/headers';
import { outputFolderProblem } from '../hosting/output-folders';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'output-folders-'));
  mkdirSync(path.join(root, 'project', 'out'), { recursive: true });
  writeFileSync(path.join(root, 'project', 'package.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the folders npm run host-configs replaces whole', () => {
  const at = (...parts: string[]) => path.join(root, ...parts);

  test('an output folder of its own for each is fine, made or still to be made', () => {
    expect(outputFolderProblem(at('project', 'out'), at('project', 'deploy'), at('project'))).toBeNull();
    expect(outputFolderProblem(at('project', 'out'), at('elsewhere', 'new', 'deploy'), at('project'))).toBeNull();
  });

  test('the project, the folder it runs in or one that holds it is refused in one line (replaced, the project was deleted)', () => {
    const cwd = at('project');
    expect(outputFolderProblem(at('project', 'out'), cwd, cwd)).toBe(`--dir (${at('project', 'out')}) is inside --deploy (${cwd}): give each a folder of its own`);
    expect(outputFolderProblem(at('elsewhere', 'out'), cwd, cwd)).toBe(
      `--deploy (${cwd}) is this folder or holds it, and would be replaced whole: choose an output folder such as deploy`,
    );
    expect(outputFolderProblem(at('project', 'out'), at('other'), at('other', 'sub'))).toMatch(/^--deploy \(.*\) is this folder or holds it/);
    mkdirSync(at('other', '.git'), { recursive: true });
    expect(outputFolderProblem(at('project', 'out'), at('other'), cwd)).toBe(
      `--deploy (${at('other')}) holds .git: it is a project, not an output folder, and would be replaced whole`,
    );
    expect(outputFolderProblem(at('project'), at('deploy'), at('run'))).toBe(
      `--dir (${at('project')}) holds package.json: it is a project, not an output folder, and would be replaced whole`,
    );
  });

  test('one folder for both, or one inside the other, is refused, however spelt (links resolved)', () => {
    const cwd = at('project');
    expect(outputFolderProblem(at('project', 'out'), at('project', 'out'), cwd)).toBe(`--dir and --deploy are one folder (${at('project', 'out')}): give each a folder of its own`);
    expect(outputFolderProblem(at('project', 'out'), at('project', 'out', 'deploy'), cwd)).toMatch(/^--deploy \(.*\) is inside --dir/);
    expect(outputFolderProblem(at('project', 'deploy', 'out'), at('project', 'deploy'), cwd)).toMatch(/^--dir \(.*\) is inside --deploy/);
    symlinkSync(at('project'), at('alias'));
    expect(outputFolderProblem(at('project', 'out'), at('alias', 'out'), cwd)).toMatch(/^--dir and --deploy are one folder/);
    // a sibling whose name begins with the other's is not inside it
    expect(outputFolderProblem(at('project', 'out'), at('project', 'out-deploy'), cwd)).toBeNull();
  });

  test('a file, or a --deploy holding files but no headers.json the build wrote (no folder a run wrote), is refused (package.json, .git, content/ and a folder with a foreign headers.json were replaced whole)', () => {
    const cwd = at('run');
    expect(outputFolderProblem(at('project', 'out'), at('project', 'package.json'), cwd)).toBe(
      `--deploy (${at('project', 'package.json')}) is a file, not a folder, and would be replaced whole: choose an output folder such as deploy`,
    );
    mkdirSync(at('project', 'content'));
    writeFileSync(at('project', 'content', 'home.json'), '{}');
    expect(outputFolderProblem(at('project', 'out'), at('project', 'content'), cwd)).toBe(
      `--deploy (${at('project', 'content')}) holds files but no headers.json the build wrote: it is no folder a run wrote, and would be replaced whole: choose an empty or new folder`,
    );
    mkdirSync(at('project', 'deploy'));
    expect(outputFolderProblem(at('project', 'out'), at('project', 'deploy'), cwd)).toBeNull();
    writeFileSync(at('project', 'deploy', 'nginx.conf'), '');
    // a headers.json of another program's, or one that is no JSON, is not the build's
    for (const text of ['{}', '{"generatedBy":"someone else"}', 'not json']) {
      writeFileSync(at('project', 'deploy', 'headers.json'), text);
      expect(outputFolderProblem(at('project', 'out'), at('project', 'deploy'), cwd)).toMatch(/^--deploy \(.*\) holds files but no headers.json the build wrote/);
    }
    writeFileSync(at('project', 'deploy', 'headers.json'), JSON.stringify({ version: 1, generatedBy: GENERATED_BY }));
    expect(outputFolderProblem(at('project', 'out'), at('project', 'deploy'), cwd)).toBeNull();
  });
});
