/**
 * The shape of the material, from what the extractor reported: slides (chunks carry slide
 * numbers), spoken (timed chunks: audio, YouTube, captions; or pasted text that reads as speech),
 * or a written document.
 */
export type MaterialShape = 'document' | 'slides' | 'spoken';
