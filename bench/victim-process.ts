/**
 * The other shopper in a process of its own: `node --import tsx bench/victim-process.ts '<json>'` runs
 * `victim` with the JSON's port, paths, durationMs and pauseMs and prints its result as JSON. A flooder
 * in the same process would delay the other shopper's own timers and reads, and that delay would be
 * counted as the server's.
 */
import { victim } from './victim.ts';

const { port, paths, durationMs, pauseMs } = JSON.parse(process.argv[2]!) as {
  port: number;
  paths: string[];
  durationMs: number;
  pauseMs: number;
};
process.stdout.write(JSON.stringify(await victim(port, paths, durationMs, pauseMs)));
