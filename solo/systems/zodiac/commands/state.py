"""Keep Zodiac PJs and the Action under way in the open campaign (`zodiac.yaml`).

The state is plain data: `{"characters": {name: data}, "active": name,
"last_action": {...}, "last_ts": {...}}`. The last Action is kept so that Karma can act on
it afterwards (Deja Vu, the GM's twist, one PK per player per Action), and so is a TS rolled
on its own after it (Deja Vu may reroll it once if it failed).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any, ClassVar

from solo.commands.system_state import SystemState
from solo.errors import RuleError, naming
from solo.record import record
from solo.systems.zodiac.rules.action import ActionResult, convert, fail_safely, settle
from solo.systems.zodiac.rules.action_karma import ActionKarma
from solo.systems.zodiac.rules.request import ActionRequest, Advantage, RollMode
from solo.systems.zodiac.rules.simple import simple_from_die

if TYPE_CHECKING:  # imported when a campaign's PJs or last TS are read (`character_class`…)
    from solo.systems.zodiac.rules.character import Character
    from solo.systems.zodiac.rules.last_ts import LastTs


def request_to_data(request: ActionRequest) -> dict[str, Any]:
    """Plain data for a request (enums as their values)."""
    return {f.name: (v.value if isinstance(v := getattr(request, f.name), Advantage | RollMode)
                     else v) for f in dataclasses.fields(request)}


def request_from_data(data: Mapping[str, Any]) -> ActionRequest:
    """The request saved by `request_to_data`."""
    values = dict(data)
    values["advantage"] = Advantage(values.get("advantage", "none"))
    values["mode"] = RollMode(values.get("mode", "normal"))
    return ActionRequest(**values)


@record
class LastAction:
    """The Action under way: how to settle it again, and who used Karma on it."""

    pc: str | None
    result: ActionResult
    karma: ActionKarma = field(default_factory=ActionKarma)
    converted: bool = False
    pending: int | None = None
    """The pending item its grade queued (withdrawn if a reroll changes the grade)."""
    what: str = ""
    """What was attempted, as the pending item names it."""

    def to_data(self) -> dict[str, Any]:
        """Plain data for the campaign's YAML."""
        return {"pc": self.pc, "request": request_to_data(self.result.request),
                "dice": list(self.result.dice),
                "ts": self.result.ts.die if self.result.ts else None,
                "twist": self.result.twist, "converted": self.converted,
                "players": sorted(self.karma.players), "gm_used": self.karma.gm_used,
                "pending": self.pending, "what": self.what}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> LastAction:
        """Settle the saved Action again from its faces."""
        request = request_from_data(data["request"])
        ts = data.get("ts")
        score = request.ts_score
        result = settle(request, tuple(int(f) for f in data["dice"]), None,
                        shift=int(data.get("twist") or 0),
                        ts=simple_from_die(score, int(ts)) if ts else None)
        converted = bool(data.get("converted"))
        if converted and result.convertible:
            result = convert(result)
        elif converted and result.safe_failable:  # a safe roll's Fracaso taken for the Éxito
            result = fail_safely(result)
        karma = ActionKarma(frozenset(str(p) for p in data.get("players") or ()),
                            bool(data.get("gm_used")))
        pc = data.get("pc")
        pending = data.get("pending")
        return cls(str(pc) if pc else None, result, karma, converted,
                   int(pending) if isinstance(pending, int) else None, str(data.get("what") or ""))


@record
class ZodiacState(SystemState["Character"]):
    """The PJs of a campaign, the active one, the last Action rolled and any TS after it."""

    last: LastAction | None = None
    last_ts: LastTs | None = None

    AREA: ClassVar[str] = "zodiac"
    NO_CHARACTER: ClassVar[str] = "zodiac.error.no_character"
    KIND: ClassVar[str] = "zodiac.roster.kind"

    @classmethod
    def character_class(cls) -> type[Character]:
        """A PJ's sheet, imported when a PJ is read or kept (a roll with `--at` reads none)."""
        from solo.systems.zodiac.rules.character import Character

        return Character

    @classmethod
    def schema(cls) -> type:
        """The saved shape, imported when a campaign is read."""
        from solo.systems.zodiac.commands.state_schema import ZodiacData

        return ZodiacData

    def own_data(self) -> dict[str, Any]:
        """The Action under way and the TS rolled on its own since, as plain data."""
        return {"last_action": self.last.to_data() if self.last else None,
                "last_ts": self.last_ts.to_data() if self.last_ts else None}

    @classmethod
    def own_fields(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The Action under way, settled again from its saved faces, and the last lone TS."""
        from solo.systems.zodiac.rules.last_ts import LastTs

        last, ts = data.get("last_action"), data.get("last_ts")
        with naming("last_action"):
            action = LastAction.from_data(last) if last else None
        with naming("last_ts"):
            alone = LastTs.from_data(ts) if ts else None
        return {"last": action, "last_ts": alone}

    def with_last(self, last: LastAction | None) -> ZodiacState:
        """Remember the Action under way."""
        return dataclasses.replace(self, last=last)

    def with_new_action(self, last: LastAction | None) -> ZodiacState:
        """Remember a new Action (or none): a TS rolled before it is no longer the last roll."""
        return dataclasses.replace(self, last=last, last_ts=None)

    def with_last_ts(self, ts: LastTs | None) -> ZodiacState:
        """Remember the TS just rolled on its own."""
        return dataclasses.replace(self, last_ts=ts)

    def last_action(self) -> LastAction:
        """The Action under way, or an error when nothing has been rolled."""
        if self.last is None:
            raise RuleError("zodiac.error.no_last_action")
        return self.last


load = ZodiacState.load
save = ZodiacState.save
