import { createRequire } from 'node:module';
import { startChild, waitFor } from './processes.js';

const require = createRequire(import.meta.url);

/**
 * aws-ses-v2-local as a child process: it answers SES v2 SendEmail (the SDK reaches it through
 * `AWS_ENDPOINT_URL_SESV2`) and shows every sent mail in a web inbox at its root; `GET /store` returns
 * them as JSON (tests/support/inbox.ts). Its store is in memory, one per stack: a restart empties it.
 * `maxSendRate` is the account's rate its GetAccount answers (14 per second by default).
 */
export async function startSes(port: number, options: { maxSendRate?: number } = {}) {
  const bin = require.resolve('aws-ses-v2-local/dist/cli.js');
  const proc = startChild(process.execPath, [bin, '--host', '127.0.0.1', '--port', String(port)], {
    // SMTP_TRANSPORT would forward each mail to a real SMTP server: never from the local stack.
    // AWS_SES_ACCOUNT: what GetAccount answers (the campaign sender reads its MaxSendRate, as in AWS).
    env: { ...process.env, SMTP_TRANSPORT: '', AWS_SES_ACCOUNT: JSON.stringify(localAccount(options.maxSendRate ?? 14)) },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`aws-ses-v2-local exited:\n${proc.output()}`);
      return (await fetch(`${endpoint}/health-check`)).ok;
    },
    20_000,
    'aws-ses-v2-local',
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
      proc.child.once('exit', () => resolve());
      proc.child.kill('SIGTERM');
    });
  return { endpoint, stop };
}

/** A production account as SES v2 GetAccount describes it (aws-ses-v2-local checks this shape). */
const localAccount = (maxSendRate: number) => ({
  DedicatedIpAutoWarmupEnabled: false,
  Details: { AdditionalContactEmailAddresses: [], ContactLanguage: 'EN', MailType: 'MARKETING', ReviewDetails: { CaseId: 'local', Status: 'GRANTED' }, UseCaseDescription: 'local', WebsiteURL: 'http://localhost' },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: maxSendRate, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
});
