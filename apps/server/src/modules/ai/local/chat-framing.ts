import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isLocale } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';

/*
 * The offline chat's own words, written in the language the learner asked in (issue 22 item 3):
 * English and Portuguese come from the interface catalogue (packages/i18n); the other four
 * question languages have them here, since the interface itself is not translated into them.
 */

type FramingKey = 'fromMaterial' | 'places' | 'notCovered' | 'noMaterial' | 'placePage' | 'placePages';

const OTHER_LANGUAGES: Record<'de' | 'es' | 'fr' | 'it', Record<FramingKey, string>> = {
  de: {
    fromMaterial: 'Aus deinem Material:',
    places: 'Diese Teile deines Materials behandeln es, der wichtigste zuerst:',
    notCovered:
      'Das habe ich in deinem Material nicht gefunden, daher kann ich es daraus nicht beantworten. Frag nach einem Thema, das es behandelt, oder füge Material dazu hinzu.',
    noMaterial: 'Es gibt noch kein verarbeitetes Material, aus dem ich antworten kann.',
    placePage: 'S. {{page}}',
    placePages: 'S. {{from}}–{{to}}',
  },
  es: {
    fromMaterial: 'De tu material:',
    places: 'Estas partes de tu material lo tratan, la más relevante primero:',
    notCovered:
      'No encontré esto en tu material, así que no puedo responderlo a partir de él. Pregunta por un tema que trate o añade material sobre este.',
    noMaterial: 'Todavía no hay material procesado con el que responder.',
    placePage: 'p. {{page}}',
    placePages: 'pp. {{from}}–{{to}}',
  },
  fr: {
    fromMaterial: 'D’après ton document :',
    places: 'Ces parties de ton document en traitent, la plus pertinente d’abord :',
    notCovered:
      'Je n’ai pas trouvé cela dans ton document, je ne peux donc pas y répondre à partir de lui. Pose une question sur un sujet qu’il traite, ou ajoute un document sur celui-ci.',
    noMaterial: 'Il n’y a pas encore de document traité pour répondre.',
    placePage: 'p. {{page}}',
    placePages: 'p. {{from}}–{{to}}',
  },
  it: {
    fromMaterial: 'Dal tuo materiale:',
    places: 'Queste parti del tuo materiale ne parlano, la più pertinente per prima:',
    notCovered:
      'Non ho trovato questo nel tuo materiale, quindi non posso rispondere a partire da esso. Chiedi di un argomento che tratta, o aggiungi materiale su questo.',
    noMaterial: 'Non c’è ancora materiale elaborato da cui rispondere.',
    placePage: 'p. {{page}}',
    placePages: 'pp. {{from}}–{{to}}',
  },
};

/** One of the chat's own phrases in `language` (values filled in as `{{name}}`). */
export function frame(
  language: MaterialLanguage,
  key: FramingKey,
  values: Record<string, string | number> = {},
): string {
  if (isLocale(language)) return translate(language, `ai:chat.${key}`, values);
  return OTHER_LANGUAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
