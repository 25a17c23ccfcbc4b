"""Renderers for Zodiac 2.5: Action rolls, TS, sheets, derived tables, Encrucijadas, odds."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from rich.columns import Columns
from rich.console import Group, RenderableType

import solo.render.tables  # noqa: F401 - registers the renderer of table draws
from solo.i18n import t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Panel, Table, Text
from solo.systems.zodiac.commands.pc import KarmaView, Roster
from solo.systems.zodiac.odds import ZodiacOdds
from solo.systems.zodiac.plain import dice_label, request_dice
from solo.systems.zodiac.procedures.announced import GradeOdds, TsOdds
from solo.systems.zodiac.procedures.crossroads import CrossroadsSides, CrossroadsSummary
from solo.systems.zodiac.procedures.roll import ActionOdds, AdvantageOdds
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.character import SCORE_NAMES, Character
from solo.systems.zodiac.rules.grades import Grade
from solo.systems.zodiac.rules.keys import (
    ACTION_KEYS,
    HARM_KEYS,
    SEVERITY_KEYS,
    SIDE_KEYS,
    SPECIAL_KEYS,
)
from solo.systems.zodiac.rules.notes import result_notes
from solo.systems.zodiac.rules.passive import PassiveResult
from solo.systems.zodiac.rules.reading import Natural
from solo.systems.zodiac.rules.roll_keys import GRADE_KEYS, MODIFIER_KEYS, NATURAL_KEYS
from solo.systems.zodiac.rules.scores import ACTION_PAIRS, Derivation
from solo.systems.zodiac.rules.simple import SimpleRoll
from solo.systems.zodiac.rules.states import ORDER, Harm
from solo.systems.zodiac.rules.twist import TwistResult
from solo.text import percent_text, signed

GRADE_STYLE = {
    Grade.SUCCESS_BENEFIT: "outcome.great", Grade.SUCCESS: "outcome.success",
    Grade.SUCCESS_CONSEQUENCE: "outcome.partial", Grade.SUCCESS_COMPLICATION: "outcome.partial",
    Grade.FAILURE: "outcome.fail", Grade.FAILURE_CONSEQUENCE: "outcome.fail",
    Grade.FAILURE_COMPLICATION: "outcome.fail",
    Grade.FAILURE_CATASTROPHE: "outcome.disaster",
}
FACE_STYLE = {Natural.HIGH: "die.good", Natural.LOW: "die.bad", Natural.NONE: "die.neutral"}


def grade_text(grade: Grade) -> Text:
    """The grade's name, coloured."""
    return Text(t(GRADE_KEYS[grade]), style=GRADE_STYLE[grade])


def _faces(result: ActionResult) -> Text:
    line = Text()
    kept = list(result.kept)
    for face in result.dice:
        if face in kept:
            kept.remove(face)
            style = FACE_STYLE[result.natural]
        else:
            style = "die.spent"
        line.append(f"[{face}]", style=style).append(" ")
    return line


@renders(ActionResult)
def render_action(result: ActionResult) -> RenderableType:
    """`1d12 [8] -1 = 7 vs CD 7 → Éxito+Beneficio`, the TS after a natural 1, the options."""
    if result.trivial:  # nothing was rolled: the grade, and why
        return Group(grade_text(result.grade), *(Text(t(key, **params), style="rule")
                                                 for key, params in result_notes(result)))
    line = Text(dice_label(result) + "  ", style="heading")
    line.append_text(_faces(result))
    for modifier in result.modifiers:
        if modifier.value:
            line.append(f"{signed(modifier.value)} ", style="value")
            line.append(f"({t(MODIFIER_KEYS[modifier.kind])}) ", style="muted")
    line.append(t("zodiac.render.total", total=result.total, cd=result.cd), style="title")
    line.append("  →  ").append_text(grade_text(result.grade))
    parts: list[RenderableType] = [line]
    if result.natural is not Natural.NONE:
        parts.append(Text(t(NATURAL_KEYS[result.natural]), style="muted"))
    parts.extend(Text(t(key, **params), style="rule") for key, params in result_notes(result))
    if result.ts is not None:
        parts.append(render_simple(result.ts))
    if result.convertible:
        parts.append(Text(t("zodiac.render.convertible"), style="rule"))
    if result.request.mode.value == "character":
        key = "zodiac.render.pk_spent" if result.pk_spent else "zodiac.render.pk_kept"
        parts.append(Text(t(key), style="muted"))
    return Group(*parts)


@renders(SimpleRoll)
def render_simple(roll: SimpleRoll) -> RenderableType:
    """`TS 1d6 [4] +3 = 7 ≥ 7 → Superada` (or, failing alone by Estorbo, no die)."""
    if roll.automatic:
        line = Text("TS  ", style="heading")
        line.append(t("zodiac.ts.failed"), style="outcome.fail")
        return line.append(f"  ({t('zodiac.ts.alone')})", style="muted")
    line = Text("TS 1d6  ", style="heading")
    line.append(f"[{roll.die}] ", style="die.neutral").append(f"{signed(roll.score)} ")
    line.append(t("zodiac.render.ts_total", total=roll.total, target=roll.target), style="title")
    line.append("  →  ")
    line.append(t("zodiac.ts.passed" if roll.passed else "zodiac.ts.failed"),
                style="outcome.success" if roll.passed else "outcome.fail")
    return line


@renders(PassiveResult)
def render_passive(result: PassiveResult) -> RenderableType:
    """`CDE 8 vs CD 7 → Éxito+Consecuencia`."""
    line = Text(t("zodiac.render.passive", value=result.value, cd=result.cd), style="title")
    line.append("  →  ").append_text(grade_text(result.grade))
    if result.convertible:
        return Group(line, Text(t("zodiac.render.convertible"), style="rule"))
    return line


@renders(Derivation)
def render_derivation(derivation: Derivation, pc: Character | None = None) -> RenderableType:
    """The 15 Actions with their pair, PB, AT and CDE (and the PJ's skills for each)."""
    table = Table(box=None, pad_edge=False, title=t("zodiac.render.actions"), title_justify="left")
    for heading in ("zodiac.render.action", "zodiac.render.pair", "PB", "AT", "CDE"):
        table.add_column(t(heading) if heading.startswith("zodiac") else heading,
                         justify="left" if heading.startswith("zodiac") else "right")
    if pc is not None:
        table.add_column(t("zodiac.render.skill_column"), style="muted")
    for action, derived in derivation.actions.items():
        pair = "–".join(a.value.upper() for a in ACTION_PAIRS[action])
        cells = [t(ACTION_KEYS[action]), pair, str(derived.pb),
                 signed(derived.at), f"({derived.cde})"]
        if pc is not None:
            cells.append(", ".join(f"·{s.kind.value.upper()}· {s.name}"
                                   for s in pc.skills_for(action)))
        table.add_row(*cells)
    if pc is None:  # on its own, the columns' abbreviations are explained under it
        return Group(table, Text(t("zodiac.render.derive_legend"), style="muted"))
    return table


def _score(pc: Character, name: str) -> Text:
    """`REC 2 (pobre)`: one cell of the sheet's scores, never split between two lines."""
    cell = Text(f"{name.upper()} {pc.scores[name]}", style="label")
    trait = pc.traits.get(name)
    return cell.append(f" ({trait})", style="muted") if trait else cell


@renders(Character)
def render_character(pc: Character) -> RenderableType:
    """The sheet: scores with Rasgos, the 15 Actions with skills, Karma, Vínculos, states."""
    scores = Columns([_score(pc, name) for name in SCORE_NAMES], padding=(0, 2))
    actions = render_derivation(pc.derivation(), pc)
    skills = [f"·{s.kind.value.upper()}· {s.name} ({s.attribute.value.upper()})"
              + (f": {', '.join(s.uses)}" if s.uses else "") for s in pc.skills]
    bonds = [("✔ " if b.fulfilled else "• ") + b.text for b in pc.bonds]
    states = [f"{t(HARM_KEYS[h])} ({t(SEVERITY_KEYS[s])})"  # "Heridas (Grave)": agrees
              for h in Harm for s in ORDER if (h, s) in pc.states.altered]
    states += [t(SPECIAL_KEYS[s]) for s in sorted(pc.states.special)]
    lines = [scores, actions,
             Text(t("zodiac.render.karma", karma=pc.karma, pk=pc.pk, px=pc.px), style="title"),
             Text(t("zodiac.render.skills", items="; ".join(skills) or "—")),
             Text(t("zodiac.render.bonds", items="  ".join(bonds) or "—")),
             Text(t("zodiac.render.states", items=", ".join(states) or "—")),
             *([Text(t("zodiac.render.encumbrance_failed",
                       scores=", ".join(a.value.upper() for a in sorted(pc.encumbrance_failed))),
                     style="warning")] if pc.encumbrance_failed else []),
             Text(t("zodiac.side.obligation") + ": " + (pc.obligation or "—"), style="emphasis"),
             Text(t("zodiac.side.emotion") + ": " + (pc.emotion or "—"), style="emphasis"),
             Text(t("zodiac.render.legend"), style="muted")]  # the abbreviations, explained
    return Panel(Group(*lines), title=f"{pc.name} — {pc.concept}", title_align="left",
                 border_style="heading")


@renders(Roster)
def render_roster(roster: Roster) -> RenderableType:
    """The PJs, the active one marked."""
    if not roster.characters:
        return Text(t("zodiac.render.no_pcs"), style="muted")
    lines = [Text(("▶ " if c.name == roster.active else "  ") + c.name
                  + t("zodiac.render.roster_line", concept=c.concept, pk=c.pk, karma=c.karma))
             for c in roster.characters]
    return Group(*lines)


@renders(KarmaView)
def render_karma(view: KarmaView) -> RenderableType:
    """`Nia · PK ●●●●○○○ 4/7 · Karma 4`, and the surplus to give away."""
    line = Text(f"{view.name}  PK ", style="title")
    line.append("●" * view.pk, style="special").append("○" * (7 - view.pk), style="track.empty")
    line.append(f" {view.pk}/7 · Karma {view.karma}")
    if view.surplus:
        return Group(line, Text(t("zodiac.render.surplus", n=view.surplus), style="warning"))
    return line


@renders(TwistResult)
def render_twist(twist: TwistResult) -> RenderableType:
    """The GM's 2d6, the shift, and the new roll."""
    line = Text(t("zodiac.render.twist", a=twist.faces[0], b=twist.faces[1],
                  shift=signed(twist.shift)), style="special")
    parts: list[RenderableType] = [line, render_action(twist.result)]
    if twist.pk_spare:  # at the cap of 7 the PK is spare, not gained
        parts.append(Text(t("zodiac.render.twist_pk_spare"), style="warning"))
    elif twist.pk_gained:
        parts.append(Text(t("zodiac.render.twist_pk"), style="success"))
    return Group(*parts)


@renders(CrossroadsSides)
def render_sides(sides: CrossroadsSides) -> RenderableType:
    """The two paragraphs side by side."""
    return Columns([Panel(Text(sides.obligation), title=t("zodiac.side.obligation"),
                          border_style="heading"),
                    Panel(Text(sides.emotion), title=t("zodiac.side.emotion"),
                          border_style="special")], equal=True, expand=True)


@renders(CrossroadsSummary)
def render_crossroads(summary: CrossroadsSummary) -> RenderableType:
    """What the PJ chose and how the roll went."""
    line = Text(t("zodiac.render.crossroads", name=summary.character.name,
                  side=t(SIDE_KEYS[summary.side]),
                  pk=summary.character.pk), style="title")
    return Group(line, render_action(summary.result))


@renders(ZodiacOdds)
def render_odds(odds: ZodiacOdds) -> RenderableType:
    """Every grade with its exact chance."""
    title = t("zodiac.render.odds_title", at=signed(odds.request.at), cd=odds.request.cd,
              mode=request_dice(odds.request))
    rows = ((t(GRADE_KEYS[g]), p) for g, p in odds.outcomes.items() if p)
    return odds_table(rows, title=title)


@renders(ActionOdds)
def render_action_odds(odds: ActionOdds) -> RenderableType:
    """The odds of the roll about to be made (a guided step shows them before the dice)."""
    return render_odds(ZodiacOdds(odds.request, dict(odds.outcomes)))


def _spread(chances: Mapping[Grade, Fraction]) -> str:
    return " · ".join(f"{t(GRADE_KEYS[g])} {percent_text(p)}"
                      for g in Grade if (p := chances.get(g, Fraction(0))))


@renders(AdvantageOdds)
def render_advantage_odds(odds: AdvantageOdds) -> RenderableType:
    """The first die, then what +2 and what an extra die would give with it."""
    return Group(Text(t("zodiac.crossroads.first_die", faces=",".join(map(str, odds.first))),
                      style="title"),
                 Text(t("zodiac.render.advantage_bonus", grades=_spread(odds.bonus))),
                 Text(t("zodiac.render.advantage_die", grades=_spread(odds.die))))


@renders(TsOdds)
def render_ts_odds(odds: TsOdds) -> RenderableType:
    """`TS FUE (+3): Superada 50% · Fallada 50%`, before its die."""
    title = t("zodiac.odds.ts_again" if odds.again else "zodiac.odds.ts", label=odds.label,
              score=signed(odds.score))
    return odds_table(((t("zodiac.ts.passed"), odds.chance),
                       (t("zodiac.ts.failed"), 1 - odds.chance)), title=title)


@renders(GradeOdds)
def render_grade_odds(odds: GradeOdds) -> RenderableType:
    """Each grade a reroll or the GM's twist can leave, and the chance of earning a PK."""
    table = odds_table(((t(GRADE_KEYS[g]), p) for g, p in odds.outcomes.items() if p),
                       title=t(odds.title, **odds.params))
    if odds.pk is None:
        return table
    key = "zodiac.odds.twist_pk_spare" if odds.pk_spare else "zodiac.odds.twist_pk"
    chance = f"{odds.pk} ({percent_text(odds.pk)})" if odds.pk.denominator > 1 else str(odds.pk)
    return Group(table, Text(t(key, chance=chance), style="muted"))
