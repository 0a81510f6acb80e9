// Provisional until the API's input schema lands in shared/properties.
export type PropertyFormOutput = Record<string, unknown>;
