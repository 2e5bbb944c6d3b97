import { Mail, Phone } from 'lucide-react'
import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { PendingFacts } from '@/components/layout/pending-facts'
import type { Locale } from '@/i18n/locales'

type Unit = NonNullable<BlockOf<'orgChart'>['units']>[number]

/**
 * Head on top, divisions below, each with its teams; then every unit's duties and contacts in a table.
 * A short notice while staff have not entered the organisation.
 */
export async function OrgChartBlockView({ block, locale }: { block: BlockOf<'orgChart'>; locale: Locale }) {
  const units = block.units ?? []
  if (!units.length) {
    return (
      <section>
        {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
        <PendingFacts topic="orgChart" locale={locale} />
      </section>
    )
  }
  const head = units[0]
  const childrenOf = (name: string) => units.filter((u) => u.parent === name)
  const divisions = head ? childrenOf(head.name) : []
  const staffUnits = head ? divisions.filter((d) => childrenOf(d.name).length === 0) : []
  const branchDivisions = divisions.filter((d) => childrenOf(d.name).length > 0)
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      {head ? (
        <div className="rounded-2xl bg-gray-50 p-6">
          <div className="flex flex-col items-center">
            <p className="rounded-xl bg-brand-800 px-8 py-3 font-bold text-lg text-white shadow">{head.name}</p>
            {staffUnits.length ? (
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {staffUnits.map((u) => (
                  <li
                    key={u.id ?? u.name}
                    className="rounded-lg border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-800 text-sm"
                  >
                    {u.name}
                  </li>
                ))}
              </ul>
            ) : null}
            <span aria-hidden="true" className="mt-4 h-6 w-0.5 bg-brand-600" />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {branchDivisions.map((d) => (
              <li key={d.id ?? d.name} className="rounded-xl border border-gray-200 bg-white p-4 text-center shadow-sm">
                <p className="rounded-lg bg-brand-600 px-3 py-2 font-bold text-white">{d.name}</p>
                <ul className="mt-3 space-y-1.5">
                  {childrenOf(d.name).map((team) => (
                    <li
                      key={team.id ?? team.name}
                      className="rounded-md bg-brand-50 px-3 py-1.5 text-[15px] text-brand-900"
                    >
                      {team.name}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ContactTable units={units.slice(1)} />
    </section>
  )
}

function ContactTable({ units }: { units: Unit[] }) {
  const listed = units.filter((u) => u.duties || u.phone || u.email)
  if (!listed.length) return null
  return (
    <div className="mt-8 overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full min-w-[640px] text-left text-[15px]">
        <caption className="sr-only">부서별 업무와 연락처</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3">
              부서
            </th>
            <th scope="col" className="px-4 py-3">
              주요 업무
            </th>
            <th scope="col" className="px-4 py-3">
              연락처
            </th>
          </tr>
        </thead>
        <tbody>
          {listed.map((u) => (
            <tr key={u.id ?? u.name} className="border-gray-100 border-t align-top">
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-semibold">
                {u.name}
              </th>
              <td className="px-4 py-3 text-muted leading-7">{u.duties}</td>
              <td className="whitespace-nowrap px-4 py-3">
                {u.phone ? (
                  <a
                    href={`tel:${u.phone.replace(/[^0-9+]/g, '')}`}
                    className="flex items-center gap-1.5 hover:text-brand-700"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {u.phone}
                  </a>
                ) : null}
                {u.email ? (
                  <a href={`mailto:${u.email}`} className="mt-1 flex items-center gap-1.5 hover:text-brand-700">
                    <Mail aria-hidden="true" className="size-4" />
                    {u.email}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
