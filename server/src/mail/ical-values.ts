import { oneLine } from '@autoskola/rules/field-rules';

type IcalModule = typeof import('ical-generator');
let icalModule: Promise<IcalModule> | null = null;
/** ical-generator, loaded with the first calendar: a server that never sends one does not pay for it. */
export const loadIcal = () => {
  icalModule ??= import('ical-generator');
  return icalModule;
};

/**
 * A TEXT value ical-generator writes as given (NAME, X-WR-CALNAME, PRODID): one line, with the
 * backslash, semicolon and comma escaped as RFC 5545 §3.3.11 wants (the event's texts it escapes
 * itself). Every other text of a calendar goes through `oneLine`: ical-generator escapes line
 * breaks in an event's texts but drops no other control character, and a school name saved with
 * CR/LF (before the rule refused them) started lines of its own.
 */
export const icalText = (text: string) => oneLine(text).replace(/[\\;,]/g, (character) => `\\${character}`);

/** A parameter value (CN="…"): a double quote would end it. */
export const icalParam = (text: string) => oneLine(text).replaceAll('"', "'");

/** The PRODID's company part: '//' separates a formal public identifier's parts. */
export const icalCompany = (name: string) => icalText(name).replaceAll('//', '/');
