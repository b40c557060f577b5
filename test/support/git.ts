import { execFileSync } from 'node:child_process';

/**
 * Runs git in `cwd` as a test user (a name, no signing), allowing submodules from local paths;
 * returns what it printed, trimmed.
 */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'protocol.file.allow=always',
      ...args,
    ],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}
