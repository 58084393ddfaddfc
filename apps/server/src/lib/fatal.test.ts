import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { exitOnEscapedErrors } from './fatal.ts';

function harness() {
  const lines: { level: number; msg: string; err?: { message?: string } }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const target = new EventEmitter();
  const exits: [string, number][] = [];
  exitOnEscapedErrors(log, (reason, code) => exits.push([reason, code]), target as unknown as NodeJS.Process);
  return { lines, target, exits };
}

describe('errors that escape every request', () => {
  it('logs an uncaught exception as fatal, with its message, and exits deliberately with code 1', () => {
    const h = harness();
    h.target.emit('uncaughtException', new Error('boom'));
    expect(h.exits).toEqual([['uncaughtException', 1]]);
    expect(h.lines[0]).toMatchObject({ level: 60, err: { message: 'boom' } });
  });

  it('does the same for an unhandled rejection', () => {
    const h = harness();
    h.target.emit('unhandledRejection', new Error('lost promise'));
    expect(h.exits).toEqual([['unhandledRejection', 1]]);
    expect(h.lines[0]).toMatchObject({ level: 60, err: { message: 'lost promise' } });
  });
});
