import { defineTool, success } from '@ctp/core';
import { ZxcvbnFactory, type CrackTime, type MatchEstimated } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import definition from './definition.js';

const VERDICTS = ['too guessable', 'very guessable', 'somewhat guessable', 'safely unguessable', 'very unguessable'] as const;

let factory: ZxcvbnFactory | undefined;
/** Builds the ranked dictionaries once (~0.2 s), on first use. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
    // the default (100) makes long symbol-rich passwords take seconds; 20 gives the same results in practice
    l33tMaxSubstitutions: 20,
  });
  return factory;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const time = (t: CrackTime) => ({ seconds: t.seconds, display: t.display });

function summarize(m: MatchEstimated) {
  const out: Record<string, unknown> = { pattern: m.pattern, start: m.i, end: m.j, guessesLog10: round2(m.guessesLog10) };
  if (m.pattern === 'dictionary') {
    out.dictionary = m.dictionaryName;
    out.l33t = Boolean(m.l33t);
    out.reversed = Boolean(m.reversed);
  }
  return out;
}

export default defineTool(definition, (params) => {
  const password = params.password;
  const userInputs = (params.userInputs ?? '')
    .split(/[,\n\r]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const r = zxcvbn().check(password, userInputs);
  return success({
    score: r.score,
    verdict: VERDICTS[r.score],
    guesses: r.guesses,
    guessesLog10: round2(r.guessesLog10),
    length: [...password].length,
    crackTimes: {
      onlineThrottled: time(r.crackTimes.onlineThrottlingXPerHour),
      onlineUnthrottled: time(r.crackTimes.onlineNoThrottlingXPerSecond),
      offlineSlowHash: time(r.crackTimes.offlineSlowHashingXPerSecond),
      offlineFastHash: time(r.crackTimes.offlineFastHashingXPerSecond),
    },
    warning: r.feedback.warning,
    suggestions: r.feedback.suggestions,
    patterns: (r.sequence as MatchEstimated[]).map(summarize),
  });
});
