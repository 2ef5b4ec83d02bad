/**
 * A per-request batcher: every key asked for in the same tick is loaded with one call. Field resolvers of
 * a list (each team's members, each activity's actor) thus cost one query, not one per item.
 */
export function batchLoader<V>(load: (keys: string[]) => Promise<Map<string, V>>) {
  let pending: { keys: Set<string>; result: Promise<Map<string, V>> } | null = null;
  return (key: string): Promise<V | undefined> => {
    if (!pending) {
      const keys = new Set<string>();
      pending = {
        keys,
        result: new Promise((resolve, reject) => {
          setImmediate(() => {
            pending = null;
            load([...keys]).then(resolve, reject);
          });
        }),
      };
    }
    pending.keys.add(key);
    return pending.result.then((map) => map.get(key));
  };
}
