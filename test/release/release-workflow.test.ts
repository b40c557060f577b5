/**
 * .github/workflows/release.yml: started by the tag `release tag` pushes (and not by the moving
 * major tag), it checks the commit again, publishes with provenance and makes the GitHub release.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { minimatch } from 'minimatch';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as Workflow;
const steps = workflow.jobs.release!.steps;
/** The step whose `run` contains `text`. */
const stepRunning = (text: string) => steps.find((step) => step.run?.includes(text));

describe('the release workflow', () => {
  it('starts on a pushed vX.Y.Z tag, and not on the moving major tag vX', () => {
    // GitHub's tag filters, like minimatch, let `*` match anything but `/`.
    const starts = (tag: string) =>
      workflow.on.push.tags.some((pattern) => minimatch(tag, pattern));
    expect(['v0.1.0', 'v1.12.3'].filter(starts)).toEqual(['v0.1.0', 'v1.12.3']);
    expect(['v0', 'v1', 'main', 'release-1.0.0'].filter(starts)).toEqual([]);
  });

  it('reads only, except the release job: contents write, id-token write, actions read', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.release!.permissions).toEqual({
      contents: 'write',
      'id-token': 'write',
      actions: 'read',
    });
  });

  it('runs the release checks on the tag before it publishes, with all of main to compare', () => {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toEqual({ 'fetch-depth': 0 });
    const check = stepRunning('scripts/release.js check');
    const publish = stepRunning('npm publish');
    expect(check?.run).toBe(
      'node scripts/release.js check "${TAG#v}" --repository "$GITHUB_REPOSITORY"',
    );
    expect(check?.env).toMatchObject({ TAG: '${{ github.ref_name }}' });
    expect(steps.indexOf(check!)).toBeLessThan(steps.indexOf(publish!));
  });

  it('publishes with provenance and public access, its token from the NPM_TOKEN secret', () => {
    const publish = stepRunning('npm publish');
    expect(publish?.run).toContain('npm publish --provenance --access public');
    expect(publish?.env).toMatchObject({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toMatchObject({ 'registry-url': 'https://registry.npmjs.org' });
  });

  it('makes the GitHub release with the changelog section as its notes', () => {
    const release = stepRunning('gh release create');
    expect(release?.run).toContain('node scripts/release.js notes "${TAG#v}"');
    expect(release?.run).toContain('--verify-tag');
  });

  it('puts no expression of the event inside a run: script, only in env', () => {
    expect(steps.filter((step) => step.run?.includes('${{'))).toEqual([]);
  });
});
