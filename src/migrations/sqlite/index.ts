import * as migration_20261122_024312_initial from './20261122_024312_initial'

export const migrations = [
  {
    up: migration_20261122_024312_initial.up,
    down: migration_20261122_024312_initial.down,
    name: '20261122_024312_initial',
  },
]
