/**
 * A count of permits handed out in turn: how many of the pool's connections may hold a cursor at
 * once. A cursor keeps its connection while its reader works between batches, and that work (the
 * categorization engine reading the client's memory) takes a second connection from the same
 * pool: with every connection holding a cursor, each would wait for another forever. A slow
 * download holds one too; past the permits, further reads wait their turn, and the rest of the
 * application keeps its connections.
 */
export class CursorPermits {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  /** Resolves when a permit is free, with the function that gives it back (once; calling it again does nothing). */
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}
