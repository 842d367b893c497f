/** The next task: start-up's pieces, each short on a phone (issue 29). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
