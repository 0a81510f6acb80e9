import { parseAdminArgs, USAGE, UsageError, type AdminArgs } from './admin/args.js';
import { runAdminCommand } from './admin/run.js';
import { findLocalStack, findStage, TargetError, type AdminTarget } from './admin/target.js';

/**
 * `npm run admin -- create|list|revoke …`: the back office's administrators, managed by an operator
 * (the first admin of a stage above all). Exit codes: 0 done (or nothing to do), 1 refused or failed,
 * 2 a command line it cannot run. Never prints a password.
 */
async function main(argv: string[]): Promise<number> {
  let args: AdminArgs;
  try {
    args = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let target: AdminTarget;
  try {
    target = 'stage' in args.target ? await findStage(args.target.stage) : await findLocalStack();
  } catch (error) {
    if (!(error instanceof TargetError)) throw error;
    console.error(error.message);
    return 1;
  }
  return runAdminCommand(args, target);
}

const code = await main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`The admin command failed: ${error.name}: ${error.message}`);
  return 1;
});
// The SDK's idle connections would keep the process a little longer.
process.exit(code);
