"""The campaign's journal: Markdown in Lonelog notation that only ever grows."""
