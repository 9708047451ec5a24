import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type Tab = { id: string; label: string; panel: () => ReactNode }

/** WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs; only the chosen one is in
 * the tab order; its panel is labelled by it. Used for the Account view's Tokens and Activity. */
export function AccountTabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const [selected, setSelected] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (index: number) => {
    setSelected(index)
    refs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }
  const current = tabs[selected]
  return (
    <div className="latch-tabs">
      <div role="tablist" aria-label={label} className="latch-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`latch-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`latch-tabpanel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="latch-tab"
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`latch-tabpanel-${current.id}`} aria-labelledby={`latch-tab-${current.id}`} className="latch-tabpanel">
          {current.panel()}
        </div>
      )}
    </div>
  )
}
