// Preloaded (node --expose-gc --require) into an API process that a test starts on its own.
// On {probe:'start'} it records what the process holds after a full collection, then samples
// the same GAP_MS after each sample until {probe:'stop'}, and answers {before, peak, samples}.
// A fresh process's heap is small, so a full collection takes tens of milliseconds (the gap
// leaves the server most of its time: back-to-back collections slowed a 2 s upload to 97 s); after it, only
// what is still referenced remains: a file held in memory counts, a chunk already written
// to storage does not.
'use strict';

const GAP_MS = 100;

function retainedBytes() {
  global.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

let timer = null;
let before = 0;
let peak = 0;
let samples = 0;

process.on('message', (message) => {
  if (!message || typeof message !== 'object') return;
  if (message.probe === 'start') {
    before = peak = retainedBytes();
    samples = 0;
    const sample = () => {
      peak = Math.max(peak, retainedBytes());
      samples += 1;
      timer = setTimeout(sample, GAP_MS);
    };
    timer = setTimeout(sample, GAP_MS);
  } else if (message.probe === 'stop') {
    clearTimeout(timer);
    peak = Math.max(peak, retainedBytes());
    process.send({ before, peak, samples });
  }
});
