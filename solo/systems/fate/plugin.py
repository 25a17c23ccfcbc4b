"""Fate plugged into the solo GM and the shell: the hooks the registry finds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.systems import NoHooks

if TYPE_CHECKING:
    from solo.commands.base import Context
    from solo.dice.rng import Rng
    from solo.engine.procedures.tour import TourPlan
    from solo.systems.fate.commands.state import FateState
    from solo.tables.library import Library


class FateHooks(NoHooks):
    """What Fate answers the solo GM and the shell (each hook imports its module on use)."""

    def keep_character(self, ctx: Context, character: object) -> None:
        """The tour's character, active; or the tour's conflict left half-way, kept whole in
        the campaign (its PC active) for `seguir` to take up."""
        from solo.systems.fate.procedures.conflict_state import ConflictSummary

        if isinstance(character, ConflictSummary) and character.paused is not None:
            from solo.systems.fate.commands.play import keep_paused

            pc = next(f.sheet for f in character.fighters if not f.npc)
            super().keep_character(ctx, pc)
            keep_paused(ctx, character)
            return
        super().keep_character(ctx, character)

    def on_session_start(self, ctx: Context) -> list[object]:
        """`session start`: refresh every PC's fate points."""
        from solo.systems.fate.commands.pc import on_session_start

        return on_session_start(ctx)

    def on_scene_end(self, ctx: Context) -> list[object]:
        """`scene end`: stress clears, consequences move on, scene aspects go, pools settle."""
        from solo.systems.fate.commands.upkeep import end_of
        from solo.systems.fate.rules.consequences import Moment

        return end_of(ctx, Moment.SCENE_END)

    def on_session_end(self, ctx: Context) -> list[object]:
        """`session end`: the last scene's upkeep, and consequences that last a session."""
        from solo.systems.fate.commands.upkeep import end_of
        from solo.systems.fate.rules.consequences import Moment

        return end_of(ctx, Moment.SESSION_END)

    def toolbar(self, ctx: Context) -> str | None:
        """The active PC, for the bottom toolbar."""
        from solo.systems.fate.commands.pc import toolbar

        return toolbar(ctx)

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,
                  lang: str) -> TourPlan | None:
        """The tour's character and guided roll."""
        from solo.systems.fate.tour import plan

        return plan(data, rng, library, lang)

    def take_up(self, ctx: Context, *, drop: bool) -> object | None:
        """`resume`: the conflict left half-way, taken up again or dropped (a concession)."""
        from solo.systems.fate.commands.play import resume_conflict
        from solo.systems.fate.commands.state import load

        return None if load(ctx).held is None else resume_conflict(ctx, drop=drop)

    def state_type(self) -> type[FateState]:
        """Where its characters are kept (the tour's joins them, active)."""
        from solo.systems.fate.commands.state import FateState

        return FateState


HOOKS = FateHooks()
