/**
 * Stands in for `jsonschema` in the Lambda bundles only (esbuild alias, see app-function.ts). ElectroDB
 * uses it for one thing: validating each entity's model against its JSON schema when the entity is
 * built, which also tells a model from an Entity or Service instance (getInstanceType). Our models are
 * static and the tests and the local stack (from sources) build them with the real validator; in a Lambda
 * the check costs ~140 ms of CPU at the first request (every entity validated when the service is built:
 * `npm run bench:functions`, public-api's first answer ~200 ms with this file, ~350 ms without; issue
 * 24). Kept for that, not for its ~28 KB. What remains: an ElectroDB instance (it carries an `_instance`
 * symbol) is not a model; anything else passes. The bundle test proves the bundled requests equal the sources'.
 */
class Validator {
  addSchema() {}
  validate(instance) {
    const electroInstance = instance !== null && typeof instance === 'object' && typeof instance._instance === 'symbol';
    return { errors: electroInstance ? [{ property: 'instance', message: 'is an ElectroDB instance, not a model', argument: undefined }] : [] };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
