import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';

/**
 * The GitHub Actions workflows are checked here, offline: action-validator (a wasm build of the Rust
 * tool) holds each file against GitHub's workflow schema, then the deploy workflow's own rules
 * (issue 24): tests before deploying, OIDC credentials and no stored key, pinned actions, the smoke test.
 */
const WORKFLOWS_DIR = path.join(import.meta.dirname, '..', '..', '.github', 'workflows');
const workflowFiles = readdirSync(WORKFLOWS_DIR).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(path.join(WORKFLOWS_DIR, name), 'utf8');

/** The problems action-validator found, one line each: none when the workflow is valid. */
function problems(source: string): string[] {
  const lines: string[] = [];
  const visit = (errors: ReturnType<typeof validateWorkflow>['errors']) => {
    for (const error of errors) {
      lines.push(`${'path' in error ? error.path : ''} ${error.title}${error.detail ? `: ${error.detail}` : ''}`.trim());
      if ('states' in error) for (const state of error.states ?? []) visit(state.errors);
    }
  };
  visit(validateWorkflow(source).errors);
  return lines;
}

describe('workflow validation', () => {
  it.each(workflowFiles)('%s is a valid workflow', (name) => {
    expect(problems(read(name))).toEqual([]);
  });

  it('catches a broken workflow (the validator can fail)', () => {
    const broken = ['on: push', 'jobs:', '  test:', '    runs-onn: ubuntu-24.04', '    steps:', '      run: npm test', ''].join('\n');
    expect(problems(broken).join('\n')).toContain("Additional property 'runs-onn' is not allowed");
    expect(problems('on: push\njobs: [\n')[0]).toMatch(/Parse Error/);
    // The deploy workflow with a typo in a key: no longer valid.
    expect(problems(read('deploy.yml').replace('runs-on: ubuntu-24.04', 'run-on: ubuntu-24.04'))).not.toEqual([]);
  });
});

describe('deploy workflow', () => {
  const source = read('deploy.yml');
  const job = (name: string) => {
    const start = source.indexOf(`\n  ${name}:\n`);
    expect(start, `job ${name}`).toBeGreaterThan(-1);
    const next = source.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
    return next === -1 ? source.slice(start) : source.slice(start, start + 1 + next);
  };

  it('runs on pushes to main and on demand with a stage, with an OIDC token and read-only contents', () => {
    expect(source).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:\n {4}inputs:\n {6}stage:\n/m);
    expect(source).toMatch(/^permissions:\n {2}id-token: write\n {2}contents: read\n/m);
  });

  it('tests with .ci/run, then deploys only after the tests passed', () => {
    expect(job('test')).toContain('run: bash .ci/run');
    expect(job('test')).not.toContain('id-token');
    expect(job('deploy')).toContain('needs: test');
  });

  it('assumes a role through OIDC, never with a stored key', () => {
    const deploy = job('deploy');
    expect(deploy).toMatch(/uses: aws-actions\/configure-aws-credentials@[0-9a-f]{40}/);
    expect(deploy).toContain('role-to-assume: ${{ vars.AWS_DEPLOY_ROLE_ARN }}');
    expect(source).not.toMatch(/aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY|secrets\./);
  });

  it('pins every action to a commit', () => {
    const uses = [...source.matchAll(/uses:\s*(\S+)/g)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
  });

  it('deploys the stage, then smoke-tests the site and API URLs read from the stack outputs', () => {
    const deploy = job('deploy');
    const steps = ['npm ci', 'npm run deploy -- --stage "$STAGE"', "OutputKey=='$1'", 'npm run smoke -- "$SITE_URL" --api-url "$API_URL"'];
    const positions = steps.map((step) => deploy.indexOf(step));
    expect(positions.every((p) => p > -1), steps.filter((_, i) => positions[i] === -1).join(', ')).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(deploy).toContain('--stack-name "Brokerage-$STAGE"');
    expect(deploy).toContain('output SiteUrl');
    expect(deploy).toContain('output ApiUrl');
    // The stage reaches scripts through the environment only: no ${{ }} inside a run script.
    const scripts = [...source.matchAll(/run: \|\n((?: {10}.*\n)+)|run: (.*)\n/g)].map((m) => m[1] ?? m[2]);
    expect(scripts.length).toBeGreaterThanOrEqual(6);
    for (const script of scripts) expect(script).not.toContain('${{');
  });
});
