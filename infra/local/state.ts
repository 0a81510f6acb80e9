import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CognitoIds } from './cognito.js';

/**
 * What the first start of a stack persists in its data folder: the user pool it created and the printed
 * admin's password. The commands that reach the running `npm start` stack read the pool from it.
 */
export type StackState = CognitoIds & { adminPassword: string };

export const stackStateFile = (dataDir: string) => path.join(dataDir, 'state.json');

export function readStackState(dataDir: string): StackState | undefined {
  const file = stackStateFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StackState) : undefined;
}

export function writeStackState(dataDir: string, state: StackState) {
  writeFileSync(stackStateFile(dataDir), JSON.stringify(state, null, 2));
}
