import { describe, expect, it } from "vitest";
import { chunks, countWriter } from "./count-writer";

/** A batcher's counts in a map, written to `stored` by a store that can be made to fail. */
function counts() {
  let waiting = new Map<string, number>();
  const stored = new Map<string, number>();
  let down = false;
  const writes: string[][] = [];
  let writing = 0;
  let mostAtOnce = 0;
  const add = (into: Map<string, number>, key: string, n: number) =>
    into.set(key, (into.get(key) ?? 0) + n);
  const writer = countWriter("test", {
    take() {
      if (waiting.size === 0) return undefined;
      const batch = waiting;
      waiting = new Map();
      return batch;
    },
    async write(batch) {
      writes.push([...batch.keys()]);
      mostAtOnce = Math.max(mostAtOnce, ++writing);
      await new Promise((r) => setTimeout(r, 5));
      writing--;
      if (down) throw new Error("store down");
      for (const [k, n] of batch) add(stored, k, n);
    },
    keep(batch) {
      for (const [k, n] of batch) add(waiting, k, n);
    },
  });
  return {
    writer,
    stored,
    writes,
    mostAtOnce: () => mostAtOnce,
    count: (key: string) => add(waiting, key, 1),
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

describe("countWriter", () => {
  it("keeps a batch the store refused and writes it, merged with what came meanwhile, once it is back", async () => {
    const c = counts();
    c.count("/a");
    c.setDown(true);
    await c.writer.flush();
    expect(c.stored.size).toBe(0);
    c.count("/a");
    c.count("/b");
    c.setDown(false);
    await c.writer.flush();
    expect(Object.fromEntries(c.stored)).toEqual({ "/a": 2, "/b": 1 });
  });

  it("writes one batch at a time: a flush asked for during a write runs after it", async () => {
    const c = counts();
    c.count("/a");
    const first = c.writer.flush();
    await new Promise((r) => setTimeout(r, 1)); // the first write under way
    expect(c.writer.busy).toBe(true);
    c.count("/b");
    const second = c.writer.flush();
    await Promise.all([first, second]);
    expect(c.writes).toEqual([["/a"], ["/b"]]);
    expect(c.mostAtOnce()).toBe(1);
    expect(c.writer.busy).toBe(false);
  });

  it("writes nothing when nothing waits", async () => {
    const c = counts();
    await c.writer.flush();
    expect(c.writes).toEqual([]);
  });
});

describe("chunks", () => {
  it("slices rows into INSERTs of 500 at most, every row once", () => {
    const rows = Array.from({ length: 1201 }, (_, i) => i);
    const slices = [...chunks(rows)];
    expect(slices.map((s) => s.length)).toEqual([500, 500, 201]);
    expect(slices.flat()).toEqual(rows);
  });
});
