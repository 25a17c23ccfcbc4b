"""Fragmentos plugged into the solo GM and the shell: the hooks the registry finds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.systems import NoHooks

if TYPE_CHECKING:
    from solo.commands.base import Context
    from solo.dice.rng import Rng
    from solo.engine.procedures.tour import TourPlan
    from solo.engine.rules.pending import PendingKind
    from solo.systems.fragmentos.commands.state import FragState
    from solo.tables.library import Library


class FragmentosHooks(NoHooks):
    """What Fragmentos answers the solo GM and the shell (each hook imports its module on use)."""

    def pending_sources(self, result: object, lang: str) -> tuple[tuple[PendingKind, str], ...]:
        """A roll's presagios wait in the pending queue."""
        from solo.engine.rules.pending import PendingKind
        from solo.tables.pick import Draw

        omens = getattr(result, "omens", None)
        if not isinstance(omens, tuple):
            return ()
        return tuple((PendingKind.PRESAGIO, omen.in_language(lang)) for omen in omens
                     if isinstance(omen, Draw))

    def on_scene_end(self, ctx: Context) -> list[object]:
        """`scene end`: whoever acted at full strength goes back to current scores."""
        from solo.systems.fragmentos.commands.upkeep import on_scene_end

        return on_scene_end(ctx)

    def toolbar(self, ctx: Context) -> str | None:
        """The active PC, for the bottom toolbar."""
        from solo.systems.fragmentos.commands.pc import toolbar

        return toolbar(ctx)

    def tour_plan(self, data: dict[str, object], rng: Rng, library: Library,
                  lang: str) -> TourPlan | None:
        """The tour's character and guided roll."""
        from solo.systems.fragmentos.tour import plan

        return plan(data, rng, library, lang)

    def keep_character(self, ctx: Context, character: object) -> None:
        """Put the tour's character in the campaign, active; what its reto journaled (a
        `Settled`) keeps the amenaza as well."""
        from solo.systems.fragmentos.commands.state import FragState
        from solo.systems.fragmentos.procedures.tally import Settled

        if not isinstance(character, Settled):
            super().keep_character(ctx, character)
            return
        state = FragState.load(ctx)
        if character.character is not None:
            state = state.with_character(character.character, activate=True)
        FragState.save(ctx, state.with_threat(character.threat), "tour fragmentos")

    def state_type(self) -> type[FragState]:
        """Where its characters are kept (the tour's joins them, active)."""
        from solo.systems.fragmentos.commands.state import FragState

        return FragState


HOOKS = FragmentosHooks()
