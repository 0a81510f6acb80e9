import { config } from 'zod/mini';
import frCA from 'zod/v4/locales/fr-CA.js';

// Classic zod (the API's own schemas, reused by the admin forms) decides at construction whether to
// compile parsers with `new Function`, which the site's CSP (script-src 'self') refuses. Import this
// module before any shared schema module, so those are built jitless; unspelled messages are French.
config({ jitless: true, ...frCA() });
