import { CfnOutput, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailResources } from './app-function.js';

/** One configuration set per stage (its name is account-wide). */
export const mailConfigurationSetName = (stage: string) => `brokerage-${stage}`;

export type MailProps = {
  stage: string;
  /** The sending domain: an SES domain identity with Easy DKIM (2048-bit) is created for it. */
  domain: string;
  /** `Name <no-reply@domain>` */
  from: string;
  siteOrigin: string;
};

/**
 * The site's outgoing mail in AWS: a domain identity (its three DKIM CNAME records are stack outputs to
 * add to the domain's DNS) and a configuration set that is the identity's default, so every message
 * (the functions' and Cognito's once it sends through SES) is counted for the bounce-rate alarm and
 * bounced or complaining addresses land on the account's suppression list (SES then stops sending to
 * them). Bounce and complaint events also go to the default event bus, for an app consumer.
 */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly resources: MailResources;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: mailConfigurationSetName(props.stage),
      reputationMetrics: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.domain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });
    // At the stack's root: the outputs keep these names (MailDkimRecord1…3) in `cdk deploy --outputs-file`.
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(Stack.of(this), `MailDkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} of 3 for ${props.domain}: add it to the domain's DNS (docs/deploy.md)`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
    const stack = Stack.of(this);
    new CfnOutput(stack, 'MailConfigurationSet', { value: this.configurationSet.configurationSetName });
    this.resources = {
      from: props.from,
      siteOrigin: props.siteOrigin,
      identityArn: this.identity.emailIdentityArn,
      configurationSetArn: stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
    };
  }
}
