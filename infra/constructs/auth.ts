import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { COGNITO_CODE_MAIL, COGNITO_INVITATION_MAIL } from '../../shared/mail/cognito-code.js';
import { ADMIN_GROUP } from '../../shared/users/roles.js';

/** The scope Cognito puts in every access token of the app client. */
export const ADMIN_ROUTE_SCOPE = 'aws.cognito.signin.user.admin';

export type AuthProps = {
  /**
   * Cognito's codes and temporary passwords through SES, from the site's verified domain. Cognito checks
   * the identity is verified when the pool is updated, so this is off until the DKIM records are in the
   * domain's DNS (stage config `mailVerified`); before, Cognito's own sender (a few dozen mails a day).
   */
  cognitoMail?: { fromName: string; fromEmail: string; domain: string; configurationSet: string };
};

/** The user pool: self sign-up, e-mail sign-in, the `admin` group, the web app client (SRP). */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // Cognito mails the code itself (its default sender); the same French text the local stack mails to its inbox.
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: COGNITO_CODE_MAIL.subject,
        emailBody: COGNITO_CODE_MAIL.body,
        smsMessage: COGNITO_CODE_MAIL.body,
      },
      email: props.cognitoMail
        ? cognito.UserPoolEmail.withSES({
            fromEmail: props.cognitoMail.fromEmail,
            fromName: props.cognitoMail.fromName,
            sesVerifiedDomain: props.cognitoMail.domain,
            configurationSetName: props.cognitoMail.configurationSet,
          })
        : undefined,
      // The first admin's invitation (npm run admin -- create): the same French text the local stack mails.
      userInvitation: { emailSubject: COGNITO_INVITATION_MAIL.subject, emailBody: COGNITO_INVITATION_MAIL.body },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Essentials: free up to 10 000 monthly active users like Lite, with TOTP MFA and passkeys; Plus (threat
      // protection) bills every active user (docs/deploy-cost.md). Admin access also needs the group and an
      // active profile, and admins can enrol TOTP.
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The logical id it had before the stack was split by concern: a deployed pool (its users) is kept.
    (this.userPool.node.defaultChild as cognito.CfnUserPool).overrideLogicalId('UserPool6BA7E5F2');
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'Threat protection needs the Plus plan, billed per monthly active user, and visitors may self-register: the Essentials plan is the chosen default (docs/deploy-cost.md); admin access also needs the admin group and an active profile.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Visitors self-register to book visits and save searches; MFA is offered (TOTP, optional) rather than forced on them. Admin access also requires the admin group and an active profile.',
    });
    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Back-office administrators (must also be active in the users table)',
    }).overrideLogicalId('AdminGroup');
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP only in AWS (+ refresh, always allowed). USER_PASSWORD_AUTH exists only in the local emulator.
      authFlows: { userSrp: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
