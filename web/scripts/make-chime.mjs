#!/usr/bin/env node
// Writes public/sounds/new-order.wav: the orders panel's new-order ring (a two-note
// "ding-dong" with a short pause, meant to be played in a loop). No dependencies:
//   node scripts/make-chime.mjs
// 16-bit mono PCM at 11 025 Hz, 1.6 s → about 35 KB (kept under 50 KB).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 11025;
const SECONDS = 1.6;
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../public/sounds/new-order.wav');

// A bell-ish note: fundamental plus two soft partials, fast attack, exponential decay.
function note(t, freq, start, decay) {
  const dt = t - start;
  if (dt < 0) return 0;
  const attack = Math.min(1, dt / 0.008);
  const env = attack * Math.exp(-dt / decay);
  return (
    env *
    (Math.sin(2 * Math.PI * freq * dt) + 0.35 * Math.sin(2 * Math.PI * freq * 2 * dt) + 0.12 * Math.sin(2 * Math.PI * freq * 3.01 * dt))
  );
}

const samples = Math.round(RATE * SECONDS);
const data = Buffer.alloc(samples * 2);
for (let i = 0; i < samples; i++) {
  const t = i / RATE;
  // E6 then C6, then silence until the loop starts again.
  let v = 0.5 * note(t, 1318.5, 0, 0.22) + 0.5 * note(t, 1046.5, 0.28, 0.32);
  // Fade the tail to zero so the loop point never clicks.
  const tail = SECONDS - t;
  if (tail < 0.05) v *= tail / 0.05;
  const s = Math.max(-1, Math.min(1, v * 0.8));
  data.writeInt16LE(Math.round(s * 32767), i * 2);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, Buffer.concat([header, data]));
console.log(`${OUT}: ${header.length + data.length} bytes`);
