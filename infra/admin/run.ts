import os from 'node:os';
import type { Actor } from '../../shared/audit/schema.js';
import { ConflictError } from '../../shared/errors.js';
import type { AdminCommand } from './args.js';
import { useTarget, type AdminTarget } from './target.js';
import type { FirstPassword } from './accounts.js';

export type Output = { out: (line: string) => void; err: (line: string) => void };

const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Who the audit log ('Journal') names for the command's changes: the command and the engineer's login. */
export const operatorActor = (): Actor => ({ id: `npm run admin (${os.userInfo().username})` });

/** Runs one admin command against a target; returns the process exit code (0 done or nothing to do, 1 refused or failed). */
export async function runAdminCommand(command: AdminCommand, target: AdminTarget, output: Output = consoleOutput, actor: Actor = operatorActor()): Promise<number> {
  useTarget(target);
  // After useTarget: the table's entities read TABLE_NAME at import.
  const accounts = await import('./accounts.js');
  switch (command.command) {
    case 'create': {
      const firstPassword: FirstPassword = target.invitation === 'cognito' ? { invitation: 'cognito' } : { invitation: { deliver: target.invitation.deliver } };
      const { outcome } = await accounts.ensureAdmin(command, { firstPassword, actor });
      const email = accounts.normaliseEmail(command.email);
      if (outcome === 'unchanged') {
        output.out(`${email} is already an active administrator on ${target.label}: nothing changed.`);
      } else if (outcome === 'granted') {
        output.out(`${email} already had an account on ${target.label}: it is now an active administrator (admin group, active profile, sign-in enabled). Their password is unchanged.`);
      } else {
        const mailed =
          target.invitation === 'cognito'
            ? `Cognito has mailed a temporary password to ${email}`
            : `The invitation with a temporary password is in the local inbox (${target.invitation.inbox})`;
        output.out(`Created the administrator ${email} on ${target.label}. ${mailed}; they choose their own password at their first sign-in on /auth.`);
      }
      return 0;
    }
    case 'list': {
      const admins = await accounts.listAdmins();
      if (admins.length === 0) {
        output.out(`No administrator on ${target.label}. Create the first one: npm run admin -- create --email <e-mail> ${target.flag}`);
        return 0;
      }
      const rows = admins.map((a) => [a.email ?? `(no e-mail, user ${a.userId})`, a.isActive ? 'active' : 'inactive', a.createdAt.slice(0, 10), [a.firstName, a.lastName].filter(Boolean).join(' ')]);
      output.out(`Administrators on ${target.label} (newest first):`);
      for (const line of table(['E-MAIL', 'STATUS', 'CREATED', 'NAME'], rows)) output.out(line);
      return 0;
    }
    case 'revoke': {
      const email = accounts.normaliseEmail(command.email);
      try {
        const { outcome } = await accounts.revokeAdmin(email, { actor });
        if (outcome === 'no-account') {
          output.err(`No account with the e-mail ${email} on ${target.label}.`);
          return 1;
        }
        output.out(
          outcome === 'not-admin'
            ? `${email} is not an administrator on ${target.label}: nothing changed.`
            : `Revoked ${email} on ${target.label}: out of the admin group, profile deactivated, sign-in disabled. To make them an admin again: npm run admin -- create --email ${email} ${target.flag}`,
        );
        return 0;
      } catch (error) {
        // The account service's own refusal (the last active admin), in its French words.
        if (error instanceof ConflictError) {
          output.err(`Refused: ${error.message}`);
          return 1;
        }
        throw error;
      }
    }
  }
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}
