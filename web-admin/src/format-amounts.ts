/** A stored decimal string with the console spec's $ prefix; the sign goes first ("-$12.50"). */
export const formatDollars = (amount: string) => (amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`);
