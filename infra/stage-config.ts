import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { REPO_ROOT } from './constructs/app-function.js';
import { MAP_STYLES } from './constructs/map-key.js';

/**
 * One deployment of the product (prod, staging…): `stages/<name>.json`, read at synth and by the
 * deploy, admin and smoke commands. Everything a brokerage chooses lives here; the rest is the code's.
 */
export const STAGES_DIR = join(REPO_ROOT, 'stages');

/** Lower-case, short: it prefixes every physical name of the stage (a bus name allows 256, a bucket 63). */
export const stageNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,14}$/, 'a stage name is 1 to 15 characters: lower-case letters, digits and dashes, starting with a letter');

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case domain name such as courtage-exemple.ca');

export const stageConfigSchema = z
  .strictObject({
    /** Where the data lives. A Quebec brokerage's belongs in Canada unless asked otherwise. */
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as ca-central-1').default('ca-central-1'),
    /** The AWS account the stage must deploy to: a deploy with other credentials stops before any change. */
    account: z.string().regex(/^\d{12}$/, 'must be the 12-digit AWS account id').optional(),
    /** The site's own names (CloudFront aliases); empty: the *.cloudfront.net name only. */
    domainNames: z.array(hostname).default([]),
    /** An ACM certificate in us-east-1 (CloudFront's region) covering every domain name. */
    certificateArn: z
      .string()
      .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'must be an ACM certificate ARN in us-east-1 (CloudFront only reads certificates there)')
      .optional(),
    /** Mail goes out from this domain (an SES identity with DKIM is created for it): no-reply@<domain>. */
    mailFromDomain: hostname,
    /** The display name on the site's mail. */
    mailFromName: z.string().min(1).max(64).regex(/^[^<>"\r\n]+$/, 'must not contain <, >, quotes or line breaks').default('Courtage Québec'),
    /**
     * true once SES shows the mail domain verified (its DKIM records in DNS): Cognito then mails its codes
     * and temporary passwords through SES from the same sender. Cognito refuses an unverified identity.
     */
    mailVerified: z.boolean().default(false),
    /** Alarms are mailed here (an SNS subscription: the first mail asks to confirm it). */
    opsEmail: z.email('must be an e-mail address'),
    /** AWS WAF in front of CloudFront (managed rules and a rate rule; about 10 USD a month at rest). */
    waf: z.boolean().default(false),
    logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /**
     * The map's basemap, an Amazon Location Maps v2 style (docs/deploy.md "Map"). The stack creates its API
     * key, limited to the site's domains and to map tiles and static maps.
     */
    mapStyle: z.enum(MAP_STYLES).default('Standard'),
  })
  .superRefine((config, ctx) => {
    if (config.domainNames.length > 0 && !config.certificateArn) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'is required when domainNames is set (CloudFront needs a certificate for them)' });
    }
    if (config.certificateArn && config.domainNames.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['domainNames'], message: 'must name the site when certificateArn is set' });
    }
  });

export type StageConfig = z.infer<typeof stageConfigSchema> & { stage: string };

/** Thrown with every problem of a stage file at once, each on its own line, naming the field. */
export class StageConfigError extends Error {}

export function parseStageConfig(stage: string, raw: unknown, source = `stages/${stage}.json`): StageConfig {
  const name = stageNameSchema.safeParse(stage);
  if (!name.success) throw new StageConfigError(`Stage "${stage}": ${name.error.issues[0]!.message}.`);
  const parsed = stageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new StageConfigError(`${source} is not a valid stage configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, stage };
}

export function loadStageConfig(stage: string, dir = STAGES_DIR): StageConfig {
  const file = join(dir, `${stage}.json`);
  if (!existsSync(file)) {
    throw new StageConfigError(`No configuration for stage "${stage}": create stages/${stage}.json (copy stages/example.json; docs/deploy.md explains each field).`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StageConfigError(`stages/${stage}.json is not valid JSON: ${(error as Error).message}`);
  }
  return parseStageConfig(stage, raw);
}

/** The CloudFormation stack of a stage: every command finds the stage's resources through its outputs. */
export const stackName = (stage: string) => `Brokerage-${stage}`;

/** The address the site's mail comes from, and the sender with its display name. */
export const senderAddress = (config: Pick<StageConfig, 'mailFromDomain'>) => `no-reply@${config.mailFromDomain}`;
export const mailFrom = (config: Pick<StageConfig, 'mailFromName' | 'mailFromDomain'>) => `${config.mailFromName} <${senderAddress(config)}>`;
