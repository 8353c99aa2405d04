/** Temporary Access Passes of the demo tenant. A new pass replaces the user's previous one, as in Entra. */
import { randomInt, randomUUID } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), plus a few symbols, as Entra's passes mix them. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789#%+=@';
const PASS_LENGTH = 8;

export interface TemporaryAccessPassMethod {
  id: string;
  temporaryAccessPass: string;
  createdDateTime: string;
  startDateTime: string;
  lifetimeInMinutes: number;
  isUsableOnce: boolean;
  isUsable: boolean;
  methodUsabilityReason: string;
}

export class TemporaryAccessPasses {
  private readonly byUser = new Map<string, TemporaryAccessPassMethod>();

  create(userId: string, options: { lifetimeInMinutes?: number; isUsableOnce?: boolean } = {}): TemporaryAccessPassMethod {
    const now = new Date().toISOString();
    const pass = Array.from({ length: PASS_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const method = {
      id: randomUUID(),
      temporaryAccessPass: pass,
      createdDateTime: now,
      startDateTime: now,
      lifetimeInMinutes: options.lifetimeInMinutes ?? 60,
      isUsableOnce: options.isUsableOnce ?? true,
      isUsable: true,
      methodUsabilityReason: 'EnabledByPolicy',
    };
    this.byUser.set(userId, method);
    return method;
  }

  current(userId: string): TemporaryAccessPassMethod | undefined {
    return this.byUser.get(userId);
  }
}
