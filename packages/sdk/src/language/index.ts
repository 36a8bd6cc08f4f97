export {
  browserLanguageCode,
  builtInLanguages,
  type DetectLanguageInput,
  detectLanguage,
  fallbackLanguage,
  type LanguageItem,
  languageList,
  resolveLanguage,
} from './languages'
