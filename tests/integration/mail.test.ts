import { randomBytes } from 'node:crypto';
import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeFor, latestMailTo, mailsTo } from '../support/inbox.js';
import { stack, useStackTable } from './helpers.js';

/**
 * E-mail on the local stack: the app's SES v2 sender (shared/mail) and Cognito's codes, both landing in
 * aws-ses-v2-local's inbox. Each run uses its own addresses; the inbox lives and dies with the stack.
 */
const run = randomBytes(4).toString('hex');
const address = (name: string) => `${name}-${run}@example.com`;

/** What Amplify sends: the site's same-origin Cognito endpoint. */
async function browserCognito(operation: string, input: Record<string, unknown>) {
  const res = await fetch(`${stack().url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify({ ClientId: stack().userPoolClientId, ...input }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const signUp = (email: string, password: string) =>
  browserCognito('SignUp', { Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: 'Léa' }] });
const signIn = (email: string, password: string) => browserCognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

describe('Cognito codes reach the local inbox', () => {
  const created: string[] = [];
  const admin = () =>
    new CognitoIdentityProviderClient({ endpoint: stack().cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

  afterAll(async () => {
    useStackTable();
    const { db } = await import('../../shared/db/service.js');
    for (const sub of created) {
      await admin().send(new AdminDeleteUserCommand({ UserPoolId: stack().userPoolId, Username: sub })).catch(() => undefined);
      await db.entities.profile.delete({ userId: sub }).go();
    }
  });

  it('mails the sign-up code in French; the code confirms the account', async () => {
    const email = address('inscription');
    const password = 'Inscription-Passw0rd!';
    const signedUp = await signUp(email, password);
    expect(signedUp).toMatchObject({ status: 200, body: { UserConfirmed: false } });
    created.push(signedUp.body.UserSub);

    const mail = await latestMailTo(stack().ses, email);
    expect(mail).toMatchObject({ subject: 'Votre code de confirmation', from: 'no-reply@verificationemail.com', destination: { to: [email] } });
    expect(mail.body.text).toMatch(/^Votre code de confirmation est \d{6}$/);
    const code = await latestCodeFor(stack().ses, email);

    expect((await signIn(email, password)).body.__type).toBe('UserNotConfirmedException');
    expect(await browserCognito('ConfirmSignUp', { Username: email, ConfirmationCode: '000000' })).toMatchObject({ status: 400 });
    expect((await browserCognito('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status).toBe(200);
    expect(await signIn(email, password)).toMatchObject({ status: 200, body: { AuthenticationResult: { AccessToken: expect.any(String) } } });
  });

  it('mails the code again on request (ResendConfirmationCode), and refuses once confirmed', async () => {
    const email = address('renvoi');
    const password = 'Renvoi-Passw0rd!';
    const signedUp = await signUp(email, password);
    created.push(signedUp.body.UserSub);
    const first = await latestCodeFor(stack().ses, email);

    // Any case, as a person types it: the pool signs in by e-mail, case-insensitively.
    const resent = await browserCognito('ResendConfirmationCode', { Username: email.toUpperCase() });
    expect(resent).toMatchObject({ status: 200, body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'r***@e***' } } });
    const mails = await mailsTo(stack().ses, email);
    expect(mails).toHaveLength(2);
    expect(await latestCodeFor(stack().ses, email)).toBe(first);

    expect((await browserCognito('ConfirmSignUp', { Username: email, ConfirmationCode: first })).status).toBe(200);
    expect(await browserCognito('ResendConfirmationCode', { Username: email })).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    expect(await browserCognito('ResendConfirmationCode', { Username: address('inconnu') })).toMatchObject({ status: 400, body: { __type: 'UserNotFoundException' } });
    expect(await browserCognito('ResendConfirmationCode', { ClientId: 'nope', Username: email })).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
  });

  it('mails the forgotten-password code; it sets a new password', async () => {
    const email = address('oubli');
    const signedUp = await signUp(email, 'Ancien-Passw0rd!');
    created.push(signedUp.body.UserSub);
    expect((await browserCognito('ConfirmSignUp', { Username: email, ConfirmationCode: await latestCodeFor(stack().ses, email) })).status).toBe(200);

    const asked = new Date();
    expect((await browserCognito('ForgotPassword', { Username: email })).status).toBe(200);
    const code = await latestCodeFor(stack().ses, email, { since: asked });
    // A new code: the inbox now holds both mails, the newest one carries it.
    expect((await mailsTo(stack().ses, email)).map((m) => m.subject)).toEqual(['Votre code de confirmation', 'Votre code de confirmation']);
    expect((await browserCognito('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'Nouveau-Passw0rd!' })).status).toBe(200);
    expect((await signIn(email, 'Nouveau-Passw0rd!')).status).toBe(200);
  });
});

describe('the app mail sender (shared/mail) over SES v2', () => {
  let mail: typeof import('../../shared/mail/server/service.js');
  beforeAll(async () => {
    // What the local stack gives every handler: the SDK's own endpoint variable and MAIL_FROM.
    Object.assign(process.env, {
      AWS_REGION: 'ca-central-1',
      AWS_ACCESS_KEY_ID: 'x',
      AWS_SECRET_ACCESS_KEY: 'x',
      AWS_ENDPOINT_URL_SESV2: stack().ses,
      MAIL_FROM: 'Courtage Québec <no-reply@courtage-quebec.ca>',
    });
    mail = await import('../../shared/mail/server/service.js');
  });

  it('sends text, HTML and headers, from MAIL_FROM with its accented name encoded', async () => {
    const to = address('abonne');
    const { messageId } = await mail.mailSender.send({
      to: [to],
      subject: 'Nouvelles propriétés à Québec',
      text: 'Bonjour, voici les nouveautés.',
      html: '<p>Bonjour, voici les <strong>nouveautés</strong>.</p>',
      replyTo: ['info@courtage-quebec.ca'],
      headers: [{ name: 'List-Unsubscribe', value: '<https://example.com/desabonnement?t=abc>' }],
    });
    expect(messageId).toBeTruthy();
    const received = await latestMailTo(stack().ses, to);
    expect(received).toMatchObject({
      messageId,
      from: `=?UTF-8?B?${Buffer.from('Courtage Québec').toString('base64')}?= <no-reply@courtage-quebec.ca>`,
      replyTo: ['info@courtage-quebec.ca'],
      subject: 'Nouvelles propriétés à Québec',
      body: { text: 'Bonjour, voici les nouveautés.', html: '<p>Bonjour, voici les <strong>nouveautés</strong>.</p>' },
      headers: [{ name: 'List-Unsubscribe', value: '<https://example.com/desabonnement?t=abc>' }],
    });
  });

  it('refuses a malformed message or sender before calling SES', async () => {
    await expect(mail.mailSender.send({ to: ['pas-une-adresse'], subject: 'x', text: 'x' })).rejects.toThrow(/Invalid mail message: to\.0/);
    await expect(mail.mailSender.send({ to: [address('vide')], subject: 'x' })).rejects.toThrow(/texte ou un contenu HTML/);
    await expect(mail.createMailSender({ from: 'Sans adresse' }).send({ to: [address('x')], subject: 'x', text: 'x' })).rejects.toThrow(/Invalid MAIL_FROM/);
    expect(await mailsTo(stack().ses, address('vide'))).toEqual([]);
  });

  it('keeps an ASCII display name as is', () => {
    expect(mail.encodeFromAddress('Courtage <a@b.ca>')).toBe('Courtage <a@b.ca>');
    expect(mail.encodeFromAddress('a@b.ca')).toBe('a@b.ca');
    expect(mail.encodeFromAddress('"Équipe" <a@b.ca>')).toBe(`=?UTF-8?B?${Buffer.from('Équipe').toString('base64')}?= <a@b.ca>`);
  });
});
