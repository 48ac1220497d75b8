/** The VideoPlayer island's messages (blocks.json). */
export const videoPlayerMessages = ['blocks.video'] as const;
