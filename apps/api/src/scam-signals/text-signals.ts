/**
 * What in a job request's own words points to a scam: a fee asked of applicants, and a contact outside the product.
 * Each signal keeps the words that raised it (its evidence), exactly as the employer wrote them, for staff to see
 * highlighted. The patterns read the text as a person reads it (`readable-text.ts`): without accents, in lower case,
 * look-alike letters and digits for letters read as the letters, amounts in words as digits; and as people write it
 * in Kinshasa: with accents or without, "frais de dossier" or "frais d'inscription", "$50" or "50 USD" or "50.000
 * FC", with Lingala and Swahili words for money and paying ("mbongo", "tinda", "futa", "tuma", "lipa").
 *
 * A fee is judged by the shape of a sentence rather than by a list of sentences: money (an amount, a contribution,
 * a deposit, a purchase of what the job needs, a money channel), handed over (pay, send, deposit, bring, buy), by the
 * applicant or at the hiring's steps (asked of the candidates, "vous", before the training, to confirm one's place).
 * Weak cues add up; a sentence about money paid to the worker (a salary, a bonus), about an employer's own costs, or
 * about a job whose work is other people's money (a cashier, a mobile money agent) counts against them.
 */

import { originalOf, readable, type ReadableText } from './readable-text.js';

export type TextSignalCode = 'fee_request' | 'off_platform_contact';

export interface TextSignal {
  code: TextSignalCode;
  /** The words that raised it, as written. */
  evidence: string;
}

// Money written as people write it: "25 $", "$25", "25USD", "USD 10", "10.000 FC", "10 000 francs congolais",
// "5000fc", "dola 10"; amounts in words are digits by now ("cinquante dollars" reads "50 dollars"). Airtime is money
// too: "5000 unités Vodacom", "2000 unites", "20 mégas".
const NUMBER = String.raw`\d{1,3}(?:[\s.,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const OPERATORS = String.raw`airtel|vodacom|orange|africell`;
const AIRTIME_UNITS = String.raw`unites?(?:\s+(?:de\s+)?(?:credit\s+)?(?:${OPERATORS}))?|units?\s+(?:of\s+)?(?:${OPERATORS})(?:\s+(?:airtime|credit))?|megas?|airtime`;
const CURRENCY = String.raw`(?:us\s?\$|\$|€|usd|us\s?dollars?|dollars?(?:\s+americains?|\s+us)?|dol+ars?|dola|cdf|fc|francs?(?:\s+congolais)?|frs?|euros?|eur|shilingi|${AIRTIME_UNITS})(?![a-z])`;
const AMOUNT = String.raw`(?:(?:us\s?\$|\$|usd|cdf|fc)\s?(?:${NUMBER})(?:\s?k\b)?|\b(?:dola|dollars?|shilingi|falanga)\s+(?:${NUMBER})(?![\d.,]*\s*(?:h\b|heures?|hours?|jours?|days?|mois|months?|ans?|years?|minutes?|%))|(?<![\w.,])(?:${NUMBER})\s?(?:k\s?|mille\s+|millions?\s+(?:de\s+)?)?${CURRENCY})`;

/** People who apply or were picked: who pays, in a fee. */
const APPLICANT_NOUNS = String.raw`candidat(?:e|s|es)?|candidates?|postulant(?:e|s|es)?|recrues?|recruits?|stagiaires?|trainees?|applicants?|laureats?|participants?|job\s*seekers?|nouve(?:l|aux|lle|lles)\s+(?:agents?|recrues?|employes?|engages?)|new\s+(?:staff|hires?|employees?|agents?|workers?|recruits?)`;
const CHANNEL_NAMES = String.raw`m[-\s]?pes+a|m[-\s]?peza|airtel[-\s]?money|orange[-\s]?money|afri[-\s]?money|illico[-\s]?cash|western[-\s]?union|money[-\s]?gram|mobile[-\s]?money|ria\s+money(?:\s+transfer)?|vodacash|e-?money`;
/** What the job needs that a scam makes the applicant pay for. */
const JOB_ITEMS = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?\s+(?:de\s+service|d'agent|professionnelles?|d'identite|de\s+travail)|certificats?\s+(?:medica(?:l|ux)|d'aptitude)|visites?\s+medicales?|formations?|training|tests?|bottes|boots|casques?|helmets?|chemises?|gilets?|(?:work\s+)?clothes|equipements?|equipment|materiels?|materials?|formulaires?|forms?|dossiers?|id\s+cards?|medical\s+(?:certificate|test|exam|examination|check(?:-up)?)|starter\s+(?:pack|kit)|sare|mafunzo|kitambulisho`;

const NAMED_FEE = [
  String.raw`\b(?:frai[sx]?|droits?)\s+(?:de\s+(?:la\s+|l')?|d'|des\s+|du\s+)?(?:dossiers?|inscriptions?|formations?|candidatures?|traitement(?:\s+de\s+dossier)?|visites?\s+medicales?|tests?|examens?|selection|recrutement|placement|enregistrement|badges?|tenues?|uniformes?|ouverture\s+de\s+dossier|constitution\s+de\s+dossier|participation|stage|depot|convocation|reservation|adhesion|cartes?|kits?|visa|certificats?|entretien|admission|administratifs|d'administration|equipements?|affectation|embauche)\b`,
  String.raw`\b(?:registration|processing|application|training|interview|screening|recruitment|placement|administration|administrative|admin|uniform|badge|kit|test|exam|booking|enrol?lment|visa(?:\s+processing)?|commitment|caution|participation|selection|orientation|deployment|form|id\s+card|joining|onboarding)\s+(?:fees?|charges?|levy)\b`,
  String.raw`\b(?:une|la|d'une|votre)\s+caution\b`,
  String.raw`\bcaution\s+(?:de\s+\d|de\s+garantie|remboursable|obligatoire|a\s+payer|a\s+verser)`,
  String.raw`\b(?:refundable|security|registration|commitment|caution)\s+(?:deposit|bond)\b`,
  String.raw`\bdeposit\s+of\s+${AMOUNT}`,
];

/** A sum handed over, named with its amount: "une contribution de 25 $", "payment of $20", "20 $ de caution". */
const SUM_NOUNS = String.raw`contributions?|participations?|cotisations?|quote-parts?|quotes-parts|apports?|tokens?|depots?|deposits?|avances?|garanties?|versements?|pai?ements?|payements?|paiments?|payments?|(?<!(?:en|la|in|a)\s)charges?(?!\s+(?:de|d'|du|des)\b)|costs?|coute|coutent|prix|price|tarifs?|bond|droits?|frai[sx]?|fees?|somme|montants?|caution|amount|sum|pesa|mbongo|falanga|ada`;
const FEE_NOUN = String.raw`\b(?:${SUM_NOUNS})\b(?:\s+(?!(?:de|du|des|of|for|pour)\b|d')[a-z']+){0,2}?\s*(?:de|d'un|d'une|of|:|=|est\s+de|is|ni|ezali|eza)?\s*${AMOUNT}|${AMOUNT}\s+(?:de\s+|d'|of\s+|as\s+|comme\s+)?(?:${SUM_NOUNS})\b`;
/** The nouns that mean money whatever stands beside them. */
const MONEY_NOUN = String.raw`\b(?:frai[sx]?|fees?|cotisations?|somme|sommes\s+d'argent|montants?|caution|amount|sum|argent|(?<!\b(?:mobile|airtel|orange|afri|e)[\s-]?)money|mbongo|falanga|fedha|(?<!\bm[-\s]?)pesa|ada|cash|airtime|credits?\s+(?:de\s+)?(?:${OPERATORS})|(?:unites|recharges?|megas)\s+(?:${OPERATORS})|cartes?\s+(?:de\s+)?recharge|quelque\s+chose\s+(?:dans|sur)\s+(?:mon|ma|notre)\s+(?:compte|numero))\b`;
/** Words that name a fee itself, not a price: in a message to an applicant, such a fee is asked of them. */
const FEE_WORD = String.raw`\b(?:frai[sx]?|fees?|cotisations?|contributions?|participations?|cautions?|droits?|ada|adhesion|caution|garanties?|depots?\s+de\s+garantie|deposits?|avances?(?!\s+sur\s+(?:salaire|la\s+paie))|advance(?!\s+(?:on|of)\s+(?:your\s+)?(?:salary|pay)))\b`;

/** Coming with money: "venir avec 10 $", "come with $10". */
const WITH_MONEY = String.raw`\b(?:avec|with)\s+(?:la\s+somme\s+de\s+|une\s+somme\s+de\s+|the\s+sum\s+of\s+)?${AMOUNT}`;
/** Money needed from the reader: "il faut 10 dollars", "il me faut 10 $", "we need $15". */
const NEED_MONEY = String.raw`${AMOUNT}\s+(?:(?:is|are|est|sont|sera|seront|will\s+be)\s+)?(?:required|needed|requise?s?|necessaires?|demandee?s?|exigee?s?)\b|\b(?:il\s+(?:me\s+|nous\s+|vous\s+|te\s+|leur\s+)?(?:faut|faudra)|faut|(?:i|we)\s+need|you\s+need|need|needs|needed|necessite|requiert|requires?)\s+(?:(?:la\s+somme\s+de|une\s+somme\s+de|un\s+montant\s+de|un\s+(?:petit\s+)?geste\s+de|the\s+sum\s+of|about|environ|juste|only|seulement|d'abord|first)\s+)?${AMOUNT}`;
const PAY_VERB = String.raw`\b(?:pa(?:y|i)(?:e|es|ent|ez|er|era|eras|erez|eront|ant|antes?|ons|ee|ees|s|ing|ables?|d)?|pai?ements?|payements?|ver(?:se|ses|sez|ser|sera|seront|sant|see|sees|sement)|envo(?:yer|yez|ie|ies|yons|yant|yee)|enverr(?:a|ont|ez)|transfer(?:er|ez|e|es|ee|ees|s|red|ring)?|transferts?|depos(?:er|ez|era|eront|ant|e|es)|s'acquitt\w*|acquitt\w*|regl(?:er|ez|era|eront)|remet(?:tre|tez|tra|tront)|apport(?:er|ez|era|eront|ant|e|es)|cotis(?:er|ez|era|eront)|contribu(?:er|era|eront|e|ent|tes?)|debours\w*|(?:prendront|prendra|prennent|prendre|prenez)\s+en\s+charge|send|sends|sending|deposit(?:s|ed|ing)?|wire|wired|bring|brings|remit|remits|settle|cover\s+(?:their|your|his|her)\b|cover\s+the\s+(?:costs?|expenses?|fees?)|bear\s+the\s+costs?|taken\s+from|faire\s+un\s+(?:depot|versement|paiement|transfert)|make\s+(?:a|the)\s+(?:payment|deposit|transfer)|se\s+munir|munissez-vous|moyennant|en\s+echange\s+d|in\s+exchange\s+for|(?:against|upon|after|apres|contre)\s+(?:le\s+|la\s+|the\s+)?(?:paiement|payement|payment|versement|remise)|prevo(?:ir|yez|ira|iront)|factur(?:e|ee|es|ees|er|era)?|amen(?:er|ez|e|es|ons)|ramen(?:er|ez|e)|lete|leta|kuleta|prepare|have\s+ready|donn(?:er|ez|e|es)|give|gives|top\s*-?up|recharg(?:er|ez|e|es)|mett(?:re|ez)|mets|vir(?:er|ez|e)|virements?|envoi|thru\s+(?:${CHANNEL_NAMES})|futa|kofuta|futela|tinda|kotinda|tindela|tindeli|tuma|kutuma|tumia|lipa|kulipa|lipia)\b|\b(?:mett(?:re|ez)|mets)\s+(?:\S+\s+){0,3}?(?:dans|sur)\s+(?:mon|ma|notre|le|la)\s+(?:compte|numero)`;
/** Told to pay: an imperative, or an infinitive opening the sentence as French ads write one. */
const IMPERATIVE = String.raw`\b(?:payez|versez|envoyez|deposez|transferez|apportez|reglez|remettez|achetez|prevoyez|munissez-vous|amenez|ramenez|donnez|mettez|mets|rechargez|virez|lete|leta|faites\s+(?:un|le|votre)\s+(?:depot|versement|paiement|transfert)|tinda|tindela|futa|tuma|lipa|kotinda|kofuta|(?:tu|u)\s+(?:dois\s+|doit\s+)?(?:envoies?|paies?|payes?|verses?|deposes?|apportes?|amenes?|donnes?|mets|fais\s+un\s+(?:depot|versement|transfert)|envoyer|payer|verser|deposer|apporter|amener|need\s+to\s+(?:pay|send)))\b|(?:^[^a-z]*|(?:merci\s+d'|merci\s+de\s+|priere\s+de\s+|veuillez\s+|please\s+|pls\s+|plz\s+|kindly\s+|svp\s+|stp\s+|bjr\s+|bonjour\s+|slt\s+|salut\s+|mbote\s+|ndeko\s+|ok\s+|alors\s+|donc\s+|juste\s+|d'abord\s+|then\s+|now\s+|just\s+|first\s+|[,:]\s*))(?:payer|verser|envoyer|deposer|transferer|apporter|regler|remettre|amener|pay|send|transfer|deposit|wire|bring|give|top\s*-?up|make\s+(?:a|the)\s+(?:payment|deposit|transfer)|prepare|envoie|envoi|paie|paye|verse|depose|apporte|amene|ramene|donne|recharge|transfere|regle|achete|fais\s+(?:un|le)\s+(?:depot|versement|paiement|transfert))\b`;
const DEMAND = String.raw`(?:\b(?:est|sont|sera|seront|is|are|will\s+be)\s+)?\b(?:demande(?:e|s|es)?|exige(?:e|s|es)?|exigible|obligatoires?|obligatoirement|requise?s?|required|requires?|a\s+(?:payer|verser|regler|envoyer|deposer|prevoir|fournir|presenter|apporter)|to\s+(?:provide|submit)|payables?|payante?s?|prevoir|se\s+munir|doit|doivent|devra|devront|devrez|devez|il\s+(?:me\s+|nous\s+|vous\s+|te\s+)?faut|il\s+faudra|faut|needed|is\s+needed|merci\s+de|merci\s+d'|priere\s+de|veuillez|retenue?\s+(?:a|sur|lors)|remboursable|non[-\s]remboursables?|restitue(?:e|s|es)?|conditionne(?:e|s|es)?\s+(?:au|a|par)|factur(?:e|ee|es|ees)|percu(?:e|s|es)?\s+aupres|moyennant|expected|mandatory|compulsory|must|shall|need\s+to|needs\s+to|have\s+to|has\s+to|asked\s+to|(?:will|would)\s+be\s+asked|kindly|please|collected|taken|charged|deducted|(?:non-)?refundable|applies|to\s+be\s+paid|is\s+due|are\s+due)\b(?:\s+(?:aux?|a\s+(?:chaque|tous\s+les)|par|from|of|to|by)\s+(?:tous\s+les\s+|toutes\s+les\s+|les\s+|le\s+|la\s+|l'|all\s+|the\s+|every\s+|each\s+)?(?:${APPLICANT_NOUNS})(?:\s+(?:retenu|selectionne|preselectionne|shortlisted|selected|successful)\w*)?)?`;
const APPLICANT = String.raw`\b(?:${APPLICANT_NOUNS}|retenu(?:e|s|es)?|selectionne(?:e|s|es)?|preselectionne(?:e|s|es)?|admis|shortlisted|successful|selected|chaque\s+(?:agent|nouvel|membre)|each\s+(?:one|person)|vous|votre|vos|you|your|yourself|tu|ton|ta|tes|toi|eux-memes|themselves|interesse(?:e|s|es)?)\b`;
/** A step of the hiring the money is for: "pour confirmer votre place", "before the training", "to be hired". */
const STAGE = [
  String.raw`\bpour\s+(?:confirmer|valider|reserver|securiser|garder|conserver|finaliser|obtenir|recevoir|retirer|debloquer|activer|completer|traiter|enregistrer)\s+(?:votre|vos|sa|son|ses|la|le|les|l')\s*(?:\w+\s+)?(?:place|candidature|dossier|poste|recrutement|embauche|inscription|convocation|contrat|selection|badge|entretien|rendez-vous|lettre|affectation|salaire)`,
  String.raw`\b(?:avant|lors\s+de|au\s+moment\s+de|le\s+jour\s+de|des|apres)\s+(?:la\s+|le\s+|l'|du\s+|de\s+)?(?:formation|entretien|test|debut|prise\s+de\s+fonction|embauche|depart|recrutement|selection|signature|inscription|premier\s+jour|commencer|demarrage|stage)`,
  String.raw`\b(?:reservation|confirmation|validation|finalisation|enregistrement|ouverture|constitution|depot)\s+(?:de|du)\s+(?:votre|la|sa|son|vos|l')?\s*(?:place|candidature|dossier|poste|recrutement|salle)`,
  String.raw`\b(?:a|pour|de)\s+l'(?:inscription|embauche|entretien)`,
  String.raw`\bvotre\s+(?:place|embauche|recrutement|poste|candidature|selection|convocation|contrat)`,
  String.raw`\bpour\s+etre\s+(?:embauche|recrute|retenu|convoque|selectionne|engage|admis)\w*`,
  String.raw`\bto\s+(?:secure|confirm|reserve|book|finali[sz]e|validate|keep|get|receive|obtain|process|complete|guarantee|hold)\s+(?:your|the|a|their)\s+(?:\w+\s+)?(?:slot|place|position|interview|recruitment|job|file|appointment|contract|spot|seat|offer|employment|application|placement|letter)`,
  String.raw`\bbefore\s+(?:the\s+)?(?:training|interview|starting|you\s+start|first\s+day|resumption|start|employment|deployment|first\s+session|test)`,
  String.raw`\bto\s+be\s+(?:hired|employed|recruited|shortlisted|considered|engaged)`,
  String.raw`\b(?:on|at)\s+the\s+(?:first\s+day|interview|test\s+venue|gate|day\s+of\s+the\s+(?:test|interview|training))`,
  String.raw`\b(?:processing\s+of\s+your|appointment\s+letter|offer\s+letter|employment\s+letter)`,
  String.raw`\b(?:application|registration|recruitment|enrol?lment)\s+forms?\b|\bformulaires?\s+(?:de\s+|d')(?:candidature|inscription|recrutement)`,
  String.raw`\b(?:for|pour)\s+(?:the\s+|le\s+|l')(?:(?:aptitude\s+)?test|interview|entretien|selection)\b`,
  // Lingala and Swahili: "mpo na badge", "po ozwa mosala", "kwa ajili ya kazi", "liboso ya interview".
  String.raw`\b(?:mpo\s+na|po\s+na|kwa\s+ajili\s+ya|liboso\s+ya)\s+(?:${JOB_ITEMS}|kazi|mosala|interview|entretien|usajili)\b|\bpo\s+o?zwa\s+mosala\b`,
];
const JOB_ITEM = String.raw`\b(?:${JOB_ITEMS})\b`;
/** What a hiring scam sells, priced: "Badge : 10 $", "tenue (15 USD)", "10 $ pour la formation", "Registration: $15". */
const PRICED = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?|formulaires?|forms?|formations?|training|tests?|visites?\s+medicales?|certificats?|bottes|boots|casques?|chemises?|gilets?|inscriptions?|registration|enrol?lment|adhesion|admission|dossiers?|convocations?|id\s+cards?`;
const ITEM_PRICE = String.raw`\b(?:${PRICED})\b(?:\s+(?:de\s+travail|d'acces|de\s+service|medicale?|fee))?(?:\s+(?:coute|coutent|costs?|vaut|est\s+(?:de|a)|sont\s+a|is|are|ni|ezali|eza))?(?:\s*\(\s*(?:about\s+|environ\s+)?${AMOUNT}\s*\)|\s*(?::|=|-|a|at|de|of)?\s*${AMOUNT})|${AMOUNT}\s*\)?\s*(?:pour|for|de|d')\s*(?:le\s+|la\s+|les\s+|l'|the\s+|votre\s+|your\s+|sa\s+|son\s+|leur\s+|their\s+)?(?:${PRICED})\b`;
const PURCHASE = String.raw`\b(?:achet\w*|achat|s'achet\w*|procur\w*|buy|buys|buying|purchas\w*)\b(?:\s+\S+){0,6}?\s+(?:${JOB_ITEMS})\b`;
const OWN_EXPENSE = String.raw`\ba\s+(?:la\s+)?charge\s+(?:du|des|de\s+l'|de\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?|employes?|travailleurs?|interesses?)\b|\b(?:a|aux)\s+(?:vos|ses|leurs|votre)\s+(?:propres\s+)?(?:frais|charge)\b|\baux\s+frais\s+(?:du|des|de\s+l')\s*(?:${APPLICANT_NOUNS}|agents?)\b|\bat\s+(?:your|their|his|her|the\s+(?:candidate|applicant|recruit|trainee)'?s)\s+own\s+(?:expense|cost)|\bat\s+your\s+(?:expense|cost)\b|\bincomb\w*\s+(?:au|aux|a\s+l'|a\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?)\b|\b(?:supporte|assume|paye|finance|borne|paid|covered|met|financed)(?:e|s|es)?\s+(?:par|by)\s+(?:le|les|chaque|l'|the|each|every)\s*(?:${APPLICANT_NOUNS})\b`;
/** An operator named after "par", "via", "sur": its money account when money is asked ("10 $ via Airtel"), but also
 * the employer's name ("Send your CV to Orange RDC"), so it is a way to pay only beside money. */
const OPERATOR_PAY = String.raw`\b(?:par|via|sur|through|thru|by|using|na|kwa|on|to)\s+(?:(?:le|la|the)\s+)?(?:${OPERATORS})\b`;
/** A phone number of the DRC, in its national or international form, spaced as people space it. */
const PHONE = String.raw`(?:\+\s?243|00\s?243|\b0)\s?[89]\d(?:[\s.-]?\d){7}\b`;
/** A money channel, or an operator's name where it stands for its money account ("mon Airtel", "numéro Airtel"). */
const CHANNEL = String.raw`\b(?:${CHANNEL_NAMES})\b|\b(?:mon|ma|my|notre|our|numero|number|compte|account)\s+(?:${OPERATORS})\b|\b(?:${OPERATORS})\s*:\s*${PHONE}`;
/** A channel named as the way to pay: "par M-Pesa", "via Airtel", "Paiement Mpesa", "M-Pesa uniquement". */
const CHANNEL_PAY = String.raw`\b(?:par|via|sur|avec|through|thru|by|using|en|dans|ds|na|kwa|on|to|into)\s+(?:(?:le|la|mon|ma|notre|my|our|the|un|une|ce|this)\s+)?(?:(?:numero|compte|number|account)\s+(?:de\s+)?)?(?:l'|the\s+)?(?:${CHANNEL_NAMES}|mpesa)\b|\b(?:par|via|sur|avec|through|thru|by|using|dans|ds|na|kwa|on|to|into)\s+(?:(?:mon|ma|notre|my|our)\s+(?:(?:numero|compte|number|account)\s+(?:de\s+)?)?|(?:le\s+|la\s+|the\s+)?(?:numero|compte|number|account)\s+(?:de\s+)?)(?:${OPERATORS})\b|\b(?:${CHANNEL_NAMES})\s+(?:paiement|payment|transfert|transfer|uniquement|only|au\s+(?:numero|\+?\d)|to\s+(?:the\s+)?number|numero|number)\b|\b(?:pai?ements?|payements?|paiments?|payments?|transferts?|transfers?|depots?|deposits?|envoi|credit)\s+(?:par\s+|via\s+|en\s+)?(?:${CHANNEL_NAMES}|airtel|orange|vodacom|africell)\b|\b(?:${CHANNEL_NAMES})(?:\s+(?:ou|or|et|and|/)\s+(?:${CHANNEL_NAMES}))*\s+(?:acceptee?s?|accepted)\b`;
const TITLE = String.raw`(?:m|mr|mme|mlle|monsieur|madame|mademoiselle|mrs|ms|miss|dr)\b\.?(?:\s+(?!(?:pour|afin|avant|to|before|for|et|and)\b)[a-z][a-z'-]+)?`;
/** A person's account or number to pay into, rather than an employer's. */
const PERSON_ACCOUNT = [
  // The writer's own account or number, with its channel and number: "mon numéro Airtel : 0990000000".
  String.raw`\b(?:mon|ma|my|notre|our)\s+(?:propre\s+|own\s+)?(?:numero|compte|number|account|num)\b(?:\s+(?:de\s+)?(?:${CHANNEL_NAMES}|${OPERATORS}|mpesa|bancaire|rawbank|equity|tmb|bcdc|ecobank))?(?:\s*(?:est|is|:|-)?\s*${PHONE})?`,
  String.raw`\b(?:mon|ma|my|notre|our)\s+(?:${CHANNEL_NAMES})\b(?:\s*(?:est|is|:|-)?\s*${PHONE})?`,
  String.raw`\bnumero\s+oyo\b(?:\s*${PHONE})?`,
  String.raw`\b(?:compte|numero|account|number|telephone)\b[^.;\n]{0,40}?\b(?:(?:de|of|au\s+nom\s+de|in\s+the\s+name\s+of)\s+${TITLE}|du\s+(?:recruteur|responsable|superviseur|chef|directeur|gerant|coordonnateur|formateur|manager|secretaire)|of\s+(?:the|our)\s+(?:recruiter|hr|manager|supervisor|officer|trainer|coordinator|secretary))`,
  String.raw`\bau\s+nom\s+d[eu]\s+${TITLE}`,
  String.raw`\b(?:m|mr|mme|mrs|ms|dr)\b\.?\s+[a-z]+'s\s+account\b`,
  String.raw`\b(?:au|to|at|sur\s+le)\s+(?:this\s+|the\s+|ce\s+|le\s+)?(?:numero|number)\s+(?:below|above|suivant|ci-dessous|ci-dessus|indique|mentionne|following)\b`,
  String.raw`\b(?:au|a|to|at|sur|on)\s+(?:this|that|ce|cet|my|our|mon|notre)\s+(?:numero|number)\b`,
  String.raw`\b(?:au|to|sur\s+le|on|na|kwa)\s+(?:\+?\s?243|0)\s?[89]\d(?:[\s.-]?\d){7}\b`,
  // A number right after a channel or an amount: "10$ na M-Pesa, 0812345678", "Airtel Money : 0977000111".
  // (The lookahead first: only where a number starts is what stands before it read, a bounded few characters back.)
  String.raw`(?=[+0])(?<=(?:${CHANNEL_NAMES}|${OPERATORS}|\$|usd|fc)\s{0,2}[,:]?\s{0,2})${PHONE}`,
  String.raw`\b(?:a|to)\s+(?:m|mr|mme|mrs|ms|monsieur|madame)\.?\s+[a-z]{3,}`,
];

/** Money paid to the worker: a salary, a bonus, an allowance. Its amount is no fee. */
const BENEFIT_WORDS = String.raw`primes?|bonus|bonuses|commissions?|indemnites?|allocations?|allowances?|per\s*diem|perdiem|salaires?|salary|salaries|remuner\w*|wages?|gratifications?|13e\s+mois|treizieme\s+mois|sign-on|stipend|honoraires?|pourboires?|incentives?|mshahara|lifuta|posho|(?<=\b(?:la|sa|votre|ta)\s)paie|payroll`;
const RECEIVES = String.raw`rece(?:vra|vront|vrez|vez)|perce(?:vra|vront|vrez|voit)|touche(?:ra|ront|rez)|gagne(?:ra|ront|rez)|beneficie(?:ra|ront|rez)|will\s+(?:receive|earn|get)|earns?|receives?`;
const BENEFIT = String.raw`\b(?:${BENEFIT_WORDS}|avance\s+sur\s+salaire|${RECEIVES}|earning)\b`;
/** Money that goes to the reader's own account or number: paid to them, not by them. */
const TO_READER = String.raw`\b(?:to|on|into|sur|dans|vers)\s+(?:your|votre|ton|ta)\s+(?:own\s+|propre\s+)?(?:numero|number|compte|account|${CHANNEL_NAMES}|${OPERATORS})\b|\bpour\s+recevoir\s+(?:votre|ton|son|leur)\s+(?:salaire|paie|argent)|\bto\s+receive\s+(?:your|their)\s+(?:salary|pay|wages?)`;
/**
 * Money paid on a schedule ("chaque mois", "weekly") or stated as paid, refunded or sent ("il est payé par M-Pesa"):
 * the worker's pay, which counts against a fee unless one is named.
 */
const PAID_PASSIVE = String.raw`\b(?:chaque|tous\s+les|every|each)\s+(?:fin\s+de\s+)?(?:mois|semaine|quinzaine|month|week|fortnight|vendredi|samedi|friday|saturday)\b|\b(?:a\s+la\s+)?fin\s+(?:du|de\s+chaque|de\s+mois)\b|\bend\s+of\s+(?:the|each|every)\s+month|\b(?:monthly|weekly|mensuel\w*|hebdomadaire\w*)\b|\b(?:paid|payes?|payees?|verses?|versees?)\s+(?:weekly|monthly|daily|every|each|chaque|tous\s+les|toutes\s+les|par\s+(?:mois|semaine|jour)|a\s+la\s+fin|at\s+the\s+end|on\s+the\s+\d)|\b(?:est|sont|sera|seront|etait|is|are|will\s+be|gets?|get)\s+(?:\w+\s+)?(?:paye|payes|payee|payees|verse|verses|versee|versees|envoye|envoyee|rembourse|remboursee|rembourses|paid|sent|refunded|reimbursed)\b(?!\s+(?:par|by)\s+(?:le|les|chaque|the|each|every)\s+(?:${APPLICANT_NOUNS}))`;
const SALARY = [
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
const EMPLOYER_PAYS = String.raw`\b(?:covered|couverte?s?|pris(?:e|es)?\s+en\s+charge|(?:l'entreprise|la\s+societe|l'employeur|l'organisation|notre\s+(?:societe|entreprise|organisation)|nous|the\s+company|the\s+employer|our\s+company|we)\s+(?:(?:le|la|les|l'|vous|te|it|them|you)\s+)?(?:paie|paye|payons|prend|prenons|prendra|rembourse|remboursons|offre|offrons|fournit|fournissons|assure|assurons|couvre|couvrons|pays|pay|will\s+pay|covers?|provides?|offers?|reimburses?|refunds?)|paid\s+by\s+(?:the\s+)?(?:company|employer|us|organi[sz]ation)|(?:pa(?:ye|yes|yee|yees|id)|supporte(?:e|s|es)?|finance(?:e|s|es)?|assume(?:e|s|es)?|rembourse(?:e|s|es)?|borne|financed|funded|sponsored|met|reimbursed)\s+(?:entierement\s+|integralement\s+|fully\s+|entirely\s+)?(?:par|by)\s+(?:l'|la\s+|le\s+|notre\s+|nos\s+|the\s+|our\s+|us\b|nous\b)(?!\s*(?:${APPLICANT_NOUNS})\b)|(?:this|the|ce|le)\s+(?:job|position|poste|role)\s+(?:pays|paie|paye|rapporte|offers?|offre)|free\s+of\s+charge|at\s+no\s+cost|free|gratuite?s?|offerte?s?|fourni(?:e|s|es)?|provided(?!\s+(?:that|you|they|the\s+candidate))|a\s+la\s+charge\s+de\s+(?:l'entreprise|la\s+societe|l'employeur|notre|l'organisation|la\s+maison)|aux\s+frais\s+de\s+(?:l'entreprise|la\s+societe|l'employeur)|a\s+nos\s+frais|at\s+our\s+(?:cost|expense)|(?:clients?|customers?|acheteurs?|buyers?|patients?|parents|locataires?|tenants?|abonnes?)\s+(?:vous\s+|te\s+|nous\s+|you\s+|us\s+)?(?:paie|paient|paye|payent|pays|pay|paid|verse\w*|envoie\w*|depose\w*|transfere\w*|send|sends|deposit\w*)|(?:nous|we)\s+(?:vous\s+)?(?:donnons|donnerons|donnerai|will\s+give|give|rembourserons|remboursera|will\s+refund|will\s+reimburse)|(?:nous|we)\s+(?:can|could|will|shall|may|pouvons|allons|pourrons)\s+(?:vous\s+)?(?:pay|payer|verser|send|envoyer|refund|reimburse|rembourser|give|donner)|(?:transport|deplacement|taxi|bus|ticket|billet|voyage|trajet|moto|carburant|parking)\b[^.;\n]{0,60}?\b(?:rembours\w*|refund\w*|reimburs\w*)|(?:rembours\w*|refund\w*|reimburs\w*)\s+(?:\S+\s+){0,3}?(?:transport|deplacement|taxi|bus|ticket|billet|voyage|trajet|moto|carburant|parking))\b`;
/** No money asked: from its clause to the end of the sentence, unless "sauf"/"but" turns it round. */
const NEGATION = String.raw`\b(?:aucun(?:e|s|es)?\s+(?:frais|paiement|payement|somme|montant|argent|caution|contribution|participation|depot|avance|cotisation|fee|charge)|(?:ne|n')\s*(?:\S+\s+){0,2}?(?:jamais|aucun\w*|rien)|jamais|rien\s+a\s+payer|sans\s+frais|n'est\s+(?:pas\s+|ni\s+)?(?:demande|exige|requis|payant)|no\s+(?:fees?|payment|charges?|money|deposit|cost)|never|(?:do|does|will|shall)\s+not\s+(?:ask|charge|require|request|pay)|(?:don't|doesn't|won't)\s+(?:ask|charge|require|pay)|nothing\s+to\s+pay|si\s+(?:quelqu'un|qqn|quelqu'une|on|une\s+personne|un\s+recruteur|quiconque)|if\s+(?:anyone|someone|somebody|a\s+recruiter|any\s+recruiter)|not\s+(?:be\s+)?(?:asked|charged|required)|ni(?!\s+(?:\d|\$|dola|dollars?|shilingi|fc)(?![a-z]))|nor)\b`;
/** A request for a job whose work is money (a cashier, a bank teller, a mobile money agent): there a channel named
 * as a way to pay is the job's subject, and only an ask of the applicant (an amount, "vous", a step of the hiring)
 * makes a fee. */
const MONEY_ROLE = new RegExp(
  String.raw`\b(?:caissi(?:er|ere)s?|guichetiers?|guichetieres?|cashiers?|tellers?|comptables?|accountants?|tresoriers?|tresorieres?|treasurers?|bursars?|econome|finance\s+officers?|agents?\s+(?:de\s+banque|bancaires?|de\s+caisse|de\s+recouvrement|payeurs?|de\s+change|m-?pesa|mobile\s+money|airtel\s+money|orange\s+money|afri\s*money|illico\s+cash)|(?:m-?pesa|mobile\s+money|airtel\s+money|orange\s+money)\s+agents?|banques?|bank|fintech|microfinance|cooperative\s+d'epargne)\b`,
);

/** A warning against scams, which names the fee it warns of. */
const WARNING = String.raw`\b(?:arnaques?|escroc\w*|mefiez|mefiance|signalez|denoncez|scams?|fraud\w*|beware|report\s+(?:it|them|any|this))\b`;
/** The job's own work is other people's money: a cashier, an accountant, a mobile money agent, a tender's suppliers. */
const MONEY_JOB = String.raw`\b(?:caissi(?:er|ere|ers|eres)|caisses?|cashiers?|tellers?|guichet\w*|comptab\w*|accountants?|accounting|bookkeep\w*|tresor\w*|treasur\w*|recouvr\w*|encaiss\w*|decaiss\w*|clients?|clientele|customers?|fournisseurs?|suppliers?|vendors?|soumissionnaires?|bidders?|prestataires?|locataires?|tenants?|loyers?|membres|members|eleves|etudiants|students|patients|abonnes|subscribers|marchands?|merchants?|factures?|invoices?|releves|statements?|rapproch\w*|reconcil\w*|float|cash-in|cash-out|retraits?|withdrawals?|transactions?|recettes?|ventes?|vendre|vend(?:ez|rez|ra|ront|ent|u|us|ue|ues)?|sells?|sold|boutique|magasin|shop|revendeurs?|resellers?|distribut\w*|dealers?|sell|selling|fintech|integrations?|plateformes?|platforms?|reseau|network|kiosques?|point\s+de\s+vente|agence|counter|budget|portefeuille|portfolio|fonds|funds|gerer|gestion|manage\w*|superviser|supervision|supervise|suivi|suivre|verifier|controler|handle|handling|collecter|collecte|collect|collecting|process|processes|enregistrer|agents?\s+(?:m-?pesa|mobile|airtel|orange|afri\w*|illico|bancaires?|de\s+banque|de\s+caisse|payeurs?|de\s+change|commercial)|experiences?|connaissances?|knowledge|maitrise|familiar\w*|competences?|skills?)\b`;

/** Money for the reader's own travel or meals ("pour votre transport", "le taxi coûte", "à votre charge"): no fee. */
const TRAVEL_WORDS = String.raw`transport|taxi|bus|moto|deplacements?|voyage|trajet|carburant|repas|nourriture|logement|lunch|meals?|food|travel|fare|ticket|billet|cantine|canteen`;
const TRAVEL = String.raw`\b(?:pour|for)\s+(?:(?:le|la|les|l'|votre|vos|ton|ta|tes|your|the|un|une|a|some)\s+)?(?:propre\s+|own\s+)?(?:${TRAVEL_WORDS})\b|\b(?:${TRAVEL_WORDS})\b[^.;\n]{0,40}?(?:\ba\s+(?:votre|ta|vos)\s+(?:propre\s+)?(?:charge|frais)|\bat\s+your\s+(?:own\s+)?(?:cost|expense)|\bnot\s+free\b|\bn'est\s+pas\s+gratuit)`;

/** A call or a message to a number: a number given for that is a contact, not an account to pay into. */
const CALL = String.raw`\b(?:appel\w*|call|calls|calling|contact\w*|joindre|joignez|ecri\w*|write|text|sms|bip\w*|beep|telephon\w*|phone\s+me|whats\s?app)\b`;

type Cue =
  | 'namedFee'
  | 'feeNoun'
  | 'moneyNoun'
  | 'feeWord'
  | 'amount'
  | 'payVerb'
  | 'imperative'
  | 'demand'
  | 'applicant'
  | 'stage'
  | 'jobItem'
  | 'purchase'
  | 'itemPrice'
  | 'ownExpense'
  | 'channel'
  | 'channelPay'
  | 'operatorPay'
  | 'personAccount'
  | 'benefit'
  | 'salary'
  | 'toReader'
  | 'paidPassive'
  | 'call'
  | 'price'
  | 'travel'
  | 'moneyJob';

const compile = (sources: string[]) => new RegExp(sources.map((s) => `(?:${s})`).join('|'), 'g');

const CUES: [Cue, RegExp][] = [
  ['namedFee', compile(NAMED_FEE)],
  ['feeNoun', compile([FEE_NOUN])],
  ['moneyNoun', compile([MONEY_NOUN])],
  ['feeWord', compile([FEE_WORD])],
  ['amount', compile([AMOUNT])],
  ['payVerb', compile([PAY_VERB, WITH_MONEY, NEED_MONEY])],
  ['imperative', compile([IMPERATIVE])],
  ['demand', compile([DEMAND])],
  ['applicant', compile([APPLICANT])],
  ['stage', compile(STAGE)],
  ['jobItem', compile([JOB_ITEM])],
  ['purchase', compile([PURCHASE])],
  ['itemPrice', compile([ITEM_PRICE])],
  ['ownExpense', compile([OWN_EXPENSE])],
  ['channel', compile([CHANNEL])],
  ['channelPay', compile([CHANNEL_PAY])],
  ['operatorPay', compile([OPERATOR_PAY])],
  ['personAccount', compile(PERSON_ACCOUNT)],
  ['benefit', compile([BENEFIT])],
  ['salary', compile(SALARY)],
  ['toReader', compile([TO_READER])],
  ['paidPassive', compile([PAID_PASSIVE])],
  ['call', compile([CALL])],
  ['travel', compile([TRAVEL])],
  ['moneyJob', compile([MONEY_JOB])],
];
const CAUTION_WITH_CARE = /\b(?:exercise|with|use|utmost|extreme|great)\s+caution\b/g;
const EMPLOYER_PAYS_RE = new RegExp(EMPLOYER_PAYS, 'g');
const NEGATION_RE = new RegExp(NEGATION, 'g');
const WARNING_RE = new RegExp(WARNING);
/** Words that turn a clause round: what follows "sauf"/"but" is not covered by what came before. */
const TURN =
  /\b(?:sauf|excepte|hormis|mais|seul|seuls|seule|seules|uniquement|cependant|toutefois|except|but|only|however)\b/g;

/** Cues whose words are shown to staff: the money and its asking; who and when are context, not evidence. */
const EVIDENCE: ReadonlySet<Cue> = new Set([
  'namedFee',
  'price',
  'feeNoun',
  'moneyNoun',
  'amount',
  'payVerb',
  'imperative',
  'demand',
  'purchase',
  'itemPrice',
  'ownExpense',
  'channel',
  'operatorPay',
  'personAccount',
]);

/** The words of a price, rather than of a sum handed over. */
const PRICE_WORD = /^(?:costs?|coute|coutent|prix|price|tarifs?)\b/;

/** Verbs that carry anything (a CV, a file), not only money. */
const CARRY =
  /^(?:envo|enverr|send|apport|bring|remet|remit|depos|amen|ramen|donn|give|mett|mets|tinda|kotinda|tuma|kutuma|lete|leta)/;

/** Cues that name the money itself: beside them, a bare amount adds nothing. */
const MONEY_NAMED: ReadonlySet<Cue> = new Set([
  'namedFee',
  'feeNoun',
  'moneyNoun',
  'ownExpense',
  'purchase',
  'itemPrice',
]);
const MODAL =
  /^(?:doit|doivent|devra|devront|devrez|devez|il\s+faut|il\s+faudra|must|shall|please|kindly|need\s+to|needs\s+to|have\s+to|has\s+to|veuillez|merci\s+de|merci\s+d')$/;

interface Found {
  cue: Cue;
  start: number;
  end: number;
  /** The words matched, in the readable text. */
  words: string;
}

const ABBREVIATIONS = new Set([
  'm',
  'mr',
  'mme',
  'mlle',
  'mrs',
  'ms',
  'dr',
  'st',
  'ste',
  'cie',
  'no',
  'n',
  'nb',
  'ref',
]);

/** The sentences of a readable text, as [start, end) ranges: "10.000 FC" and "M. Kabeya" do not end one. */
function sentences(text: string): [number, number][] {
  const found: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    let ends = char === '\n' || char === '!' || char === '?' || char === ';';
    if (char === '.') {
      const next = text[i + 1];
      const word = /([a-z]+)$/.exec(text.slice(Math.max(0, i - 6), i))?.[1];
      ends =
        (next === undefined || /[\s"')]/.test(next)) &&
        !(word !== undefined && (ABBREVIATIONS.has(word) || word.length === 1));
    }
    if (ends) {
      if (i > start) found.push([start, i]);
      start = i + 1;
    }
  }
  if (start < text.length) found.push([start, text.length]);
  return found.filter(([s, e]) => /[a-z0-9]/.test(text.slice(s, e)));
}

/** A sentence that goes on from the one before ("Paiement par M-Pesa.", "Celle-ci est de 20 $.") is read with it. */
const CONTINUES =
  /^[^a-z]*(?:celle-ci|celui-ci|ceux-ci|ce\s+montant|cette\s+somme|ce\s+paiement|ce\s+versement|cette\s+contribution|cette\s+participation|ce\s+depot|cette\s+caution|le\s+montant|la\s+somme|elle|ils?|this|it|the\s+amount|the\s+fee|this\s+fee|pai?ement|payement|payment|payable|a\s+payer|a\s+verser|to\s+be\s+paid|via|par)\b/;

/** The clauses of a sentence (split at commas, colons and "sauf"/"but"), as starts within it. */
function clauseStarts(sentence: string): number[] {
  const starts = [0];
  for (const match of sentence.matchAll(/[,:]/g)) starts.push(match.index + 1);
  for (const match of sentence.matchAll(TURN)) starts.push(match.index);
  return [...new Set(starts)].sort((a, b) => a - b);
}

const TAKE_BACK = /^\W*(?:mais|cependant|toutefois|but|however)\b/;

/** Which parts of a sentence say no money is asked: a clause of the employer's costs, a negation to the next turn. */
function excluded(sentence: string, message = false): (at: number) => boolean {
  const starts = clauseStarts(sentence);
  const clauseOf = (at: number) => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= at) index += 1;
    return index;
  };
  const turns = [...sentence.matchAll(TURN)].map((m) => m.index);
  const ranges: [number, number][] = [];
  for (const match of sentence.matchAll(EMPLOYER_PAYS_RE)) {
    const clause = clauseOf(match.index);
    // In a message, "… mais la société le paie" takes back what the sentence said before it.
    const takesBack = message && TAKE_BACK.test(sentence.slice(starts[clause], match.index));
    ranges.push([takesBack ? 0 : starts[clause]!, starts[clause + 1] ?? sentence.length]);
  }
  for (const match of sentence.matchAll(NEGATION_RE)) {
    const from = starts[clauseOf(match.index)]!;
    const turn = turns.find((t) => t > match.index);
    ranges.push([from, turn ?? sentence.length]);
  }
  return (at) => ranges.some(([from, to]) => at >= from && at < to);
}

/** The cues of a sentence (offsets within it), those in a part that asks no money left out. */
function cuesOf(sentence: string, message: boolean): Found[] {
  const isExcluded = excluded(sentence, message);
  const care = [...sentence.matchAll(CAUTION_WITH_CARE)].map((m) => [m.index, m.index + m[0].length]);
  const found: Found[] = [];
  for (const [cue, pattern] of CUES) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start || isExcluded(start)) continue;
      if (care.some(([from, to]) => start >= from! && start < to!)) continue;
      found.push({ cue, start, end, words: match[0] });
    }
  }
  if (!message) return found;
  // A message is read with its neighbours, so its cues must stand on their own: a salary's amount is no sum to pay
  // when read beside another sentence; a number or an account given to be called is none to pay into; money words
  // beside the reader's own travel or meals, paid to no one's account, are about those. A price is money but asks
  // for nothing ("le taxi coûte 3 000 FC"): the price of what the job needs is read by `itemPrice`.
  const salaries = found.filter((f) => f.cue === 'salary');
  const calledOnly = found.some((f) => f.cue === 'call') && !found.some((f) => f.cue === 'payVerb');
  const travel =
    found.some((f) => f.cue === 'travel') &&
    !found.some(
      (f) => f.cue === 'channelPay' || f.cue === 'operatorPay' || f.cue === 'personAccount' || f.cue === 'jobItem',
    );
  return found
    .filter(
      (f) =>
        !(f.cue === 'amount' && salaries.some((s) => s.start <= f.start && f.end <= s.end)) &&
        !(calledOnly && (f.cue === 'personAccount' || f.cue === 'channelPay' || f.cue === 'operatorPay')) &&
        !(travel && (f.cue === 'ownExpense' || f.cue === 'feeWord' || f.cue === 'moneyNoun')),
    )
    .map((f) => (f.cue === 'feeNoun' && PRICE_WORD.test(f.words) ? { ...f, cue: 'price' } : f));
}

/** Cues worth a point each towards a fee. */
const ONE_POINT: readonly Cue[] = [
  'personAccount',
  'imperative',
  'demand',
  'applicant',
  'stage',
  'jobItem',
  'purchase',
];

/**
 * Whether cues make a fee asked of applicants: money (an amount, a fee, a channel to pay by), handed over (a verb of
 * paying, a sum with its amount, a price), and asked of the reader (the applicants, a demand, a step of the hiring);
 * then the cues add up, and a salary or a job about money counts against them. A message is written to the applicant:
 * a fee it names, or an account it gives, is asked of them; money it says goes to them, or is paid to them, counts
 * against.
 */
function asksFee(text: string, found: Found[], moneyRole: boolean, message: boolean): boolean {
  const has = (cue: Cue) => found.some((f) => f.cue === cue);
  const amount = has('amount');
  const payVerb = has('payVerb');
  // A person's account or number is a way to pay when money goes there (a CV sent to a number is no fee).
  const paid = found.some((f) => f.cue === 'payVerb' && !CARRY.test(f.words));
  const moneyNamed = amount || has('moneyNoun') || has('feeNoun') || has('namedFee');
  const channelPay =
    has('channelPay') || (has('personAccount') && (moneyNamed || paid)) || (has('operatorPay') && moneyNamed);
  const priced = has('itemPrice');
  const anyOf = (...cues: Cue[]) => cues.some(has);
  const money = amount || channelPay || priced || anyOf('moneyNoun', 'namedFee', 'purchase', 'ownExpense', 'price');
  const act =
    payVerb ||
    channelPay ||
    priced ||
    anyOf('namedFee', 'feeNoun', 'purchase', 'ownExpense') ||
    (has('moneyNoun') && has('demand')) ||
    (amount && has('stage'));
  const feeNamed = message && has('feeWord');
  // A channel or a person's account named as the way to pay tells the reader to pay, unless paying is the job.
  const ask =
    priced ||
    feeNamed ||
    anyOf('namedFee', 'applicant', 'demand', 'imperative', 'stage', 'ownExpense') ||
    (channelPay && !moneyRole) ||
    (message && has('personAccount'));
  if (!money || !act || !ask) return false;
  // A warning against scams names what it warns of; with no amount or channel it asks for nothing.
  if (WARNING_RE.test(text) && !amount && !channelPay) return false;
  const named = has('namedFee') || has('feeWord') || priced || has('purchase') || has('ownExpense');
  // Money to the reader, paid on a schedule, or for the reader's own travel, unless it goes to someone's account.
  const toReader =
    message &&
    (has('toReader') || (has('paidPassive') && !named) || (has('travel') && !channelPay && !has('personAccount')));
  const score =
    (has('namedFee') ? 3 : has('feeNoun') || has('moneyNoun') ? 1 : 0) +
    [amount, payVerb, feeNamed].filter(Boolean).length +
    ONE_POINT.filter(has).length +
    (channelPay ? 2 : has('channel') ? 1 : 0) +
    (priced ? 2 : 0) +
    (has('ownExpense') ? 2 : 0) -
    (has('salary') || toReader ? 3 : has('benefit') ? 1 : 0) -
    // Money as the job's work weighs less against an applicant plainly told to pay, or what for.
    (has('moneyJob') ? (anyOf('imperative', 'stage', 'ownExpense', 'purchase') || priced ? 1 : 3) : 0);
  return score >= 3;
}

/**
 * The words to show for a fee, as [start, end) within the sentence: each cue's words, those side by side (only spaces
 * between) joined as one. An amount on its own is left out when other words name the money, and so is a bare "doit"
 * or "must"; a channel's name stands on its own, unless it is part of wider words shown ("mon Airtel Money").
 */
function evidenceOf(sentence: string, found: Found[]): [number, number][] {
  const named = found.filter((f) => f.cue === 'namedFee');
  // A named fee is shown as named ("frais de dossier"), not with the price a wider cue read after it.
  const withinNamed = (f: Found) => f.cue !== 'namedFee' && named.some((n) => n.start < f.end && f.start < n.end);
  // A channel is shown where it is the way to pay, not where it names the job ("Agent M-Pesa").
  const ways = found.filter((f) => f.cue === 'channelPay' || f.cue === 'operatorPay');
  const paidBy = (f: Found) => ways.some((w) => w.start < f.end && f.start < w.end);
  const shown = found
    .filter(
      (f) =>
        EVIDENCE.has(f.cue) &&
        !(withinNamed(f) && (f.cue === 'itemPrice' || f.cue === 'feeNoun')) &&
        (f.cue !== 'channel' || paidBy(f)),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: { start: number; end: number; cues: Cue[] }[] = [];
  for (const f of shown) {
    const last = spans.at(-1);
    const alone = f.cue === 'channel' || last?.cues.includes('channel');
    if (last && !alone && f.start <= last.end + 1 && !sentence.slice(last.end, f.start).trim()) {
      last.end = Math.max(last.end, f.end);
      last.cues.push(f.cue);
    } else spans.push({ start: f.start, end: f.end, cues: [f.cue] });
  }
  const moneyNamed = shown.some((f) => MONEY_NAMED.has(f.cue));
  return spans
    .filter(
      ({ start, end, cues }) =>
        !(moneyNamed && cues.every((c) => c === 'amount')) &&
        !(cues.every((c) => c === 'demand') && MODAL.test(sentence.slice(start, end))),
    )
    .map(({ start, end }): [number, number] => [start, end])
    .filter(
      ([start, end], i, all) => !all.some(([s, e], j) => j !== i && s <= start && end <= e && e - s > end - start),
    );
}

/** The original's words of a range of the readable text, trimmed; none when nothing a reader sees is in them. */
function shownFrom(original: string, read: ReadableText, start: number, end: number): string | null {
  const shown = originalOf(original, read, start, end).trim();
  return /[\p{L}\p{N}$€]/u.test(shown) ? shown : null;
}

function feeEvidence(original: string, read: ReadableText, moneyRole: boolean): string[] {
  const text = read.text;
  const ranges = sentences(text);
  const found: string[] = [];
  ranges.forEach(([start, end], index) => {
    // The sentence, and with the one before when it goes on from it.
    const from = index > 0 && CONTINUES.test(text.slice(start, end)) ? ranges[index - 1]![0] : start;
    const sentence = text.slice(from, end);
    const cues = cuesOf(sentence, false);
    if (!asksFee(sentence, cues, moneyRole, false)) return;
    for (const [s, e] of evidenceOf(sentence, cues)) {
      const shown = shownFrom(original, read, from + s, from + e);
      if (shown) found.push(shown);
    }
  });
  return found;
}

/** A sentence of a message, read, with its cues; `fresh` when it is in the message being judged. */
interface Unit {
  original: string;
  read: ReadableText;
  start: number;
  text: string;
  cues: Found[];
  continues: boolean;
  fresh: boolean;
}

function unitsOf(original: string, fresh: boolean): Unit[] {
  const read = readable(original);
  return sentences(read.text).map(([start, end]) => {
    const text = read.text.slice(start, end);
    return { original, read, start, text, cues: cuesOf(text, true), continues: CONTINUES.test(text), fresh };
  });
}

/** Sentences read together: a request is rarely longer, and a longer window would join unrelated sentences. */
const WINDOW = 3;
/** The parts of a request a message carries when it completes one begun earlier. */
/** Cues of money the reader receives: a message that holds one does not complete an earlier request. */
const RECEIVED: ReadonlySet<Cue> = new Set(['salary', 'benefit', 'toReader', 'paidPassive']);
const PART: ReadonlySet<Cue> = new Set([
  'amount',
  'channel',
  'channelPay',
  'operatorPay',
  'personAccount',
  'payVerb',
  'namedFee',
  'feeNoun',
  'feeWord',
  'moneyNoun',
  'itemPrice',
  'purchase',
]);

/**
 * The words of a message that ask its reader for money, as written; none for an ordinary message. A message is short
 * and its request may spread over its sentences ("Pour le badge il faut 10 dollars. Mon numéro Airtel : 099…"), or
 * over the writer's earlier messages: its sentences are read alone and with up to two neighbours, the earlier
 * messages' last sentences before them. A window that takes in earlier sentences holds the message only when the
 * message carries a part of the request (an amount, a channel or an account, a verb of paying, a fee): the number
 * given after "il faut 10 dollars" is held, a "merci" is not. The evidence is always the message's own words.
 */
export function messageFeeEvidence(message: string, earlier: readonly string[] = []): string[] {
  const own = unitsOf(message, true);
  if (own.length === 0) return [];
  // Only the earlier sentences a window can reach are read, from the newest message back.
  let context: Unit[] = [];
  for (let i = earlier.length - 1; i >= 0 && context.length < WINDOW - 1; i--) {
    if (earlier[i]) context = [...unitsOf(earlier[i]!, false), ...context];
  }
  context = context.slice(-(WINDOW - 1));
  const units = [...context, ...own];
  const moneyRole = units.some((u) => MONEY_ROLE.test(u.read.text));
  const found = new Set<string>();
  for (let first = 0; first < units.length; first++) {
    // A sentence that goes on from the one before ("Il est payé par M-Pesa.") is not read without it.
    if (first > 0 && units[first]!.continues) continue;
    for (let last = first; last < Math.min(units.length, first + WINDOW); last++) {
      const window = units.slice(first, last + 1);
      const fresh = window.filter((u) => u.fresh);
      if (fresh.length === 0) continue;
      // With earlier sentences, the message must carry a part of the request it completes, and not be about money
      // the reader receives (a salary paid by M-Pesa after a held request is its own, ordinary sentence).
      if (fresh.length < window.length) {
        if (!fresh.some((u) => u.cues.some((f) => PART.has(f.cue)))) continue;
        if (fresh.some((u) => u.cues.some((f) => RECEIVED.has(f.cue)))) continue;
      }
      const cues = window.flatMap((u) => u.cues);
      if (!asksFee(window.map((u) => u.text).join(' '), cues, moneyRole, true)) continue;
      let shown = 0;
      for (const unit of fresh) {
        for (const [s, e] of evidenceOf(unit.text, unit.cues)) {
          const words = shownFrom(unit.original, unit.read, unit.start + s, unit.start + e);
          if (words) {
            found.add(words);
            shown += 1;
          }
        }
      }
      // Held with no words of its own to point to (its request is in its neighbours): the sentence itself.
      if (shown === 0) {
        for (const unit of fresh) {
          const words = shownFrom(unit.original, unit.read, unit.start, unit.start + unit.text.length);
          if (words) found.add(words);
        }
      }
    }
  }
  return [...found];
}

const OFF_PLATFORM = [
  String.raw`\b(?:whats\s?app|wa\.me|telegram)\b`,
  PHONE,
  // Any other number written internationally.
  String.raw`\+\s?\d{1,3}(?:[\s.-]?\d){8,11}\b`,
  // A personal mailbox rather than a company's.
  // (Read from the start of a word only: from every letter of a long word it would cost the square of its length.)
  String.raw`(?<![\w.+-])[\w.+-]+@(?:gmail|yahoo|ymail|hotmail|outlook|live|icloud|aol|proton(?:mail)?|gmx|mail)\.[a-z.]{2,6}`,
];
const CONTACT = compile(OFF_PLATFORM);

/** The signals of a request's words: each kind once, with every piece of evidence for it (each once). */
export function textSignals(texts: string[]): TextSignal[] {
  const fees = new Set<string>();
  const contacts = new Set<string>();
  const reads = texts.map((text) => (text ? readable(text) : null));
  const moneyRole = reads.some((read) => read !== null && MONEY_ROLE.test(read.text));
  texts.forEach((text, index) => {
    const read = reads[index];
    if (!read) return;
    for (const words of feeEvidence(text, read, moneyRole)) fees.add(words);
    for (const match of read.text.matchAll(CONTACT)) {
      contacts.add(originalOf(text, read, match.index, match.index + match[0].length).trim());
    }
  });
  return [
    ...[...fees].map((evidence) => ({ code: 'fee_request' as const, evidence })),
    ...[...contacts].map((evidence) => ({ code: 'off_platform_contact' as const, evidence })),
  ];
}
