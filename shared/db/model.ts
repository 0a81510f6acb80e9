import type { Entity, EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import { SERVICE_NAME, TABLE } from './table.js';

/**
 * Building blocks of the ElectroDB entities (./entities/, one model per file). Key field names come
 * from table.ts only; each entity takes its attributes from its area's zod schema (attributesOf), adds
 * the index keys the area's keys.ts derives, and proves the result with entityMatchesSchema.
 */
export const model = (entity: string) => ({ entity, version: '1', service: SERVICE_NAME });

/** Attributes that are not schema fields: derived index keys and platform bookkeeping. */
export const str = { type: 'string' } as const;
export const reqStr = { type: 'string', required: true } as const;
export const reqNum = { type: 'number', required: true } as const;

export const primary = <const P extends readonly string[], const S extends readonly string[] = readonly []>(pk: P, sk?: S) => ({
  pk: { field: TABLE.partitionKey, composite: pk },
  sk: { field: TABLE.sortKey, composite: (sk ?? []) as S },
});

/** The operators a version condition needs (ElectroDB's `where` operations satisfy it). */
type VersionOps<A> = { eq: (attr: A, value: string) => string; exists: (attr: A) => string; notExists: (attr: A) => string };

/**
 * Optimistic concurrency: the write applies only if the stored item is still the version that was read
 * (same `updatedAt`; for an item never updated, it exists and still has none).
 */
export const sameVersion = <A>(op: VersionOps<A>, attrs: { key: A; updatedAt: A }, readUpdatedAt: string | undefined) =>
  readUpdatedAt ? op.eq(attrs.updatedAt, readUpdatedAt) : `${op.exists(attrs.key)} AND ${op.notExists(attrs.updatedAt)}`;

type IndexName = (typeof TABLE.globalIndexes)[number]['name'];
export const gsi = <const P extends readonly string[], const S extends readonly string[]>(name: IndexName, pk: P, sk: S) => {
  const index = TABLE.globalIndexes.find((g) => g.name === name)!;
  return {
    index: index.name,
    pk: { field: index.partitionKey, composite: pk },
    sk: { field: index.sortKey, composite: sk },
  };
};

type Defined<T> = Exclude<T, undefined | null>;

/** The ElectroDB attribute a schema field is stored as; required unless the field may be absent or null. */
type AttributeFor<V, Required extends boolean> = [Defined<V>] extends [boolean]
  ? { readonly type: 'boolean'; readonly required: Required }
  : [Defined<V>] extends [number]
    ? { readonly type: 'number'; readonly required: Required }
    : [Defined<V>] extends [readonly string[]]
      ? { readonly type: 'list'; readonly items: { readonly type: 'string' }; readonly required: Required }
      : [Defined<V>] extends [string]
        ? string extends Defined<V>
          ? { readonly type: 'string'; readonly required: Required }
          : { readonly type: readonly Defined<V>[]; readonly required: Required }
        : [Defined<V>] extends [object]
          ? { readonly type: 'any'; readonly required: Required }
          : never;
type IsRequired<V> = undefined extends V ? false : null extends V ? false : true;
export type AttributesOf<S extends z.ZodMiniObject> = {
  readonly [K in keyof z.output<S>]-?: AttributeFor<z.output<S>[K], IsRequired<z.output<S>[K]>>;
};

type ZodDef = { type: string; innerType?: { _zod: { def: ZodDef } }; element?: { _zod: { def: ZodDef } }; entries?: Record<string, string> };

/**
 * The ElectroDB attributes of a schema: each area's schema is the one place a field is declared.
 * Strings (any format), numbers, booleans, enums and lists of strings are what the entities store; an object
 * or a list of objects (a property's price history) is stored as it is, its shape checked by the schema when read.
 */
export function attributesOf<S extends z.ZodMiniObject>(schema: S): AttributesOf<S> {
  const attributes: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape) as [string, { _zod: { def: ZodDef } }][]) {
    let def = field._zod.def;
    // A default makes the parsed value always present; optional (not under a default) or nullable may leave it out.
    let required = true;
    let defaulted = false;
    while (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
      if (def.type === 'default' || def.type === 'prefault') defaulted = true;
      if (def.type === 'nullable' || (def.type === 'optional' && !defaulted)) required = false;
      def = def.innerType._zod.def;
    }
    if (def.type === 'string' || def.type === 'number' || def.type === 'boolean') attributes[name] = { type: def.type, required };
    else if (def.type === 'enum') attributes[name] = { type: Object.values(def.entries ?? {}), required };
    else if (def.type === 'array' && def.element?._zod.def.type === 'string') attributes[name] = { type: 'list', items: { type: 'string' }, required };
    else if (def.type === 'object' || def.type === 'array') attributes[name] = { type: 'any', required };
    else throw new Error(`attributesOf: field ${name} has a type (${def.type}) the table does not store`);
  }
  return attributes as AttributesOf<S>;
}
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What differs between an entity's stored item and the schema it must store (all `never` when they agree). */
export type SchemaMismatch<E extends Entity<any, any, any, any>, Schema, Derived extends string> = {
  /** Schema fields the entity does not store. */
  notStored: Exclude<keyof Schema, keyof EntityItem<E>>;
  /** Entity attributes that are neither in the schema nor a derived key of keys.ts. */
  notInSchema: Exclude<keyof EntityItem<E>, keyof Schema | Derived>;
  /** Fields stored with another type than the schema's (optionality aside). */
  wrongType: {
    [K in keyof Schema & keyof EntityItem<E>]: Same<Defined<Schema[K]>, Defined<EntityItem<E>[K]>> extends true ? never : K;
  }[keyof Schema & keyof EntityItem<E>];
  /** Attributes the entity requires but the schema may leave out. */
  requiredOnlyInEntity: Exclude<RequiredKeys<EntityItem<E>>, RequiredKeys<Schema> | Derived>;
  /** Derived keys that are not attributes of the entity. */
  derivedNotStored: Exclude<Derived, keyof EntityItem<E>>;
};
type NoMismatch<M> = [M[keyof M]] extends [never] ? true : M;

/**
 * Compile-time proof that an entity stores exactly its schema plus its derived keys: call it with
 * `true` in the entity's module; any drift is a type error that names the fields.
 */
export function entityMatchesSchema<E extends Entity<any, any, any, any>, Schema, Derived extends string = never>(
  proof: NoMismatch<SchemaMismatch<E, Schema, Derived>>,
) {
  return proof;
}
