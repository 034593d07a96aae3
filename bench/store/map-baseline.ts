/** The baseline: the same three operations on a plain in-memory Map (with a secondary Map as the "index"). */
export interface BenchUser {
  _id: string;
  steamid: string;
  alias: string;
  elo: number;
  version: number;
}

export class MapStore {
  private readonly byId = new Map<string, BenchUser>();
  private readonly bySteamid = new Map<string, string>();

  async insert(doc: BenchUser): Promise<void> {
    if (this.byId.has(doc._id) || this.bySteamid.has(doc.steamid)) throw new Error('duplicate key');
    this.byId.set(doc._id, { ...doc });
    this.bySteamid.set(doc.steamid, doc._id);
  }

  async findBySteamid(steamid: string): Promise<BenchUser | null> {
    const id = this.bySteamid.get(steamid);
    const doc = id === undefined ? undefined : this.byId.get(id);
    return doc ? { ...doc } : null;
  }

  /** Conditional increment on the version, returning the new document (findAndModify, new: true). */
  async bumpVersion(id: string, expected: number): Promise<BenchUser | null> {
    const doc = this.byId.get(id);
    if (!doc || doc.version !== expected) return null;
    const next = { ...doc, version: doc.version + 1, elo: doc.elo + 1 };
    this.byId.set(id, next);
    return { ...next };
  }
}
