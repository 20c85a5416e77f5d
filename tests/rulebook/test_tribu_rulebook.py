"""Every rule the Tribù Indiani rulebook describes, one test (or a few) per section.

Positions are written with tests.tribu.helpers.position (see tutor/games/tribu/notation.py).
Player 0's board is the shaman (vases: statue, storm, flag), player 1's the hunter
(river, hearth, statue); the warrior needs flag, pipe, storm; the healer hearth, statue, river.
"""
import pytest

from tests.tribu.helpers import act, position, texts
from tutor.core import CHANCE, IllegalAction
from tutor.games import tribu
from tutor.games.tribu.cards import (AZIONE, BOARDS, BY_NAME, CARDS, DIORAMA, EVENTO, MULTIDIORAMA,
                                     PROTEZIONE, TOTEM, TRIBU, deck)

SHAMAN_MAGIC = "shaman.red-statue.desert-wind.sun-flag.totem"


def refused(state, text: str, rule: str) -> None:
    verdict = state.check(state.parse_action(text))
    assert not verdict.ok and verdict.rule == rule, verdict
    with pytest.raises(IllegalAction):
        state.apply(state.parse_action(text))


def allowed(state, text: str, rule: str) -> None:
    verdict = state.check(state.parse_action(text))
    assert verdict.ok and verdict.rule == rule, verdict


@pytest.mark.rules("tribu.setup.cards")
def test_componenti_di_gioco_100_cards_of_five_kinds_and_four_boards():
    counts = deck("100")
    by_kind = {kind: sum(counts[c.index] for c in CARDS if c.kind == kind)
               for kind in (TRIBU, DIORAMA, EVENTO, AZIONE, PROTEZIONE)}
    assert by_kind == {TRIBU: 20, DIORAMA: 52, EVENTO: 8, AZIONE: 12, PROTEZIONE: 8}
    assert sum(counts) == 100 and set(counts) == {4}
    assert len([c for c in CARDS if c.kind == DIORAMA]) == 13 and len(BOARDS) == 4
    assert (CARDS[MULTIDIORAMA].spheres, CARDS[MULTIDIORAMA].colour, CARDS[TOTEM].spheres) == (3, "both", 5)
    assert {CARDS[BY_NAME["lupo"]].power, CARDS[BY_NAME["bisonte"]].power} == {1, 2}
    assert {CARDS[BY_NAME["courage feathers"]].power, CARDS[BY_NAME["strength feathers"]].power} == {2, 1}
    assert tribu.RECONSTRUCTED and "box" in tribu.DATA_NOTE
    short = deck("96")
    assert sum(short) == 96 and len([c for c in CARDS if c.kind == AZIONE and short[c.index]]) == 2


def test_carta_tribu_the_worked_example_needs_statue_then_storm_then_flag():
    shaman = CARDS[BY_NAME["shaman"]]
    assert shaman.spheres == 3 and shaman.vases == ("statue", "storm", "flag")
    assert {CARDS[BY_NAME[n]].vase for n in ("red statue", "blue statue")} == {"statue"}
    assert {CARDS[BY_NAME[n]].colour for n in ("desert wind", "lightning")} == {"red", "blue"}


@pytest.mark.rules("tribu.setup.boards", "tribu.setup.deal")
def test_svolgimento_boards_at_random_then_five_cards_each_and_the_dealer_plays_first():
    state = tribu.Game(players=3).new_state()
    assert state.current_player == CHANCE
    assert sorted(w for _, w in state.chance_outcomes()) == [1, 1, 1, 1]
    state = act(state, "board warrior", "board shaman", "board healer")
    assert state.phase == "deal" and state.pending == (15,)
    assert dict(state.chance_outcomes())[state.parse_action("card lupo")] == 4
    state = act(state, "card lupo")
    assert state.hands[1] == (BY_NAME["lupo"],)  # clockwise from the dealer's left
    for _ in range(14):
        state = state.apply(state.chance_outcomes()[0][0])
    assert [len(h) for h in state.hands] == [5, 5, 5] and sum(state.deck) == 85
    assert state.current_player == 0 and texts(state) == ["draw"]


@pytest.mark.rules("tribu.turn.order")
def test_svolgimento_turns_pass_clockwise():
    state = position("lupo / canoe / moon", "- / - / -", players=3)
    assert act(state, "discard lupo").current_player == 1
    state = position("lupo / canoe / moon", "- / - / -", "drawn 2", players=3)
    assert act(state, "discard moon").current_player == 0


@pytest.mark.rules("tribu.turn.one_card")
def test_svolgimento_one_card_on_the_table_per_turn():
    state = position("healer campfire lupo / moon", "- / -")
    after = act(state, "play tribu healer")
    assert after.current_player == 1 and len(after.hands[0]) == 2
    assert "extend chain a with diorama campfire" not in texts(after)


@pytest.mark.rules("tribu.turn.draw")
def test_svolgimento_the_discard_pile_is_drawn_from_only_under_a_diorama():
    state = position("- / -", "- / -", "start 0", discard="canoe lupo")
    assert texts(state) == ["draw"]
    refused(state, "draw from discard", "tribu.turn.draw")
    state = position("- / -", "- / -", "start 0", discard="lupo canoe")
    allowed(state, "draw from discard", "tribu.turn.draw")
    after = act(state, "draw from discard")
    assert after.hands[0] == (BY_NAME["canoe"],) and after.discard == (BY_NAME["lupo"],)


@pytest.mark.rules("tribu.turn.choices")
def test_sintesi_delle_fasi_di_gioco_seven_choices():
    hand = "healer red-statue desert-wind lupo draw-three / salmon"  # five: a hand at the start of a turn
    state = position(hand, "shaman.red-statue[courage-feathers] / hunter.salmon", "start 0")
    assert texts(state) == ["draw"]  # [A]-[F] begin by drawing; feathers are never 'used'
    state = position(hand, "shaman.red-statue[courage-feathers] / hunter.salmon")
    choices = texts(state)
    for text, rule in [("discard lupo", "tribu.turn.discard"),                           # [A]
                       ("play draw three", "tribu.azione.draw_three"),                   # [B]
                       ("play tribu healer", "tribu.chain.tribu"),                       # [C]
                       ("extend chain a with diorama desert wind", "tribu.chain.order"),  # [D]
                       ("swap active on chain a for lupo", "tribu.active.swap")]:        # [F]
        assert text in choices
        allowed(state, text, rule)
    refused(state, "draw", "tribu.turn.choices")  # the draw came first, and only once
    state = position(hand, "shaman.red-statue / hunter.salmon")
    allowed(state, "activate lupo on chain a", "tribu.active.activate")                  # [E]
    state = position(hand, "shaman.red-statue[lupo] / hunter.salmon", "start 0")
    allowed(state, "attack player 2 chain a with lupo from chain a", "tribu.event.lupo")  # [G]


@pytest.mark.rules("tribu.active.one_per_turn")
def test_sintesi_delle_fasi_di_gioco_a_swap_is_followed_by_a_discard_lay_or_play():
    state = position("lupo bisonte canoe / -", "shaman.red-statue[courage-feathers] ; hunter / -")
    state = act(state, "swap active on chain a for lupo")
    assert state.chains[0][0].active == BY_NAME["lupo"] and BY_NAME["courage feathers"] in state.hands[0]
    refused(state, "activate bisonte on chain b", "tribu.active.one_per_turn")
    assert act(state, "extend chain b with diorama canoe").current_player == 1


@pytest.mark.rules("tribu.chain.order")
def test_catene_dioramas_follow_the_vases_of_the_tribu_in_order():
    state = position("sun-flag desert-wind lightning / -", "shaman.red-statue / -")
    assert texts(state).count("extend chain a with diorama desert wind") == 1
    refused(state, "extend chain a with diorama sun flag", "tribu.chain.order")
    assert "storm" in state.check(state.parse_action("extend chain a with diorama sun flag")).reason
    after = act(state, "extend chain a with diorama lightning")
    assert after.chains[0][0].cards == (BY_NAME["shaman"], BY_NAME["red statue"], BY_NAME["lightning"])


@pytest.mark.rules("tribu.score.bonus", "tribu.chain.magic")
def test_catene_complete_protected_and_magic_protected_chains():
    complete = position("totem / -", "shaman.red-statue.lightning.sun-flag / -").chains[0][0]
    assert complete.complete and not complete.protected
    state = position("- / -", f"{SHAMAN_MAGIC} / -", "start 0")
    chain = state.chains[0][0]
    assert chain.complete and chain.protected
    assert state.score_sheets(None)[0].bonus == 20  # magic, and the player's own Capo (shaman)
    mixed = position("- / -", "shaman.red-statue.lightning.sun-flag.totem / -", "start 0")
    assert mixed.score_sheets(None)[0].bonus == 0


@pytest.mark.rules("tribu.chain.tribu")
def test_catene_a_tribu_without_diorama_for_more_than_a_turn_is_lost():
    state = position("healer lupo / canoe", "- / -")
    state = act(state, "play tribu healer")
    assert [c.fresh for c in state.chains[0]] == [False]  # fresh only during the turn it is laid
    state = act(state, "draw", "card moon", "discard canoe", "draw", "card blue statue")
    state = act(state, "discard lupo")  # the healer still has no Diorama at the end of this turn
    assert state.chains[0] == () and state.discard[0] == BY_NAME["healer"]  # under the discard pile


def test_catene_a_chain_stripped_by_an_attack_must_get_a_diorama_next_turn():
    state = position("- / lupo", "shaman[lupo] / warrior.sun-flag[courage-feathers]", "start 0")
    state = act(state, "attack player 2 chain a with lupo from chain a", "decline")
    assert state.chains[1][0].dioramas == () and state.current_player == 1
    after = act(state, "draw", "card moon", "discard lupo")
    assert after.chains[1] == ()
    lost = after.discard[:2]
    assert lost == (BY_NAME["warrior"], BY_NAME["courage feathers"])  # with its active card


@pytest.mark.rules("tribu.chain.capo")
def test_schede_capo_tribu_the_capo_chain_is_never_lost():
    state = position("lupo canoe / moon salmon", "shaman / -", "drawn 0")
    for _ in range(3):
        state = act(state, "discard " + CARDS[state.hands[state.player][0]].name, "draw", "card red statue")
    assert [CARDS[c.tribu].name for c in state.chains[0]] == ["shaman"]


@pytest.mark.rules("tribu.chain.clones")
def test_no_cloni_one_chain_per_tribu_character():
    state = position("shaman canoe / -", "shaman.red-statue / -")
    assert "play tribu shaman" not in texts(state)
    refused(state, "play tribu shaman", "tribu.chain.clones")


@pytest.mark.rules("tribu.active.activate")
def test_carta_attiva_one_per_chain_never_tribu_or_azione_and_no_discard():
    state = position("lupo healer block canoe moon salmon / -", "shaman[bisonte] ; hunter / -")
    refused(state, "activate lupo on chain a", "tribu.active.activate")
    refused(state, "activate healer on chain b", "tribu.active.activate")
    refused(state, "activate block on chain b", "tribu.active.activate")
    after = act(state, "activate lupo on chain b")
    assert len(after.hands[0]) == 5 and after.current_player == 1


@pytest.mark.rules("tribu.active.use")
def test_usare_una_carta_attiva_instead_of_drawing_and_one_per_turn():
    state = position("- / -", "shaman.red-statue[desert-wind] ; warrior.sun-flag[lupo] / hunter.salmon", "start 0",
                     boards="shaman,hunter")
    assert texts(state) == ["draw", "use active desert wind from chain a on chain a",
                            "attack player 2 chain a with lupo from chain b"]
    after = act(state, "use active desert wind from chain a on chain a")
    assert after.chains[0][0].dioramas == (BY_NAME["red statue"], BY_NAME["desert wind"])
    assert after.chains[0][0].active == -1 and after.current_player == 1
    drawn = act(state, "draw", "card moon")
    refused(drawn, "use active desert wind from chain a on chain a", "tribu.active.use")


@pytest.mark.rules("tribu.azione.block", "tribu.turn.discard", "tribu.turn.draw")
def test_usare_una_carta_azione_after_drawing_and_never_active():
    state = position("block / -", "shaman.red-statue / hunter.salmon", "start 0")
    refused(state, "play block on player 2 chain a", "tribu.turn.draw")
    state = act(state, "draw", "card moon")
    allowed(state, "play block on player 2 chain a", "tribu.azione.block")
    allowed(state, "discard block", "tribu.turn.discard")


@pytest.mark.rules("tribu.diorama.multidiorama")
def test_vaso_multidiorama_stands_for_any_vase_once_per_chain():
    state = position("multidiorama / -", "shaman / -")
    allowed(state, "extend chain a with diorama multidiorama", "tribu.diorama.multidiorama")
    state = position("multidiorama / -", "shaman.multidiorama.desert-wind / -")
    refused(state, "extend chain a with diorama multidiorama", "tribu.diorama.multidiorama")
    magic = position("- / -", "shaman.red-statue.multidiorama.sun-flag.totem / -", "start 0")
    assert magic.score_sheets(None)[0].bonus == 20  # its spheres of both colours leave the chain red


@pytest.mark.rules("tribu.diorama.totem")
def test_carta_diorama_totem_only_on_a_complete_chain_once():
    state = position("totem / -", "shaman.red-statue.desert-wind / -")
    refused(state, "extend chain a with diorama totem", "tribu.diorama.totem")
    state = position("totem / -", "shaman.red-statue.desert-wind.sun-flag / -")
    after = act(state, "extend chain a with diorama totem")
    assert after.chains[0][0].protected and CARDS[TOTEM].spheres == 5
    refused(position("totem / -", f"{SHAMAN_MAGIC} / -"), "extend chain a with diorama totem", "tribu.diorama.totem")


@pytest.mark.rules("tribu.event.lupo")
def test_carta_evento_lupo_destroys_the_last_vase():
    state = position("- / -", "shaman[lupo] / hunter.salmon.campfire.blue-statue", "start 0")
    state = act(state, "attack player 2 chain a with lupo from chain a")
    assert state.current_player == 1 and state.phase == "answer" and texts(state) == ["decline"]
    state = act(state, "decline")
    assert state.chains[1][0].dioramas == (BY_NAME["salmon"], BY_NAME["campfire"])
    assert state.discard == (BY_NAME["blue statue"], BY_NAME["lupo"])  # both under the discard pile
    assert state.current_player == 1 and state.phase == "start"


@pytest.mark.rules("tribu.event.bisonte")
def test_carta_evento_bisonte_destroys_the_last_two_vases():
    state = position("- / -", "shaman[bisonte] / hunter.salmon.campfire.blue-statue", "start 0")
    state = act(state, "attack player 2 chain a with bisonte from chain a", "decline")
    assert state.chains[1][0].dioramas == (BY_NAME["salmon"],)


@pytest.mark.rules("tribu.chain.protected", "tribu.event.attack")
def test_carte_evento_protected_chains_and_bare_chains_cannot_be_attacked():
    state = position("- / -", f"warrior[lupo] ; {SHAMAN_MAGIC} / {SHAMAN_MAGIC} ; hunter", "start 0",
                     boards="shaman,hunter")
    assert not [t for t in texts(state) if t.startswith("attack")]
    refused(state, "attack player 2 chain a with lupo from chain a", "tribu.chain.protected")
    refused(state, "attack player 1 chain b with lupo from chain a", "tribu.event.attack")


@pytest.mark.rules("tribu.protection.answer")
def test_carta_protezione_answers_out_of_turn_from_any_active_chain():
    chains = "shaman[bisonte] / hunter.salmon.campfire ; healer.campfire[courage-feathers]"
    state = act(position("- / -", chains, "start 0"), "attack player 2 chain a with bisonte from chain a")
    assert state.current_player == 1
    assert texts(state) == ["answer with courage feathers from chain b", "decline"]
    after = act(state, "answer with courage feathers from chain b")
    assert after.chains[1][0].dioramas == (BY_NAME["salmon"], BY_NAME["campfire"])
    assert after.chains[1][1].active == -1 and BY_NAME["courage feathers"] in after.discard
    assert after.current_player == 1 and after.phase == "start"  # the attacker's turn is over
    weak = act(position("- / -", chains.replace("courage", "strength"), "start 0"),
               "attack player 2 chain a with bisonte from chain a", "answer with strength feathers from chain b")
    assert weak.chains[1][0].dioramas == (BY_NAME["salmon"],)  # one vase guarded, one destroyed


@pytest.mark.rules("tribu.azione.play", "tribu.piles.played", "tribu.hand.size")
def test_carta_azione_pesca_3_carte_draws_three_and_discards_three():
    state = position("draw-three lupo canoe moon salmon blue-statue / -", "- / -")
    state = act(state, "play draw three")
    assert state.phase == "draw3" and state.played[BY_NAME["draw three"]] == 1
    state = act(state, "card lupo", "card totem", "card moon")
    assert state.phase == "discard3" and len(state.hands[0]) == 8
    state = act(state, "discard lupo", "discard lupo", "discard moon")
    assert len(state.hands[0]) == 5 and state.current_player == 1


@pytest.mark.rules("tribu.azione.block")
def test_carta_azione_blocca_the_opponent_skips_a_turn():
    state = position("block / -", "shaman / hunter.salmon")
    state = act(state, "play block on player 2 chain a")
    assert state.chains[1][0].blocked and texts(state) == ["skip turn"]
    refused(state, "draw", "tribu.azione.block")
    state = act(state, "skip turn")
    assert state.current_player == 0 and not state.chains[1][0].blocked
    assert state.played[BY_NAME["block"]] == 1


@pytest.mark.rules("tribu.azione.steal")
def test_carta_azione_ruba_un_diorama_the_stolen_card_must_fit_at_once():
    state = position("steal / -", "healer.campfire / hunter.salmon.campfire.red-statue")
    assert [t for t in texts(state) if t.startswith("play steal")] == ["play steal from player 2 chain a to chain a"]
    state = act(state, "play steal from player 2 chain a to chain a")
    assert state.current_player == 1 and state.phase == "answer"
    after = act(state, "decline")
    assert after.chains[0][0].dioramas[-1] == BY_NAME["red statue"]
    assert after.chains[1][0].dioramas == (BY_NAME["salmon"], BY_NAME["campfire"])
    nowhere = position("steal / -", "warrior / hunter.salmon.campfire.red-statue")
    assert not [t for t in texts(nowhere) if t.startswith("play steal")]
    refused(nowhere, "play steal from player 2 chain a to chain a", "tribu.azione.steal")


@pytest.mark.rules("tribu.azione.block", "tribu.azione.play", "tribu.piles.played")
def test_carte_azione_played_cards_leave_the_challenge_on_the_played_pile():
    state = position("block / -", "shaman / hunter.salmon")
    state = act(state, "play block on player 2 chain a", "skip turn")
    assert state.played[BY_NAME["block"]] == 1 and BY_NAME["block"] not in state.discard


@pytest.mark.rules("tribu.piles.reshuffle")
def test_mazzo_di_carte_reshuffle_keeps_the_top_discard():
    state = position("- / -", "- / -", "start 0", discard="lupo canoe moon", rest="played")
    allowed(state, "draw", "tribu.piles.reshuffle")
    after = act(state, "draw")
    assert after.discard == (BY_NAME["moon"],) and sum(after.deck) == 2
    assert sorted(a for a, _ in after.chance_outcomes()) == [after.parse_action("card canoe"),
                                                            after.parse_action("card lupo")]


@pytest.mark.rules("tribu.piles.discard")
def test_mazzo_di_carte_discards_on_top_used_and_destroyed_cards_underneath():
    state = position("lupo / -", "shaman[bisonte] / hunter.salmon", "drawn 0", discard="moon")
    state = act(state, "discard lupo")
    assert state.discard == (BY_NAME["moon"], BY_NAME["lupo"])


def _closing(players: int, chains_done: int):
    done = ["hunter.salmon.campfire.red-statue", "healer.campfire.red-statue.salmon",
            "warrior.sun-flag.peace-pipe.desert-wind"][:chains_done - 1]
    mine = " ; ".join(done + ["shaman.red-statue.desert-wind"])
    others = " / ".join(["scout.lightning"] * (players - 1))
    hands = " / ".join(["sun-flag"] + ["lupo moon"] * (players - 1))
    return position(hands, f"{mine} / {others}", players=players, boards=",".join(["shaman", "hunter", "warrior",
                                                                                   "healer"][:players]))


@pytest.mark.rules("tribu.chain.complete")
def test_chiusura_del_gioco_a_challenge_ends_with_four_complete_chains_or_three_with_four_players():
    for players, needed in [(2, 4), (3, 4), (4, 3)]:
        state = act(_closing(players, needed), f"extend chain {needed - 1} with diorama sun flag")
        assert state.challenge == 2 and state.phase == "deal" and state.dealer == 1, players
    not_yet = act(_closing(2, 3), "extend chain c with diorama sun flag")
    assert not_yet.challenge == 1


@pytest.mark.rules("tribu.score.table", "tribu.score.hostile")
def test_chiusura_del_gioco_scoring_with_hostile_spheres():
    state = _closing(2, 4)
    sheets = act(state, "extend chain d with diorama sun flag").last
    table = sum(CARDS[c].spheres for chain in state.chains[0] for c in chain.cards) + CARDS[BY_NAME["sun flag"]].spheres
    scout = CARDS[BY_NAME["scout"]].spheres + CARDS[BY_NAME["lightning"]].spheres
    hostile = CARDS[BY_NAME["moon"]].spheres  # lupo has no spheres
    assert sheets == (table, scout - hostile)


@pytest.mark.rules("tribu.score.table")
def test_chiusura_del_gioco_the_challenge_ends_when_no_diorama_is_left():
    state = position("lupo / moon", "shaman / hunter.salmon", discard="block", rest="played")
    # no Diorama in the draw pile (empty) or the discard pile: nobody pays hostile spheres
    state = act(state, "discard lupo")
    assert state.challenge == 2
    assert state.last == (CARDS[BY_NAME["shaman"]].spheres,
                          CARDS[BY_NAME["hunter"]].spheres + CARDS[BY_NAME["salmon"]].spheres)


@pytest.mark.rules("tribu.score.bonus", "tribu.chain.magic")
def test_chiusura_del_gioco_bonus_10_or_20_for_the_capo():
    hunter_magic = "hunter.canoe.moon.blue-statue.totem"
    state = position("- / -", f"{SHAMAN_MAGIC} ; {hunter_magic} / -", "start 0")
    assert state.score_sheets(None)[0].bonus == 20 + 10


@pytest.mark.rules("tribu.game.target")
def test_scopo_del_gioco_the_first_to_100_spheres_wins():
    state = _closing(2, 4)
    state = tribu.Game.parse(state.notation().replace("totals 0,0", "totals 90,10"))
    over = act(state, "extend chain d with diorama sun flag")
    assert over.is_terminal and over.outcome().winners == (0,) and over.totals[0] >= 100


# --- issue #12: the readings in force, and the rules each statement of the rulebook names ---------------

@pytest.mark.rules("tribu.setup.players")
def test_regolamento_two_three_or_four_players():
    for players in (2, 3, 4):
        assert tribu.Game(players=players).new_state().game.num_players == players
    for players in (1, 5):
        with pytest.raises(ValueError):
            tribu.Game(players=players)


@pytest.mark.rules("tribu.active.swap", "tribu.active.one_per_turn", "tribu.active.activate")
def test_sintesi_delle_fasi_di_gioco_f_activating_after_a_swap_is_a_reading():
    hands, chains = "lupo bisonte canoe / -", "shaman.red-statue[courage-feathers] ; hunter.salmon / -"
    careful = act(position(hands, chains), "swap active on chain a for lupo")
    assert not [t for t in texts(careful) if t.startswith(("activate", "swap"))]
    refused(careful, "activate bisonte on chain b", "tribu.active.one_per_turn")
    summary = act(position(hands, chains, options="swap_then_activate=yes"), "swap active on chain a for lupo")
    assert "activate bisonte on chain b" in texts(summary)
    assert not [t for t in texts(summary) if t.startswith("swap")]  # one swap only
    refused(summary, "swap active on chain a for bisonte", "tribu.active.swap")
    after = act(summary, "activate bisonte on chain b")
    assert after.chains[0][0].active == BY_NAME["lupo"] and after.chains[0][1].active == BY_NAME["bisonte"]
    assert after.current_player == 1 and len(after.hands[0]) == 2  # no discard after an activation
    [entry] = [i for i in tribu.Game.INTERPRETATIONS if i.id == "tribu.interp.swap_then_activate"]
    assert entry.option == "swap_then_activate" and entry.default == "no"


@pytest.mark.rules("tribu.turn.draw")
def test_mazzo_di_carte_a_lost_active_card_under_an_empty_discard_pile():
    lost = "activate moon on chain a"  # the bare healer (not player 0's Capo) is lost with the moon
    hidden = act(position("moon canoe / salmon", "healer / -"), lost)
    assert hidden.discard == (BY_NAME["healer"], BY_NAME["moon"]) and hidden.face_down == (1,)
    refused(hidden, "draw from discard", "tribu.turn.draw")
    shown = act(position("moon canoe / salmon", "healer / -", options="lost_active=face_up"), lost)
    assert shown.discard == (BY_NAME["healer"], BY_NAME["moon"]) and shown.face_down == ()
    allowed(shown, "draw from discard", "tribu.turn.draw")
    assert BY_NAME["moon"] in act(shown, "draw from discard").hands[1]
    [entry] = [i for i in tribu.Game.INTERPRETATIONS if i.id == "tribu.interp.lost_active"]
    assert entry.option == "lost_active" and entry.values == ("face_down", "face_up")


@pytest.mark.rules("tribu.azione.block")
def test_carta_azione_blocca_a_turn_lost_to_block_counts_for_a_bare_tribu():
    for block, turn in (("skip_turn", ("skip turn",)), ("chain_only", ("draw", "card lupo"))):
        state = position("block / moon", "shaman / healer", options=f"block={block}" * (block != "skip_turn"))
        state = act(state, "play block on player 2 chain a", *turn)
        if block == "chain_only":
            assert "extend chain a with diorama moon" not in texts(state)  # the blocked chain is frozen
            state = act(state, "discard moon")
        assert state.chains[1] == () and BY_NAME["healer"] in state.discard  # the healer is lost
    assert "tribu.interp.blocked_turn" in {i.id for i in tribu.Game.INTERPRETATIONS}


def test_componenti_di_gioco_the_96_card_printing_is_the_projects_setting_not_the_rulebooks():
    from tutor.core import rules
    [cards] = [r for r in rules("tribu.setup.") if r.id == "tribu.setup.cards"]
    assert "96" not in cards.text
    [entry] = [i for i in tribu.Game.INTERPRETATIONS if i.id == "tribu.interp.cards"]
    assert "project's own" in entry.why and all("96" not in r.text for r in entry.readings)
    assert tribu.Game(printing="96").settings()[1] == ("printing", "96", "100")


@pytest.mark.rules("tribu.tutor.limits")
def test_chiusura_del_gioco_the_tutors_limits_end_every_game():
    state = position("lupo / moon", "shaman / hunter.salmon", turns=2 * 60 - 1)
    after = act(state, "discard lupo")
    assert after.challenge == 2 and after.phase == "deal"
    assert after.last == (CARDS[BY_NAME["shaman"]].spheres,  # closed as if the Dioramas ran out: no hostile spheres
                          CARDS[BY_NAME["hunter"]].spheres + CARDS[BY_NAME["salmon"]].spheres)
    text = state.notation().replace("challenge 1 dealer 0", "challenge 12 dealer 1").replace("last -", "last 0,0")
    over = act(tribu.Game.parse(text), "discard lupo")
    assert over.is_terminal and "12 challenges" in over.outcome().reason


def test_carta_azione_blocca_the_card_lies_face_up_so_the_odds_count_it_as_seen():
    from fractions import Fraction

    from tutor.games.tribu.odds import chain_odds, unseen
    from dataclasses import replace
    state = position("canoe / moon", "hunter.salmon / shaman.red-statue#", "start 0", discard="lupo sun-flag",
                     rest="played")
    moved = {BY_NAME["moon"]: 1, BY_NAME["lupo"]: 1}  # from the played pile into the draw pile
    state = replace(state, deck=tuple(moved.get(t, 0) for t in range(len(CARDS))),
                    played=tuple(n - moved.get(t, 0) for t, n in enumerate(state.played)))
    view = state.view(0)
    assert view.chains[1][0].blocked  # everyone sees the Block beside the chain
    assert unseen(view, state.game)[BY_NAME["block"]] == 0
    odds = chain_odds(view, state.game, 0, 1)  # unseen: the moon in player 1's hand, the moon and lupo in the pile
    assert (odds.unseen, odds.copies, odds.draws) == (3, 2, 1)
    assert Fraction(int(odds.probability.p), int(odds.probability.q)) == Fraction(2, 3)
