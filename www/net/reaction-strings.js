// @ts-check
// The words of the quick reactions (www/net/reactions.js), English and Russian: each
// id's phrase (the bubble by the player's name, the button's name) and the strip's name.

export const REACTION_STRINGS = {
  en: {
    "reaction_thumbs-up": "👍",
    "reaction_well-played": "Well played!",
    "reaction_your-turn": "Your turn!",
    reaction_oops: "Oops",
    reaction_thinking: "Hmm, let me think…",
    reaction_thanks: "Thanks!",
    reactionThumbsName: "Thumbs up",
    reactionsLabel: "Quick reactions",
    reactionSaid: "{name}: {text}",
  },
  ru: {
    "reaction_thumbs-up": "👍",
    "reaction_well-played": "Хорошо сыграно!",
    "reaction_your-turn": "Ваш ход!",
    reaction_oops: "Ой",
    reaction_thinking: "Хм, дайте подумать…",
    reaction_thanks: "Спасибо!",
    reactionThumbsName: "Палец вверх",
    reactionsLabel: "Быстрые реакции",
    reactionSaid: "{name}: {text}",
  },
};
