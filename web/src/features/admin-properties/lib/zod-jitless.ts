import { config } from 'zod';
import frCA from 'zod/v4/locales/fr-CA.js';

// Classic zod (the API's schemas) decides at construction whether to compile parsers with
// `new Function`, which the site's CSP (script-src 'self') refuses and reports. This module is imported
// before any shared schema module, so those are built jitless. Messages a schema does not spell out
// come in French too.
config({ jitless: true, ...frCA() });
