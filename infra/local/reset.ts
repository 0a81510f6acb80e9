import { rmSync } from 'node:fs';
import { LOCAL_DIR } from './paths.js';

/** `npm run reset`: forget every local datum (table, users, media) but keep the downloaded emulator. */
for (const part of ['dynamodb', 'cognito', 's3', 'state.json', 'dead-letters.jsonl', 'relay-checkpoints.json']) {
  rmSync(`${LOCAL_DIR}/${part}`, { recursive: true, force: true });
}
console.log('Données locales effacées : le prochain `npm start` recrée la table, l’administrateur et les données de démonstration.');
