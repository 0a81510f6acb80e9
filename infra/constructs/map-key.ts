import { Aws } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as location from 'aws-cdk-lib/aws-location';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { amazonLocationMapsOrigin } from '../security-headers.js';

/** Amazon Location Maps v2 styles the stage may choose (stage config `mapStyle`). */
export const MAP_STYLES = ['Standard', 'Monochrome'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * The only map actions the key allows: the tiles of the interactive map and static map images (the property
 * page's map before it is touched). Style descriptors, glyphs and sprites need no key.
 * https://docs.aws.amazon.com/location/latest/developerguide/using-apikeys.html
 */
export const MAP_KEY_ACTIONS = ['geo-maps:GetTile', 'geo-maps:GetStaticMap'];

export type MapApiKeyProps = {
  /** Prefixes the key's name (one key per stage and account). */
  stage: string;
  region: string;
  /** Origins of the site (`https://<domain>`): the only Referers the key answers. */
  siteOrigins: string[];
  style: MapStyle;
};

/**
 * The browser's key to Amazon Location's basemap (docs/deploy.md "Map"): allowed the map actions only, on
 * the Maps v2 provider of the stage's region, from the site's own origins only (the browser sends its origin
 * as Referer: REFERRER_POLICY). CloudFormation does not return a key's value, so a custom resource reads it
 * (DescribeKey) for the runtime config: a public value by design (it ships to every visitor), limited by
 * its restrictions, not by secrecy.
 */
export class MapApiKey extends Construct {
  readonly key: location.CfnAPIKey;
  /** The MapLibre style URL the web reads from /runtime-config.json (a deploy-time value: it holds the key). */
  readonly styleUrl: string;
  /** The one host the basemap comes from (the CSP's connect-src). */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: MapApiKeyProps) {
    super(scope, id);
    this.origin = amazonLocationMapsOrigin(props.region);
    this.key = new location.CfnAPIKey(this, 'Key', {
      keyName: `brokerage-${props.stage}-maps`,
      description: 'Basemap of the public site: map tiles and static maps, from the site origins only',
      noExpiry: true,
      // Restriction changes (a new domain) are applied in place rather than refused.
      forceUpdate: true,
      // A stage torn down takes its key along, without waiting out a deletion delay.
      forceDelete: true,
      restrictions: {
        allowActions: MAP_KEY_ACTIONS,
        allowResources: [`arn:${Aws.PARTITION}:geo-maps:${props.region}::provider/default`],
        allowReferers: props.siteOrigins.map((origin) => `${origin}/*`),
      },
    });

    const logGroup = new logs.LogGroup(this, 'ReadKeyLogs', { retention: logs.RetentionDays.ONE_MONTH });
    // Our role rather than the default one with the AWSLambdaBasicExecutionRole managed policy.
    const role = new iam.Role(this, 'ReadKeyRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Reads the value of the map API key for the runtime config (DescribeKey)',
    });
    logGroup.grantWrite(role);
    const read = new cr.AwsCustomResource(this, 'ReadKey', {
      // Read again on every deploy that changes the key (its restrictions are part of the call's identity).
      onUpdate: {
        service: 'Location',
        action: 'DescribeKey',
        parameters: { KeyName: this.key.keyName },
        physicalResourceId: cr.PhysicalResourceId.of(this.key.attrKeyArn),
        outputPaths: ['Key'],
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: ['geo:DescribeKey'], resources: [this.key.attrKeyArn] })]),
      installLatestAwsSdk: false,
      role,
      logGroup,
    });
    read.node.addDependency(this.key);
    const value = read.getResponseField('Key');
    this.styleUrl = `${this.origin}/v2/styles/${props.style}/descriptor?key=${value}&color-scheme=Light`;

  }
}
