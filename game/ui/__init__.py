"""Drawing: card art, text and generated sounds (everything drawn or synthesised by code)."""
