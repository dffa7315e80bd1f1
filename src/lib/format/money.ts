// The contract prints naira for both sides (the server's sentences name prices too).
export { formatNaira } from '@contract/money'
