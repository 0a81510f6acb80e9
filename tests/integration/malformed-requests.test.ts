import { describe, expect, it } from 'vitest';
import { api } from './helpers.js';

/** Issue 25, item 3: what an outside attack run found answering 500 now answers 400, nothing served. */
describe('malformed requests', () => {
  it.each(['/api/properties/%E0%A4%A', '/media/%E0%A4%A', '/property/%E0%A4%A', '/api/blog/%ZZ'])('%s (broken percent-encoding) is a 400', async (path) => {
    const { status, body } = await api(path);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Bad Request' });
  });

  it.each(['{"AuthFlow":', 'null', '[]', '42'])('the Cognito proxy answers a body that is not a JSON object (%s) with 400', async (payload) => {
    const { status, body } = await api('/cognito', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: payload,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ __type: 'SerializationException' });
  });
});
