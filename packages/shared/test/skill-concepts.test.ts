import { describe, expect, it } from 'vitest';
import {
  SECTORS,
  SKILL_CONCEPTS,
  conceptKey,
  conceptsInText,
  foldSkillText,
  normaliseSkill,
  normaliseSkills,
  readSkill,
  relatedSkillKeys,
  searchSkillConcepts,
  skillConcept,
  skillMatchPercentage,
} from '../src/index.js';

describe('skill concepts', () => {
  it('has at least 1,500 concepts covering the six sectors and the trades every sector hires', () => {
    expect(SKILL_CONCEPTS.length).toBeGreaterThanOrEqual(1_500);
    for (const sector of SECTORS) expect(SKILL_CONCEPTS.filter((c) => c.sector === sector).length).toBeGreaterThan(100);
    for (const trade of [
      'chauffeur',
      'gardien',
      'cuisinier',
      'électricien',
      'plombier',
      'maçon',
      'mécanicien',
      'caissière',
      'secrétaire',
    ]) {
      expect(readSkill(trade).concept, trade).toBeDefined();
    }
  });

  it('gives every concept its own key, and reads each of its names as it', () => {
    const keys = SKILL_CONCEPTS.map(conceptKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const misread: string[] = [];
    for (const concept of SKILL_CONCEPTS) {
      for (const name of [concept.en, concept.fr, ...(concept.also ?? [])]) {
        const read = normaliseSkill(name);
        if (read !== conceptKey(concept)) misread.push(`${name} → ${read} (of ${concept.en})`);
      }
    }
    expect(misread).toEqual([]);
  });

  it('names broader concepts that exist, without a cycle', () => {
    const unknown = SKILL_CONCEPTS.flatMap((c) => (c.broader ?? []).filter((b) => !skillConcept(foldSkillText(b))));
    expect(unknown).toEqual([]);
    const broader = new Map(SKILL_CONCEPTS.map((c) => [conceptKey(c), (c.broader ?? []).map(foldSkillText)]));
    const climbs = (from: string, seen: Set<string>): boolean =>
      (broader.get(from) ?? []).some((up) => seen.has(up) || climbs(up, new Set([...seen, up])));
    expect(SKILL_CONCEPTS.filter((c) => climbs(conceptKey(c), new Set([conceptKey(c)]))).map((c) => c.en)).toEqual([]);
  });
});

describe('reading a skill as people write it', () => {
  const same = (a: string, b: string) => expect(normaliseSkill(a), `${a} / ${b}`).toBe(normaliseSkill(b));
  const apart = (a: string, b: string) => expect(normaliseSkill(a), `${a} / ${b}`).not.toBe(normaliseSkill(b));

  it('meets French and English, plurals, word order, elisions, accents, qualifiers and one-letter typos', () => {
    same('Comptabilité', 'Accounting');
    same('Conduite de camion', 'Heavy vehicles');
    same('conduite des camions', 'Truck driving');
    same("Chef d'équipe", 'chef d’equipe');
    same('Excel de base', 'Microsoft Excel');
    same('bonne maîtrise de Word', 'MS Word');
    same('Soudure confirmé', 'Welding');
    same('plombrie', 'Plomberie');
    same('menuisier', 'Carpentry');
    same('Anglais courant', 'English');
    same('gestion stock', 'stock management');
  });

  it('keeps apart skills that share a word', () => {
    apart('gestion de la paie', 'gestion des déchets');
    apart('sécurité alimentaire', 'sécurité incendie');
    apart('analyse de données', 'analyse médicale');
    apart('Java', 'JavaScript');
    apart('base de données', 'de base');
  });

  it('corrects only words of six letters or more, and only towards one word', () => {
    expect(readSkill('Comptabilte').concept?.en).toBe('Accounting');
    // A short word one letter off another is another word.
    apart('paie', 'pain');
  });

  it('keeps a skill no concept names in its own plain form, so that the same words still meet', () => {
    expect(readSkill('Réparation de pirogues motorisées').concept).toBeUndefined();
    same('Réparation de pirogues motorisées', 'pirogues motorisées, réparation');
    expect(normaliseSkills(['', '  '])).toEqual([]);
    expect(normaliseSkill('constructor')).toBe('constructor');
  });

  it('counts a skill a level above or below one of theirs for half', () => {
    const own = new Set(normaliseSkills(['Comptabilité OHADA']));
    const related = new Set(relatedSkillKeys([...own]));
    expect(related.has(normaliseSkill('Accounting'))).toBe(true);
    expect(skillMatchPercentage(normaliseSkills(['Accounting', 'Excel']), own, related)).toBe(25);
    expect(skillMatchPercentage(normaliseSkills(['OHADA accounting']), own, related)).toBe(100);
    expect(skillMatchPercentage([], own, related)).toBeNull();
  });

  it('suggests concepts as people type, whatever the language and the typos', () => {
    expect(searchSkillConcepts('compta').map((c) => c.en)).toContain('Accounting');
    expect(searchSkillConcepts('plombrie')[0]?.en).toBe('Plumbing');
    expect(searchSkillConcepts('', 5)).toEqual([]);
    expect(searchSkillConcepts('e', 5)).toHaveLength(5);
  });

  it('finds concepts in a CV’s text, the longest name first, in the language of the name that found it', () => {
    const found = conceptsInText(
      'Compétences : Comptabilité OHADA, gestion des stocks.\nPermis C, conduite de camions',
      {
        limit: 10,
        notAlone: new Set(),
      },
    );
    expect(found.map((f) => f.concept.en)).toEqual(expect.arrayContaining(['OHADA Accounting', 'Truck Driving']));
    expect(found.map((f) => f.concept.en)).not.toContain('Accounting');
    expect(found.find((f) => f.concept.en === 'OHADA Accounting')?.language).toBe('fr');
  });
});
