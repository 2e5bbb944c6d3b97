import * as migration_20261122_034206_initial from './20261122_034206_initial'

export const migrations = [
  {
    up: migration_20261122_034206_initial.up,
    down: migration_20261122_034206_initial.down,
    name: '20261122_034206_initial',
  },
]
