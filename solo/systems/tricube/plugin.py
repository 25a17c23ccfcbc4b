"""Tricube Tales plugged into the solo GM and the shell: the hooks the registry finds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.systems import NoHooks

if TYPE_CHECKING:
    from solo.commands.base import Context
    from solo.dice.rng import Rng
    from solo.engine.procedures.tour import TourPlan
    from solo.engine.rules.pending import PendingKind
    from solo.systems.tricube.commands.state import TricubeState
    from solo.tables.library import Library


class TricubeHooks(NoHooks):
    """What Tricube answers the solo GM and the shell (each hook imports its module on use)."""

    def on_session_start(self, ctx: Context) -> list[object]:
        """`session start`: restore Karma and Resolve."""
        from solo.systems.tricube.commands.pc import on_session_start

        return on_session_start(ctx)

    def on_scene_end(self, ctx: Context) -> list[object]:
        """`scene end`: whoever was defeated in the scene plays again."""
        from solo.systems.tricube.commands.upkeep import on_scene_end

        return on_scene_end(ctx)

    def on_session_end(self, ctx: Context) -> list[object]:
        """`session end`: the last scene's end (Karma and Resolve come back at the next start)."""
        from solo.systems.tricube.commands.upkeep import on_scene_end

        return on_scene_end(ctx)

    def pending_sources(self, result: object,
                        lang: str) -> tuple[tuple[PendingKind, str], ...]:  # noqa: ARG002
        """A challenge's complication waits in the pending queue."""
        from solo.engine.rules.pending import PendingKind

        complication = getattr(getattr(result, "result", None), "complication", None)
        if isinstance(complication, str) and complication:
            return ((PendingKind.COMPLICATION, complication),)
        return ()

    def toolbar(self, ctx: Context) -> str | None:
        """The active PC, for the bottom toolbar."""
        from solo.systems.tricube.commands.pc import toolbar

        return toolbar(ctx)

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,
                  lang: str) -> TourPlan | None:
        """The tour's character and guided roll."""
        from solo.systems.tricube.tour import plan

        return plan(data, rng, library, lang)

    def state_type(self) -> type[TricubeState]:
        """Where its characters are kept (the tour's joins them, active)."""
        from solo.systems.tricube.commands.state import TricubeState

        return TricubeState


HOOKS = TricubeHooks()
