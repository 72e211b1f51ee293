import { describe, expect, it } from 'vitest';
import { normaliseSkill, relatedSkillKeys } from '../src/index.js';
import { DIFFERENT_SKILL_PAIRS, SAME_SKILL_PAIRS } from './skill-pairs.js';

/**
 * The reading measured on skills written as people write them: pairs that mean the same skill must meet, pairs that
 * share a word but are different skills must not. The rates are printed; the bounds below are the floor each keeps.
 */
const sameKey = ([a, b]: readonly [string, string]) => normaliseSkill(a) === normaliseSkill(b);
const related = ([a, b]: readonly [string, string]) =>
  relatedSkillKeys([normaliseSkill(a)]).includes(normaliseSkill(b));
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

describe('skills written as people write them', () => {
  const missed = SAME_SKILL_PAIRS.filter((pair) => !sameKey(pair));
  const confused = DIFFERENT_SKILL_PAIRS.filter(sameKey);
  const near = DIFFERENT_SKILL_PAIRS.filter(related);
  console.log(
    `same skill, matched: ${percent(SAME_SKILL_PAIRS.length - missed.length, SAME_SKILL_PAIRS.length)} of ` +
      `${SAME_SKILL_PAIRS.length} pairs; different skills, matched: ${percent(confused.length, DIFFERENT_SKILL_PAIRS.length)} ` +
      `of ${DIFFERENT_SKILL_PAIRS.length} (related, counting half: ${near.length})`,
  );

  it('has enough pairs to measure', () => {
    expect(SAME_SKILL_PAIRS.length).toBeGreaterThanOrEqual(300);
    expect(DIFFERENT_SKILL_PAIRS.length).toBeGreaterThanOrEqual(150);
  });

  it('meets at least 90 % of the pairs that mean the same skill', () => {
    expect(missed.length / SAME_SKILL_PAIRS.length, JSON.stringify(missed)).toBeLessThanOrEqual(0.1);
  });

  it('keeps apart at least 98 % of the pairs that share a word but not a skill', () => {
    expect(confused.length / DIFFERENT_SKILL_PAIRS.length, JSON.stringify(confused)).toBeLessThanOrEqual(0.02);
  });
});
