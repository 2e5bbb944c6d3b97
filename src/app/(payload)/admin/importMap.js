import { UserIdCheck as UserIdCheck_d669bfe5b69726633d5acd6c8132b638 } from '../../../collections/users/components/user-id-check'
import { PasswordChange as PasswordChange_df0c0cfb049dac7671754d3734a4f7e2 } from '../../../collections/users/components/password-change'
import { AccountFilters as AccountFilters_7cff88a39de69c811edc71215bc9c6e0 } from '../../../collections/users/components/account-filters'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/users/components/user-id-check#UserIdCheck": UserIdCheck_d669bfe5b69726633d5acd6c8132b638,
  "/collections/users/components/password-change#PasswordChange": PasswordChange_df0c0cfb049dac7671754d3734a4f7e2,
  "/collections/users/components/account-filters#AccountFilters": AccountFilters_7cff88a39de69c811edc71215bc9c6e0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
