import { describe, expect, it } from 'vitest';
import { textSignals } from '../../src/scam-signals/text-signals.js';

const codes = (text: string) => textSignals([text]).map((s) => s.code);
const evidence = (text: string) => textSignals([text]).map((s) => s.evidence);

describe('the words of a job request that point to a scam', () => {
  it('finds fees asked of applicants, in French as people write it', () => {
    const french = [
      'Les candidats retenus devront payer des frais de dossier de 20$ avant l’entretien.',
      'Frais d’inscription : 10 USD, à verser au bureau de Gombe.',
      'Une formation obligatoire est prévue. Frais de formation 50.000 FC.',
      'Prévoir une caution de 100$ remboursable à la fin du contrat.',
      'Le candidat doit verser 25 $ pour la visite médicale.',
      'Envoyez 15$ par M-Pesa au numéro indiqué pour confirmer votre candidature.',
      'Paiement par Airtel Money accepté pour la réservation de votre place.',
      'FRAIS DE DOSSIER: 30 USD NON REMBOURSABLES',
      'Vous devez d’abord payer une petite contribution de 5000 FC.',
      'frais de visite medicale 40$ a payer avant le depart',
      // A fee to be refunded later is still a fee asked now: the classic lure.
      'Prime mensuelle. Frais de dossier remboursés à l’embauche.',
    ];
    for (const text of french) expect(codes(text), text).toContain('fee_request');
    expect(evidence('Les candidats retenus devront payer des frais de dossier de 20$ avant l’entretien.')).toEqual([
      'devront payer',
      'frais de dossier',
    ]);
    // Accents and apostrophes as written, not as matched.
    expect(evidence('Frais d’inscription : 10 USD, à verser au bureau.')).toContain('Frais d’inscription');
  });

  it('finds fees asked of applicants, in English as people write it', () => {
    const english = [
      'Shortlisted candidates must pay a registration fee of $25.',
      'A processing fee of 30 USD is required before the interview.',
      'Applicants will pay for the medical test ($40) at our partner clinic.',
      'You must first send the training fee through Orange Money.',
      'Security deposit of $200 required for the uniform.',
      'Pay a small fee of $10 to book your interview slot.',
      'Send your application fee via Western Union.',
      'An administration charge applies: 20$ non-refundable.',
    ];
    for (const text of english) expect(codes(text), text).toContain('fee_request');
  });

  it('finds contacts outside the product: WhatsApp, a private number, a personal mailbox', () => {
    for (const text of [
      'Envoyez votre CV uniquement par WhatsApp.',
      'Contact : 0812345678 (appelez après 18h).',
      'Call +243 97 123 4567 to apply.',
      'Postulez sur wa.me/243812345678',
      'Send your CV to recrutement.kinshasa2026@gmail.com',
      'Infos au 081 234 56 78',
    ]) {
      expect(codes(text), text).toContain('off_platform_contact');
    }
  });

  it('leaves ordinary requests alone: salaries paid, fees covered, no fees asked', () => {
    for (const text of [
      'Salaire : 1 800 USD par mois, payé par virement bancaire.',
      'We pay 1,500 USD a month plus a transport allowance.',
      'Relocation fees covered by the company. Medical fees are paid by the employer.',
      'Frais de transport et frais médicaux pris en charge par l’entreprise.',
      'Aucun frais n’est demandé aux candidats.',
      'Congo Talent never asks applicants to pay.',
      'Exercise caution when operating heavy machinery; training is free of charge.',
      'Manage the payment of supplier invoices and the petty cash (USD and CDF).',
      'Assurer le suivi des paiements clients et des encaissements M. Kabongo.',
      'Suivi des transferts de stock entre Lubumbashi et Kolwezi.',
      'Experience with mobile money integrations for our fintech clients is a plus.',
      'Le poste requiert 5 ans d’expérience et le permis de conduire.',
      'The deadline is 30/11/2026; interviews are held at our office in Gombe.',
      'Référence du poste : RH-2026-0812345.',
    ]) {
      expect(textSignals([text]), text).toEqual([]);
    }
  });
});
