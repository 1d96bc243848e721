/**
 * Group commit: writes that arrive while a transaction is running wait for it and then go
 * together in the next one. Under load one commit (its round trips and its flush of the WAL to
 * disk) serves many requests. A write waits only for the end of the current turn of the event
 * loop (setImmediate): the requests read from the sockets in that turn join it. Without that
 * wait a database that answers without waiting for I/O (PGlite, the embedded database before
 * decision 0021) finished each transaction before the next request was read, and every commit
 * carried one write. Each caller is answered only after the
 * commit that holds its write, so nothing acknowledged can be lost; if that transaction fails,
 * every write in it fails and none was acknowledged.
 */
export class GroupCommit<Item, Result> {
  private queue: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  private readonly write: (items: Item[]) => Promise<Result[]>;
  private readonly maxBatch: number;

  constructor(write: (items: Item[]) => Promise<Result[]>, maxBatch = 200) {
    this.write = write;
    this.maxBatch = maxBatch;
  }

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const results = await this.write(batch.map((entry) => entry.item));
          if (results.length !== batch.length) throw new Error('group commit: one result per item expected');
          for (const [index, entry] of batch.entries()) entry.resolve(results[index] as Result);
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
