/** Console output of the local runtime: one prefix per part so a user can tell who speaks. */
export const say = (part: string, message: string) => console.log(`[${part}] ${message}`);
export const warn = (part: string, message: string) => console.warn(`[${part}] ${message}`);
