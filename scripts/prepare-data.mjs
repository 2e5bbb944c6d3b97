// Applies migrations and the default content outside `npm start` (used by `npm run dev` and tests).
import { must } from './lib.mjs'

await must('payload', ['run', 'src/seed/run.ts'])
