"""Zodiac plugged into the solo GM and the shell: the hooks the registry finds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.systems import NoHooks

if TYPE_CHECKING:
    from solo.commands.base import Context
    from solo.dice.rng import Rng
    from solo.engine.procedures.tour import TourPlan
    from solo.systems.zodiac.commands.state import ZodiacState
    from solo.tables.library import Library


class ZodiacHooks(NoHooks):
    """What Zodiac answers the solo GM and the shell (each hook imports its module on use)."""

    def on_session_start(self, ctx: Context) -> list[object]:
        """`session start`: restore Karma."""
        from solo.commands.base import journal_lang
        from solo.i18n import t
        from solo.journal.entry import consequence, mechanics
        from solo.systems.zodiac.commands.pc import KarmaView, on_session_start

        shown = on_session_start(ctx)
        lang = journal_lang(ctx)
        lines = [consequence(t("zodiac.journal.session_pk", lang, name=view.name, pk=view.pk))
                 for view in shown if isinstance(view, KarmaView)]
        if lines:
            ctx.record(mechanics(*lines))
        return shown

    def on_scene_end(self, ctx: Context) -> list[object]:
        """`scene end`: TS on an attribute whose Estorbo failed one are rolled again."""
        from solo.systems.zodiac.commands.upkeep import on_scene_end

        return on_scene_end(ctx)

    def on_session_end(self, ctx: Context) -> list[object]:
        """`session end`: the last scene's upkeep, fulfilled Vínculos, the free Karma use, and
        a reminder of what else a session's end allows."""
        from solo.systems.zodiac.commands.pc import on_session_end
        from solo.systems.zodiac.commands.upkeep import on_session_end as upkeep

        return [*upkeep(ctx), *on_session_end(ctx)]

    def toolbar(self, ctx: Context) -> str | None:
        """The active PC, for the bottom toolbar."""
        from solo.systems.zodiac.commands.pc import toolbar

        return toolbar(ctx)

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,
                  lang: str) -> TourPlan | None:
        """The tour's character and guided roll."""
        from solo.systems.zodiac.tour import plan

        return plan(data, rng, library, lang)

    def state_type(self) -> type[ZodiacState]:
        """Where its characters are kept (the tour's joins them, active)."""
        from solo.systems.zodiac.commands.state import ZodiacState

        return ZodiacState


HOOKS = ZodiacHooks()
