/** The WebSecTool island's messages (webSecTool.json); the feature cards are rendered on the server. */
export const webSecToolMessages = ['webSecTool.hero', 'webSecTool.progress', 'webSecTool.errors', 'webSecTool.scores', 'webSecTool.gate', 'webSecTool.report', 'webSecTool.endStates', 'webSecTool.partial'] as const;
