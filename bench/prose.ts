/**
 * Seeded prose in the ten languages of the large pull request. Small word lists are enough:
 * what matters to speed is each script's bytes per token (Latin, Cyrillic, CJK without spaces,
 * Arabic, Devanagari, Hangul), and a seeded generator keeps every run's repository the same.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'ru' | 'zh' | 'ja' | 'ar' | 'hi' | 'ko';

interface Script {
  words: readonly string[];
  /** Between words: CJK writes none. */
  space: string;
  stop: string;
}

const SCRIPTS: Record<Language, Script> = {
  en: script(' ', '.', 'the agent must read each file before it answers and never guess a path keep replies short cite the line you changed run tests first ask when unsure summarize tool output report errors plainly'),
  de: script(' ', '.', 'der Agent muss jede Datei lesen bevor er antwortet und niemals einen Pfad raten Antworten kurz halten die geänderte Zeile nennen zuerst Tests ausführen bei Unsicherheit fragen Werkzeugausgabe zusammenfassen Fehler klar melden'),
  fr: script(' ', '.', "l'agent doit lire chaque fichier avant de répondre et ne jamais deviner un chemin garder des réponses courtes citer la ligne modifiée lancer les tests d'abord demander en cas de doute résumer la sortie signaler les erreurs"),
  es: script(' ', '.', 'el agente debe leer cada archivo antes de responder y nunca adivinar una ruta mantener respuestas breves citar la línea cambiada ejecutar primero las pruebas preguntar si hay dudas resumir la salida informar errores claramente'),
  ru: script(' ', '.', 'агент должен прочитать каждый файл прежде чем отвечать и никогда не угадывать путь отвечай кратко укажи изменённую строку сначала запусти тесты спроси если не уверен кратко перескажи вывод инструмента сообщай об ошибках прямо'),
  zh: script('', '。', '代理 必须 在 回答 之前 阅读 每个 文件 并且 绝不 猜测 路径 保持 回复 简短 引用 修改 的 行 先 运行 测试 不确定 时 询问 总结 工具 输出 清楚 报告 错误'),
  ja: script('', '。', 'エージェント は 回答 する 前 に 各 ファイル を 読み パス を 推測 しない 返答 は 短く 変更 した 行 を 引用 し 最初 に テスト を 実行 する 不明 な 時 は 質問 する'),
  ar: script(' ', '.', 'يجب على الوكيل قراءة كل ملف قبل الإجابة وعدم تخمين المسار أبدا اجعل الردود قصيرة واذكر السطر الذي غيرته شغل الاختبارات أولا اسأل عند الشك لخص مخرجات الأداة وأبلغ عن الأخطاء بوضوح'),
  hi: script(' ', '।', 'एजेंट को उत्तर देने से पहले हर फ़ाइल पढ़नी चाहिए और कभी पथ का अनुमान नहीं लगाना चाहिए उत्तर छोटे रखें बदली गई पंक्ति बताएं पहले परीक्षण चलाएं संदेह हो तो पूछें टूल आउटपुट का सार दें'),
  ko: script(' ', '.', '에이전트는 답하기 전에 모든 파일을 읽어야 하며 경로를 추측하지 않는다 답변은 짧게 유지하고 바꾼 줄을 인용하며 먼저 테스트를 실행하고 확실하지 않으면 질문하고 도구 출력을 요약하고 오류를 분명히 보고한다'),
};

export const LANGUAGES = Object.keys(SCRIPTS) as Language[];

function script(space: string, stop: string, text: string): Script {
  return { words: text.split(' '), space, stop };
}

/** One paragraph of `sentences` sentences, 6 to 17 words each. */
export function paragraph(rand: () => number, language: Language, sentences: number): string {
  const { words, space, stop } = SCRIPTS[language];
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const n = 6 + Math.floor(rand() * 12);
    const sentence: string[] = [];
    for (let w = 0; w < n; w++) sentence.push(words[Math.floor(rand() * words.length)]!);
    out.push(sentence.join(space) + stop);
  }
  return out.join(space || '');
}
