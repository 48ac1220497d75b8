export const SOCKET_ADDRESS_HEADER: string;
export const SOCKET_PROOF_HEADER: string;
export function createSocketIdentity(): (req: import('node:http').IncomingMessage) => void;
