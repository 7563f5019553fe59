import { EventEmitter } from 'node:events';
import { writeCsvChunk } from './csv-stream';

/** A response as the compression middleware leaves it: its 'drain' listeners live on the gzip stream. */
function compressedResponse(acceptChunks: number) {
  const gzip = new EventEmitter();
  const res = new EventEmitter() as EventEmitter & { write(chunk: string): boolean; destroyed: boolean };
  const on = res.on.bind(res);
  res.on = ((event: string, listener: () => void) => (event === 'drain' ? gzip.on(event, listener) : on(event, listener))) as typeof res.on;
  let written = 0;
  res.write = () => ++written <= acceptChunks;
  res.destroyed = false;
  return { res, gzip };
}

describe('writeCsvChunk', () => {
  it('waits for drain when the buffer is full, with one listener however many waits', async () => {
    const { res, gzip } = compressedResponse(0);
    for (let i = 0; i < 50; i++) {
      const written = writeCsvChunk(res, 'a,b\r\n');
      await Promise.resolve();
      gzip.emit('drain');
      await expect(written).resolves.toBe(true);
    }
    expect(gzip.listenerCount('drain')).toBe(1);
    expect(res.listenerCount('close')).toBe(1);
  });

  it('answers false when the client goes away during a wait, and at once after', async () => {
    const { res } = compressedResponse(1);
    await expect(writeCsvChunk(res, 'header\r\n')).resolves.toBe(true);
    const waiting = writeCsvChunk(res, 'row\r\n');
    res.destroyed = true;
    res.emit('close');
    await expect(waiting).resolves.toBe(false);
    await expect(writeCsvChunk(res, 'row\r\n')).resolves.toBe(false);
  });
});
