import { parseArgs } from 'node:util';
import * as z from 'zod/mini';

export const USAGE = `Usage:
  npm run admin -- create --email <e-mail> [--first-name <first name>] [--last-name <last name>] (--stage <name> | --local)
  npm run admin -- list (--stage <name> | --local)
  npm run admin -- revoke --email <e-mail> (--stage <name> | --local)

  --stage <name>  the deployed stage: stages/<name>.json and its CloudFormation stack, with your default AWS credentials
  --local         the stack \`npm start\` is running on this machine`;

/** A command line the admin command cannot run: said with the usage, exit code 2. */
export class UsageError extends Error {}

export type AdminCommand =
  | { command: 'create'; email: string; firstName?: string; lastName?: string }
  | { command: 'list' }
  | { command: 'revoke'; email: string };

export type TargetChoice = { stage: string } | { local: true };
export type AdminArgs = AdminCommand & { target: TargetChoice };

const OPTIONS = {
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  stage: { type: 'string' },
  local: { type: 'boolean' },
} as const;

/** Which options each command takes, beyond the target. */
const ALLOWED: Record<AdminCommand['command'], readonly (keyof typeof OPTIONS)[]> = {
  create: ['email', 'first-name', 'last-name'],
  list: [],
  revoke: ['email'],
};

const emailSchema = z.email();
/** The profile keeps names up to 80 characters (shared/users/schema.ts). */
const NAME_MAX = 80;

export function parseAdminArgs(argv: readonly string[]): AdminArgs {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (!command) throw new UsageError('Say what to do: create, list or revoke.');
  if (!(command in ALLOWED)) throw new UsageError(`Unknown command "${command}": use create, list or revoke.`);
  const name = command as AdminCommand['command'];
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);

  const target = targetOf(values.stage, values.local);
  const refused = (Object.keys(values) as (keyof typeof OPTIONS)[]).find((key) => key !== 'stage' && key !== 'local' && !ALLOWED[name].includes(key));
  if (refused) throw new UsageError(`"${name}" takes no --${refused}.`);
  if (name === 'list') return { command: name, target };

  const email = values.email?.trim();
  if (!email) throw new UsageError(`"${name}" needs --email <e-mail>: the administrator's e-mail address.`);
  if (!emailSchema.safeParse(email).success) throw new UsageError(`--email "${email}" is not an e-mail address.`);
  if (name === 'revoke') return { command: name, email, target };

  const firstName = nameOf('first-name', values['first-name']);
  const lastName = nameOf('last-name', values['last-name']);
  return { command: name, email, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), target };
}

function targetOf(stage: string | undefined, local: boolean | undefined): TargetChoice {
  if (stage !== undefined && local) throw new UsageError('Choose one target: --stage <name> or --local, not both.');
  if (local) return { local: true };
  if (stage === undefined) throw new UsageError('Say where: --stage <name> (a deployed stage) or --local (the stack `npm start` runs).');
  if (!stage.trim()) throw new UsageError('--stage needs the stage name, e.g. --stage prod.');
  return { stage: stage.trim() };
}

function nameOf(option: string, value: string | undefined) {
  const trimmed = value?.trim();
  if (trimmed && trimmed.length > NAME_MAX) throw new UsageError(`--${option} is longer than ${NAME_MAX} characters.`);
  return trimmed || undefined;
}
