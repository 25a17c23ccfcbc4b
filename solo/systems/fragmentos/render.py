"""Renderers for Fragmentos: retos, conflictos, presagios, losses, sheets, pools, odds."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Group, RenderableType

from solo.i18n import t
from solo.render import load_area, render, renders
from solo.render.bars import odds_table
from solo.render.safe import Panel, Table, Text
from solo.systems.fragmentos.commands.pc import (
    USE_JOURNAL_KEYS,
    SceneOrder,
    SheetList,
    SheetView,
    SpendReport,
    ThreatReport,
)
from solo.systems.fragmentos.commands.roll import RollReport
from solo.systems.fragmentos.odds import FragOdds
from solo.systems.fragmentos.procedures.conflict import (
    ConflictForecast,
    ConflictSummary,
    NamedConflict,
)
from solo.systems.fragmentos.procedures.preview import ChoicePreview
from solo.systems.fragmentos.procedures.reto import Forecast, RetoSummary
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.conflict import Conflict, Winner
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.keys import (
    CHARACTERISTIC_KEYS,
    OUT_KEYS,
    OUTCOME_KEYS,
    RANK_KEYS,
    WINNER_KEYS,
)
from solo.systems.fragmentos.rules.pool import Pool
from solo.systems.fragmentos.rules.reto import Outcome, Reto
from solo.text import percent_text

load_area("tables")   # presagios are table draws: use the tables' renderer for them

OUTCOME_STYLE = {Outcome.SUCCESS: "outcome.success", Outcome.FAILURE: "outcome.fail"}


def pool_text(pool: Pool) -> Text:
    """`[2] [4] [4] = 5 +2 = 7`: the counted dice in bold, presagios in red."""
    top = max(pool.faces)
    line = Text()
    for face in pool.faces:
        style = "die.bad" if face == 1 else "die.good" if face == top else "die.neutral"
        line.append(f"[{face}]", style=style)
        line.append(" ")
    line.append(f"= {pool.base}", style="title")
    if pool.trait:
        line.append(f" +{pool.trait} = {pool.total}", style="title")
    if pool.omens:
        line.append(f"  ☾ {t('frag.render.omens', count=pool.omens)}", style="omen")
    return line


@renders(Reto)
def render_reto(reto: Reto) -> RenderableType:
    """`3d6 [2] [4] [4] = 5 +2 = 7 vs 7 → Éxito`."""
    if reto.pool is None:
        return Text(t("frag.journal.auto_failure"), style="outcome.fail")
    line = Text(f"{len(reto.pool.faces)}d6  ", style="heading")
    line.append_text(pool_text(reto.pool))
    line.append(f"  {t('frag.word.vs')} {reto.difficulty}  →  ")
    line.append(t(OUTCOME_KEYS[reto.outcome]), style=OUTCOME_STYLE[reto.outcome])
    notes = [t(key) for key, on in (("frag.word.forced", reto.forced),
                                    ("frag.word.dangerous", reto.dangerous)) if on]
    if notes:
        line.append(f" ({', '.join(notes)})", style="muted")
    if reto.loss:
        line.append(f"  −{reto.loss}", style="outcome.fail")
    return line


def render_conflict(conflict: Conflict, names: tuple[str, str]) -> RenderableType:
    """Each round's two pools, then the winner and the loss."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="label")
    table.add_column()
    for rnd in conflict.rounds:
        table.add_row(names[0], pool_text(rnd.mine))
        table.add_row(names[1], pool_text(rnd.theirs))
    winner = names[0] if conflict.winner is Winner.CHARACTER else names[1]
    verdict = Text(t(WINNER_KEYS[conflict.winner], name=winner),
                   style="outcome.success" if conflict.winner is Winner.CHARACTER
                   else "outcome.fail")
    if conflict.loss:
        verdict.append(f"  −{conflict.loss}", style="outcome.fail")
    return Group(table, verdict)


@renders(Conflict)
def render_bare_conflict(conflict: Conflict) -> RenderableType:
    """A conflict without names."""
    return render_conflict(conflict, (t("frag.word.character"), t("frag.word.opponent")))


@renders(RollReport)
def render_report(report: RollReport) -> RenderableType:
    """The roll, each presagio, the amenaza and any loss."""
    parts: list[RenderableType] = [
        render_conflict(report.roll, report.names) if isinstance(report.roll, Conflict)
        else render_reto(report.roll)]
    parts.extend(render(omen, "tables") for omen in report.omens)
    if report.threat is not None and report.threat[0] != report.threat[1]:
        parts.append(Text(f"{t('frag.word.threat')} {report.threat[0]} → {report.threat[1]}",
                          style="warning"))
    if report.harm is not None:
        parts.append(render_harm(report.harm))
    return Group(*parts)


@renders(Harm)
def render_harm(harm: Harm) -> RenderableType:
    """`Cognición 4 → 2`, or the narration of a character taken out."""
    name = t(CHARACTERISTIC_KEYS[harm.characteristic])
    if harm.protected:
        return Text(t("frag.journal.protected", name=harm.character.name,
                      characteristic=name), style="value")
    line = Text(f"{name} {harm.before} → {harm.after}", style="outcome.fail")
    if harm.out is not None:
        line.append("  " + t(OUT_KEYS[harm.out], name=harm.character.name))
    return line


def _odds(outcomes: dict[str, Fraction], omen: Fraction, title: str | None) -> RenderableType:
    words = {outcome.value: t(key) for outcome, key in OUTCOME_KEYS.items()}
    rows = [(words.get(k, k), p) for k, p in outcomes.items()]
    return Group(odds_table(rows, title=title),
                 Text(t("frag.render.omen_odds", percent=f"{float(omen) * 100:.2f}",
                        exact=f"{omen.numerator}/{omen.denominator}"), style="omen"))


@renders(Forecast)
def render_forecast(forecast: Forecast) -> RenderableType:
    """The chance of success and of at least one presagio, before the roll."""
    return _odds({o.value: p for o, p in forecast.outcomes.items()}, forecast.omen_at_least_one,
                 t("frag.render.forecast", dice=forecast.dice, difficulty=forecast.difficulty))


@renders(FragOdds)
def render_odds(odds: FragOdds) -> RenderableType:
    """`odds frag`: outcomes and presagios."""
    return _odds({o.value: p for o, p in odds.outcomes.items()}, odds.omen_at_least_one, None)


@renders(Character)
def render_character(sheet: Character) -> RenderableType:
    """A sheet: scores current/total, rasgos, cualidades, superación."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="label")
    table.add_column()
    for ch in Characteristic:
        score = sheet.score(ch)
        traits = ", ".join(f"{tr.name} +{tr.bonus}" for tr in sheet.traits
                           if tr.characteristic is ch)
        table.add_row(t(CHARACTERISTIC_KEYS[ch]),
                      Text(f"{score.current}/{score.total}  ", style="heading").append(
                          traits))
    qualities = sheet.qualities
    for number, q in enumerate(qualities.all):
        table.add_row(t("frag.word.qualities") if number == 0 else "",
                      Text(q, style="gone" if q in qualities.crossed_out else "emphasis"))
    table.add_row(t("frag.word.superacion"), str(sheet.superacion))
    title = f"{sheet.name} · {t(RANK_KEYS[sheet.rank])}"
    parts: list[RenderableType] = [table]
    if sheet.out is not None:
        parts.append(Text(t(OUT_KEYS[sheet.out], name=sheet.name), style="outcome.disaster"))
    return Panel(Group(*parts), title=title, title_align="left")


@renders(SheetView)
def render_sheet_view(view: SheetView) -> RenderableType:
    """The sheet (unless the creation just showed it) and the amenaza."""
    threat = Text(f"{t('frag.word.threat')} {view.threat}", style="warning")
    return threat if view.sheet_shown else Group(render_character(view.character), threat)


@renders(SheetList)
def render_sheet_list(sheets: SheetList) -> RenderableType:
    """Name, rank and superación of each sheet; the active one marked."""
    table = Table(box=None, pad_edge=False)
    table.add_column("")
    table.add_column(t("frag.render.name"), style="label")
    table.add_column(t("frag.render.rank"))
    table.add_column(t("frag.word.superacion"), justify="right")
    for c in sheets.characters:
        table.add_row("▶" if c.name == sheets.active else "", c.name,
                      t(RANK_KEYS[c.rank]), str(c.superacion))
    return Group(table, Text(f"{t('frag.word.threat')} {sheets.threat}", style="warning"))


@renders(SpendReport)
def render_spend(report: SpendReport) -> RenderableType:
    """What was bought and where the point went."""
    line = Text(t(USE_JOURNAL_KEYS[report.use], name=report.name, target=report.target),
                style="title")
    line.append(f"  {t('frag.word.superacion')} {report.superacion}")
    if report.receiver:
        line.append(f"  → {report.receiver} ({report.receiver_superacion})", style="success")
    if report.threat != report.threat_before:
        line.append(f"  {t('frag.word.threat')} {report.threat_before} → {report.threat}",
                    style="warning")
    return line


@renders(ThreatReport)
def render_threat(report: ThreatReport) -> RenderableType:
    """`Amenaza 7 → 8` and what 8 means."""
    line = Text(f"{t('frag.word.threat')} {report.before} → {report.threat}"
                if report.before != report.threat else f"{t('frag.word.threat')} {report.threat}",
                style="warning")
    if report.severe:
        line.append("  " + t("frag.render.severe"), style="track.danger")
    return line


@renders(SceneOrder)
def render_scene(scene: SceneOrder) -> RenderableType:
    """`1. Duque  2. Barbara  3. Cochero`, after what each who hurried paid."""
    order = Text("  ".join(f"{i}. {name}" for i, name in enumerate(scene.order, 1)),
                 style="title")
    return Group(*map(render_spend, scene.hurried), order) if scene.hurried else order


@renders(RetoSummary)
def render_summary(summary: RetoSummary) -> RenderableType:
    """The final result of a guided reto (its roll only when the reto did not show it) and
    what changed: the amenaza, the superación spent (nothing when nothing changed)."""
    parts: list[RenderableType] = [] if summary.roll_shown else [render_reto(summary.reto)]
    if summary.threat != summary.threat_before:
        parts.append(Text(f"{t('frag.word.threat')} {summary.threat_before} → {summary.threat}",
                          style="warning"))
    after, before = summary.character, summary.started
    if after is not None and (before is None or before.superacion != after.superacion):
        points = (f"{after.superacion}" if before is None
                  else f"{before.superacion} → {after.superacion}")
        parts.append(Text(f"{after.name}: {t('frag.word.superacion')} {points}", style="muted"))
    return Group(*parts)


@renders(ConflictForecast)
def render_conflict_forecast(forecast: ConflictForecast) -> RenderableType:
    """Each side's chance of winning, and of a presagio in the first round."""
    names = {"character": forecast.names[0] or t("frag.word.character"),
             "opponent": forecast.names[1] or t("frag.word.opponent")}
    return _odds({names[w.value]: p for w, p in forecast.outcomes.items()},
                 forecast.omen_at_least_one,
                 t("frag.render.conflict_forecast", name=names["character"],
                   vs_name=names["opponent"]))


@renders(NamedConflict)
def render_named_conflict(shown: NamedConflict) -> RenderableType:
    """A conflict just rolled, each side by its name."""
    return render_conflict(shown.conflict, shown.names)


@renders(ConflictSummary)
def render_conflict_summary(summary: ConflictSummary) -> RenderableType:
    """The deciding rolls with both names, the amenaza and the losses (each only when the
    guided conflict did not already show it)."""
    parts: list[RenderableType] = ([] if summary.roll_shown
                                   else [render_conflict(summary.conflict, summary.names)])
    if summary.threat != summary.threat_before:
        parts.append(Text(f"{t('frag.word.threat')} {summary.threat_before} → {summary.threat}",
                          style="warning"))
    if not summary.harms_shown:
        parts.extend(render_harm(harm) for harm in summary.harms)
    return Group(*parts)


@renders(ChoicePreview)
def render_choice_preview(preview: ChoicePreview) -> RenderableType:
    """`Si dices que sí: Fracaso → Éxito · no pierdes 2 de Cognición (4 → 2) · superación 5 → 4`."""
    parts: list[str] = []
    if preview.result is not None:
        before, after = (t(m.key, **m.params) for m in preview.result)
        parts.append(f"{before} → {after}")
    if preview.chance is not None:
        parts.append(t("frag.preview.chance", chance=percent_text(preview.chance)))
    avoided = preview.avoided
    if avoided is not None:
        parts.append(t("frag.preview.avoid_out" if avoided.out else "frag.preview.avoid",
                       loss=avoided.loss, name=t(CHARACTERISTIC_KEYS[avoided.characteristic]),
                       before=avoided.before, after=avoided.after))
    if preview.crossed_out:
        parts.append(t("frag.preview.crossed_out"))
    else:
        parts.append(t("frag.preview.superacion", before=preview.superacion[0],
                       after=preview.superacion[1]))
    if preview.threat[0] != preview.threat[1]:
        parts.append(t("frag.preview.threat", before=preview.threat[0], after=preview.threat[1]))
    return Text(t("frag.preview.head") + " · ".join(parts), style="rule")
