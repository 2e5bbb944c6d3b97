import * as migration_20261122_032753_initial from './20261122_032753_initial'

export const migrations = [
  {
    up: migration_20261122_032753_initial.up,
    down: migration_20261122_032753_initial.down,
    name: '20261122_032753_initial',
  },
]
