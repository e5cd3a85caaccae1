import { randomUUID } from 'node:crypto';
import type { Chunk } from '@mnemo/contracts/material';
import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Short study texts written for these tests, one per material language, each with definition
 * sentences, facts with numbers and recurring terms — what the offline generator feeds on.
 */
export const SAMPLE_TEXTS: Record<MaterialLanguage, string[]> = {
  en: [
    'Photosynthesis is a process that converts light energy into chemical energy. Plants carry out photosynthesis in the chloroplasts of their leaves. The chloroplasts contain chlorophyll, a green pigment that absorbs red and blue light. During photosynthesis, plants take in carbon dioxide and release oxygen.',
    'The Calvin cycle is a series of reactions that fixes carbon dioxide into sugar. The Calvin cycle takes place in the stroma of the chloroplasts. The enzyme Rubisco catalyses the first step of the Calvin cycle. Rubisco is probably the most abundant protein on Earth.',
    'Cellular respiration is a process that releases energy from glucose. Cellular respiration takes place in the mitochondria of the cell. The mitochondria produce most of the ATP that the cell needs. In 1937, Hans Krebs described the citric acid cycle, a central part of cellular respiration.',
  ],
  pt: [
    'A fotossíntese é um processo que converte a energia luminosa em energia química. As plantas realizam a fotossíntese nos cloroplastos das folhas. Os cloroplastos contêm clorofila, um pigmento verde que absorve a luz vermelha e azul. Durante a fotossíntese, as plantas absorvem dióxido de carbono e libertam oxigénio.',
    'O ciclo de Calvin é uma série de reações que fixa o dióxido de carbono em açúcar. O ciclo de Calvin ocorre no estroma dos cloroplastos. A enzima Rubisco catalisa o primeiro passo do ciclo de Calvin. A Rubisco é provavelmente a proteína mais abundante da Terra.',
    'A respiração celular é um processo que liberta energia a partir da glicose. A respiração celular ocorre nas mitocôndrias da célula. As mitocôndrias produzem a maior parte do ATP de que a célula precisa. Em 1937, Hans Krebs descreveu o ciclo do ácido cítrico, uma parte central da respiração celular.',
  ],
  es: [
    'La fotosíntesis es un proceso que convierte la energía luminosa en energía química. Las plantas realizan la fotosíntesis en los cloroplastos de las hojas. Los cloroplastos contienen clorofila, un pigmento verde que absorbe la luz roja y azul. Durante la fotosíntesis, las plantas absorben dióxido de carbono y liberan oxígeno.',
    'El ciclo de Calvin es una serie de reacciones que fija el dióxido de carbono en azúcar. El ciclo de Calvin tiene lugar en el estroma de los cloroplastos. La enzima Rubisco cataliza el primer paso del ciclo de Calvin. La Rubisco es probablemente la proteína más abundante de la Tierra.',
    'La respiración celular es un proceso que libera energía a partir de la glucosa. La respiración celular tiene lugar en las mitocondrias de la célula. Las mitocondrias producen la mayor parte del ATP que necesita la célula. En 1937, Hans Krebs describió el ciclo del ácido cítrico, una parte central de la respiración celular.',
  ],
  fr: [
    'La photosynthèse est un processus qui convertit l’énergie lumineuse en énergie chimique. Les plantes réalisent la photosynthèse dans les chloroplastes des feuilles. Les chloroplastes contiennent de la chlorophylle, un pigment vert qui absorbe la lumière rouge et bleue. Pendant la photosynthèse, les plantes absorbent du dioxyde de carbone et libèrent de l’oxygène.',
    'Le cycle de Calvin est une série de réactions qui fixe le dioxyde de carbone dans le sucre. Le cycle de Calvin se déroule dans le stroma des chloroplastes. L’enzyme Rubisco catalyse la première étape du cycle de Calvin. La Rubisco est probablement la protéine la plus abondante sur Terre.',
    'La respiration cellulaire est un processus qui libère l’énergie du glucose. La respiration cellulaire se déroule dans les mitochondries de la cellule. Les mitochondries produisent la plus grande partie de l’ATP dont la cellule a besoin. En 1937, Hans Krebs a décrit le cycle de l’acide citrique, une partie centrale de la respiration cellulaire.',
  ],
  it: [
    'La fotosintesi è un processo che converte l’energia luminosa in energia chimica. Le piante svolgono la fotosintesi nei cloroplasti delle foglie. I cloroplasti contengono la clorofilla, un pigmento verde che assorbe la luce rossa e blu. Durante la fotosintesi, le piante assorbono anidride carbonica e rilasciano ossigeno.',
    'Il ciclo di Calvin è una serie di reazioni che fissa l’anidride carbonica nello zucchero. Il ciclo di Calvin avviene nello stroma dei cloroplasti. L’enzima Rubisco catalizza il primo passo del ciclo di Calvin. La Rubisco è probabilmente la proteina più abbondante della Terra.',
    'La respirazione cellulare è un processo che libera energia dal glucosio. La respirazione cellulare avviene nei mitocondri della cellula. I mitocondri producono la maggior parte dell’ATP di cui la cellula ha bisogno. Nel 1937, Hans Krebs descrisse il ciclo dell’acido citrico, una parte centrale della respirazione cellulare.',
  ],
  de: [
    'Die Photosynthese ist ein Prozess, der Lichtenergie in chemische Energie umwandelt. Pflanzen betreiben die Photosynthese in den Chloroplasten ihrer Blätter. Die Chloroplasten enthalten Chlorophyll, ein grünes Pigment, das rotes und blaues Licht absorbiert. Während der Photosynthese nehmen Pflanzen Kohlendioxid auf und geben Sauerstoff ab.',
    'Der Calvin-Zyklus ist eine Folge von Reaktionen, die Kohlendioxid in Zucker bindet. Der Calvin-Zyklus findet im Stroma der Chloroplasten statt. Das Enzym Rubisco katalysiert den ersten Schritt des Calvin-Zyklus. Rubisco ist wahrscheinlich das häufigste Protein der Erde.',
    'Die Zellatmung ist ein Prozess, der Energie aus Glukose freisetzt. Die Zellatmung findet in den Mitochondrien der Zelle statt. Die Mitochondrien erzeugen den größten Teil des ATP, das die Zelle braucht. Im Jahr 1937 beschrieb Hans Krebs den Zitronensäurezyklus, einen zentralen Teil der Zellatmung.',
  ],
};

/** Chunks as the pipeline stores them, one per text, with page numbers. */
export function createChunks(texts: readonly string[]): Chunk[] {
  const documentId = randomUUID();
  return texts.map((text, order) => ({
    id: randomUUID(),
    documentId,
    order,
    text,
    page: order + 1,
    slide: null,
    startMs: null,
    endMs: null,
    speaker: null,
  }));
}
