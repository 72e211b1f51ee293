import { describe, expect, it } from 'vitest';
import { SKILL_VOCABULARY, SECTORS, normaliseSkill, normaliseSkills, searchSkillVocabulary } from '../src/index.js';

describe('skills vocabulary', () => {
  it('has a few hundred skills covering the six sectors', () => {
    expect(SKILL_VOCABULARY.length).toBeGreaterThanOrEqual(200);
    for (const sector of SECTORS) {
      expect(SKILL_VOCABULARY.filter((s) => s.sector === sector).length).toBeGreaterThanOrEqual(25);
    }
  });

  it('gives the French label and every other name the canonical form of the English label', () => {
    for (const skill of SKILL_VOCABULARY) {
      const canonical = normaliseSkill(skill.en);
      expect(normaliseSkill(skill.fr), `${skill.fr} -> ${skill.en}`).toBe(canonical);
      for (const name of skill.also ?? []) expect(normaliseSkill(name), `${name} -> ${skill.en}`).toBe(canonical);
    }
  });

  it('gives every skill its own canonical form', () => {
    const canonicals = SKILL_VOCABULARY.map((s) => normaliseSkill(s.en));
    const repeated = canonicals.filter((c, i) => canonicals.indexOf(c) !== i);
    expect(repeated).toEqual([]);
  });

  it('matches French and English names of the same skill', () => {
    expect(normaliseSkill('Comptabilité')).toBe(normaliseSkill('Accounting'));
    expect(normaliseSkill('GÉNIE CIVIL')).toBe(normaliseSkill('civil engineering'));
    expect(normaliseSkill('Organisation d’événements')).toBe(normaliseSkill('Event Planning'));
    expect(normaliseSkills(['Soudure', 'Welding', 'soudage'])).toEqual(['welding']);
  });

  it('keeps the hand-written aliases', () => {
    expect(normaliseSkill('JS')).toBe('javascript');
    expect(normaliseSkill('Microsoft Excel')).toBe('excel');
    expect(normaliseSkill('HSE')).toBe('health and safety');
  });

  it('does not take a skill named like an object property for an alias', () => {
    expect(normaliseSkill('constructor')).toBe('constructor');
    expect(normaliseSkill('__proto__')).toBe('proto');
  });

  it('searches by prefix in either language, ignoring case and accents', () => {
    expect(searchSkillVocabulary('compta').map((s) => s.en)).toContain('Accounting');
    expect(searchSkillVocabulary('acc')[0]!.en).toBe('Accounting');
    expect(searchSkillVocabulary('geni').map((s) => s.en)).toEqual(
      expect.arrayContaining(['Civil Engineering', 'Mining Engineering']),
    );
    expect(searchSkillVocabulary('excel').map((s) => s.en)).toContain('Microsoft Excel');
    expect(searchSkillVocabulary('', 5)).toEqual([]);
    expect(searchSkillVocabulary('e', 5)).toHaveLength(5);
  });
});
