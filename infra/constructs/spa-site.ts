import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { rules as nagRules } from 'cdk-nag';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/abuse/server/rate-limit.js';
import type { RuntimeConfig } from '../../shared/config/runtime-config.js';
import { SITE_VIEWER_REQUEST_FILE } from '../cloudfront/viewer-request.js';
import { amazonLocationMapsOrigin, contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../security-headers.js';
import { MapApiKey, type MapStyle } from './map-key.js';

/**
 * The build's index.html is the SPA shell, but the site's home is the renderer's prerendered
 * index.html: the deployment never writes it. The same shell is deployed as app-shell.html.
 */
const PRERENDERED_HOME = 'index.html';
/** Hashed by Vite: cached for a year. */
const HASHED_ASSETS = 'assets/*';

/** The fallback origin of the site behaviour: the shell with a 404 when S3 has no object for the path. */
const SITE_NOT_FOUND_DIR = fileURLToPath(new URL('../cloudfront/site-not-found', import.meta.url));

/**
 * Media object keys have no `media/` prefix (the local gateway serves /media/<key> the same way), so the
 * /media/* behaviour strips it before CloudFront asks the media bucket.
 */
const MEDIA_PREFIX_STRIP_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/media'.length);
  return request;
}`;

const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export type SpaSiteProps = {
  /** The HTTP API served under /api/* (its routes already carry the /api prefix). */
  api: apigwv2.IHttpApi;
  /** Built SPA folder; when undefined or missing, no content is deployed (synth works before a web build). */
  webDistPath?: string;
  /** Written as /runtime-config.json beside index.html (with the map's style, which the site's key gives); tokens are resolved at deploy time. */
  runtimeConfig: Omit<RuntimeConfig, 'map'>;
  /** The Amazon Location basemap style (stage config `mapStyle`): its API key is the site's, limited to its origins. */
  mapStyle: MapStyle;
  /** Prefixes physical names (the map key's). */
  stage: string;
  /** Optional custom domain: names plus an ACM certificate in us-east-1. */
  domain?: { names: string[]; certificateArn: string };
  /** The stage's origin secret (a dynamic reference): CloudFront sends it to the API, which refuses calls without it. */
  originSecret: string;
  /** An AWS WAF web ACL (us-east-1, CLOUDFRONT scope) in front of the distribution. */
  webAclArn?: string;
};

/** S3 site + media buckets behind one CloudFront distribution, with the API on the same origin. */
export class SpaSite extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly mediaBucket: s3.Bucket;
  /** Photo originals, uploaded by the browser with presigned POSTs; no CloudFront behaviour: never served. */
  readonly uploadsBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /**
   * Read by the site's viewer-request function: key `maintenance` ('true' / 'false') is the admin's
   * switch. Writers need cloudfront-keyvalue:DescribeKeyValueStore and PutKey on it.
   */
  readonly keyValueStore: cloudfront.KeyValueStore;
  /** Answers the site's missing objects with the SPA shell and a 404 (origin-group fallback). */
  readonly notFoundFunction: lambda.Function;
  readonly url: string;
  /** The deployment of the web build's entry files (the shell): the whole-site render runs after it. */
  deployment?: s3deploy.BucketDeployment;
  /** The basemap's API key, limited to the site's origins (its domains and the distribution's own name). */
  readonly mapKey: MapApiKey;

  constructor(scope: Construct, id: string, props: SpaSiteProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    // CloudFront standard logs are written with ACLs, hence BUCKET_OWNER_PREFERRED on this bucket only.
    this.logsBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination itself; logging it into itself would loop.',
    });

    const privateBucket = (bucketId: string, logPrefix: string, extra: Partial<s3.BucketProps> = {}) =>
      new s3.Bucket(this, bucketId, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: this.logsBucket,
        serverAccessLogsPrefix: logPrefix,
        ...extra,
      });
    this.siteBucket = privateBucket('SiteBucket', 's3/site/');
    this.mediaBucket = privateBucket('MediaBucket', 's3/media/', {
      // Admin uploads go straight to S3 with presigned PUT URLs; the signature, not the origin, authorizes.
      cors: [{ allowedMethods: [s3.HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 }],
      // The only copy of the photos (originals are deleted once processed): an overwrite or a delete keeps
      // the previous version 30 days, long enough to restore (docs/deploy.md "Restore").
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true }],
    });
    this.uploadsBucket = privateBucket('UploadsBucket', 's3/uploads/', {
      // Presigned POSTs from the back office: the signed policy (key, type, size), not the origin, authorizes.
      cors: [{ allowedMethods: [s3.HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 }],
      // The consumer deletes each original; whatever it could not (dead-lettered) goes after a week.
      lifecycleRules: [{ expiration: Duration.days(7), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    // The photo consumer's trigger: S3 'Object Created' events on the default bus. Set on the bucket itself
    // (CloudFormation supports it) rather than with eventBridgeEnabled, which adds a custom-resource Lambda.
    (this.uploadsBucket.node.defaultChild as s3.CfnBucket).notificationConfiguration = { eventBridgeConfiguration: { eventBridgeEnabled: true } };

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers for the SPA, media and API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            // The browser posts photo originals straight to the uploads bucket.
            // The back office's live updates: the AppSync Events WebSocket.
            connectOrigins: [`https://cognito-idp.${region}.amazonaws.com`, `https://${this.uploadsBucket.bucketRegionalDomainName}`, props.runtimeConfig.liveEvents.realtimeUrl],
            schedulingOrigin: props.runtimeConfig.schedulingOrigin,
            // Amazon Location's basemap: its one host (MapApiKey).
            mapsOrigin: amazonLocationMapsOrigin(region),
            https: true,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
        ],
      },
    });

    this.keyValueStore = new cloudfront.KeyValueStore(this, 'SiteFlags', {
      comment: 'Site switches read at the edge: maintenance',
    });
    // On the default (site) behaviour only: /api/* and /media/* never see it.
    const siteViewerRequest = new cloudfront.Function(this, 'SiteViewerRequest', {
      comment: 'Maintenance page on /, SPA-only routes to the shell, trailing slash; pages are S3 objects',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromFile({ filePath: SITE_VIEWER_REQUEST_FILE }),
      keyValueStore: this.keyValueStore,
    });
    this.notFoundFunction = this.siteNotFound();

    const mediaPrefixStrip = new cloudfront.Function(this, 'MediaPrefixStrip', {
      comment: 'Map /media/<key> to the media bucket object <key>',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(MEDIA_PREFIX_STRIP_CODE),
    });

    // The rate limits of the public forms count per visitor: API Gateway only sees CloudFront's address.
    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: 'Name the viewer address for the API (overwrites any client value)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });

    // https://<id>.execute-api.<region>.amazonaws.com → the host name CloudFront connects to.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new origins.HttpOrigin(apiHost, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
    });

    const certificate = props.domain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Brokerage site, media and API',
      defaultRootObject: 'index.html',
      domainNames: props.domain?.names,
      certificate,
      // Only settable with a custom certificate; the *.cloudfront.net one has a fixed policy.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // Custom error responses would apply to the whole distribution (the API's 403/404 too): the
        // site's missing objects fail over instead, on this behaviour only. S3 answers 403 for a missing
        // key (the origin may not list the bucket), 404 if it ever may.
        origin: new origins.OriginGroup({
          primaryOrigin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
          fallbackOrigin: origins.FunctionUrlOrigin.withOriginAccessControl(
            this.notFoundFunction.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM }),
          ),
          fallbackStatusCodes: [403, 404],
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: siteViewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // With caching disabled this policy also forwards Authorization; Host must stay API Gateway's.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [{ function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          compress: true,
        },
        '/media/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [
            { function: mediaPrefixStrip, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
          compress: true,
        },
      },
    });
    this.url = `https://${props.domain?.names[0] ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A public real-estate site: buyers and sellers may browse from anywhere, so no geo restriction.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The WAF is a per-stage choice (stage config "waf", about 10 USD a month at rest, docs/deploy-cost.md); without it the API per-route throttles, the forms rate limits and Cognito protect the API.',
      });
    }
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose policy cannot be set; TLSv1.2_2021 applies as soon as a domain and certificate are configured.',
      });
    }

    this.mapKey = new MapApiKey(this, 'MapKey', {
      stage: props.stage,
      region,
      siteOrigins: [...(props.domain?.names ?? []), this.distribution.distributionDomainName].map((name) => `https://${name}`),
      style: props.mapStyle,
    });

    if (props.webDistPath && existsSync(props.webDistPath)) {
      this.deploy(props.webDistPath, { ...props.runtimeConfig, map: { styleUrl: this.mapKey.styleUrl } });
    }
  }

  /**
   * A small regional function (no Lambda@Edge: that would need a second stack in us-east-1) behind a
   * function URL only CloudFront may call (origin access control, IAM auth): the shell, status 404.
   */
  private siteNotFound() {
    const logGroup = new logs.LogGroup(this, 'NotFoundLogs', { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(this, 'NotFoundRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Site not-found origin: reads app-shell.html of the site bucket',
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [this.siteBucket.arnForObjects('app-shell.html')] }));
    const fn = new lambda.Function(this, 'NotFound', {
      description: 'Site fallback origin: the SPA shell with a 404 for paths S3 has no object for',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(SITE_NOT_FOUND_DIR),
      memorySize: 256,
      timeout: Duration.seconds(5),
      role,
      logGroup,
      environment: { SITE_BUCKET: this.siteBucket.bucketName },
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'docs/architecture.md (tools and versions) pins nodejs22.x on arm64 (the tested LTS), as for every function of the app.',
    });
    return fn;
  }

  /**
   * Two deployments of one asset: hashed assets cached for a year, the other files (app-shell.html,
   * runtime-config.json, favicon…) revalidated on every use (a stale shell would point at chunks of an
   * older build). The build's index.html is never written: the home is the renderer's. Nothing is
   * pruned: the prerendered pages live in the same bucket, and a visitor still running the previous
   * build can lazy-load its chunks after a deploy.
   */
  private deploy(webDistPath: string, runtimeConfig: RuntimeConfig) {
    const logGroup = new logs.LogGroup(this, 'DeploymentLogs', { retention: logs.RetentionDays.ONE_MONTH });
    // Our role rather than the default one with the AWSLambdaBasicExecutionRole managed policy.
    const role = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'BucketDeployment handler: copies web/dist to the site bucket and invalidates CloudFront',
    });
    logGroup.grantWrite(role);
    const dist = s3deploy.Source.asset(webDistPath, { exclude: [PRERENDERED_HOME] });
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [dist],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [HASHED_ASSETS],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      logGroup,
      role,
      memoryLimit: 512,
    });
    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      sources: [dist, s3deploy.Source.jsonData('runtime-config.json', runtimeConfig)],
      destinationBucket: this.siteBucket,
      exclude: [HASHED_ASSETS, PRERENDERED_HOME],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      // The shell answers the SPA-only routes (and missing pages); the home and pages are the renderer's to invalidate.
      distributionPaths: ['/app-shell.html', '/runtime-config.json', '/admin*', '/favorites', '/search', '/auth', '/desabonnement', '/alertes'],
      logGroup,
      role,
      memoryLimit: 512,
    });
    // Entry files last, so the shell never points at chunks that are not uploaded yet.
    entry.node.addDependency(assets);
    this.deployment = entry;

    // The grants are CDK's own (read the staged asset, sync the site bucket, create invalidations) and
    // use wildcards cdk-nag flags; acknowledge each of them on this role only, with one reason.
    const reason =
      'CDK BucketDeployment grants: read its staged asset zip, sync (list/put/delete) objects of the site bucket, and create CloudFront invalidations (no resource-level permission).';
    for (const policy of role.node.findAll().filter((c): c is iam.CfnPolicy => c instanceof iam.CfnPolicy)) {
      const findings = nagRules.iam.IAMNoWildcardPermissions(policy);
      for (const finding of Array.isArray(findings) ? findings : []) {
        Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
      }
    }
    // The handler itself is a CDK singleton (Python runtime chosen by aws-cdk-lib) at the stack root.
    for (const handler of Stack.of(this).node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The BucketDeployment handler runtime is chosen and upgraded by aws-cdk-lib, not by this app.',
      });
    }
  }
}
