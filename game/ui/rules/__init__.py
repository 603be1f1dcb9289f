"""Each game's rules page as data (:mod:`.page`) and how a page is laid out on the rules screen (:mod:`.flow`)."""
