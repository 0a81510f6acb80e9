import { SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The value CloudFront sends the API in `x-origin-verify` (shared/abuse/server/rate-limit.ts), kept in Secrets
 * Manager: generated at the stage's first deploy, never in the template (CloudFormation resolves a dynamic
 * reference), never in the browser.
 *
 * Rotation (`npm run deploy -- --stage <s> --rotate-origin-secret`) puts a new version, then deploys with
 * context `originSecretRotation=<new version id>:<previous version id>`: CloudFront sends the new value,
 * while the functions accept both until CloudFront's change has reached every edge location; the next
 * deploy returns to the current version alone.
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  /** What CloudFront sends. */
  readonly current: string;
  /** What the functions accept (ORIGIN_VERIFY): comma-separated. */
  readonly accepted: string;

  constructor(scope: Construct, id: string, props: { rotation?: string }) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'CloudFront → API origin header (x-origin-verify); rotate with npm run deploy -- --rotate-origin-secret',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotated by a deploy (npm run deploy -- --rotate-origin-secret): CloudFront and the functions must change together, which a rotation Lambda cannot do.',
    });
    const version = (versionId?: string) => SecretValue.secretsManager(this.secret.secretArn, { versionId }).unsafeUnwrap();
    const rotation = props.rotation && /^([\w-]+):([\w-]+)$/.exec(props.rotation);
    if (props.rotation && !rotation) throw new Error(`Context originSecretRotation must be <new version id>:<previous version id>, got ${props.rotation}`);
    this.current = version(rotation ? rotation[1] : undefined);
    this.accepted = rotation ? `${this.current},${version(rotation[2])}` : this.current;
  }
}
