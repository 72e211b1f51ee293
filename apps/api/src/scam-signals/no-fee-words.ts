/**
 * The words that say no fee is asked: money the worker receives (a salary, a bonus, money sent to their own account),
 * an employer's own costs, a negation or a warning, a job whose work is other people's money, and the reader's own
 * travel. Each is the source of a pattern of the readable text (`readable-text.ts`).
 */

import { AMOUNT, APPLICANT_NOUNS, CHANNEL_NAMES, OPERATORS } from './fee-words.js';

/** Money paid to the worker: a salary, a bonus, an allowance. Its amount is no fee. */
const BENEFIT_WORDS = String.raw`primes?|bonus|bonuses|commissions?|indemnites?|allocations?|allowances?|per\s*diem|perdiem|salaires?|salary|salaries|remuner\w*|wages?|gratifications?|13e\s+mois|treizieme\s+mois|sign-on|stipend|honoraires?|pourboires?|incentives?|mshahara|lifuta|posho|(?<=\b(?:la|sa|votre|ta)\s)paie|payroll`;
const RECEIVES = String.raw`rece(?:vra|vront|vrez|vez)|perce(?:vra|vront|vrez|voit)|touche(?:ra|ront|rez)|gagne(?:ra|ront|rez)|beneficie(?:ra|ront|rez)|will\s+(?:receive|earn|get)|earns?|receives?`;
export const BENEFIT = String.raw`\b(?:${BENEFIT_WORDS}|avance\s+sur\s+salaire|${RECEIVES}|earning)\b`;
/** Money that goes to the reader's own account or number: paid to them, not by them. */
/**
 * Giving to the reader: "nous vous enverrons 20 $", "la société vous avance 50 $", "on vous verse une avance", "je
 * t'envoie 10 $", "we will send you $30". The pronoun before the verb is its object, and the verb's ending is not the
 * reader's own ("vous envoyez", "vous verserez" are the reader paying); a refund is left out, as an advance the reader
 * pays now is refunded later.
 */
const GIVE_TO = String.raw`(?:envoi(?:e|ent)|envoy(?:ons|er)|enverr(?:ai|a|ons|ont)|vers(?:e|ent|ons|er|erai|era|erons|eront)|avanc(?:e|ent|ons|er|erai|era|erons|eront)|donn(?:e|ent|ons|er|erai|era|erons|eront)|remet(?:s|tent|tons|tre|trai|tra|trons|tront)?|pai(?:e|ent|erai|era|erons|eront)|pay(?:e|ent|ons|er|erai|era|erons|eront)|transfer(?:e|ent|ons|er|erai|era|erons|eront)|offr(?:e|ent|ons|ir|irai|ira|irons|iront)|pret(?:e|ent|ons|er|erai|era|erons|eront)|accord(?:e|ent|ons|er|erai|era|erons|eront))`;
/** What is given when it is money: a sum, an advance, airtime, an allowance, a refund, the pay. */
const GIVEN_MONEY = String.raw`(?:${AMOUNT}|argent|avances?|credit|unites|primes?|indemnites?|per\s*diem|transport|loyer|rembours\w*|salaires?|paie|money|an?\s+advance|airtime|allowances?|salary)`;
export const TO_READER = String.raw`\b(?:to|on|into|sur|dans|vers)\s+(?:your|votre|ton|ta)\s+(?:own\s+|propre\s+)?(?:numero|number|compte|account|${CHANNEL_NAMES}|${OPERATORS})\b|\bpour\s+recevoir\s+(?:votre|ton|son|leur)\s+(?:salaire|paie|argent)|\bto\s+receive\s+(?:your|their)\s+(?:salary|pay|wages?)|\b(?:vous|te|t'|t)\s*(?:(?:le|la|les|l'|en|y)\s*)?(?:(?:ai|a|avons|ont|allons|vais|va|vont|pouvons|peut|pourrons|pourra)\s+)?${GIVE_TO}\b(?:\s+\S+){0,3}?\s*${GIVEN_MONEY}|\b(?:send|give|pay|transfer|advance|wire|lend|hand)\s+you\s+(?:\S+\s+){0,2}?${GIVEN_MONEY}`;
/**
 * Money paid on a schedule ("chaque mois", "weekly") or stated as paid, refunded or sent ("il est payé par M-Pesa"):
 * the worker's pay, which counts against a fee unless one is named.
 */
export const PAID_PASSIVE = String.raw`\b(?:chaque|tous\s+les|every|each)\s+(?:fin\s+de\s+)?(?:mois|semaine|quinzaine|month|week|fortnight|vendredi|samedi|friday|saturday)\b|\b(?:a\s+la\s+)?fin\s+(?:du|de\s+chaque|de\s+mois)\b|\bend\s+of\s+(?:the|each|every)\s+month|\b(?:monthly|weekly|mensuel\w*|hebdomadaire\w*)\b|\b(?:paid|payes?|payees?|verses?|versees?)\s+(?:weekly|monthly|daily|every|each|chaque|tous\s+les|toutes\s+les|par\s+(?:mois|semaine|jour)|a\s+la\s+fin|at\s+the\s+end|on\s+the\s+\d)|\b(?:est|sont|sera|seront|etait|is|are|will\s+be|gets?|get)\s+(?:\w+\s+)?(?:paye|payes|payee|payees|verse|verses|versee|versees|envoye|envoyee|rembourse|remboursee|rembourses|paid|sent|refunded|reimbursed)\b(?!\s+(?:par|by)\s+(?:le|les|chaque|the|each|every)\s+(?:${APPLICANT_NOUNS}))`;
export const SALARY = [
  // A benefit with its amount: "prime de 50 $", "salaire : 800 $", "bonus of $200", "$100 sign-on bonus".
  String.raw`\b(?:${BENEFIT_WORDS})\b[^\s\d$]*(?:\s+[^\s\d$]+){0,4}?\s*${AMOUNT}`,
  String.raw`${AMOUNT}\s+(?:de\s+|d'|of\s+)?(?:${BENEFIT_WORDS}|net|brut|gross)\b`,
  // Money received: "vous recevrez 50 $", "will receive a bonus".
  String.raw`\b(?:${RECEIVES})\b(?:\s+\S+){0,4}?\s*(?:${AMOUNT}|\b(?:${BENEFIT_WORDS})\b)`,
  // Pay for a time worked: "25 USD per day", "300 $ par mois".
  String.raw`${AMOUNT}\s*(?:\/|par|per|a|an?|the)\s*(?:jour|day|mois|month|semaine|week|heure|hour|an|year|annee)\b`,
  // Paid to the worker: "vous serez payé", "le salaire sera versé par M-Pesa".
  String.raw`\b(?:serez|sera|seront|etes|will\s+be|get|gets|getting)\s+(?:\w+\s+)?(?:paye|payes|payee|payees|remunere\w*|paid|remunerated)\b(?!\s+(?:par|by)\s+(?:le|les|chaque|the|each|every)\s+(?:${APPLICANT_NOUNS}))`,
  String.raw`\b(?:${BENEFIT_WORDS})\b(?:\s+\S+){0,4}?\s+(?:sera|seront|est|sont|is|are|will\s+be)?\s*(?:paye|payes|payee|payees|verse|verses|versee|versees|envoye|envoyee|transfere|paid|sent|transferred)\b`,
  // Pay for a time worked, in Swahili or Lingala: "dola 300 kwa mwezi", "300 $ na sanza".
  String.raw`${AMOUNT}\s+(?:kwa|na|ya)\s+(?:mwezi|siku|wiki|sanza|mokolo|poso)\b`,
  // The employer paying, in Swahili or Lingala: "tunalipa", "tokofuta".
  String.raw`\b(?:tunalipa|tutalipa|tutakulipa|tokofuta|tofutaka|tokofutaka)\b`,
];
/** The employer's own costs: a clause saying so asks nothing of applicants. */
export const EMPLOYER_PAYS = String.raw`\b(?:covered|couverte?s?|pris(?:e|es)?\s+en\s+charge|(?:l'entreprise|la\s+societe|l'employeur|l'organisation|notre\s+(?:societe|entreprise|organisation)|nous|the\s+company|the\s+employer|our\s+company|we)\s+(?:(?:le|la|les|l'|vous|te|it|them|you)\s+)?(?:paie|paye|payons|prend|prenons|prendra|rembourse|remboursons|offre|offrons|fournit|fournissons|assure|assurons|couvre|couvrons|pays|pay|will\s+pay|covers?|provides?|offers?|reimburses?|refunds?)|paid\s+by\s+(?:the\s+)?(?:company|employer|us|organi[sz]ation)|(?:pa(?:ye|yes|yee|yees|id)|supporte(?:e|s|es)?|finance(?:e|s|es)?|assume(?:e|s|es)?|rembourse(?:e|s|es)?|borne|financed|funded|sponsored|met|reimbursed)\s+(?:entierement\s+|integralement\s+|fully\s+|entirely\s+)?(?:par|by)\s+(?:l'|la\s+|le\s+|notre\s+|nos\s+|the\s+|our\s+|us\b|nous\b)(?!\s*(?:${APPLICANT_NOUNS})\b)|(?:this|the|ce|le)\s+(?:job|position|poste|role)\s+(?:pays|paie|paye|rapporte|offers?|offre)|free\s+of\s+charge|at\s+no\s+cost|free|gratuite?s?|offerte?s?|fourni(?:e|s|es)?|provided(?!\s+(?:that|you|they|the\s+candidate))|a\s+la\s+charge\s+de\s+(?:l'entreprise|la\s+societe|l'employeur|notre|l'organisation|la\s+maison)|aux\s+frais\s+de\s+(?:l'entreprise|la\s+societe|l'employeur)|a\s+nos\s+frais|at\s+our\s+(?:cost|expense)|(?:clients?|customers?|acheteurs?|buyers?|patients?|parents|locataires?|tenants?|abonnes?)\s+(?:vous\s+|te\s+|nous\s+|you\s+|us\s+)?(?:paie|paient|paye|payent|pays|pay|paid|verse\w*|envoie\w*|depose\w*|transfere\w*|send|sends|deposit\w*)|(?:nous|we)\s+(?:vous\s+)?(?:donnons|donnerons|donnerai|will\s+give|give|rembourserons|remboursera|will\s+refund|will\s+reimburse)|(?:nous|we)\s+(?:can|could|will|shall|may|pouvons|allons|pourrons)\s+(?:vous\s+)?(?:pay|payer|verser|send|envoyer|refund|reimburse|rembourser|give|donner)|(?:transport|deplacement|taxi|bus|ticket|billet|voyage|trajet|moto|carburant|parking)\b[^.;\n]{0,60}?\b(?:rembours\w*|refund\w*|reimburs\w*)|(?:rembours\w*|refund\w*|reimburs\w*)\s+(?:\S+\s+){0,3}?(?:transport|deplacement|taxi|bus|ticket|billet|voyage|trajet|moto|carburant|parking))\b`;
/**
 * No money asked: from its clause to the end of the sentence, unless "sauf"/"but" turns it round. A negation of
 * money ("pas de frais", "sans aucune retenue", "n'envoyez d'argent à personne", "pas besoin d'apporter", "never", "no
 * need to"), of asking or paying ("nous ne demandons pas", "ne payez pas"), and a warning of impostors ("attention aux
 * escrocs qui demandent…"). Not a threat ("si vous ne payez pas") nor a reminder ("pas encore payé", "toujours rien
 * reçu"): those ask for the money.
 */
export const NEGATION = String.raw`\b(?:aucun(?:e|s|es)?\s+(?:frais|paiement|payement|somme|montant|argent|caution|contribution|participation|depot|avance|cotisation|fee|charge)|(?:ne|n')\s*(?:\S+\s+){0,2}?(?:jamais|aucun\w*|rien(?!\s+(?:\S+\s+)?(?:recu|arrive|vu)))|jamais|rien\s+a\s+payer|sans\s+(?:aucun(?:e)?\s+|rien\s+)?(?:frais|retenue|paiement|payement|payer|rien|argent|caution|contribution|cotisation|versement)|pas\s+(?:de|d'|d\s)\s*(?:frais|paiement|payement|argent|caution|contribution|participation|cotisation|somme|montant|depot|avance|cadeau|geste|retenue)|pas\s+besoin\s+(?:de|d'|d\s)|inutile\s+(?:de|d'|d\s)|no\s+need\s+to|personne\s+(?:\S+\s+){0,2}?ne|(?:ne|n')\s*(?:\S+\s+){0,3}?(?:personne|nullement|aucunement)|(?=ne\b|n')(?<!\b(?:si|if|s'il|tant\s+que)\s+(?:vous|tu|on|il|elle|ils|you)\s+)(?:ne|n')\s*(?:\S+\s+)?(?:pay|pai|vers|envo|donn|remet|depos|transf|demand|exig|reclam|appor|amen|achet|factur|avanc)\w*\s+(?:\S+\s+)?pas\b(?!\s+encore)|(?=ne\b|n')(?<!\b(?:si|if|s'il|tant\s+que)\s+(?:vous|tu|on|il|elle|ils|you)\s+)(?:ne|n')\s*(?:\S+\s+){0,2}?pas\s+(?:a\s+|besoin\s+(?:de\s+|d'))?(?:payer|verser|envoyer|donner|remettre|deposer|transferer|apporter|amener|acheter|avancer)|escrocs?|arnaqueurs?|faux\s+(?:recruteurs?|agents?|employeurs?)|imposteurs?|fraudeurs?|scammers?|fraudsters?|impostors?|fake\s+(?:recruiters?|agents?|employers?)|nobody|no\s+one|no-one|n'est\s+(?:pas\s+|ni\s+)?(?:demande|exige|requis|payant)|no\s+(?:fees?|payment|charges?|money|deposit|cost)|never|(?:do|does|will|shall)\s+not\s+(?:ask|charge|require|request|pay|send|give|transfer|bring|deposit)|(?:don't|doesn't|won't|dont)\s+(?:ask|charge|require|pay|send|give|transfer|bring|deposit)|nothing\s+to\s+pay|si\s+(?:quelqu'un|qqn|quelqu'une|on|une\s+personne|un\s+recruteur|quiconque)|if\s+(?:anyone|someone|somebody|a\s+recruiter|any\s+recruiter)|not\s+(?:be\s+)?(?:asked|charged|required)|ni(?!\s+(?:\d|\$|dola|dollars?|shilingi|fc|yako|yangu|wako|lazima)(?![a-z]))|nor)\b`;
/** A request for a job whose work is money (a cashier, a bank teller, a mobile money agent): there a channel named
 * as a way to pay is the job's subject, and only an ask of the applicant (an amount, "vous", a step of the hiring)
 * makes a fee. */
export const MONEY_ROLE = new RegExp(
  String.raw`\b(?:caissi(?:er|ere)s?|guichetiers?|guichetieres?|cashiers?|tellers?|comptables?|accountants?|tresoriers?|tresorieres?|treasurers?|bursars?|econome|finance\s+officers?|agents?\s+(?:de\s+banque|bancaires?|de\s+caisse|de\s+recouvrement|payeurs?|de\s+change|m-?pesa|mobile\s+money|airtel\s+money|orange\s+money|afri\s*money|illico\s+cash)|(?:m-?pesa|mobile\s+money|airtel\s+money|orange\s+money)\s+agents?|banques?|bank|fintech|microfinance|cooperative\s+d'epargne)\b`,
);

/** A warning against scams, which names the fee it warns of. */
export const WARNING = String.raw`\b(?:arnaques?|escroc\w*|mefiez|mefiance|signalez|denoncez|scams?|fraud\w*|beware|report\s+(?:it|them|any|this))\b`;
/** The job's own work is other people's money: a cashier, an accountant, a mobile money agent, a tender's suppliers. */
export const MONEY_JOB = String.raw`\b(?:caissi(?:er|ere|ers|eres)|caisses?|cashiers?|tellers?|guichet\w*|comptab\w*|accountants?|accounting|bookkeep\w*|tresor\w*|treasur\w*|recouvr\w*|encaiss\w*|decaiss\w*|clients?|clientele|customers?|fournisseurs?|suppliers?|vendors?|soumissionnaires?|bidders?|prestataires?|locataires?|tenants?|loyers?|membres|members|eleves|etudiants|students|patients|abonnes|subscribers|marchands?|merchants?|factures?|invoices?|releves|statements?|rapproch\w*|reconcil\w*|float|cash-in|cash-out|retraits?|withdrawals?|transactions?|recettes?|ventes?|vendre|vend(?:ez|rez|ra|ront|ent|u|us|ue|ues)?|sells?|sold|boutique|magasin|shop|revendeurs?|resellers?|distribut\w*|dealers?|sell|selling|fintech|integrations?|plateformes?|platforms?|reseau|network|kiosques?|point\s+de\s+vente|agence|counter|budget|portefeuille|portfolio|fonds|funds|gerer|gestion|(?<!\b(?:hr|rh)\s)manage\w*|superviser|supervision|supervise|suivi|suivre|verifier|controler|handle|handling|collecter|collecte|collect|collecting|process|processes|enregistrer|agents?\s+(?:m-?pesa|mobile|airtel|orange|afri\w*|illico|bancaires?|de\s+banque|de\s+caisse|payeurs?|de\s+change|commercial)|experiences?|connaissances?|knowledge|maitrise|familiar\w*|competences?|skills?)\b`;

/** Money for the reader's own travel or meals ("pour votre transport", "le taxi coûte", "à votre charge"): no fee. */
const TRAVEL_WORDS = String.raw`transport|taxi|bus|moto|deplacements?|voyage|trajet|carburant|repas|nourriture|logement|lunch|meals?|food|travel|fare|ticket|billet|cantine|canteen`;
export const TRAVEL = String.raw`\b(?:pour|for)\s+(?:(?:le|la|les|l'|votre|vos|ton|ta|tes|your|the|un|une|a|some)\s+)?(?:propre\s+|own\s+)?(?:${TRAVEL_WORDS})\b|\b(?:${TRAVEL_WORDS})\b[^.;\n]{0,40}?(?:\ba\s+(?:votre|ta|vos)\s+(?:propre\s+)?(?:charge|frais)|\bat\s+your\s+(?:own\s+)?(?:cost|expense)|\bnot\s+free\b|\bn'est\s+pas\s+gratuit)`;

/** A call or a message to a number: a number given for that is a contact, not an account to pay into. */
export const CALL = String.raw`\b(?:appel\w*|call|calls|calling|contact\w*|joindre|joignez|ecri\w*|write|text|sms|bip\w*|beep|telephon\w*|phone\s+me|whats\s?app)\b`;

/** The hiring said to be free ("le recrutement est gratuit", "the process is free of charge"): the whole sentence. */
export const FREE_HIRING = String.raw`\b(?:recrutement|processus|process|recruitment|hiring|candidature|application|inscription|selection|tout)\s+(?:\S+\s+){0,4}?(?:est|sont|reste|restent|is|are|remains)\s+(?:\S+\s+)?(?:gratuit\w*|free\b)`;
