/** What the area seeders receive: the demo ids already written, a clock and the admin who authors. */
export type DemoContext = {
  now: Date;
  adminUserId: string;
  /** Demo key → id (infra/local/seed/data): brokers and properties seeded before these areas. */
  agentIds: ReadonlyMap<string, string>;
  propertyIds: ReadonlyMap<string, string>;
};
