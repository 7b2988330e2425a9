import type { FastifyInstance } from 'fastify';
import { AppError, Code } from '../../lib/errors';
import type { CodeChannel } from './code-store';
import './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily budget of one-time codes per phone number and per email address (issue 14), whatever route asks and
 * whoever asks, on top of the 60 s between two sends and the per-hour limits per IP and per target: a script cannot
 * bomb one number or address, nor run up an SMS bill on it. Counted in the shared rate-limit store; a day starts at
 * the target's first code. Only codes actually issued count (a refused request spends nothing).
 */
export interface CodeBudget {
  /** Refuses (code 429, "try again in N hours") when `target` has had its codes for the day. Before issuing. */
  check(target: string, channel: CodeChannel): Promise<void>;
  /** Counts a code issued to `target`. */
  spend(target: string, channel: CodeChannel): Promise<void>;
}

export function createCodeBudget(app: FastifyInstance): CodeBudget {
  const sent = app.counters('code-budget', DAY_MS);
  const limits = app.config.limits;
  const budgetOf = (channel: CodeChannel) => (channel === 'sms' ? limits.codesPerNumberPerDay : limits.codesPerAddressPerDay);
  return {
    async check(target, channel) {
      const today = await sent.peek(`${channel}:${target}`);
      if (today.count >= budgetOf(channel)) {
        throw new AppError(Code.TOO_MANY, channel === 'sms' ? 'codes.budget.sms' : 'codes.budget.email', {
          limit: budgetOf(channel),
          hours: Math.max(1, Math.ceil(today.secondsLeft / 3600)),
        });
      }
    },
    async spend(target, channel) {
      await sent.hit(`${channel}:${target}`);
    },
  };
}
