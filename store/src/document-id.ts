/** A stored document's `_id`: first among its fields, and only of a kind MongoDB stores. */
import type { Document } from 'bson';
import { StoreError } from './errors.ts';

/** `doc` with `_id` as its first field, as MongoDB stores every document (the same object when it already is). */
export function idFirst(doc: Document): Document {
  if (!Object.hasOwn(doc, '_id')) return doc;
  for (const first in doc) {
    if (first === '_id') return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/** Throws MongoDB's refusal of an `_id` it does not store: an array, a regex, or `$`-prefixed field names inside. */
export function checkStorableId(id: unknown): void {
  if (Array.isArray(id)) throw new StoreError('BadValue', "can't use an array for _id");
  if (id instanceof RegExp || (typeof id === 'object' && id !== null && (id as { _bsontype?: string })._bsontype === 'BSONRegExp')) {
    throw new StoreError('BadValue', "can't use a regex for _id");
  }
  const dollar = dollarField(id);
  if (dollar) throw new StoreError('DollarPrefixedFieldName', `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`);
}

/** The first `$`-prefixed field name in a plain (sub)document, depth first. */
function dollarField(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const found = dollarField(inner);
    if (found) return found;
  }
  return undefined;
}
