// What the machine tests share about promises: answers that never come, and letting answered ones reach the machine.

/** An actor's answer that never comes: the machine stays in the state that asked. */
export const pending = () => new Promise<never>(() => {})

/** Lets answered promises (and the events they send) reach the machine before the test looks. */
export const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
