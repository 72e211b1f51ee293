/**
 * What in a job request's own words points to a scam: a fee asked of applicants, and a contact outside the product.
 * Each signal keeps the words that raised it (its evidence), exactly as the employer wrote them, for staff to see
 * highlighted. The patterns read the text without accents and in lower case, as people write it in Kinshasa: with
 * accents or without, "frais de dossier" or "frais d'inscription", "$50" or "50 USD" or "50.000 FC".
 *
 * A fee is judged by the shape of a sentence rather than by a list of sentences: money (an amount, a contribution,
 * a deposit, a purchase of what the job needs, a money channel), handed over (pay, send, deposit, bring, buy), by the
 * applicant or at the hiring's steps (asked of the candidates, "vous", before the training, to confirm one's place).
 * Weak cues add up; a sentence about money paid to the worker (a salary, a bonus), about an employer's own costs, or
 * about a job whose work is other people's money (a cashier, a mobile money agent) counts against them.
 */

export type TextSignalCode = 'fee_request' | 'off_platform_contact';

export interface TextSignal {
  code: TextSignalCode;
  /** The words that raised it, as written. */
  evidence: string;
}

/**
 * The text folded for matching, one character for each character of the original (so that a match's place is its
 * place in the original): lower case, accents dropped, typographic apostrophes straight.
 */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char === '’' || char === '‘' ? "'" : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // A character that folds to more or fewer than one UTF-16 unit keeps its place with a stand-in.
    folded += base.length === char.length ? base : char.length === 1 ? '·' : '··';
  }
  return folded;
}

// Money written as people write it: "25 $", "$25", "25USD", "USD 10", "10.000 FC", "10 000 francs congolais",
// "5000fc", "cinquante dollars".
const NUMBER = String.raw`\d{1,3}(?:[\s.,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CURRENCY = String.raw`(?:us\s?\$|\$|€|usd|us\s?dollars?|dollars?(?:\s+americains?|\s+us)?|cdf|fc|francs?(?:\s+congolais)?|frs?|euros?|eur)(?![a-z])`;
const SPELLED = String.raw`un|deux|trois|quatre|cinq|dix|quinze|vingt|trente|quarante|cinquante|soixante|cent|cents|mille|one|two|three|five|ten|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand`;
const AMOUNT = String.raw`(?:(?:us\s?\$|\$|usd|cdf|fc)\s?(?:${NUMBER})(?:\s?k\b)?|(?<![\w.,])(?:${NUMBER})\s?(?:k\s?|mille\s+|millions?\s+(?:de\s+)?)?${CURRENCY}|\b(?:${SPELLED})(?:[\s-]+(?:${SPELLED})){0,3}\s+${CURRENCY})`;

/** People who apply or were picked: who pays, in a fee. */
const APPLICANT_NOUNS = String.raw`candidat(?:e|s|es)?|candidates?|postulant(?:e|s|es)?|recrues?|recruits?|stagiaires?|trainees?|applicants?|laureats?|participants?|job\s*seekers?|nouve(?:l|aux|lle|lles)\s+(?:agents?|recrues?|employes?|engages?)|new\s+(?:staff|hires?|employees?|agents?|workers?|recruits?)`;
const CHANNEL_NAMES = String.raw`m[-\s]?pes+a|m[-\s]?peza|airtel[-\s]?money|orange[-\s]?money|afri[-\s]?money|illico[-\s]?cash|western[-\s]?union|money[-\s]?gram|mobile[-\s]?money|ria\s+money(?:\s+transfer)?|vodacash|e-?money`;
/** What the job needs that a scam makes the applicant pay for. */
const JOB_ITEMS = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?\s+(?:de\s+service|d'agent|professionnelles?|d'identite|de\s+travail)|certificats?\s+(?:medica(?:l|ux)|d'aptitude)|visites?\s+medicales?|formations?|training|tests?|bottes|boots|casques?|helmets?|chemises?|gilets?|(?:work\s+)?clothes|equipements?|equipment|materiels?|materials?|formulaires?|forms?|dossiers?|id\s+cards?|medical\s+(?:certificate|test|exam|examination|check(?:-up)?)|starter\s+(?:pack|kit)`;

const NAMED_FEE = [
  String.raw`\b(?:frai[sx]?|droits?)\s+(?:de\s+(?:la\s+|l')?|d'|des\s+|du\s+)?(?:dossiers?|inscriptions?|formations?|candidatures?|traitement(?:\s+de\s+dossier)?|visites?\s+medicales?|tests?|examens?|selection|recrutement|placement|enregistrement|badges?|tenues?|uniformes?|ouverture\s+de\s+dossier|constitution\s+de\s+dossier|participation|stage|depot|convocation|reservation|adhesion|cartes?|kits?|visa|certificats?|entretien|admission|administratifs|d'administration|equipements?|affectation|embauche)\b`,
  String.raw`\b(?:registration|processing|application|training|interview|screening|recruitment|placement|administration|administrative|admin|uniform|badge|kit|test|exam|booking|enrol?lment|visa(?:\s+processing)?|commitment|caution|participation|selection|orientation|deployment|form|id\s+card|joining|onboarding)\s+(?:fees?|charges?|levy)\b`,
  String.raw`\b(?:une|la|d'une|votre)\s+caution\b`,
  String.raw`\bcaution\s+(?:de\s+\d|de\s+garantie|remboursable|obligatoire|a\s+payer|a\s+verser)`,
  String.raw`\b(?:refundable|security|registration|commitment|caution)\s+(?:deposit|bond)\b`,
  String.raw`\bdeposit\s+of\s+${AMOUNT}`,
];

/** A sum handed over, named with its amount: "une contribution de 25 $", "payment of $20", "20 $ de caution". */
const SUM_NOUNS = String.raw`contributions?|participations?|cotisations?|quote-parts?|quotes-parts|apports?|tokens?|depots?|deposits?|avances?|garanties?|versements?|pai?ements?|payements?|paiments?|payments?|(?<!(?:en|la|in|a)\s)charges?(?!\s+(?:de|d'|du|des)\b)|costs?|coute|coutent|prix|price|tarifs?|bond|droits?|frai[sx]?|fees?|somme|montants?|caution|amount|sum`;
const FEE_NOUN = String.raw`\b(?:${SUM_NOUNS})\b(?:\s+(?!(?:de|du|des|of|for|pour)\b|d')[a-z']+){0,2}?\s*(?:de|d'un|d'une|of|:|=|est\s+de|is)?\s*${AMOUNT}|${AMOUNT}\s+(?:de\s+|d'|of\s+|as\s+|comme\s+)?(?:${SUM_NOUNS})\b`;
/** The nouns that mean money whatever stands beside them. */
const MONEY_NOUN = String.raw`\b(?:frai[sx]?|fees?|cotisations?|somme|sommes\s+d'argent|montants?|caution|amount|sum|argent|(?<!\b(?:mobile|airtel|orange|afri|e)[\s-]?)money)\b`;

/** Coming with money: "venir avec 10 $", "come with $10". */
const WITH_MONEY = String.raw`\b(?:avec|with)\s+(?:la\s+somme\s+de\s+|une\s+somme\s+de\s+|the\s+sum\s+of\s+)?${AMOUNT}`;
const PAY_VERB = String.raw`\b(?:pa(?:y|i)(?:e|es|ent|ez|er|era|eras|erez|eront|ant|antes?|ons|ee|ees|s|ing|ables?|d)?|pai?ements?|payements?|ver(?:se|ses|sez|ser|sera|seront|sant|see|sees|sement)|envo(?:yer|yez|ie|ies|yons|yant|yee)|enverr(?:a|ont|ez)|transfer(?:er|ez|e|es|ee|ees|s|red|ring)?|transferts?|depos(?:er|ez|era|eront|ant)|s'acquitt\w*|acquitt\w*|regl(?:er|ez|era|eront)|remet(?:tre|tez|tra|tront)|apport(?:er|ez|era|eront|ant)|cotis(?:er|ez|era|eront)|contribu(?:er|era|eront|e|ent|tes?)|debours\w*|(?:prendront|prendra|prennent|prendre|prenez)\s+en\s+charge|send|sends|sending|deposit(?:s|ed|ing)?|wire|wired|bring|brings|remit|remits|settle|cover\s+(?:their|your|his|her)\b|cover\s+the\s+(?:costs?|expenses?|fees?)|bear\s+the\s+costs?|taken\s+from|faire\s+un\s+(?:depot|versement|paiement|transfert)|make\s+(?:a|the)\s+(?:payment|deposit|transfer)|se\s+munir|munissez-vous|moyennant|en\s+echange\s+d|in\s+exchange\s+for|(?:against|upon|after|apres|contre)\s+(?:le\s+|la\s+|the\s+)?(?:paiement|payement|payment|versement|remise)|prevo(?:ir|yez|ira|iront)|factur(?:e|ee|es|ees|er|era)?)\b`;
/** Told to pay: an imperative, or an infinitive opening the sentence as French ads write one. */
const IMPERATIVE = String.raw`\b(?:payez|versez|envoyez|deposez|transferez|apportez|reglez|remettez|achetez|prevoyez|munissez-vous|faites\s+(?:un|le|votre)\s+(?:depot|versement|paiement|transfert))\b|(?:^[^a-z]*|(?:merci\s+d'|merci\s+de\s+|priere\s+de\s+|veuillez\s+|please\s+|kindly\s+))(?:payer|verser|envoyer|deposer|transferer|apporter|regler|remettre|pay|send|transfer|deposit|wire|bring|make\s+(?:a|the)\s+(?:payment|deposit|transfer))\b`;
const DEMAND = String.raw`(?:\b(?:est|sont|sera|seront|is|are|will\s+be)\s+)?\b(?:demande(?:e|s|es)?|exige(?:e|s|es)?|exigible|obligatoires?|obligatoirement|requise?s?|required|requires?|a\s+(?:payer|verser|regler|envoyer|deposer|prevoir|fournir|presenter|apporter)|to\s+(?:provide|submit)|payables?|payante?s?|prevoir|se\s+munir|doit|doivent|devra|devront|devrez|devez|il\s+faut|il\s+faudra|merci\s+de|merci\s+d'|priere\s+de|veuillez|retenue?\s+(?:a|sur|lors)|remboursable|non[-\s]remboursables?|restitue(?:e|s|es)?|conditionne(?:e|s|es)?\s+(?:au|a|par)|factur(?:e|ee|es|ees)|percu(?:e|s|es)?\s+aupres|moyennant|expected|mandatory|compulsory|must|shall|need\s+to|needs\s+to|have\s+to|has\s+to|asked\s+to|(?:will|would)\s+be\s+asked|kindly|please|collected|taken|charged|deducted|(?:non-)?refundable|applies|to\s+be\s+paid|is\s+due|are\s+due)\b(?:\s+(?:aux?|a\s+(?:chaque|tous\s+les)|par|from|of|to|by)\s+(?:tous\s+les\s+|toutes\s+les\s+|les\s+|le\s+|la\s+|l'|all\s+|the\s+|every\s+|each\s+)?(?:${APPLICANT_NOUNS})(?:\s+(?:retenu|selectionne|preselectionne|shortlisted|selected|successful)\w*)?)?`;
const APPLICANT = String.raw`\b(?:${APPLICANT_NOUNS}|retenu(?:e|s|es)?|selectionne(?:e|s|es)?|preselectionne(?:e|s|es)?|admis|shortlisted|successful|selected|chaque\s+(?:agent|nouvel|membre)|each\s+(?:one|person)|vous|votre|vos|you|your|yourself|eux-memes|themselves|interesse(?:e|s|es)?)\b`;
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
];
const JOB_ITEM = String.raw`\b(?:${JOB_ITEMS})\b`;
/** What a hiring scam sells, priced: "Badge : 10 $", "tenue (15 USD)", "10 $ pour la formation", "Registration: $15". */
const PRICED = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?|formulaires?|forms?|formations?|training|tests?|visites?\s+medicales?|certificats?|bottes|boots|casques?|chemises?|gilets?|inscriptions?|registration|enrol?lment|adhesion|admission|dossiers?|convocations?|id\s+cards?`;
const ITEM_PRICE = String.raw`\b(?:${PRICED})\b(?:\s+(?:de\s+travail|d'acces|de\s+service|medicale?|fee))?(?:\s+(?:coute|coutent|costs?|vaut|est\s+(?:de|a)|sont\s+a|is|are))?(?:\s*\(\s*(?:about\s+|environ\s+)?${AMOUNT}\s*\)|\s*(?::|=|-|a|at|de|of)?\s*${AMOUNT})|${AMOUNT}\s*\)?\s*(?:pour|for|de|d')\s*(?:le\s+|la\s+|les\s+|l'|the\s+|votre\s+|your\s+|sa\s+|son\s+|leur\s+|their\s+)?(?:${PRICED})\b`;
const PURCHASE = String.raw`\b(?:achet\w*|achat|s'achet\w*|procur\w*|buy|buys|buying|purchas\w*)\b(?:\s+\S+){0,6}?\s+(?:${JOB_ITEMS})\b`;
const OWN_EXPENSE = String.raw`\ba\s+(?:la\s+)?charge\s+(?:du|des|de\s+l'|de\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?|employes?|travailleurs?|interesses?)\b|\b(?:a|aux)\s+(?:vos|ses|leurs|votre)\s+(?:propres\s+)?(?:frais|charge)\b|\baux\s+frais\s+(?:du|des|de\s+l')\s*(?:${APPLICANT_NOUNS}|agents?)\b|\bat\s+(?:your|their|his|her|the\s+(?:candidate|applicant|recruit|trainee)'?s)\s+own\s+(?:expense|cost)|\bat\s+your\s+(?:expense|cost)\b|\bincomb\w*\s+(?:au|aux|a\s+l'|a\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?)\b|\b(?:supporte|assume|paye|finance|borne|paid|covered|met|financed)(?:e|s|es)?\s+(?:par|by)\s+(?:le|les|chaque|l'|the|each|every)\s*(?:${APPLICANT_NOUNS})\b`;
const CHANNEL = String.raw`\b(?:${CHANNEL_NAMES})\b`;
/** A channel named as the way to pay: "par M-Pesa", "via Airtel", "Paiement Mpesa", "M-Pesa uniquement". */
const CHANNEL_PAY = String.raw`\b(?:par|via|sur|avec|through|by|using|en)\s+(?:(?:le\s+)?(?:numero|compte)\s+|l'|the\s+|un\s+)?(?:${CHANNEL_NAMES}|airtel|orange|vodacom|africell|mpesa)\b|\b(?:${CHANNEL_NAMES})\s+(?:paiement|payment|transfert|transfer|uniquement|only|au\s+(?:numero|\+?\d)|to\s+(?:the\s+)?number|numero|number)\b|\b(?:pai?ements?|payements?|paiments?|payments?|transferts?|transfers?|depots?|deposits?|envoi|credit)\s+(?:par\s+|via\s+|en\s+)?(?:${CHANNEL_NAMES}|airtel|orange|vodacom|africell)\b|\b(?:${CHANNEL_NAMES})(?:\s+(?:ou|or|et|and|/)\s+(?:${CHANNEL_NAMES}))*\s+(?:acceptee?s?|accepted)\b`;
const TITLE = String.raw`(?:m|mr|mme|mlle|monsieur|madame|mademoiselle|mrs|ms|miss|dr)\b\.?(?:\s+(?!(?:pour|afin|avant|to|before|for|et|and)\b)[a-z][a-z'-]+)?`;
/** A person's account or number to pay into, rather than an employer's. */
const PERSON_ACCOUNT = [
  String.raw`\b(?:compte|numero|account|number|telephone)\b[^.;\n]{0,40}?\b(?:(?:de|of|au\s+nom\s+de|in\s+the\s+name\s+of)\s+${TITLE}|du\s+(?:recruteur|responsable|superviseur|chef|directeur|gerant|coordonnateur|formateur|manager|secretaire)|of\s+(?:the|our)\s+(?:recruiter|hr|manager|supervisor|officer|trainer|coordinator|secretary))`,
  String.raw`\bau\s+nom\s+d[eu]\s+${TITLE}`,
  String.raw`\b(?:m|mr|mme|mrs|ms|dr)\b\.?\s+[a-z]+'s\s+account\b`,
  String.raw`\b(?:au|to|at|sur\s+le)\s+(?:this\s+|the\s+|ce\s+|le\s+)?(?:numero|number)\s+(?:below|above|suivant|ci-dessous|ci-dessus|indique|mentionne|following)\b`,
  String.raw`\b(?:au|a|to|at|sur|on)\s+(?:this|that|ce|cet|my|our|mon|notre)\s+(?:numero|number)\b`,
  String.raw`\b(?:au|to|sur\s+le)\s+(?:\+?\s?243|0)\s?[89]\d(?:[\s.-]?\d){7}\b`,
  String.raw`\b(?:a|to)\s+(?:m|mr|mme|mrs|ms|monsieur|madame)\.?\s+[a-z]{3,}`,
];

/** Money paid to the worker: a salary, a bonus, an allowance. Its amount is no fee. */
const BENEFIT_WORDS = String.raw`primes?|bonus|bonuses|commissions?|indemnites?|allocations?|allowances?|per\s*diem|perdiem|salaires?|salary|salaries|remuner\w*|wages?|gratifications?|13e\s+mois|treizieme\s+mois|sign-on|stipend|honoraires?|pourboires?|incentives?`;
const RECEIVES = String.raw`rece(?:vra|vront|vrez|vez)|perce(?:vra|vront|vrez|voit)|touche(?:ra|ront|rez)|gagne(?:ra|ront|rez)|beneficie(?:ra|ront|rez)|will\s+(?:receive|earn|get)|earns?|receives?`;
const BENEFIT = String.raw`\b(?:${BENEFIT_WORDS}|avance\s+sur\s+salaire|${RECEIVES}|earning)\b`;
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
];
/** The employer's own costs: a clause saying so asks nothing of applicants. */
const EMPLOYER_PAYS = String.raw`\b(?:covered|couverte?s?|pris(?:e|es)?\s+en\s+charge|(?:l'entreprise|la\s+societe|l'employeur|l'organisation|notre\s+(?:societe|entreprise|organisation)|nous|the\s+company|the\s+employer|our\s+company|we)\s+(?:paie|paye|payons|prend|prenons|prendra|rembourse|remboursons|offre|offrons|fournit|fournissons|assure|assurons|couvre|couvrons|pays|pay|will\s+pay|covers?|provides?|offers?|reimburses?|refunds?)|paid\s+by\s+(?:the\s+)?(?:company|employer|us|organi[sz]ation)|(?:pa(?:ye|yes|yee|yees|id)|supporte(?:e|s|es)?|finance(?:e|s|es)?|assume(?:e|s|es)?|rembourse(?:e|s|es)?|borne|financed|funded|sponsored|met|reimbursed)\s+(?:entierement\s+|integralement\s+|fully\s+|entirely\s+)?(?:par|by)\s+(?:l'|la\s+|le\s+|notre\s+|nos\s+|the\s+|our\s+|us\b|nous\b)(?!\s*(?:${APPLICANT_NOUNS})\b)|(?:this|the|ce|le)\s+(?:job|position|poste|role)\s+(?:pays|paie|paye|rapporte|offers?|offre)|free\s+of\s+charge|at\s+no\s+cost|free|gratuite?s?|offerte?s?|fourni(?:e|s|es)?|provided(?!\s+(?:that|you|they|the\s+candidate))|a\s+la\s+charge\s+de\s+(?:l'entreprise|la\s+societe|l'employeur|notre|l'organisation|la\s+maison)|aux\s+frais\s+de\s+(?:l'entreprise|la\s+societe|l'employeur))\b`;
/** No money asked: from its clause to the end of the sentence, unless "sauf"/"but" turns it round. */
const NEGATION = String.raw`\b(?:aucun(?:e|s|es)?\s+(?:frais|paiement|payement|somme|montant|argent|caution|contribution|participation|depot|avance|cotisation|fee|charge)|(?:ne|n')\s*(?:\S+\s+){0,2}?(?:jamais|aucun\w*|rien)|jamais|rien\s+a\s+payer|sans\s+frais|n'est\s+(?:pas\s+|ni\s+)?(?:demande|exige|requis|payant)|no\s+(?:fees?|payment|charges?|money|deposit|cost)|never|(?:do|does|will|shall)\s+not\s+(?:ask|charge|require|request|pay)|(?:don't|doesn't|won't)\s+(?:ask|charge|require|pay)|nothing\s+to\s+pay|not\s+(?:be\s+)?(?:asked|charged|required)|ni|nor)\b`;
/** A request for a job whose work is money (a cashier, a bank teller, a mobile money agent): there a channel named
 * as a way to pay is the job's subject, and only an ask of the applicant (an amount, "vous", a step of the hiring)
 * makes a fee. */
const MONEY_ROLE = new RegExp(
  String.raw`\b(?:caissi(?:er|ere)s?|guichetiers?|guichetieres?|cashiers?|tellers?|comptables?|accountants?|tresoriers?|tresorieres?|treasurers?|bursars?|econome|finance\s+officers?|agents?\s+(?:de\s+banque|bancaires?|de\s+caisse|de\s+recouvrement|payeurs?|de\s+change|m-?pesa|mobile\s+money|airtel\s+money|orange\s+money|afri\s*money|illico\s+cash)|(?:m-?pesa|mobile\s+money|airtel\s+money|orange\s+money)\s+agents?|banques?|bank|fintech|microfinance|cooperative\s+d'epargne)\b`,
);

/** A warning against scams, which names the fee it warns of. */
const WARNING = String.raw`\b(?:arnaques?|escroc\w*|mefiez|mefiance|signalez|denoncez|scams?|fraud\w*|beware|report\s+(?:it|them|any|this))\b`;
/** The job's own work is other people's money: a cashier, an accountant, a mobile money agent, a tender's suppliers. */
const MONEY_JOB = String.raw`\b(?:caissi(?:er|ere|ers|eres)|caisses?|cashiers?|tellers?|guichet\w*|comptab\w*|accountants?|accounting|bookkeep\w*|tresor\w*|treasur\w*|recouvr\w*|encaiss\w*|decaiss\w*|clients?|clientele|customers?|fournisseurs?|suppliers?|vendors?|soumissionnaires?|bidders?|prestataires?|locataires?|tenants?|loyers?|membres|members|eleves|etudiants|students|patients|abonnes|subscribers|marchands?|merchants?|factures?|invoices?|releves|statements?|rapproch\w*|reconcil\w*|float|cash-in|cash-out|retraits?|withdrawals?|transactions?|recettes?|ventes?|vendre|revendeurs?|resellers?|distribut\w*|dealers?|sell|selling|fintech|integrations?|plateformes?|platforms?|reseau|network|kiosques?|point\s+de\s+vente|agence|counter|budget|portefeuille|portfolio|fonds|funds|gerer|gestion|manage\w*|superviser|supervision|supervise|suivi|suivre|verifier|controler|handle|handling|collecter|collecte|collect|collecting|process|processes|enregistrer|agents?\s+(?:m-?pesa|mobile|airtel|orange|afri\w*|illico|bancaires?|de\s+banque|de\s+caisse|payeurs?|de\s+change|commercial)|experiences?|connaissances?|knowledge|maitrise|familiar\w*|competences?|skills?)\b`;

type Cue =
  | 'namedFee'
  | 'feeNoun'
  | 'moneyNoun'
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
  | 'personAccount'
  | 'benefit'
  | 'salary'
  | 'moneyJob';

const compile = (sources: string[]) => new RegExp(sources.map((s) => `(?:${s})`).join('|'), 'g');

const CUES: [Cue, RegExp][] = [
  ['namedFee', compile(NAMED_FEE)],
  ['feeNoun', compile([FEE_NOUN])],
  ['moneyNoun', compile([MONEY_NOUN])],
  ['amount', compile([AMOUNT])],
  ['payVerb', compile([PAY_VERB, WITH_MONEY])],
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
  ['personAccount', compile(PERSON_ACCOUNT)],
  ['benefit', compile([BENEFIT])],
  ['salary', compile(SALARY)],
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
  'personAccount',
]);

/** Verbs that carry anything (a CV, a file), not only money. */
const CARRY = /^(?:envo|enverr|send|apport|bring|remet|remit|depos)/;

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

/** The sentences of a folded text, as [start, end) ranges: "10.000 FC" and "M. Kabeya" do not end one. */
function sentences(folded: string): [number, number][] {
  const found: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < folded.length; i++) {
    const char = folded[i]!;
    let ends = char === '\n' || char === '!' || char === '?' || char === ';';
    if (char === '.') {
      const next = folded[i + 1];
      const word = /([a-z]+)$/.exec(folded.slice(Math.max(0, i - 6), i))?.[1];
      ends =
        (next === undefined || /[\s"')]/.test(next)) &&
        !(word !== undefined && (ABBREVIATIONS.has(word) || word.length === 1));
    }
    if (ends) {
      if (i > start) found.push([start, i]);
      start = i + 1;
    }
  }
  if (start < folded.length) found.push([start, folded.length]);
  return found.filter(([s, e]) => /[a-z0-9]/.test(folded.slice(s, e)));
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

/** Which parts of a sentence say no money is asked: a clause of the employer's costs, a negation to the next turn. */
function excluded(sentence: string): (at: number) => boolean {
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
    ranges.push([starts[clause]!, starts[clause + 1] ?? sentence.length]);
  }
  for (const match of sentence.matchAll(NEGATION_RE)) {
    const from = starts[clauseOf(match.index)]!;
    const turn = turns.find((t) => t > match.index);
    ranges.push([from, turn ?? sentence.length]);
  }
  return (at) => ranges.some(([from, to]) => at >= from && at < to);
}

/** The cues of a sentence (offsets within it), those in a part that asks no money left out. */
function cuesOf(sentence: string): Found[] {
  const isExcluded = excluded(sentence);
  const care = [...sentence.matchAll(CAUTION_WITH_CARE)].map((m) => [m.index, m.index + m[0].length]);
  const found: Found[] = [];
  for (const [cue, pattern] of CUES) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start || isExcluded(start)) continue;
      if (care.some(([from, to]) => start >= from! && start < to!)) continue;
      found.push({ cue, start, end });
    }
  }
  return found;
}

/**
 * Whether a sentence's cues make a fee asked of applicants: money (an amount, a fee, a channel to pay by), handed over
 * (a verb of paying, a sum with its amount, a price), and asked of the reader (the applicants, a demand, a step of
 * the hiring); then the cues add up, and a salary or a job about money counts against them.
 */
function asksFee(sentence: string, found: Found[], moneyRole: boolean): boolean {
  const has = (cue: Cue) => found.some((f) => f.cue === cue);
  const amount = has('amount');
  const payVerb = has('payVerb');
  // A person's account or number is a way to pay when money goes there (a CV sent to a number is no fee).
  const paid = found.some((f) => f.cue === 'payVerb' && !CARRY.test(sentence.slice(f.start, f.end)));
  const channelPay =
    has('channelPay') || (has('personAccount') && (amount || paid || has('moneyNoun') || has('feeNoun')));
  const priced = has('itemPrice');
  const money =
    amount || has('moneyNoun') || has('namedFee') || channelPay || has('purchase') || has('ownExpense') || priced;
  const act =
    payVerb ||
    has('namedFee') ||
    has('feeNoun') ||
    channelPay ||
    has('purchase') ||
    has('ownExpense') ||
    priced ||
    (has('moneyNoun') && has('demand')) ||
    (amount && has('stage'));
  // A channel or a person's account named as the way to pay tells the reader to pay, unless paying is the job.
  const ask =
    has('namedFee') ||
    has('applicant') ||
    has('demand') ||
    has('imperative') ||
    has('stage') ||
    has('ownExpense') ||
    priced ||
    (channelPay && !moneyRole);
  if (!money || !act || !ask) return false;
  // A warning against scams names what it warns of; with no amount or channel it asks for nothing.
  if (WARNING_RE.test(sentence) && !amount && !channelPay) return false;
  const score =
    (has('namedFee') ? 3 : has('feeNoun') || has('moneyNoun') ? 1 : 0) +
    (amount ? 1 : 0) +
    (channelPay ? 2 : has('channel') ? 1 : 0) +
    (has('personAccount') ? 1 : 0) +
    (payVerb ? 1 : 0) +
    (has('imperative') ? 1 : 0) +
    (has('demand') ? 1 : 0) +
    (has('applicant') ? 1 : 0) +
    (has('stage') ? 1 : 0) +
    (has('jobItem') ? 1 : 0) +
    (has('purchase') ? 1 : 0) +
    (priced ? 2 : 0) +
    (has('ownExpense') ? 2 : 0) -
    (has('salary') ? 3 : has('benefit') ? 1 : 0) -
    // Money as the job's work weighs less against an applicant plainly told to pay, or what for.
    (has('moneyJob')
      ? has('imperative') || has('stage') || has('ownExpense') || has('purchase') || priced
        ? 1
        : 3
      : 0);
  return score >= 3;
}

/**
 * The words to show for a fee, as [start, end) within the sentence: each cue's words, those side by side (only spaces
 * between) joined as one. An amount on its own is left out when other words name the money, and so is a bare "doit"
 * or "must"; a channel's name stands on its own.
 */
function evidenceOf(sentence: string, found: Found[]): [number, number][] {
  const named = found.filter((f) => f.cue === 'namedFee');
  // A named fee is shown as named ("frais de dossier"), not with the price a wider cue read after it.
  const withinNamed = (f: Found) => f.cue !== 'namedFee' && named.some((n) => n.start < f.end && f.start < n.end);
  // A channel is shown where it is the way to pay, not where it names the job ("Agent M-Pesa").
  const ways = found.filter((f) => f.cue === 'channelPay');
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
    .map(({ start, end }) => [start, end]);
}

function feeEvidence(text: string, moneyRole: boolean): string[] {
  const folded = fold(text);
  const ranges = sentences(folded);
  const found: string[] = [];
  ranges.forEach(([start, end], index) => {
    // The sentence, and with the one before when it goes on from it.
    const from = index > 0 && CONTINUES.test(folded.slice(start, end)) ? ranges[index - 1]![0] : start;
    const sentence = folded.slice(from, end);
    const cues = cuesOf(sentence);
    if (!asksFee(sentence, cues, moneyRole)) return;
    for (const [s, e] of evidenceOf(sentence, cues)) {
      const shown = text.slice(from + s, from + e).trim();
      if (/[\p{L}\p{N}$€]/u.test(shown)) found.push(shown);
    }
  });
  return found;
}

const OFF_PLATFORM = [
  String.raw`\b(?:whats\s?app|wa\.me|telegram)\b`,
  // A DRC mobile number, in its national or international form, spaced as people space it.
  String.raw`(?:\+\s?243|00\s?243|\b0)\s?[89]\d(?:[\s.-]?\d){7}\b`,
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
  const moneyRole = texts.some((text) => MONEY_ROLE.test(fold(text)));
  for (const text of texts) {
    if (!text) continue;
    for (const words of feeEvidence(text, moneyRole)) fees.add(words);
    const folded = fold(text);
    for (const match of folded.matchAll(CONTACT)) {
      contacts.add(text.slice(match.index, match.index + match[0].length).trim());
    }
  }
  return [
    ...[...fees].map((evidence) => ({ code: 'fee_request' as const, evidence })),
    ...[...contacts].map((evidence) => ({ code: 'off_platform_contact' as const, evidence })),
  ];
}
