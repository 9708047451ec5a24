/** What the fixture signs, as a message and inside typed data. */
export const MESSAGE = 'Hello from the Latch consumer fixture'
