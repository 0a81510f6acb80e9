/**
 * Stands in for `jsonschema` in the Lambda bundles only (esbuild alias, see app-function.ts). ElectroDB
 * uses it for one thing: validating each entity's model against its JSON schema when the entity is
 * built, which also tells a model from an Entity or Service instance (getInstanceType). Our models are
 * static and every test and the local stack build them with the real validator; in a Lambda the check
 * costs ~28 KB of bundle and CPU for each of the 30 entities at the first request. What remains: an
 * ElectroDB instance (it carries an `_instance` symbol) is not a model; anything else passes.
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
