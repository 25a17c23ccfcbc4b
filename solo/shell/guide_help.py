"""`help guide` / `ayuda guía`: where the player's guide is, and its table of contents.

cmd2 answers `help WORD` with the method `help_WORD` when no command has that name: the guide is
such a topic, under its names in both languages (`guía` with and without its accent).
"""

from __future__ import annotations

from typing import Any

TOPICS = ("guide", "guia", "guía")


def guide_text(lang: str) -> str:
    """The guide's folder and table of contents in `lang`, or one line saying it is missing."""
    from solo.guide import contents
    from solo.i18n import t

    found = contents(lang)
    if found is None:
        return t("core.guide.missing")
    folder, pages = found
    lines = [t("core.guide.where", path=str(folder / "index.md"))]
    lines += [f"  {name:<20} {title}" for name, title in pages]
    lines.append(t("core.guide.online"))
    return "\n".join(lines)


class GuideHelp:
    """The guide as a help topic of the shell (mixed into `SoloApp`)."""

    def get_help_topics(self: Any) -> list[str]:
        """cmd2's help topics, the guide listed once, by its name in the language in use."""
        from solo.i18n import current_language

        shown = "guide" if current_language() == "en" else "guía"
        return [topic for topic in super().get_help_topics()  # type: ignore[misc]
                if topic not in TOPICS or topic == shown]

    def help_guide(self: Any) -> None:
        """Print where the guide is and its pages."""
        from solo.i18n import current_language
        from solo.text import inert

        self.poutput(inert(guide_text(current_language())), soft_wrap=True)


GuideHelp.help_guia = GuideHelp.help_guide  # type: ignore[attr-defined]
setattr(GuideHelp, "help_guía", GuideHelp.help_guide)  # noqa: B010 (a name with an accent)
