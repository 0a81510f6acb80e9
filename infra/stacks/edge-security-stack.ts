import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per client address in 5 minutes on the API's writes (forms, tracking, admin saves) before WAF blocks. */
export const API_WRITE_RATE_LIMIT = 300;

/**
 * The stage's optional AWS WAF (stage config `waf`): a CLOUDFRONT-scope web ACL, which AWS requires in
 * us-east-1, hence a stack of its own that the main stack references across regions. AWS's managed
 * common and known-bad-inputs rules, and a rate rule per client address on the API's writes.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    const managed = (name: string, priority: number): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    const read = (method: string): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: method, textTransformations: [{ priority: 0, type: 'NONE' }] },
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `brokerage-${props.stage}`,
      description: `Brokerage ${props.stage}: managed rules and a rate limit on the API's writes`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`brokerage-${props.stage}`),
      rules: [
        managed('AWSManagedRulesCommonRuleSet', 1),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'ApiWritesPerClient',
          priority: 3,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: API_WRITE_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    { byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: '/api/', textTransformations: [{ priority: 0, type: 'NONE' }] } },
                    { notStatement: { statement: { orStatement: { statements: [read('GET'), read('HEAD'), read('OPTIONS')] } } } },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility('ApiWritesPerClient'),
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
