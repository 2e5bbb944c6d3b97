import * as migration_20261122_082738_initial from './20261122_082738_initial'

export const migrations = [
  {
    up: migration_20261122_082738_initial.up,
    down: migration_20261122_082738_initial.down,
    name: '20261122_082738_initial',
  },
]
