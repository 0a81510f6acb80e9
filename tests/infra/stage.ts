import { parseStageConfig, type StageConfig } from '../../infra/stage-config.js';

/** A valid stage configuration for synthesized test stacks (what stages/<name>.json would hold). */
export const testStageConfig = (stage = 'test', overrides: Partial<Omit<StageConfig, 'stage'>> = {}): StageConfig =>
  parseStageConfig(stage, { mailFromDomain: 'courtage-quebec.ca', opsEmail: 'ops@courtage-quebec.ca', ...overrides });
