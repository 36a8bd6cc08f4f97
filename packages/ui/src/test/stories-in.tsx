import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react'
import { beforeAll, describe, it } from 'vitest'
import preview from '../../.storybook/preview'
import type { SiteLocale } from '../i18n/locales'

type StoryFile = Parameters<typeof composeStories>[0]
type ComposedStory = ReturnType<typeof composeStory>
const storyFiles = import.meta.glob<StoryFile>('../**/*.stories.tsx', { eager: true })

/**
 * Runs every story, and its play function, in each of `locales`: the play functions find
 * things by role, state and test id, never by a text that a language changes. The preview's loader makes the
 * story's language active, as in Storybook.
 */
export function storiesIn(locales: readonly SiteLocale[]): void {
  const annotations = setProjectAnnotations(preview)
  beforeAll(annotations.beforeAll)

  describe.each(locales)('stories in %s', (locale) => {
    for (const [path, file] of Object.entries(storyFiles)) {
      const stories = Object.entries(composeStories(file, { initialGlobals: { locale } })) as [
        string,
        ComposedStory,
      ][]
      describe(path.replace(/^\.\.\/(components|bindings)\//, ''), () => {
        // Each run first unmounts the story before it, as Storybook does between stories. A story tagged `!test`
        // (Storybook's tag for what no test runner takes: a benchmark's load, measured by tooling/bench) is left out.
        const tested = stories.filter(([, Story]) => Story.tags.includes('test'))
        it.each(tested)('%s', async (_name, Story) => Story.run(), 20_000)
      })
    }
  })
}
