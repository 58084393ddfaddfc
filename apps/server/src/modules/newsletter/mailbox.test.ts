import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it.each([
    ['Ana@Example.com', 'ana@example.com'],
    ['ana+deals@example.com', 'ana@example.com'],
    ['ana+a+b@example.com', 'ana@example.com'],
    ['a.n.a@example.com', 'a.n.a@example.com'],
    ['A.N.A+x@Gmail.com', 'ana@gmail.com'],
    ['a.na@googlemail.com', 'ana@gmail.com'],
    ['+only@example.com', '+only@example.com'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
