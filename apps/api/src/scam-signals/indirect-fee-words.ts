/**
 * The words of a fee that is not called one: money or a gift for a person of the hiring chain ("un petit geste pour
 * le chef", "motiver le DRH"), a share of the salary owed ("20 % de votre premier salaire"), goods bought or brought as
 * a condition ("achetez un téléphone pour le chef de service"), an advance the applicant pays and is promised back
 * ("envoie 50 000 FC pour le billet, on te rembourse"), and a reminder of money that has not arrived. Scammers use
 * these because a filter of fees misses them; each is the source of a pattern of the readable text
 * (`readable-text.ts`).
 */

import { AMOUNT } from './fee-words.js';

/** The people of a hiring an applicant is told to pay or please: the chief, HR, the recruiter, the guard. */
const HIRING_PERSON = String.raw`(?:hr|rh)\s+(?:manager|officer|director|team)|chefs?|drh|rh|directeurs?|directrice|direction|dg|patron(?:ne)?|boss|bosi|recruteurs?|recruteuse|superviseu(?:r|rs|se)|secretaires?|gardiens?|sentinelles?|responsables?|gerante?|managers?|jury|comite|formateurs?|agences?|cabinet|contremaitre|capita|mokonzi|bakonzi|mkubwa|hr|recruiters?|supervisors?|secretary|guards?|directors?|foreman|interviewers?`;
/** One of them, not a mailbox ("rh@societe.cd"). */
const HIRING = String.raw`(?:${HIRING_PERSON})\b(?![@.]\w)(?:\s+(?:du|de|d')\s*(?:personnel|service|chantier|bureau|site|projet|equipe|recrutement|quartier)\b)?`;

/**
 * Who the money goes to, when it is no account: a person of the hiring ("pour le chef", "au DRH", "revient au
 * recruteur", "na mokonzi", "kwa mkubwa", "motiver le DRH", "le chef demande"), or the writer ("tu me donneras",
 * "vous me reverserez").
 */
export const TO_HIRING = [
  String.raw`\b(?:pour|au|aux|a|chez|for|to|na|kwa)\s+(?:(?:le|la|les|l'|l(?=\s)|notre|nos|ton|ta|tes|votre|vos|the|our|your|mon|ma|mes|my)\s*)?${HIRING}`,
  String.raw`\b(?:motiv|soign|arros|remerci|graiss|mouill)(?:er|ez|e|es|ons|era)\s+(?:(?:le|la|les|l'|l(?=\s)|notre|ton|votre|the|our)\s*)?${HIRING}`,
  String.raw`\b(?:le|la|l'|notre|the|our|ton|votre)\s*${HIRING}\s+(?:demande|veut|attend|exige|souhaite|wants|expects|asks|needs|requires)\b`,
  String.raw`\b(?:cadeaux?|geste|enveloppes?|matabiche|motivation|part)\s+(?:du|des|de\s+la|de\s+l')\s*${HIRING}`,
  String.raw`\b(?:me|m')\s*(?:(?:le|la|les|l'|l(?=\s)|en)\s*)?(?:laiss|donn|revers|vers|remet|envo|enverr|pai|pay|transf)\w*`,
  String.raw`\b(?:envoie|envoyez|donne|donnez|verse|versez|laisse|laissez|remets|remettez|paie|payez|transfere|transferez)[-\s]moi\b`,
];

/** After a word that may be a gift or not ("une enveloppe"), what makes it one: a sum, or a person of the hiring. */
const GIFT_FOR = String.raw`(?:\s+(?:de\s+|d'|of\s+)?(?:${AMOUNT})|\s+(?:pour|au|aux|a|for|to|kwa|na)\s+(?:(?:le|la|les|l'|l(?=\s)|notre|the|our)\s*)?${HIRING})`;

/**
 * A gift or a bribe: a word that means one ("un petit geste", "la coutume", "un cadeau", "matabiche", "kitu kidogo",
 * "token of appreciation"), or a word that is one beside a sum or a person of the hiring ("une enveloppe de 20 $",
 * "un petit café pour le secrétaire", "une motivation de 25 $"). A "motivation" alone is the cover letter.
 */
export const GIFT = [
  String.raw`\b(?:petit|petite|un|une|ce|le)\s+geste\b(?!\s+(?:commercial|barriere|technique))|\bcoutume\b|\bcadeaux?\b|\bpots?[-\s]de[-\s]vin\b|\bbakchich\b|\bmatabi(?:che|sh)e?s?\b|\bmadesu\b|\blikabo\b|\bzawadi\b|\bkitu\s+kidogo\b|\btoken\s+of\s+(?:appreciation|gratitude|thanks)\b|\bbribes?\b|\bkickbacks?\b|\ba\s+little\s+something\b`,
  String.raw`\b(?:enveloppes?|(?:petite|une)\s+motivation|(?:petit|little|small)\s+(?:quelque\s+chose|something|cafe|coca|sucre|jus|token)|quelque\s+chose|something|cafe|coffee|boissons?|drinks?|bieres?|beers?|bouteilles?)${GIFT_FOR}`,
  String.raw`\bmotivation\s+(?:de\s+|d'|of\s+)?(?:${AMOUNT})`,
];

/** Goods a scam asks for: a phone, a SIM card, cement, drink, food, paper. */
const GOODS = String.raw`telephones?|smartphones?|phones?|portables?|ordinateurs?|laptops?|tablettes?|tablets?|cartes?\s+sim|sim\s+cards?|puces?|sacs?\s+de\s+(?:ciment|riz|farine|sucre|charbon|sel|haricots?)|ciment|cement|bouteilles?|bottles?|bieres?|beers?|casiers?|crates?|boissons?|drinks?|whisky|poulets?|chickens?|chevres?|goats?|pagnes?|savons?|soap|sucre|sugar|riz|rice|rames?(?:\s+de\s+papier)?|reams?|cartouches?|toners?`;
/** A receiver or a purpose after goods brought: "pour la direction", "comme participation", "au chef". */
const GOODS_FOR = String.raw`(?:\s+[a-z0-9'-]+){0,8}?\s+(?:(?:pour|au|aux|a|for|to|kwa|na)\s+(?:(?:le|la|les|l'|l(?=\s)|notre|the|our)\s*)?${HIRING}|comme\s+(?:participation|contribution|cotisation|cadeau|apport)|as\s+(?:a\s+)?(?:contribution|gift))`;
/**
 * Goods asked for as a condition: bought ("achetez un téléphone", "buy a laptop"), brought or sent to a person of the
 * hiring or as a contribution ("amenez un sac de ciment comme participation", "la bouteille pour le chef"), a SIM card
 * with credit on it. Bringing one's own things ("apportez votre téléphone") is none.
 */
export const GOODS_ASKED = [
  String.raw`\b(?:achet\w*|buy|buying|procur\w*|purchas\w*)\b(?:\s+\S+){0,4}?\s+(?:${GOODS})\b`,
  String.raw`\b(?:amen\w*|ramen\w*|apport\w*|bring|brings|envo\w*|send|donn\w*|give|laiss\w*|lete|leta|pesa)\s+(?:(?:un|une|des|du|de\s+la|la|le|les|l'|deux|trois|quatre|cinq|\d+|a|an|some|two|three)\s*)(?:\S+\s+){0,2}?(?:${GOODS})\b${GOODS_FOR}`,
  String.raw`\b(?:la|le|les|l'|un|une|a|the)\s*(?:${GOODS})(?:\s+\S+){0,2}?\s+(?:pour|au|aux|for|to|kwa|na)\s+(?:(?:le|la|les|l'|l(?=\s)|notre|the|our)\s*)?${HIRING}`,
  String.raw`\b(?:cartes?\s+sim|sim\s+cards?|puces?)(?:\s+\S+){0,2}?\s+(?:avec|with|chargee?s?\s+(?:de|avec|a)|loaded\s+with)\s+(?:${AMOUNT})`,
];

/**
 * A share of the salary: "20 % de votre premier salaire", "la moitié de votre premier mois", "un tiers de ta paie",
 * "half of your first salary", "votre premier salaire revient au recruteur". With a verb of paying or a person to
 * give it to, it is a fee; a deduction the law makes ("5 % du salaire pour la CNSS") names no one.
 */
export const SALARY_SHARE = [
  String.raw`(?:\b\d{1,3}(?:[.,]\d+)?\s?(?:%|pour\s?cent|pourcents?|percent|per\s+cent)|\b(?:la\s+)?moitie|\bhalf|\b(?:un|le|a|one)\s+(?:tiers|quart|third|quarter)|\b(?:une|la|a)\s+(?:partie|part|portion|share|fraction))\s+(?:de|du|d'|of)\s*(?:(?:votre|ton|ta|vos|tes|your|the|le|la|leur|their)\s+)?(?:(?:premier|premiere|premiers|first|deux\s+premiers|trois\s+premiers|\d+\s+premiers)\s+)?(?:salaires?|paies?|mois|salary|salaries|pay|paycheck|wages?|month'?s?(?:\s+(?:pay|salary))?|lifuta|mshahara)\b`,
  String.raw`\b(?:votre|ton|your|le|the)\s+(?:premier|first)\s+(?:mois\s+de\s+salaire|salaire|paie|salary|paycheck|month'?s?\s+(?:pay|salary))\s+(?:revient|ira|va|sera\s+(?:verse|donne|remis)|goes|will\s+go)\s+(?:au|a|aux|to)\s+(?:(?:le|la|les|l'|l(?=\s)|the|our|notre)\s*)?${HIRING}`,
];

/**
 * An amount the reader is told to send or to advance: money that goes to someone, not a taxi, so a promise to refund
 * it ("on te rembourse après") or a journey it is for ("pour le billet") does not make it ordinary. Sent to the reader
 * ("nous vous enverrons 20 $") it is not.
 */
export const SENT_MONEY = String.raw`\b(?<!\b(?:vous|te|t'|t|you)\s{0,2})(?:envoie|envoies|envoyez|envoyer|send|prepay|pre-pay|front|transferez|transferer|transfere|transfer|versez|verser|verse|deposez|deposer|depose|avancez|avancer|avances|advance|wire|remit|tinda|tuma|futa|lipa)\s+(?:(?:d'abord|first|juste|only|just|seulement|vite|maintenant|now|today)\s+)?(?:${AMOUNT})`;

/** Money expected and not received: "les 20 $ ne sont pas encore arrivés", "il reste 10 $", "le transfert a échoué". */
export const CHASER = String.raw`\b(?:pas\s+encore|toujours\s+pas|toujours\s+rien|rien|not\s+yet|still\s+not|still\s+no)\s+(?:\S+\s+)?(?:recu(?:e|s|es)?|arrive(?:e|s|es)?|parvenu(?:e|s|es)?|passe(?:e|s|es)?|received|arrived|come\s+through|gone\s+through)\b|\b(?:a|ont|has|have)\s+(?:echoue|failed)\b|\b(?:il\s+)?(?:reste|manque)\s+(?:encore\s+|seulement\s+|juste\s+)?(?:${AMOUNT})|\b(?:j'attends|nous\s+attendons|on\s+attend|waiting\s+for|en\s+attente\s+(?:de|du|des))\s+(?:toujours\s+|encore\s+)?(?:les|le|la|vos|votre|ton|tes|your|the)\s+(?:${AMOUNT}|argent|paiement|versement|transfert|frais|money|payment|transfer)`;

/** Documents sent or handed in, not money: "faites un transfert de vos documents", "dépôt de votre dossier". */
export const DOCUMENTS_SENT = String.raw`\b(?:transferts?|transfer\w*|depots?|depos\w*|envois?|envo\w*|send\w*|deposit\w*|faites\s+(?:un|le)\s+(?:transfert|depot|envoi)|faire\s+(?:un|le)\s+(?:transfert|depot|envoi))\s+(?:de\s+|d'|des\s+|du\s+|of\s+)?(?:(?:vos|votre|ton|tes|ta|ses|son|sa|leurs?|mes|mon|ma|your|the|les|le|la|l')\s*)?(?:[a-z]+\s+)?(?:documents?|dossiers?|cv|curriculum|fichiers?|files?|photos?|diplomes?|pieces?|copies?|scans?|lettres?|attestations?|certificats?|papiers|contrats?|releves?|mails?|e-?mails?|messages?|convocations?)\b`;
