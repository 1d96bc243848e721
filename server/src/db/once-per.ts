/**
 * What `make` builds once for each key object and keeps while that object lives (a WeakMap):
 * a drizzle for each pooled connection, a prepared statement for each Db.
 */
export function oncePer<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    if (made.has(key)) return made.get(key) as Value;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
