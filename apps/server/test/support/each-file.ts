// Runs before each test file (vitest `setupFiles`): a new file gets the worker's shared servers reset.
import { fileStarted } from './worker-servers'

fileStarted()
