"""Every error sentence of refscore, by key, in English and French (`ERRORS_EN`, `ERRORS_FR`), and
the other sentences the engine writes into its results in the same way: the notes beside a result
(`note.*`) and the calls an illegal call's violation lists as allowed (`call.*`).

Why in the ground floor: the readers of every layer raise these errors; `sentence(key, **params)`
(`refscore.base.errors`) writes the English sentence into the error when it is raised, and the
French one of the same key is what `refscore.text.error_words` shows a French user. The keys are in
blocks by the module that raises them (`# refscore/judge/notation.py`), the same order in both
catalogues; a parameter of a sentence may be a sentence in its turn. A key missing in one language,
or a French sentence reading a parameter the English one is not given, is a test failure
(tests/base/test_error_sentences.py).
"""

from __future__ import annotations

#: The English sentences of the errors: message and expected texts, by key.
ERRORS_EN: dict[str, str] = {
    # refscore/base/errors.py (`joined`)
    "list.comma": "{head}, {tail}",
    "list.semicolon": "{head}; {tail}",
    "list.and": "{head} and {tail}",
    # refscore/base/cards.py
    "cards.not_a": "{token!r} is not {what}",
    "cards.a_card": (
        "a card: a rank (7 8 9 10 T J Q K A, or French V D R) followed by a suit "
        "(S H D C, ♠ ♥ ♦ ♣, or French P K T), e.g. JH, 10S, T♠, VC"
    ),
    "cards.a_suit": "a suit: S H D C, ♠ ♥ ♦ ♣, P K T, or a name such as hearts or cœur",
    "cards.one_card_c": "one card: its C is clubs in English and cœur in French",
    # refscore/base/schema_words.py (a JSON Schema validator's messages, as it writes them)
    "schema.type": "{value!r} is not of type {types}",
    "schema.required": "{name!r} is a required property",
    "schema.additional_one": "Additional properties are not allowed ({names} was unexpected)",
    "schema.additional_many": "Additional properties are not allowed ({names} were unexpected)",
    "schema.enum": "{value!r} is not one of {limit!r}",
    "schema.pattern": "{value!r} does not match {limit!r}",
    "schema.maximum": "{value!r} is greater than the maximum of {limit!r}",
    "schema.minimum": "{value!r} is less than the minimum of {limit!r}",
    "schema.exclusive_maximum": "{value!r} is greater than or equal to the maximum of {limit!r}",
    "schema.exclusive_minimum": "{value!r} is less than or equal to the minimum of {limit!r}",
    "schema.const": "{limit!r} was expected",
    "schema.unique": "{value!r} has non-unique elements",
    "schema.any_of": "{value!r} is not valid under any of the given schemas",
    "schema.empty": "{value!r} is expected to be empty",
    "schema.too_long": "{value!r} is too long",
    "schema.non_empty": "{value!r} should be non-empty",
    "schema.too_short": "{value!r} is too short",
    "schema.other": "{message}",
    "schema.at": "at {path}: {message}",
    # refscore/conformance/corpus.py
    "corpus.no_conformance_corpus_here": "no conformance corpus here",
    "corpus.folder_holding": "a folder holding {schema_file}",
    "corpus.cannot_read_case_file": "cannot read the case file: {error}",
    "corpus.cannot_read_case_schema": "cannot read the case schema: {error}",
    "corpus.case_file_valid_against": "a case file valid against {schema_file}",
    # refscore/conformance/dialect.py
    "dialect.dialect_must_extend_shipped": "a dialect must extend a shipped variant",
    "dialect.extends_name": "extends: NAME",
    "dialect.cannot_read_dialect": "cannot read the dialect: {error}",
    "dialect.dialect_must_extend_shipped2": "a dialect must extend a shipped variant, not {parent!r}",
    # refscore/conformance/double_dummy.py
    "dd.position_must_json_object": "a position must be a JSON object",
    "dd.variant_has_no_mode": "the variant {variant_id} has no {kind_value} mode",
    "dd.unknown_side_units": "unknown side {side!r} (units: {units})",
    "dd.hands_must_give_cards": "`hands` must give the cards of every seat: {seats}",
    "dd.unknown_seat": "unknown seat {leader_name!r}",
    "dd.trick_must_list_fewer": "`trick` must list fewer than {seats_count} cards",
    "dd.winners_must_list_seats": "`winners` must list seats",
    "dd.card_appears_twice": "a card appears twice",
    "dd.finished_tricks_play_not": (
        "{winners_data_count} finished tricks and {left} to play: not a deal of {variant_hand_size} tricks"
    ),
    "dd.not_double_dummy_case": "not a double-dummy case file",
    "dd.cases": '{{"format": "{format}", "cases": [...]}}',
    "dd.must_string_got": "`{key_}` must be a string, got {name}",
    "dd.not_card": "not a card",
    "dd.not_trump_h_d": "not a trump (S H D C, SA, TA)",
    "dd.hand_must_list_cards": "a hand must be a list of cards",
    "dd.holds_cards_trick_leader": (
        "{seat} holds {held} cards; the trick and the leader's hand say {number}"
    ),
    "dd.cannot_read_double_dummy": "cannot read the double-dummy cases: {error}",
    "dd.case_must_object_with": "a case must be an object with an `id`",
    "dd.unknown_variant": "unknown variant {variant_id!r}",
    "dd.value_must_integer": "`value` must be an integer",
    # refscore/conformance/engines.py
    "engines.engine_command_empty": "the engine command is empty",
    "engines.program_its_arguments": "a program and its arguments",
    "engines.cannot_split_engine_command": "cannot split the engine command: {error}",
    "engines.command_line": "a command line",
    "engines.no_answer_within": "no answer within {timeout:g} s",
    "engines.engine_wrote_line_that": "the engine wrote a line that is not JSON ({reason}): {line!r}",
    "engines.engine_wrote_number_too": "the engine wrote a number too long to read",
    "engines.engine_wrote_json_nested": "the engine wrote JSON nested too deeply",
    # how an engine failed one request (the runner's report says it in the language asked)
    "engines.as_is": "{error}",
    "engines.raised": "the engine raised {kind}: {error}",
    "engines.stderr_ends": "; its stderr ends: {lines}",
    "engines.line_longer": "the engine wrote a line longer than {max_bytes:,} bytes",
    "engines.wrote_more": "the engine wrote more than {max_bytes:,} bytes",
    "engines.closed_input": "the engine closed its input",
    "engines.stopped": "the engine stopped",
    "engines.exited": "the engine exited with status {code}",
    "engines.then_tail": "{text}{tail}",
    "engines.cannot_start": "cannot start the engine {program!r}: {reason}",
    "engines.not_restarted": "not restarted after {count} failures in a row; last: {last}",
    "engines.no_start_answer": "no start answer: {exit}",
    "engines.bad_start_answer": "bad start answer: {error}",
    "engines.problem_exit": "{problem}: {exit}",
    "engines.then_stopped": "{error}; the engine was stopped",
    "engines.no_answer": "no answer: {exit}",
    "engines.invalid_answer": "invalid answer: {error}",
    "engines.not_json_answer": (
        "the engine (exit status {code}) did not write a JSON answer ({reason}): {shown!r}"
    ),
    "engines.json_too_deep": "JSON nested too deeply",
    "engines.number_too_long": "a number too long to read",
    "engines.wrong_exit_status": (
        "the engine answered {status!r} with exit status {code}; the protocol says {expected}"
    ),
    # refscore/conformance/features.py
    "features.cannot_find_feature_registry": "cannot find the feature registry",
    "features.yaml_file_feature_ids": "the YAML file of feature ids shipped with refscore",
    "features.no_features_mapping": "no `features` mapping",
    "features.features": "features: {{id: {{description}}}}",
    "features.not_valid_yaml": "not valid YAML: {error}",
    # refscore/conformance/protocol.py
    "protocol.must_non_empty_string": "{where}: `{key_}` must be a non-empty string, got {value!r}",
    "protocol.must_list_strings_got": "{where}: `{key_}` must be a list of strings, got {value!r}",
    "protocol.start_answer_must_json": "the start answer must be a JSON object, got {message}",
    "protocol.engine_speaks_protocol_this": (
        "the engine speaks protocol {version!r}; this runner speaks {protocol_version}"
    ),
    "protocol.start_answer_must_have": "the start answer must have an `engine` object (name, version)",
    "protocol.must_integer_got": "{where} must be an integer, got {value}",
    "protocol.units_must_object_got": "`units` must be an object, got {value}",
    "protocol.scores_must_object_got": "`scores` must be an object, got {value}",
    "protocol.must_list_cards_got": "{where} must be a list of cards, got {value}",
    "protocol.violation_must_object_got": "`violation` must be an object, got {value}",
    "protocol.penalty_must_object_got": "`penalty` must be an object, got {value}",
    "protocol.answer_must_json_object": "the answer must be a JSON object, got {message}",
    "protocol.answer_for_case_not": "the answer is for case {answered_id!r}, not {expected_id!r}",
    "protocol.status_must_one_got": "`status` must be one of {statuses}; got {status}",
    "protocol.answer_must_have_violation": "a `{status}` answer must have a `violation` (rule, phase, place)",
    "protocol.made_must_true_false": "`made` must be true, false or null, got {made}",
    "protocol.units_must_object_got2": "`units.{unit}` must be an object, got {facts}",
    "protocol.must_hold_card_names": "{where} must hold card names, got {item}",
    "protocol.holds_which_not_card": "{where} holds {item!r}, which is not a card",
    "protocol.start_answer": "start answer",
    "protocol.no_variant_support": "the engine does not support the variant {variant}",
    "protocol.no_feature_support": "the engine does not support the feature(s) {features}",
    # refscore/conformance/runner.py
    "runner.skip_list_not_utf": "the skip list is not UTF-8 text (byte {start})",
    "runner.skip_list_too_large": "the skip list is too large",
    "runner.at_most_bytes_case": "at most {max_skip_list_bytes:,} bytes (a case id a line)",
    "runner.engine_skipped": "skipped by the engine: {said}",
    "runner.no_reason": "no reason given",
    "runner.known_failure": "known failure: {cause}",
    "runner.listed_passes": "listed in the skip list, but it passes now",
    "runner.listed_passed": "listed in the skip list (it passes now)",
    # refscore/conformance/lint.py (the findings of `refscore conformance lint`)
    "lint.at_place": "at {place}: {message}",
    "lint.duplicate_id": "duplicate id (also in {other})",
    "lint.kind_in_file": "a {kind} case in a {file_kind} file",
    "lint.unknown_rule": "unknown rule id {rule!r} (not in spec/rules.md)",
    "lint.unknown_feature": "unknown feature {feature!r} (not in spec/features.yaml)",
    "lint.record_names_variant": "the record names a variant; the expectations say which variants judge it",
    "lint.record_carries_claim": (
        "the record carries a claimed score (the answer) but the case does not test claim.match"
    ),
    "lint.unknown_variant": "unknown variant {variant!r} (shipped: {shipped})",
    "lint.in_variant": "[{variant}] {message}",
    "lint.undeclared_features": "uses feature(s) it does not declare: {features}",
    "lint.unused_features": "declares feature(s) it does not use: {features}",
    "lint.legal_cards_needed": "a legal-cards case must expect `legal_cards`",
    "lint.legal_cards_cannot": "a legal-cards case cannot expect `{key_}`",
    "lint.not_a_card": "{card!r} in legal_cards is not a card",
    "lint.write_card_as": "write {card!r} in legal_cards as {canonical!r}",
    "lint.only_legal_cards": "only a legal-cards case can expect `legal_cards`",
    "lint.status_needed": "a check case must expect a `status`",
    "lint.unknown_violation_rule": "unknown rule id {rule!r} in the violation",
    "lint.violation_rule_not_listed": "the violation's rule {rule} is not among the case's rules",
    "lint.unknown_unit": "unknown scoring unit {unit!r} in {key_} (units: {units})",
    "lint.scores_every_unit": "scores must give every scoring unit: {units}",
    "lint.not_well_formed": "not a well-formed deal: {error}",
    "lint.list_dead_cards": "list the dead cards (`dead`), so that the record deals all 32 cards",
    "lint.no_case_files": "no case files (cases/*.json, generated/*.json)",
    "lint.problems": "{count} problem(s)",
    "lint.gap_rule": "rule {rule}: no normative case",
    "lint.gap_pair": "rule {rule} in {variant}: no normative case",
    "lint.gap_violation": "rule {rule} in {variant}: no violation case",
    "lint.no_problem": "{count} cases, {tests} tests: no problem",
    "lint.no_problem_gaps": "{count} cases, {tests} tests: no problem; {gaps} coverage gap(s)",
    # refscore/fast/batch_lines.py
    "batch.one_json_object_deal": "one JSON object (a deal record) per line",
    "batch.line_too_long_bytes": "line too long ({raw_size} bytes or more)",
    "batch.one_deal_record_per": "one deal record per line, at most {max_line_bytes} bytes",
    "batch.internal_error_while_checking": "internal error while checking this line ({name}: {error})",
    "batch.report_this_line_refscore": "a report of this line to the refscore maintainers",
    "batch.not_utf_text_byte": "not UTF-8 text (byte {number} of the line is 0x{byte:02x})",
    "batch.utf_text": "UTF-8 text",
    # refscore/formula/compiler.py
    "formula.in": "{message} in {shown}",
    "formula.at_column": "{message} at column {column} of {shown}",
    "formula.hinted": "{text}; {hint}",
    "formula.division_by_zero": "division by zero",
    "formula.modulo_by_zero": "modulo by zero",
    "formula.expected": "expected {labels}",
    "formula.a_number": "a number",
    "formula.a_name": "a name",
    "formula.end_of_formula": "the end of the formula",
    "formula.arity_one": "1 argument",
    "formula.arity_if": "3 arguments (condition, value if true, value if false)",
    "formula.arity_at_least_two": "at least 2 arguments",
    "formula.token_number": "number {value}",
    "formula.token_name": "name {value!r}",
    "formula.token_symbol": '"{value}"',
    "formula.write_eq": 'write "==" to compare',
    "formula.write_and": 'write "and"',
    "formula.write_or": 'write "or"',
    "formula.write_not": 'write "not", or "!=" to compare',
    "formula.whole_numbers": "numbers are whole numbers",
    "formula.no_strings": "formulas have no strings",
    "formula.lowercase": "names and keywords are lowercase",
    "formula.no_chain": "comparisons do not chain: write 'a < b and b < c'",
    "formula.one_operand": "{a} operand",
    "formula.operands": "{type_} operands",
    "formula.an_int": "an int",
    "formula.a_bool": "a bool",
    "formula.divisor_zero": "the divisor {show} is 0",
    "formula.value_not_function": "{name!r} is a value, not a function; the functions are {functions}",
    "formula.is_function": "{name!r} is a function: write {name}(...)",
    "formula.no_functions_here": "no functions can be used here",
    "formula.no_names_here": "no names can be used here",
    "formula.known_functions": "known functions: {listing}",
    "formula.known_names": "known names: {listing}",
    "formula.did_you_mean": "did you mean {close!r}? {listing}",
    "formula.formula_nested_too_deeply": "formula nested too deeply",
    "formula.at_most_levels": "at most {max_nesting} levels",
    "formula.empty_formula": "empty formula",
    "formula.formula_too_long_characters": "formula too long ({text_count} characters)",
    "formula.at_most_are_allowed": "at most {max_length} are allowed",
    "formula.result_out_range": "result out of range: {magnitude}",
    "formula.formulas_compute_whole_numbers": (
        "formulas compute whole numbers of at most {max_value:,} in size"
    ),
    "formula.formula_gives_but_needed": "the formula gives {gives} but {needed} is needed here",
    "formula.unexpected_character": "unexpected character {char!r}",
    "formula.unexpected": "unexpected {token}",
    "formula.cannot_parse_formula": "cannot parse formula: {error}",
    "formula.operator_needs_but": "operator {op!r} needs {needs}, but {show} is {type_value}",
    "formula.number_too_long_digits": "number {digits} is too long ({digits_count} digits)",
    "formula.at_most_digits_are": "at most {max_digits} digits are allowed",
    "formula.unknown_name": "unknown name {name!r}",
    "formula.unknown_function": "unknown function {name!r}",
    "formula.takes_but_got": "{name}() takes {arity} but got {argument_trees_count}",
    "formula.unexpected_end_formula": "unexpected end of formula",
    "formula.operator_compares_values_same": (
        "operator {op!r} compares values of the same type, but {show} is {type_value} and {show2} "
        "is {type_value2}"
    ),
    "formula.result_out_range2": "result out of range: {magnitude} * {magnitude2} = {magnitude3}",
    "formula.divisor_always": "the divisor {show} is always 0",
    "formula.condition_if_must_bool": "the condition of if() must be bool, but {show} is {type_value}",
    "formula.two_values_if_must": (
        "the two values of if() must have the same type, but {show} is {type_value} and {show2} is "
        "{type_value2}"
    ),
    "formula.needs_int_arguments_but": "{name}() needs int arguments, but {show} is {type_value}",
    "formula.operator_compares_ints_but": "operator {op!r} compares ints, but {show} is {type_value}",
    # refscore/judge/facts_check.py
    "facts.ladder": "{floor} to {ceiling} in steps of {step}",
    "facts.or_bid": "or {name}",
    "facts.facts_record_as_described": "a facts record as described in spec/facts.md",
    "facts.not_whole_number_as": "{value!r} is not a whole number as written",
    "facts.integer_written_without_fraction": (
        "an integer written without a fraction or an exponent (124, not 124.0)"
    ),
    "facts.unknown_taker": "unknown taker {taker!r}",
    "facts.seat": "a seat ({seats})",
    "facts.contract_which_variant_does": ("the contract is {mode}, which variant {variant_id} does not play"),
    "facts.one_its_trump_modes": "one of its trump modes: {modes}",
    "facts.both_points_cards": "both `points` and `cards`",
    "facts.one_them_with_without": "one of them (with or without the dix de der)",
    "facts.variant_has_no_discard": "variant {variant_id} has no discard",
    "facts.no_card_points_for": "no card points for {units}",
    "facts.points_every_side_but": "the points of every side but one (of every side when cards are dead)",
    "facts.card_points_some_set": "card points some set of cards can add up to in {contract_trump}",
    "facts.seat_unit": "a seat ({seats}) or a unit ({units})",
    "facts.variant_has_no_contract": "variant {variant_id} has no contract value (the taker takes a trump)",
    "facts.no_contract_only_trump": "no `contract`, only the trump and the taker",
    "facts.variant_has_no_coinche": "variant {variant_id} has no coinche",
    "facts.cannot_coinche_contract": "{coinched_by!r} cannot coinche {taker}'s contract",
    "facts.seat_defence": "a seat of the defence",
    "facts.surcoinche_without_coinche": "a surcoinche without a coinche",
    "facts.coinche_first": "a `coinche` first",
    "facts.variant_has_no_surcoinche": "variant {variant_id} has no surcoinche",
    "facts.cannot_surcoinche_only_coinched": (
        "{surcoinched_by!r} cannot surcoinche: only the coinched side may"
    ),
    "facts.seat_taking_side": "a seat of the taking side",
    "facts.unknown_seat2": "unknown seat {generale_seat!r}",
    "facts.seat_that_took_every": "the seat that took every trick ({seats})",
    "facts.capot_g_n_rale": "the capot and the générale name different sides",
    "facts.took_every_trick_so": "{capot_unit} took every trick, so the last one too, not {der_unit}",
    "facts.card_points_written_add": (
        "the card points written add up to {sum}, more than the {total} of a deal"
    ),
    "facts.card_points_add_up": "the card points add up to {sum}, not {total}",
    "facts.mode.suit": "suit",
    "facts.mode.no_trump": "no trump",
    "facts.mode.all_trump": "all trump",
    "facts.there_no_belote": "there is no belote in {mode}",
    "facts.belote_only_suit_contract": "a belote only in a suit contract",
    "facts.variant_has_no_annonces": "variant {variant_id} has no annonces",
    "facts.both_score_annonces": "{units} both score annonces",
    "facts.only_side_with_strongest": "only the side with the strongest annonce to score",
    "facts.not_sum_annonces_variant": "{points} is not a sum of annonces of variant {variant_id}",
    "facts.sum_annonce_values_tierce": "a sum of the annonce values (tierce, cinquante, cent, carrés)",
    "facts.claim_does_not_give": "the claim does not give every side",
    "facts.score_depends_on_who": "the score depends on who took the last trick, which the facts do not say",
    "facts.der_side_that_took": "`der`: the side that took the last trick (rule points.dix-de-der)",
    "facts.cannot_read_contract": "cannot read the contract {label!r}: {message}",
    "facts.contract_such_as_coinch": "a contract such as 110 ♥, 100 ♦ coinché or capot SA",
    "facts.not_bid_variant": "{value} is not a bid of variant {variant_id}",
    "facts.not_contract_variant": "{raw!r} is not a contract of variant {variant_id}",
    "facts.number_from_special_bid": (
        "a number from {rules_floor} to {rules_ceiling} or a special bid ({names})"
    ),
    "facts.has_points_although_took": "{unit} has {value} points although {capot_unit} took every trick",
    "facts.for_every_side_but": "0 for every side but the one that took every trick",
    "facts.tricks_written_do_not": "the tricks written do not add up to the deal",
    "facts.count_for_every_side": "a count for every side, {n_tricks} in all",
    "facts.side_took_every_trick": "a side took every trick: write it as `capot`",
    "facts.variant_formulas_use_tricks": (
        "variant {variant_id}'s formulas use the tricks won, which the facts do not give"
    ),
    "facts.tricks_for_every_side": "`tricks` for every side",
    "facts.took_no_trick_but": "{unit} took no trick but has card points or the last trick",
    # refscore/judge/game_sheet.py
    "sheet.unknown_seat_scoring_unit": "unknown seat or scoring unit {name!r}",
    "sheet.seat_scoring_unit": "a seat ({seats}) or a scoring unit ({units})",
    "sheet.game_sheet_as_described": "a game sheet as described in spec/game.schema.json",
    "sheet.sheet_takes_longer_than": "the sheet takes longer than its time budget",
    "sheet.smaller_sheet_larger_max": "a smaller sheet, or a larger --max-seconds",
    "sheet.facts_name_variant_sheet": (
        "the facts name variant {named!r}, the sheet is scored under {variant_id!r}"
    ),
    "sheet.one_variant_for_whole": "one variant for the whole sheet",
    "sheet.no_score_for": "no score for {units}",
    "sheet.score_for_each": "a score for each of {units}",
    "sheet.deal_litige_points_are": (
        "deal {number}: {held} litige points are held for the side that wins this contract, but the "
        "sheet does not say who took or whether the contract was made"
    ),
    "sheet.deal_record_facts_its": "the deal's record or facts, or its `taker` and `made`",
    "sheet.deal_file_but_no": "a deal in a file, but no way to read files here",
    "sheet.unknown_scoring_unit": "unknown scoring unit {unit!r}",
    "sheet.one": "one of {choices}",
    "sheet.deal_pass_target_together": (
        "deal {number}: {units} pass the target together and the variant gives the game to the "
        "taking side, but the sheet does not say who took"
    ),
    "sheet.taker_seat_scoring_unit": "a `taker` (seat or scoring unit) for this deal, or its full record",
    # a written line no deal of its contract gives (refscore/judge/game_sheet.py, facts_check.py)
    "sheet.wrong_line": "deal {number} ({place}): {problem}",
    "sheet.no_deal_scores": (
        "no deal of {contract} by {taker}{made} scores {claimed}; {right} (rule claim.match)"
    ),
    "sheet.made": " made",
    "sheet.failed": " failed",
    "sheet.rules_give": "the rules give {shown}",
    "sheet.no_score_keeps": "no score of this contract keeps either side's",
    "sheet.outcome": "{scores} ({how}, rule {rule})",
    "facts.how_points": "{unit} {points} with the dix de der",
    "facts.how_every_trick": "{unit} took every trick",
    "facts.how_belote": "{how}, belote {unit}",
    # refscore/judge/infer.py
    "infer.space_mapping": (
        "a mapping with format refscore-infer-space/1, bases and options (spec/infer-space.yaml)"
    ),
    "infer.search_took_more_than": (
        "the search took more than {seconds:g} seconds ({lines:,} distinct lines, {tried:,} rule sets tried)"
    ),
    "infer.smaller_space_sheet_fewer": (
        "a smaller space or sheet, fewer --max-changes, or a larger --max-seconds"
    ),
    "infer.not_infer_space": "not an infer space",
    "infer.bad_bases": "bad `bases`",
    "infer.all_list_variants": "`all` or a list of variants",
    "infer.bad_options": "bad `options`",
    "infer.list_options": "a list of options",
    "infer.no_line_sheet_carries": "no line of the sheet carries a written score to explain",
    "infer.deals_with_claim_facts": (
        "deals with a claim, facts with scores, or scores with their contract and taker"
    ),
    "infer.option_without_id": "an option without an id",
    "infer.no_choices": "no choices",
    "infer.choices": "1 to 20 choices",
    "infer.out_time": "out of time",
    "infer.choice_needs_label_yaml": "a choice needs a label and yaml",
    "infer.message": "{{label: TEXT, yaml: {{a part of a variant file}}}}",
    "infer.deal_file_but_no": "a deal in a file, but no way to read files here",
    # refscore/judge/notation.py
    "notation.deal_few_lines": "a deal of a few lines (spec/deal-notation.md, Bounds)",
    "notation.terminal.CARD": (
        "a card (a rank 7 8 9 10 J Q K A, or V D R, then a suit S H D C, ♠ ♥ ♦ ♣ or P K T: JH, 10♠, VC)"
    ),
    "notation.terminal.SEAT_LABEL": "a seat and a colon (N:)",
    "notation.terminal.SEAT": "a seat (N, E, S, W...)",
    "notation.terminal.TRICK_NO": "a trick number",
    "notation.terminal.TRUMP": "a trump (S H D C, ♠ ♥ ♦ ♣, SA or TA)",
    "notation.terminal.INT": "a bid value (80, 90...)",
    "notation.terminal.SPECIAL": "a special bid (capot, generale)",
    "notation.terminal.PASS": '"pass"',
    "notation.terminal.COINCHE": '"coinche" (or X)',
    "notation.terminal.SURCOINCHE": '"surcoinche" (or XX)',
    "notation.terminal.TAKE": '"take"',
    "notation.terminal.KIND": "an annonce kind (tierce, cinquante, cent, carré)",
    "notation.terminal.SIGNED_INT": "a score (a whole number)",
    "notation.terminal.WORD": "a word",
    "notation.terminal.STRING": 'a "quoted text"',
    "notation.terminal.COLON": '":"',
    "notation.terminal.COMMA": '","',
    "notation.terminal._SEP": "the end of the line (or ;)",
    "notation.terminal.$END": "the end of the file",
    "notation.the_variant": "the variant",
    "notation.the_notation": "the notation",
    "notation.the_dealer": "the dealer",
    "notation.the_hand_of": "the hand of {seat}",
    "notation.the_turned_card": "the turned card",
    "notation.the_claim": "the claim",
    "notation.first_at": " (first at {first})",
    "notation.end_of_line": "end of the line",
    "notation.token_in_word": "{token!r} in {word!r}",
    "notation.a_line": "a line of the deal notation: {items}",
    "notation.something_else": "something else",
    "notation.or": "{head} or {last}",
    "notation.cannot_read_deal": "cannot read the deal: {error}",
    "notation.unexpected": "unexpected {shown}",
    "notation.unexpected2": "unexpected {word!r}",
    "notation.number_digits": "a number of {digits_count} digits",
    "notation.at_most_digits": "at most {max_number_digits} digits",
    "notation.given_twice": "{what} is given twice{where}",
    "notation.each_statement_once": "each statement once",
    "notation.deal_empty": "the deal is empty",
    "notation.deal_notation_spec_deal": "a deal in the notation of spec/deal-notation.md",
    "notation.deal_too_long_characters": "the deal is too long ({text_count:,} characters)",
    "notation.at_most_characters": "at most {max_notation_chars:,} characters: {expected_}",
    "notation.deal_has_too_many": "the deal has too many lines or statements ({statements:,})",
    "notation.at_most": "at most {max_notation_statements:,}: {expected_}",
    "notation.deal_has_too_many2": "the deal has too many words ({words:,})",
    "notation.at_most2": "at most {max_notation_words:,}: {expected_}",
    "notation.unknown_seat": "unknown seat {seat!r}",
    "notation.one_seats": "one of the seats of {variant_id}: {seats}",
    "notation.no_hand_for": "no hand for {seats}",
    "notation.line_with_cards_each": (
        "a line `{seat}: ...` with the {variant_hand_size} cards of each hand, or all "
        "{variant_hand_size} tricks (the hands then follow from the play)"
    ),
    "notation.hands_cannot_found_from": (
        "the hands cannot be found from the play without the turned card: it decides the trump"
    ),
    "notation.line_turned_card_every": "a line `turned CARD`, or every hand written",
    "notation.hands_cannot_found_from2": (
        "the hands cannot be found from the play: the auction names no trump, so the trick winners "
        "are unknown"
    ),
    "notation.every_hand_written_auction": "every hand written, or an auction that ends in a contract",
    "notation.hand_taker_cannot_found": (
        "the hand of the taker {seat} cannot be found from the play without the chien and the discard"
    ),
    "notation.line_lines_chien_discard": "a line `{seat}: ...`, or the lines `chien ...` and `discard ...`",
    "notation.not_card": "{token!r} is not a card",
    "notation.card_such_as_jh": "a card such as JH",
    "notation.cannot_written_notation": "{what} {seat!r} cannot be written in the notation",
    "notation.seat_name_such_as": "a seat name such as N",
    "notation.bid_cannot_written_notation": "a bid of {value!r} cannot be written in the notation",
    "notation.number_name": "a number or a name",
    "notation.bid_named_cannot_written": "a bid named {value!r} cannot be written in the notation",
    "notation.name_such_as_capot": "a name such as capot",
    "notation.unexpected_end_deal": "unexpected end of the deal",
    "notation.unexpected3": "unexpected {what}",
    "notation.bad_quoted_text": "bad quoted text: {msg}",
    "notation.text_double_quotes_with": 'text in double quotes, with JSON escapes (\\" \\\\)',
    "notation.not_trump": "{text!r} is not a trump",
    "notation.no_dealer": "no dealer",
    "notation.line_dealer_seat_auction": (
        "a line `dealer SEAT`, or an auction whose first call names its seat (`auction N pass, ...`)"
    ),
    "notation.hand_has_cards": "the hand of {seat} has {cards_count} cards",
    "notation.cards": "{variant_hand_size} cards",
    "notation.chien_card_neither_played": (
        "the chien card {card_card} is neither played by the taker {seat} nor discarded"
    ),
    "notation.chien_whose_cards_taker": "a chien whose cards the taker plays or discards",
    "notation.empty_players_cannot_written": "an empty `players` cannot be written in the notation",
    "notation.names_no_players": "names, or no `players`",
    "notation.empty_claim_cannot_written": "an empty claim cannot be written in the notation",
    "notation.score_by_unit": "a score by unit",
    "notation.with_value_trump_cannot": "a {kind_} with a value or a trump cannot be written in the notation",
    "notation.take_with_value_cannot": "a take with a value cannot be written in the notation",
    "notation.take_take_h": "take, or take H",
    "notation.unknown_scoring_unit_claim": "unknown scoring unit {unit!r} in the claim",
    "notation.one": "one of {choices}",
    "notation.claimed_twice": "{unit} is claimed twice",
    "notation.one_score_per_scoring": "one score per scoring unit",
    "notation.dealt_twice_also_at": "{card_card} is dealt twice (also at {pos})",
    "notation.each_cards_once": "each of the 32 cards once",
    "notation.played_twice_also_at": "{card_card} is played twice (also at {pos})",
    "notation.each_card_played_once": "each card played once",
    "notation.trick_number_where_trick": "trick number {number} where trick {expected_} comes",
    "notation.tricks_order": "the tricks in order: {expected_}",
    "notation.unknown_statement": "unknown statement {kind_!r}",
    # refscore/judge/positions.py
    "coach.auction_illegal_at": "the auction is illegal at call {call} (rule {rule_})",
    "coach.everybody_passed": "everybody passed",
    "coach.auction_not_ended": "the auction has not ended",
    "coach.unknown_seat": "unknown seat {seat!r}",
    "coach.one": "one of {choices}",
    "coach.no_contract": "no contract: {reason}",
    "coach.deal_whose_auction_ends": "a deal whose auction ends in a contract",
    "coach.there_no_trick_show": "there is no trick {trick} to show",
    "coach.trick_from": "a trick from 1 to {last}",
    "coach.plays_card_trick_but": (
        "{seat} plays card {number} of trick {trick}, but only {recorded_plays_count} card(s) of it "
        "are recorded: the cards before his are unknown"
    ),
    "coach.seat_among_leader": "a seat among {seats} (the leader is {leader})",
    "coach.trick_not_finished_so": "trick {number} is not finished, so trick {trick} has not started",
    "coach.trick_up": "a trick up to {number}",
    # refscore/judge/scoring.py
    "scoring.variant": "variant {variant_id!r}: {error}",
    "scoring.formulas_that_never_divide": (
        "formulas that never divide by zero and stay within the bounds of spec/formula.md"
    ),
    # refscore/load/reader.py
    "reader.kind_directory": "a directory",
    "reader.kind_fifo": "a FIFO",
    "reader.kind_character_device": "a character device",
    "reader.kind_block_device": "a block device",
    "reader.kind_socket": "a socket",
    "reader.kind_unusual": "an unusual file",
    "reader.cannot_read_file": "cannot read the file: {reason}",
    "reader.readable_file": "a readable file",
    "reader.file_too_large": "file too large",
    "reader.at_most_bytes": "at most {limit} bytes",
    "reader.path_with_nul_byte": "a path with a NUL byte in it",
    "reader.file_name_names_never": "a file name (names never hold the NUL character)",
    "reader.not_regular_file": "not a regular file ({kind_})",
    "reader.regular_file_fifos_devices": "a regular file (FIFOs, devices and sockets are never opened)",
    "reader.not_file_that_can": "not a file that can be read ({kind_})",
    "reader.regular_file_pipe_character": "a regular file, a pipe or a character device",
    "reader.nothing_came_for_seconds": "nothing came for {wait:g} seconds",
    "reader.pipe_fifo_that_someone": "a pipe or FIFO that someone writes to",
    # refscore/load/situation.py
    "situation.a_bid_from": "a bid from {floor} to {ceiling} by {step}",
    "situation.or_special": "{ladder}, or {names}",
    "situation.a_trump": "a trump",
    "situation.not_card": "{token!r} is not a card",
    "situation.card_such_as_h": "a card such as 10H, TH or 10♥",
    "situation.not_list_cards": "not a list of cards",
    "situation.list_at_most_cards": "a list of at most {limit} cards",
    "situation.contract_value_not_number": "the contract value is not a number or a special bid",
    "situation.not_bid_this_variant": "{value} is not a bid of this variant",
    "situation.situation_json_object": "a situation is a JSON object",
    "situation.object_spec_situation_schema": "an object of spec/situation.schema.json",
    "situation.unknown_key": "unknown key {key_!r}",
    "situation.keys_among": "keys among {keys}",
    "situation.unknown_format": "unknown format {format_!r}",
    "situation.unknown_notation": "unknown notation {notation!r}",
    "situation.en_fr": "en or fr",
    "situation.hand_empty": "the hand is empty",
    "situation.cards_player_still_holds": "the cards the player still holds",
    "situation.not_contract": "not a contract",
    "situation.object_with_trump_optional": "an object with `trump` (and optional `value`, `taker`)",
    "situation.trump_not_text": "the trump is not a text",
    "situation.h_d_c_sa": "S, H, D, C, SA or TA",
    "situation.not_played_here": "{trump} is not played here",
    "situation.trump_mode_variant": "a trump mode of the variant",
    "situation.not_trick_progress": "not a trick in progress",
    "situation.list_at_most": "a list of at most {number} {{seat, card}}",
    "situation.not_set_hands": "not a set of hands",
    "situation.object_seat_list_cards": "an object: seat -> list of cards",
    "situation.not_special_bid_here": "{value!r} is not a special bid here",
    "situation.number_digits": "a number of {abs_count} digits",
    "situation.situation_has_no": "the situation has no {key_!r}",
    "situation.key": "a {key_!r} key",
    "situation.not_card_on_table": "not a card on the table",
    "situation.object": "an object {{seat, card}}",
    "situation.after_it_turn_not": "after {card} it is {after}'s turn, not {seat}'s",
    "situation.player_himself": "{who} is the player himself",
    "situation.other_players_hands": "the other players' hands",
    "situation.cannot_play_after": "{who} cannot play after {card}",
    "situation.both_at_at": "{card} is both at {first} and at {place_}",
    "situation.each_card_one_place": "each card in one place",
    # refscore/load/variant_loader.py
    "variant.not_utf8": "not UTF-8 text",
    "variant.cannot_read_file": "cannot read variant file: {reason}",
    "variant.cannot_read_parent": "cannot read the parent variant file {path!r}: {reason}",
    "variant.json_mapping": "a mapping",
    "variant.json_list": "a list",
    "variant.json_string": "a string",
    "variant.json_boolean": "a boolean",
    "variant.json_null": "null",
    "variant.json_number": "a number",
    "variant.key_not_allowed_here": "a key that is not allowed here (in {kind})",
    "variant.breaks_schema_rule": "{kind} that breaks the schema's `{keyword}` rule",
    "variant.variant_abstract_base_for": (
        "variant {variant_id!r} is abstract (a base for others), not playable"
    ),
    "variant.playable_variant_that_extends": "a playable variant that extends it",
    "variant.value_allowed_by_spec": "a value allowed by spec/variant.schema.json",
    "variant.change_scoring_case_not": "the change of scoring case {rule_!r} is not a mapping",
    "variant.keys_case_change_when": (
        "the keys of the case to change: `when`, `taker`, `defence`, `description`"
    ),
    "variant.no_scoring_case_change": "no scoring case {rule_!r} to change in the parent variant",
    "variant.rule_id_one_parent": (
        "the rule id of one of the parent's cases ({known}), or a whole `cases:` list"
    ),
    "variant.unknown_variant": "unknown variant {reference!r}",
    "variant.shipped_variant_path_yaml": "a shipped variant ({names}) or a path to a .yaml file",
    "variant.extends_chain_too_long": (
        "`extends` chain too long: {first} -> ... -> {reference} ({chain_count} levels)"
    ),
    "variant.at_most_levels": "at most {max_extends_depth} levels",
    "variant.extends_cycle": "`extends` cycle: {files}",
    "variant.chain_parents_that_ends": "a chain of parents that ends",
    "variant.variant_file_must_yaml": "a variant file must be a YAML mapping",
    "variant.keys_such_as_extends": "keys such as `extends:`, `auction:`, `scoring:`",
    "variant.extends_must_name_variant": "`extends` must name a variant",
    "variant.variant_name_path": "a variant name or a path",
    "variant.readable_variant_yaml_file": "a readable variant YAML file",
    "variant.unknown_parent": "unknown parent variant {reference!r}",
    # refscore/load/yamlsource.py
    "yaml.not_valid_yaml": "not valid YAML: {reason}",
    "yaml.one_yaml_mapping": "one YAML mapping",
    "yaml.number_characters_at_most": "a number of {text_count} characters (at most {max_yaml_int_chars})",
    "yaml.file_too_large_characters": "file too large ({text_count} characters)",
    "yaml.at_most_characters": "at most {max_yaml_bytes} characters",
    "yaml.collections_nested_more_than": "collections nested more than {max_yaml_depth} deep",
    "yaml.yaml_nested_too_deeply": "YAML nested too deeply",
    "yaml.shallow_mapping": "a shallow mapping",
    "yaml.yaml_anchors_aliases_are": "YAML anchors and aliases are not allowed in variant files",
    "yaml.plain_values_use_extends": "plain values; use `extends:` to reuse another variant",
    "yaml.yaml_merge_keys_are": "YAML merge keys (<<) are not allowed in variant files",
    "yaml.plain_keys_use_extends": "plain keys; use `extends:` to reuse another variant",
    "yaml.duplicate_key": "duplicate key {key_!r}",
    "yaml.each_key_once_mapping": "each key once in a mapping",
    # refscore/model/record.py
    "rec.duplicate_key": "duplicate key {key_}",
    "rec.each_key_once_object": "each key once in an object (JSON readers differ on which one wins)",
    "rec.record_as_described_spec": "a record as described in spec/deal.md",
    "rec.unknown_seat": "unknown seat {seat!r}",
    "rec.one_seats": "one of the seats of {variant_id}: {seats}",
    "rec.no_hand_for": "no hand for {seats}",
    "rec.hand_for_each_seat": "a hand for each seat {seats}",
    "rec.chien_has": "the chien has {chien_count}",
    "rec.cards": "{variant_chien} cards",
    "rec.listed": "{dead_count} listed",
    "rec.leave_them_out": "{variant_dead_cards} (or leave them out)",
    "rec.turned_card": "{variant_id} {needed} a turned card",
    "rec.turned_exactly_variants_whose": "`turned` exactly in the variants whose auction turns a card",
    "rec.turned_card_also_hand": "the turned card {turned} is also in a hand",
    "rec.hands_as_dealt_cards": "hands as dealt ({before} cards each) and the turned card apart",
    "rec.not_valid_json": "not valid JSON: {reason}",
    "rec.json_nested_too_deeply": "JSON nested too deeply",
    "rec.not_valid_json2": "not valid JSON: {reason}",
    "rec.numbers_reasonable_size": "numbers of a reasonable size",
    "rec.not_integer": "{value} is not an integer",
    "rec.whole_number_written_without": (
        "a whole number written without a fraction or exponent (110, not 110.0)"
    ),
    "rec.record_holds_more_than": "the record holds more than {max_record_values} values",
    "rec.deal_record_about_values": "a deal record (about 1,500 values at most)",
    "rec.entries": "{value_count} entries",
    "rec.at_most_see_spec": "at most {max_container} (see spec/deal.schema.json)",
    "rec.not_trump": "{text!r} is not a trump",
    "rec.suit_h_d_c": "a suit (S H D C, ♠ ♥ ♦ ♣, hearts, cœur...), SA or TA",
    "rec.not_card": "{token!r} is not a card",
    "rec.hand_has": "the hand of {seat} has {hand_count}",
    "rec.n_card": "{n} card",
    "rec.n_cards": "{n} cards",
    "rec.n_dead_card": "{n} dead card",
    "rec.n_dead_cards": "{n} dead cards",
    "rec.cards2": "{variant_hand_size} cards",
    "rec.trick_has_cards": "trick {number} has {tokens_count} cards",
    "rec.one_card_per_player": "one card per player, {variant_seats_count} at most",
    "rec.unknown_scoring_unit_claim": "unknown scoring unit {unit!r} in the claim",
    "rec.one": "one of {choices}",
    "rec.dealt_twice_also_at": "{card} is dealt twice (also at {first})",
    "rec.each_cards_once": "each of the 32 cards once",
    # refscore/model/variant.py
    "variant.teams_must_list_every": "the teams must list every seat exactly once",
    "variant.partition_seats": "a partition of the seats {seats}",
    "variant.hands_chien_dead_cards": (
        "{seats_count} hands of {hand_size} + chien {chien} + dead cards {dead} make {dealt} cards"
    ),
    "variant.exactly_cards_deck": "exactly the 32 cards of the deck",
    "variant.ceiling_below_floor": "ceiling {auction_ceiling} is below the floor {auction_floor}",
    "variant.ceiling_floor": "ceiling >= floor",
    "variant.carr_ranked_but_has": "carré of {rank} is ranked but has no points in annonces.carres",
    "variant.points_annonces_carres_for": (
        "points in annonces.carres for every rank of carre_order (0: it ranks without scoring)"
    ),
    "variant.annonces_are_enabled_but": "annonces are enabled but the table is incomplete",
    "variant.sequence_order_ranks_sequences": "sequence_order (8 ranks), sequences and carres",
    "variant.formula_spec_formula_md": "a formula of spec/formula.md over the names of spec/variants.md",
    "variant.for_every_deal": "{problem_error} for every deal",
    "variant.formulas_whose_values_stay": "formulas whose values stay within the bounds of spec/formula.md",
    "variant.constant_hides_base_name": "constant {name!r} hides a base name",
    "variant.new_name": "a new name",
    "variant.trump_mode_has_no": "trump mode {mode_kind!r} has no card tables",
    "variant.mode_defined_under_cards": "a mode defined under cards.modes",
    "variant.quantity_already_defined": "quantity {name!r} is already defined",
    "variant.unknown_rule_id": "unknown rule id {rule_id!r}",
    "variant.rule_id_spec_rules": "a rule id of spec/rules.md",
    "variant.last_scoring_case_must": "the last scoring case must not have a `when`",
    "variant.final_case_that_applies": "a final case that applies otherwise, so that every deal is scored",
    "variant.only_last_scoring_case": "only the last scoring case may omit `when`",
    "variant.when_condition": "a `when` condition",
    "variant.unknown_card_table": "unknown card table {table!r}",
    "variant.one": "one of {choices}",
    # refscore/solver/single_dummy.py
    "sd.at_least_one_sample": "at least one sample",
    "sd.no_contract_nothing_analyse": "no contract: nothing to analyse",
    "sd.record_has_no_card": "the record has no card {position} in trick {trick}",
    "sd.deal_irregular_before_play": "the deal is irregular before the play",
    "sd.card_itself_illegal": "the card itself is illegal",
    "sd.no_layout_consistent_with": "no layout consistent with the play was found",
    "sd.illegal_card_played_before": "an illegal card is played before this one",
    # cli/conformance_cmd.py
    "conformance_cmd.timeout_must_positive": "--timeout must be positive",
    "conformance_cmd.no_test_matches_selection": "no test matches the selection",
    "conformance_cmd.no_case_refscore_conformance": (
        "no case {case_id!r}; `refscore conformance list` shows the ids"
    ),
    "conformance_cmd.case_expects_nothing_it": (
        "case {case_id!r} expects nothing of {request_variant!r}; it has {judged}"
    ),
    "conformance_cmd.expected_counts_refscore_conformance": (
        "{check_file}: expected the counts of `refscore conformance report` (implementations.json)"
    ),
    "conformance_cmd.unknown_implementation_expected_one": (
        "unknown implementation {names}; expected one of {known}"
    ),
    "conformance_cmd.unknown_variant_expected_one": "unknown variant {variant!r}; expected one of {known}",
    "conformance_cmd.cannot_write_report": "cannot write the report: {reason}",
    "conformance_cmd.simple_needs_engine": "--simple needs --engine",
    "conformance_cmd.engine_not_found_not": (
        "engine not found: {program!r} is not an executable program (the command runs without a shell)"
    ),
    # cli/human_cmds.py
    "human.table_seat_card": "{option} {token!r}: expected SEAT:CARD, e.g. N:9S",
    "human.other_seat_cards": "--other {text!r}: expected 'SEAT: CARD CARD ...'",
    "human.trick_n_goes_with": (
        "--trick N goes with a DEAL file; a situation gives the cards on the table (--table)"
    ),
    "human.no_variant_give_variant": "no variant: give --variant, or `variant` in the situation",
    "human.with_deal_give_trick": "with DEAL give --trick and --seat, and no situation options",
    "human.situation_file_options_seat": (
        "--situation FILE or the options --seat, --hand, --contract, --table, not both"
    ),
    "human.give_deal_situation_file": (
        "give DEAL, or --situation FILE, or at least --seat, --hand and --contract"
    ),
    "human.see_refscore_legal_help": "see `refscore legal --help`",
    "human.situation_spec_situation_schema": "a situation of spec/situation.schema.json",
    # cli/inputs.py
    "inputs.stdin_closed": "standard input is closed",
    "inputs.not_usable_variant_file": (
        "not a usable variant file (details withheld: the file was named by a record; check it with "
        "`refscore variants validate {path}`)"
    ),
    "inputs.valid_variant_file": "a valid variant file",
    "inputs.file_empty": "the file is empty",
    "inputs.json_object_deal_record": "a JSON object (a deal record)",
    "inputs.no_variant_record_names": "no variant: the record names none and --variant was not given",
    "inputs.variant_name_file_variant": "--variant NAME|FILE, or a `variant` field",
    "inputs.not_utf_text_byte": "not UTF-8 text (byte {start} is 0x{byte:02x})",
    "inputs.utf_text_file": "a UTF-8 text file",
    "inputs.no_variant": "no variant",
    "inputs.line_variant_name_file": "a line `variant NAME|FILE`, or --variant NAME|FILE",
    # cli/main.py
    "main.format_jsonl_o_need": "--format jsonl and -o need JSON Lines input",
    "main.jsonl_file": "a .jsonl file or -",
    "main.explain_tells_deal_as": "--explain tells the deal as text",
    "main.explain_format_json": "--explain or --format json",
    "main.explain_tells_one_deal": "--explain tells one deal",
    "main.json_deal_file": "a .json or .deal file",
    # cli/output.py
    "output.a_file_read": "a file this command reads",
    "output.the_input_file": "the input file {source}",
    "output.output": "the output is {what}",
    "output.output_file_other_than": "an output file other than the input (it would be destroyed)",
    "output.cannot_write_file": "cannot write the file: {reason}",
    "output.no_usable_temporary_file": "no usable temporary file name found",
    "output.path_with_nul_byte": "a path with a NUL byte in it",
    "output.file_name": "a file name",
    "output.not_file_that_can": "not a file that can be written",
    "output.regular_file_device_fifo": "a regular file, a device or a FIFO",
    "output.standard_output_closed": "standard output is closed",
    "output.open_standard_output_o": "an open standard output, or -o FILE",
    "output.writable_folder": "a writable folder",
    "output.writable_file": "a writable file",
    "output.nobody_read_fifo_for": "nobody read the FIFO for {fifo_wait:g} seconds",
    "output.fifo_with_reader_at": "a FIFO with a reader at the other end",
    # cli/params.py (click's parameter errors: said by key inside click's frame, cli/help_fr.py)
    "params.no_stdin": "standard input (-) is not read here: name a file",
    "params.is_folder_name_file": "{text!r} is a folder: name a file",
    "params.not_folder": "{text!r} is not a folder",
    "params.too_long": "{length} characters (at most {max_text})",
    "params.not_seconds": "{value!r} is not a number of seconds",
    "params.seconds_range": "{value!r}: expected seconds above 0 and at most {maximum:g}",
    # cli/lang.py
    "lang.detail_no_effect": "--detail has no effect with {why}: leave it out, or ask for a text output",
    "lang.why_jsonl": "JSON Lines input (the results are JSON)",
    "lang.why_json": "--format json (the JSON has every line)",
    # cli/batch.py
    "batch.cannot_read_file": "cannot read the file: {reason}",
    "batch.os_error": "{reason}",
    # cli/path_policy.py
    "path.path_leads_outside": "the path {path!r} leads outside {folder}",
    "path.file_below_folder_file": (
        "a file below the folder of the file that names it, or a folder given with `refscore "
        "--allow-path DIR` (or `refscore --allow-any-path`); see spec/deal.md"
    ),
    # cli/score_cmd.py
    "score_cmd.lines_facts": "{lines_count} lines of facts",
    "score_cmd.one_line_facts_spec": "one line of facts (spec/deal-notation.md)",
    "score_cmd.message": "--{option} {value!r}",
    "score_cmd.side_number_for_example": "--{option} SIDE=NUMBER (for example NS=72)",
    "score_cmd.not_json_object": "not a JSON object",
    "score_cmd.facts_record_spec_facts": "a facts record (spec/facts.md)",
    "score_cmd.give_facts_one_way": "give the facts one way",
    "score_cmd.source_file_line_facts": "a SOURCE file, or --line FACTS, or the fact options",
    # cli/web/api.py
    "api.body_larger_than": "the request body is larger than {limit:,} bytes",
    "api.solver_within_limits": "a deal the solver settles within the limits",
    "api.nested_too_deeply": "nested too deeply",
    "api.document_of_spec": "a document of spec/",
    "api.batch_larger_than": "the batch is larger than {limit:,} bytes",
    "api.batch_more_lines": "the batch has more than {limit:,} lines",
    "api.smaller_batch": "a smaller batch",
    "api.not_json_object": "not a JSON object",
    "api.deal_record": "a deal record",
    "api.game_sheet": "a game sheet",
    "api.not_utf_text_byte": "not UTF-8 text (byte {start} is 0x{byte:02x})",
    "api.utf_text_file": "a UTF-8 text file",
    "api.variant_yaml_not_string": "`variant_yaml` is not a string",
    "api.variant_yaml_text": "the variant's YAML text",
    # cli/web/engine.py
    "engine.analysis_took_longer": "the analysis took longer than {seconds:g} s and was stopped",
    "engine.analysis_stopped": "the analysis stopped without an answer",
    "engine.analyses_running": "{count} analyses are running; try again in a moment",
    "facts.not_json_object": "not a JSON object",
    "facts.a_facts_record": "a facts record (spec/facts.md)",
    "engine.deal_file_server_opens": "deal file {path!r}: the server opens no file a request names",
    "engine.deals_inline_deal_facts": "deals inline (`deal`, `facts` or `scores`)",
    # cli/web/pages.py
    "pages.deal_empty": "the deal is empty",
    "pages.deal_text_json_record": "a .deal text or a JSON record",
    "pages.at_most_bytes": "at most {limit:,} bytes",
    "pages.line_too_long": "the line is too long",
    "pages.one_line_facts": "one line of facts",
    "pages.spec_situation_schema_json": "spec/situation.schema.json",
    # cli/web/sources.py
    "sources.shipped_variant_name": "a shipped variant name (the server opens no file a request names)",
    "sources.shipped_variant_name_or_yaml": (
        "a shipped variant name (the server opens no file a request names), or the variant's YAML "
        "sent with the request"
    ),
    "sources.server_opens_no_file": "the server opens no file a request names",
    "sources.extends_names_file_from": (
        "`extends: {path}` names a file; from the web a variant extends shipped variants only"
    ),
    "sources.variant_larger_than_bytes": "the variant is larger than {max_yaml_bytes:,} bytes",
    "sources.variant_yaml_file_few": "a variant YAML file of a few kilobytes",
    "sources.no_variant_record_names": "no variant: the record names none and the request chose none",
    "sources.variant_field_with_shipped": (
        "a `variant` field with a shipped variant name, or the `variant` parameter"
    ),
    "sources.variant_path_server_opens": (
        "variant {named!r} is a path; the server opens no file a request names"
    ),
    "sources.longer_than_characters": "longer than {max_notation_chars:,} characters",
    "sources.one_deal_notation": "one deal's notation",
    "sources.not_json_object": "not a JSON object",
    "sources.deal_record": "a deal record",
    "fl.too_long": "the line is too long",
    "fl.at_most": "at most {limit} words",
    "fl.no_taker": "no taker",
    "fl.by_seat": "`by SEAT` after the contract (for example `110H by S`, `100 cœur par Nord`)",
    "fl.no_contract": "no contract before {before!r}",
    "fl.a_contract": "a contract such as 110H, 100 ♥, 100 cœur, capot SA or H",
    "fl.unexpected": "unexpected {token!r}",
    "fl.variant_then_contract": "a variant name, then the contract",
    "fl.ambiguous_trump": "{token!r}: clubs (♣) or cœur (♥)? C is clubs in English and cœur in French",
    "fl.write_trump": "the suit as ♣ or ♥ (or the word: trèfle, cœur), or --lang en / --lang fr",
    "fl.twice": "{token!r} said twice",
    "fl.each_once": "each fact once",
    "fl.unknown_word": "unknown word {token!r}",
    "fl.a_keyword": (
        "a fact: coinche (coinché, contré) SEAT, surcoinche SEAT, belote SEAT, points SIDE N (or SIDE N "
        "alone), cards, der, capot, generale, annonces, discard, tricks (plis), claim (écrit), or how the "
        "contract ended (fait, chuté, dedans, litige)"
    ),
    "fl.nothing_after": "nothing after {token!r}",
    "fl.seat_or_side": "a seat or a side",
    "fl.side_number": "one or more `SIDE NUMBER` pairs (NS 72)",
    "fl.no_discard_points": "no points after the discard",
    "fl.a_number": "a number",
    "card.ambiguous": "{token!r}: {clubs} or {hearts}? C is clubs in English and cœur in French",
    "card.write_one": "{clubs} or {hearts} (a suit symbol), or --lang en / --lang fr",
    "seat.unknown": "unknown seat {token!r}",
    "facts.unknown_seat": "unknown seat {token!r}",
    "facts.unknown_unit": "unknown seat or unit {token!r}",
    "facts.a_seat": "a seat ({seats})",
    "facts.a_seat_or_unit": "a seat ({seats}) or a scoring unit ({units})",
    "seat.one_of": "one of {seats}",
    # the `.deal` notation: its `notation fr|en` line, and a `C` it cannot read
    "deal.write_card": (
        "{clubs} or {hearts} (a suit symbol), or a line `notation fr` (C is cœur) or "
        "`notation en` (C is clubs)"
    ),
    "deal.write_trump": (
        "the suit as ♣ or ♥ (or the word: trèfle, cœur), or a line `notation fr` (C is cœur) or "
        "`notation en` (C is clubs)"
    ),
    "deal.notation_unknown": "unknown notation {token!r}",
    "deal.notation_one": (
        "`notation fr` (French letters: C is cœur) or `notation en` (English letters: C is clubs)"
    ),
    # a position analysed from one player's view and the other hands (refscore.solver.analyse.analyse_view)
    "position.no_taker": "the contract names no taker",
    "position.a_taker": "a contract with its taker, for example `110 H by S`",
    "position.missing_hand": "no hand for {seat}",
    "position.every_hand": (
        "every other hand, with --other 'SEAT: CARD CARD ...' or `others` in the situation"
    ),
    "position.hand_count": "{seat} holds {count} cards, {want} expected",
    "position.counts": (
        "hands as long as the player's, one card fewer for each seat that has played to this trick"
    ),
    # refscore analyse: a wrong mix of options
    "analyse_cmd.deal_or_position": (
        "DEAL or a position (--seat, --hand, --contract, --on-table, --other, --situation), not both"
    ),
    "analyse_cmd.html_for_position": (
        "--format html is for a position without DEAL; a deal's page: refscore render DEAL --analyse"
    ),
    "analyse_cmd.jobs_or_threads": "--jobs N (processes) or --threads N, not both",
    "analyse_cmd.situation_or_options": (
        "--situation FILE or the options --seat, --hand, --contract, --on-table, not both"
    ),
    "analyse_cmd.position_needs": "a position needs at least --seat, --hand, --contract and --other",
    "analyse_cmd.see_help": "see `refscore analyse --help`",
    "main.stdin_ended": "standard input ended",
    "main.stdout_closed": "standard output is closed",
    "main.nested_too_deeply": "input nested too deeply",
    "ranges.replaced": "it was replaced by another file",
    "ranges.size_went": "its size went from {before:,} to {after:,} bytes",
    "ranges.written_to": "it was written to",
    "ranges.ended_sooner": "it ended {left:,} bytes sooner than when it was opened",
    "batch.file_changed": "the file changed while it was read ({change})",
    "batch.file_nobody_writes": "a file that no program writes to while it is checked",
    "batch.worker_process_died": "a worker process died (killed, or out of memory) after line {line:,}",
    "batch.worker_died": "{error}",
    "batch.worker_died_not_written": "{error}; the output file was not written",
    "serve.web_extra": "`refscore serve` needs the web extra ({name} is missing)",
    "serve.pip_web": "pip install 'refscore[web]'",
    "serve.cannot_listen": "cannot listen on {host} port {port}: {reason}",
    "serve.free_port": "a free port (--port N) and an address of this machine (--host)",
    "dist.dask_local": "--dask {value!r}: expected local:N with N from 1 to 64",
    "analyse_cmd.dask_not_folder": "--dask: {deal} is not a folder of JSON Lines shards",
    "analyse_cmd.knew_trick_card": "--what-he-knew {knew!r}: expected TRICK.CARD, e.g. 3.4",
    "analyse_cmd.knew_error": "--what-he-knew {knew}: {error}",
    "analyse_cmd.dask_extra": "--dask needs the optional extra: pip install 'refscore[dist]'",
    "analyse_cmd.no_shard": "no *.jsonl shard in this folder",
    "analyse_cmd.dask_failed": "--dask {dask}: {reason}",
    # refscore/judge/call_words.py: what a seat could say, for the report of an illegal call
    "call.pass": "pass",
    "call.take_turned": "take {suit} (the turned suit)",
    "call.take_other": "take another suit than {suit}",
    "call.take_no_trump": "take no_trump",
    "call.take_all_trump": "take all_trump",
    "call.bid_range": "a bid from {low} to {ceiling} in steps of {step}",
    "call.special": "{name} ({value})",
    "call.coinche": "coinche",
    "call.surcoinche": "surcoinche",
    "call.by": "a call by {seat}",
    # the notes the engine writes beside a result (`CheckResult.notes`, a game sheet's deals, a
    # facts record, a deal in notation): English in the JSON, French by key (`refscore.text.notes`)
    "note.same_rules_other_name": (
        "warning: the record was scored under {recorded}, the same rules as {applied} under another name"
    ),
    "note.other_rules": (
        "warning: the record was scored under the rules {recorded}, but it is judged under {applied}:"
        " the rules differ, so the scores may too (see `refscore variants show NAME --fingerprint`)"
    ),
    "note.redeal": "everybody passed: the cards are redealt and nobody scores (rule score.redeal)",
    "note.auction_not_ended": "the auction has not ended: nothing to score yet",
    "note.play_stops": (
        "the play stops after {count} cards: legal so far, nothing to score yet (rule play.complete)"
    ),
    "note.litige_won": (
        "{side} wins this deal and takes the {held} points held from the litige (rule score.litige)"
    ),
    "note.litige_no_winner": "nobody wins this deal outright: the {held} litige points stay held",
    "note.litige_held_deal": (
        "litige: the takers' {points} points are held for the winner of the next deal (rule score.litige)"
    ),
    "note.litige_held_contract": (
        "litige: the takers' {points} points are held for the winner of the next contract (rule score.litige)"
    ),
    "note.litige_again": "another litige: the {held} points held stay held (rule score.litige)",
    "note.litige_defenders": "the contract is won by several defenders: the {held} points stay held",
    "note.litige_takers_make": (
        "the takers make the contract: {side} takes the {held} points held from the litige"
        " (rule score.litige)"
    ),
    "note.litige_defence_beats": (
        "the defence beats the contract: {side} takes the {held} points held from the litige"
        " (rule score.litige)"
    ),
    "note.side_points": "{side} {points}",
    "note.table_wrote": "the table wrote {claimed}; the rules give {right}",
    "note.side_rounded": "{side} {before} → {after}",
    "note.rounded": "rounded as the variant rounds each deal to {to}: {changed} (rule score.rounding)",
    "note.out_on_belote": (
        "{side} reach {total} only with the belote of this deal: a game does not end on a belote"
        " (game.out_on_belote: forbidden)"
    ),
    "note.last_trick_unwritten": (
        "who took the last trick is not written; it does not change the score, shown with {side} taking it"
    ),
    "note.deal_illegal": "deal {number} is illegal at {where}: {message} (rule {rule})",
    "note.deal_incomplete": "deal {number} is incomplete: it cannot be scored (rule play.complete)",
    "note.deal_unscored": "deal {number} cannot be scored",
    "note.hand_left": (
        "the hand of {seat} was not written: it holds the {count} cards the others leave"
        " (not verifiable: {rules})"
    ),
    "note.hands_played": (
        "the hands of {seats} were not written: each holds the cards it plays, found by replaying the"
        " tricks (the first speaker leads trick 1, each trick's winner leads the next). Not verifiable"
        " from the play alone: {rules}. The duties of play (follow suit, ruff, over-ruff...) are verified:"
        " a hand found from a complete play is exactly what its player held at each trick."
    ),
    "note.hands_played_taker": (
        "the hands of {seats} were not written: each holds the cards it plays, found by replaying the"
        " tricks (the first speaker leads trick 1, each trick's winner leads the next); the hand of the"
        " taker {taker} is what he played, plus his discard, less the chien. Not verifiable from the play"
        " alone: {rules}. The duties of play (follow suit, ruff, over-ruff...) are verified: a hand found"
        " from a complete play is exactly what its player held at each trick."
    ),
}

#: Les phrases françaises des erreurs : message et texte attendu, par clé.
ERRORS_FR: dict[str, str] = {
    # refscore/base/errors.py (`joined`)
    "list.comma": "{head}, {tail}",
    "list.semicolon": "{head} ; {tail}",
    "list.and": "{head} et {tail}",
    # refscore/base/cards.py
    "cards.not_a": "{token!r} n'est pas {what}",
    "cards.a_card": (
        "une carte : une hauteur (7 8 9 10 T J Q K A, ou en français V D R) suivie d'une couleur "
        "(S H D C, ♠ ♥ ♦ ♣, ou en français P K T), par exemple JH, 10S, T♠, VC"
    ),
    "cards.a_suit": "une couleur : S H D C, ♠ ♥ ♦ ♣, P K T, ou un nom comme hearts ou cœur",
    "cards.one_card_c": "une seule carte : son C est trèfle en anglais et cœur en français",
    # refscore/base/schema_words.py
    "schema.type": "{value!r} n'est pas du type {types}",
    "schema.required": "la propriété {name!r} est obligatoire",
    "schema.additional_one": "propriétés supplémentaires interdites ({names} inattendu)",
    "schema.additional_many": "propriétés supplémentaires interdites ({names} inattendu)",
    "schema.enum": "{value!r} n'est pas une des valeurs {limit!r}",
    "schema.pattern": "{value!r} ne suit pas le motif {limit!r}",
    "schema.maximum": "{value!r} dépasse le maximum {limit!r}",
    "schema.minimum": "{value!r} est sous le minimum {limit!r}",
    "schema.exclusive_maximum": "{value!r} atteint ou dépasse le maximum {limit!r}",
    "schema.exclusive_minimum": "{value!r} atteint ou passe sous le minimum {limit!r}",
    "schema.const": "{limit!r} était attendu",
    "schema.unique": "{value!r} a des éléments en double",
    "schema.any_of": "{value!r} ne suit aucun des schémas permis",
    "schema.empty": "{value!r} doit être vide",
    "schema.too_long": "{value!r} est trop long",
    "schema.non_empty": "{value!r} ne doit pas être vide",
    "schema.too_short": "{value!r} est trop court",
    "schema.other": "« {message} »",
    "schema.at": "à {path} : {message}",
    # refscore/conformance/corpus.py
    "corpus.no_conformance_corpus_here": "pas de corpus de conformité ici",
    "corpus.folder_holding": "un dossier qui contient {schema_file}",
    "corpus.cannot_read_case_file": "impossible de lire le fichier de cas : {error}",
    "corpus.cannot_read_case_schema": "impossible de lire le schéma des cas : {error}",
    "corpus.case_file_valid_against": "un fichier de cas valide selon {schema_file}",
    # refscore/conformance/dialect.py
    "dialect.dialect_must_extend_shipped": "un dialecte doit étendre une variante fournie",
    "dialect.extends_name": "extends: NOM",
    "dialect.cannot_read_dialect": "impossible de lire le dialecte : {error}",
    "dialect.dialect_must_extend_shipped2": "un dialecte doit étendre une variante fournie, pas {parent!r}",
    # refscore/conformance/double_dummy.py
    "dd.position_must_json_object": "une position doit être un objet JSON",
    "dd.variant_has_no_mode": "la variante {variant_id} n'a pas de mode {kind_value}",
    "dd.unknown_side_units": "camp inconnu {side!r} (camps : {units})",
    "dd.hands_must_give_cards": "`hands` doit donner les cartes de chaque place : {seats}",
    "dd.unknown_seat": "place inconnue {leader_name!r}",
    "dd.trick_must_list_fewer": "`trick` doit compter moins de {seats_count} cartes",
    "dd.winners_must_list_seats": "`winners` doit lister des places",
    "dd.card_appears_twice": "une carte paraît deux fois",
    "dd.finished_tricks_play_not": (
        "{winners_data_count} plis finis et {left} à jouer : pas une donne de {variant_hand_size} plis"
    ),
    "dd.not_double_dummy_case": "pas un fichier de cas à quatre jeux",
    "dd.cases": '{{"format": "{format}", "cases": [...]}}',
    "dd.must_string_got": "`{key_}` doit être un texte, reçu {name}",
    "dd.not_card": "pas une carte",
    "dd.not_trump_h_d": "pas un atout (S H D C, SA, TA)",
    "dd.hand_must_list_cards": "une main doit être une liste de cartes",
    "dd.holds_cards_trick_leader": (
        "{seat} tient {held} cartes ; le pli et la main de l'entameur disent {number}"
    ),
    "dd.cannot_read_double_dummy": "impossible de lire les cas à quatre jeux : {error}",
    "dd.case_must_object_with": "un cas doit être un objet avec un `id`",
    "dd.unknown_variant": "variante inconnue {variant_id!r}",
    "dd.value_must_integer": "`value` doit être un entier",
    # refscore/conformance/engines.py
    "engines.engine_command_empty": "la commande du moteur est vide",
    "engines.program_its_arguments": "un programme et ses arguments",
    "engines.cannot_split_engine_command": "impossible de découper la commande du moteur : {error}",
    "engines.command_line": "une ligne de commande",
    "engines.no_answer_within": "pas de réponse en {timeout:g} s",
    "engines.engine_wrote_line_that": (
        "le moteur a écrit une ligne qui n'est pas du JSON ({reason}) : {line!r}"
    ),
    "engines.engine_wrote_number_too": "le moteur a écrit un nombre trop long pour être lu",
    "engines.engine_wrote_json_nested": "le moteur a écrit du JSON trop imbriqué",
    # comment un moteur a échoué à une demande
    "engines.as_is": "{error}",
    "engines.raised": "le moteur a levé {kind} : « {error} »",
    "engines.stderr_ends": " ; sa sortie d'erreur finit par : « {lines} »",
    "engines.line_longer": "le moteur a écrit une ligne de plus de {max_bytes:,} octets",
    "engines.wrote_more": "le moteur a écrit plus de {max_bytes:,} octets",
    "engines.closed_input": "le moteur a fermé son entrée",
    "engines.stopped": "le moteur s'est arrêté",
    "engines.exited": "le moteur est sorti avec le statut {code}",
    "engines.then_tail": "{text}{tail}",
    "engines.cannot_start": "impossible de lancer le moteur {program!r} : {reason}",
    "engines.not_restarted": "pas relancé après {count} échecs de suite ; le dernier : {last}",
    "engines.no_start_answer": "pas de réponse de départ : {exit}",
    "engines.bad_start_answer": "mauvaise réponse de départ : {error}",
    "engines.problem_exit": "{problem} : {exit}",
    "engines.then_stopped": "{error} ; le moteur a été arrêté",
    "engines.no_answer": "pas de réponse : {exit}",
    "engines.invalid_answer": "réponse invalide : {error}",
    "engines.not_json_answer": (
        "le moteur (statut de sortie {code}) n'a pas écrit de réponse JSON ({reason}) : {shown!r}"
    ),
    "engines.json_too_deep": "JSON trop imbriqué",
    "engines.number_too_long": "un nombre trop long pour être lu",
    "engines.wrong_exit_status": (
        "le moteur a répondu {status!r} avec le statut de sortie {code} ; le protocole dit {expected}"
    ),
    # refscore/conformance/features.py
    "features.cannot_find_feature_registry": "registre des fonctionnalités introuvable",
    "features.yaml_file_feature_ids": (
        "le fichier YAML des identifiants de fonctionnalités livré avec refscore"
    ),
    "features.no_features_mapping": "pas de dictionnaire `features`",
    "features.features": "features: {{id: {{description}}}}",
    "features.not_valid_yaml": "YAML invalide : « {error} »",
    # refscore/conformance/protocol.py
    "protocol.must_non_empty_string": "{where} : `{key_}` doit être un texte non vide, reçu {value!r}",
    "protocol.must_list_strings_got": "{where} : `{key_}` doit être une liste de textes, reçu {value!r}",
    "protocol.start_answer_must_json": "la réponse de départ doit être un objet JSON, reçu {message}",
    "protocol.engine_speaks_protocol_this": (
        "le moteur parle le protocole {version!r} ; ce lanceur parle {protocol_version}"
    ),
    "protocol.start_answer_must_have": "la réponse de départ doit avoir un objet `engine` (name, version)",
    "protocol.must_integer_got": "{where} doit être un entier, reçu {value}",
    "protocol.units_must_object_got": "`units` doit être un objet, reçu {value}",
    "protocol.scores_must_object_got": "`scores` doit être un objet, reçu {value}",
    "protocol.must_list_cards_got": "{where} doit être une liste de cartes, reçu {value}",
    "protocol.violation_must_object_got": "`violation` doit être un objet, reçu {value}",
    "protocol.penalty_must_object_got": "`penalty` doit être un objet, reçu {value}",
    "protocol.answer_must_json_object": "la réponse doit être un objet JSON, reçu {message}",
    "protocol.answer_for_case_not": "la réponse est pour le cas {answered_id!r}, pas {expected_id!r}",
    "protocol.status_must_one_got": "`status` doit valoir une de {statuses} ; reçu {status}",
    "protocol.answer_must_have_violation": (
        "une réponse `{status}` doit avoir une `violation` (rule, phase, place)"
    ),
    "protocol.made_must_true_false": "`made` doit valoir true, false ou null, reçu {made}",
    "protocol.units_must_object_got2": "`units.{unit}` doit être un objet, reçu {facts}",
    "protocol.must_hold_card_names": "{where} doit contenir des noms de cartes, reçu {item}",
    "protocol.holds_which_not_card": "{where} contient {item!r}, qui n'est pas une carte",
    "protocol.start_answer": "la réponse de départ",
    "protocol.no_variant_support": "le moteur ne prend pas en charge la variante {variant}",
    "protocol.no_feature_support": "le moteur ne prend pas en charge la ou les fonctionnalités {features}",
    # refscore/conformance/runner.py
    "runner.skip_list_not_utf": "la liste des cas sautés n'est pas du texte UTF-8 (octet {start})",
    "runner.skip_list_too_large": "la liste des cas sautés est trop grande",
    "runner.at_most_bytes_case": "au plus {max_skip_list_bytes:,} octets (un identifiant de cas par ligne)",
    "runner.engine_skipped": "ignoré par le moteur : « {said} »",
    "runner.no_reason": "sans raison donnée",
    "runner.known_failure": "échec connu : {cause}",
    "runner.listed_passes": "dans la liste des échecs connus, mais il réussit maintenant",
    "runner.listed_passed": "dans la liste des échecs connus (il réussit maintenant)",
    # refscore/conformance/lint.py (ce que trouve `refscore conformance lint`)
    "lint.at_place": "à {place} : {message}",
    "lint.duplicate_id": "identifiant en double (aussi dans {other})",
    "lint.kind_in_file": "un cas {kind} dans un fichier {file_kind}",
    "lint.unknown_rule": "identifiant de règle inconnu {rule!r} (absent de spec/rules.md)",
    "lint.unknown_feature": "fonctionnalité inconnue {feature!r} (absente de spec/features.yaml)",
    "lint.record_names_variant": (
        "l'enregistrement nomme une variante ; ce sont les attentes qui disent quelles variantes le jugent"
    ),
    "lint.record_carries_claim": (
        "l'enregistrement porte un score inscrit (la réponse) mais le cas ne teste pas claim.match"
    ),
    "lint.unknown_variant": "variante inconnue {variant!r} (livrées : {shipped})",
    "lint.in_variant": "[{variant}] {message}",
    "lint.undeclared_features": "utilise des fonctionnalités qu'il ne déclare pas : {features}",
    "lint.unused_features": "déclare des fonctionnalités qu'il n'utilise pas : {features}",
    "lint.legal_cards_needed": "un cas legal-cards doit attendre `legal_cards`",
    "lint.legal_cards_cannot": "un cas legal-cards ne peut pas attendre `{key_}`",
    "lint.not_a_card": "{card!r} dans legal_cards n'est pas une carte",
    "lint.write_card_as": "écrivez {card!r} dans legal_cards comme {canonical!r}",
    "lint.only_legal_cards": "seul un cas legal-cards peut attendre `legal_cards`",
    "lint.status_needed": "un cas de vérification doit attendre un `status`",
    "lint.unknown_violation_rule": "identifiant de règle inconnu {rule!r} dans la violation",
    "lint.violation_rule_not_listed": "la règle de la violation, {rule}, n'est pas parmi les règles du cas",
    "lint.unknown_unit": "unité de score inconnue {unit!r} dans {key_} (unités : {units})",
    "lint.scores_every_unit": "scores doit donner chaque unité de score : {units}",
    "lint.not_well_formed": "pas une donne bien formée : {error}",
    "lint.list_dead_cards": (
        "listez les cartes mortes (`dead`), pour que l'enregistrement distribue les 32 cartes"
    ),
    "lint.no_case_files": "aucun fichier de cas (cases/*.json, generated/*.json)",
    "lint.problems": "{count} problème(s)",
    "lint.gap_rule": "règle {rule} : aucun cas normatif",
    "lint.gap_pair": "règle {rule} dans {variant} : aucun cas normatif",
    "lint.gap_violation": "règle {rule} dans {variant} : aucun cas de violation",
    "lint.no_problem": "{count} cas, {tests} tests : aucun problème",
    "lint.no_problem_gaps": "{count} cas, {tests} tests : aucun problème ; {gaps} trou(s) de couverture",
    # refscore/fast/batch_lines.py
    "batch.one_json_object_deal": "un objet JSON (une donne enregistrée) par ligne",
    "batch.line_too_long_bytes": "ligne trop longue ({raw_size} octets ou plus)",
    "batch.one_deal_record_per": "une donne enregistrée par ligne, d'au plus {max_line_bytes} octets",
    "batch.internal_error_while_checking": "erreur interne en vérifiant cette ligne ({name} : {error})",
    "batch.report_this_line_refscore": "un signalement de cette ligne aux mainteneurs de refscore",
    "batch.not_utf_text_byte": "pas du texte UTF-8 (l'octet {number} de la ligne vaut 0x{byte:02x})",
    "batch.utf_text": "du texte UTF-8",
    # refscore/formula/compiler.py
    "formula.in": "{message} dans {shown}",
    "formula.at_column": "{message} à la colonne {column} de {shown}",
    "formula.hinted": "{text} ; {hint}",
    "formula.division_by_zero": "division par zéro",
    "formula.modulo_by_zero": "modulo par zéro",
    "formula.expected": "attendu : {labels}",
    "formula.a_number": "un nombre",
    "formula.a_name": "un nom",
    "formula.end_of_formula": "la fin de la formule",
    "formula.arity_one": "1 argument",
    "formula.arity_if": "3 arguments (condition, valeur si vrai, valeur si faux)",
    "formula.arity_at_least_two": "au moins 2 arguments",
    "formula.token_number": "nombre {value}",
    "formula.token_name": "nom {value!r}",
    "formula.token_symbol": "« {value} »",
    "formula.write_eq": "écrivez « == » pour comparer",
    "formula.write_and": "écrivez « and »",
    "formula.write_or": "écrivez « or »",
    "formula.write_not": "écrivez « not », ou « != » pour comparer",
    "formula.whole_numbers": "les nombres sont entiers",
    "formula.no_strings": "les formules n'ont pas de textes",
    "formula.lowercase": "les noms et les mots-clés s'écrivent en minuscules",
    "formula.no_chain": "les comparaisons ne s'enchaînent pas : écrivez 'a < b and b < c'",
    "formula.one_operand": "{a} comme opérande",
    "formula.operands": "des opérandes {type_}",
    "formula.an_int": "un int",
    "formula.a_bool": "un bool",
    "formula.divisor_zero": "le diviseur {show} vaut 0",
    "formula.value_not_function": (
        "{name!r} est une valeur, pas une fonction ; les fonctions sont `{functions}`"
    ),
    "formula.is_function": "{name!r} est une fonction : écrivez {name}(...)",
    "formula.no_functions_here": "aucune fonction ne peut servir ici",
    "formula.no_names_here": "aucun nom ne peut servir ici",
    "formula.known_functions": "fonctions connues : `{listing}`",
    "formula.known_names": "noms connus : `{listing}`",
    "formula.did_you_mean": "vouliez-vous dire {close!r} ? {listing}",
    "formula.formula_nested_too_deeply": "formule trop imbriquée",
    "formula.at_most_levels": "au plus {max_nesting} niveaux",
    "formula.empty_formula": "formule vide",
    "formula.formula_too_long_characters": "formule trop longue ({text_count} caractères)",
    "formula.at_most_are_allowed": "au plus {max_length} sont permis",
    "formula.result_out_range": "résultat hors limites : {magnitude}",
    "formula.formulas_compute_whole_numbers": (
        "les formules calculent des nombres entiers d'au plus {max_value:,} en valeur absolue"
    ),
    "formula.formula_gives_but_needed": "la formule donne {gives} mais il faut {needed} ici",
    "formula.unexpected_character": "caractère inattendu {char!r}",
    "formula.unexpected": "{token} inattendu",
    "formula.cannot_parse_formula": "formule illisible : {error}",
    "formula.operator_needs_but": "l'opérateur {op!r} demande {needs}, mais {show} est {type_value}",
    "formula.number_too_long_digits": "le nombre {digits} est trop long ({digits_count} chiffres)",
    "formula.at_most_digits_are": "au plus {max_digits} chiffres sont permis",
    "formula.unknown_name": "nom inconnu {name!r}",
    "formula.unknown_function": "fonction inconnue {name!r}",
    "formula.takes_but_got": "{name}() prend {arity} mais en a reçu {argument_trees_count}",
    "formula.unexpected_end_formula": "fin de formule inattendue",
    "formula.operator_compares_values_same": (
        "l'opérateur {op!r} compare des valeurs de même type, mais {show} est {type_value} et "
        "{show2} est {type_value2}"
    ),
    "formula.result_out_range2": "résultat hors limites : {magnitude} * {magnitude2} = {magnitude3}",
    "formula.divisor_always": "le diviseur {show} vaut toujours 0",
    "formula.condition_if_must_bool": (
        "la condition de if() doit être un booléen, mais {show} est {type_value}"
    ),
    "formula.two_values_if_must": (
        "les deux valeurs de if() doivent avoir le même type, mais {show} est {type_value} et "
        "{show2} est {type_value2}"
    ),
    "formula.needs_int_arguments_but": "{name}() demande des arguments entiers, mais {show} est {type_value}",
    "formula.operator_compares_ints_but": (
        "l'opérateur {op!r} compare des entiers, mais {show} est {type_value}"
    ),
    # refscore/judge/facts_check.py
    "facts.ladder": "de {floor} à {ceiling} par pas de {step}",
    "facts.or_bid": "ou {name}",
    "facts.facts_record_as_described": "des faits enregistrés comme les décrit spec/facts.md",
    "facts.not_whole_number_as": "{value!r} n'est pas écrit en nombre entier",
    "facts.integer_written_without_fraction": "un entier écrit sans virgule ni exposant (124, pas 124.0)",
    "facts.unknown_taker": "preneur inconnu {taker!r}",
    "facts.seat": "une place ({seats})",
    "facts.contract_which_variant_does": "le contrat est {mode}, ce que la variante {variant_id} ne joue pas",
    "facts.one_its_trump_modes": "un de ses modes d'atout : {modes}",
    "facts.both_points_cards": "à la fois `points` et `cards`",
    "facts.one_them_with_without": "l'un des deux (avec ou sans le dix de der)",
    "facts.variant_has_no_discard": "la variante {variant_id} n'a pas d'écart",
    "facts.no_card_points_for": "pas de points de cartes pour {units}",
    "facts.points_every_side_but": (
        "les points de chaque camp sauf un (de chaque camp quand des cartes sont mortes)"
    ),
    "facts.card_points_some_set": (
        "des points de cartes qu'un ensemble de cartes peut faire à {contract_trump}"
    ),
    "facts.seat_unit": "une place ({seats}) ou un camp ({units})",
    "facts.variant_has_no_contract": (
        "la variante {variant_id} n'a pas de valeur de contrat (le preneur prend un atout)"
    ),
    "facts.no_contract_only_trump": "pas de `contract`, seulement l'atout et le preneur",
    "facts.variant_has_no_coinche": "la variante {variant_id} n'a pas de coinche",
    "facts.cannot_coinche_contract": "{coinched_by!r} ne peut pas coincher le contrat de {taker}",
    "facts.seat_defence": "une place de la défense",
    "facts.surcoinche_without_coinche": "une surcoinche sans coinche",
    "facts.coinche_first": "d'abord une `coinche`",
    "facts.variant_has_no_surcoinche": "la variante {variant_id} n'a pas de surcoinche",
    "facts.cannot_surcoinche_only_coinched": (
        "{surcoinched_by!r} ne peut pas surcoincher : seul le camp coinché le peut"
    ),
    "facts.seat_taking_side": "une place du camp preneur",
    "facts.unknown_seat2": "place inconnue {generale_seat!r}",
    "facts.seat_that_took_every": "la place qui a fait tous les plis ({seats})",
    "facts.capot_g_n_rale": "le capot et la générale nomment des camps différents",
    "facts.took_every_trick_so": "{capot_unit} a fait tous les plis, donc aussi le dernier, pas {der_unit}",
    "facts.card_points_written_add": (
        "les points de cartes écrits font {sum}, plus que les {total} d'une donne"
    ),
    "facts.card_points_add_up": "les points de cartes font {sum}, pas {total}",
    "facts.mode.suit": "à la couleur",
    "facts.mode.no_trump": "sans atout",
    "facts.mode.all_trump": "tout atout",
    "facts.there_no_belote": "il n'y a pas de belote dans un contrat {mode}",
    "facts.belote_only_suit_contract": "une belote seulement dans un contrat à la couleur",
    "facts.variant_has_no_annonces": "la variante {variant_id} n'a pas d'annonces",
    "facts.both_score_annonces": "{units} marquent tous deux des annonces",
    "facts.only_side_with_strongest": "que seul le camp de la plus forte annonce marque",
    "facts.not_sum_annonces_variant": ("{points} n'est pas une somme d'annonces de la variante {variant_id}"),
    "facts.sum_annonce_values_tierce": "une somme de valeurs d'annonces (tierce, cinquante, cent, carrés)",
    "facts.claim_does_not_give": "le score écrit ne donne pas chaque camp",
    "facts.score_depends_on_who": (
        "le score dépend de qui a fait le dernier pli, ce que les faits ne disent pas"
    ),
    "facts.der_side_that_took": "`der` : le camp qui a fait le dernier pli (règle points.dix-de-der)",
    "facts.cannot_read_contract": "impossible de lire le contrat {label!r} : {message}",
    "facts.contract_such_as_coinch": "un contrat comme 110 ♥, 100 ♦ coinché ou capot SA",
    "facts.not_bid_variant": "{value} n'est pas une enchère de la variante {variant_id}",
    "facts.not_contract_variant": "{raw!r} n'est pas un contrat de la variante {variant_id}",
    "facts.number_from_special_bid": (
        "un nombre de {rules_floor} à {rules_ceiling} ou une enchère spéciale ({names})"
    ),
    "facts.has_points_although_took": "{unit} a {value} points alors que {capot_unit} a fait tous les plis",
    "facts.for_every_side_but": "0 pour chaque camp sauf celui qui a fait tous les plis",
    "facts.tricks_written_do_not": "les plis écrits ne font pas le compte de la donne",
    "facts.count_for_every_side": "un compte pour chaque camp, {n_tricks} en tout",
    "facts.side_took_every_trick": "un camp a fait tous les plis : écrivez-le `capot`",
    "facts.variant_formulas_use_tricks": (
        "les formules de la variante {variant_id} utilisent les plis gagnés, que les faits ne donnent pas"
    ),
    "facts.tricks_for_every_side": "`tricks` pour chaque camp",
    "facts.took_no_trick_but": "{unit} n'a fait aucun pli mais a des points de cartes ou le dernier pli",
    # refscore/judge/game_sheet.py
    "sheet.unknown_seat_scoring_unit": "place ou camp inconnu {name!r}",
    "sheet.seat_scoring_unit": "une place ({seats}) ou un camp ({units})",
    "sheet.game_sheet_as_described": "une feuille de marque comme la décrit spec/game.schema.json",
    "sheet.sheet_takes_longer_than": "la feuille prend plus que le temps accordé",
    "sheet.smaller_sheet_larger_max": "une feuille plus petite, ou un --max-seconds plus grand",
    "sheet.facts_name_variant_sheet": (
        "les faits nomment la variante {named!r}, la feuille est comptée en {variant_id!r}"
    ),
    "sheet.one_variant_for_whole": "une seule variante pour toute la feuille",
    "sheet.no_score_for": "pas de score pour {units}",
    "sheet.score_for_each": "un score pour chacun de {units}",
    "sheet.deal_litige_points_are": (
        "donne {number} : {held} points de litige sont gardés pour le camp qui gagne ce contrat, "
        "mais la feuille ne dit ni qui a pris ni si le contrat est fait"
    ),
    "sheet.deal_record_facts_its": "la donne enregistrée ou ses faits, ou son `taker` et son `made`",
    "sheet.deal_file_but_no": "une donne dans un fichier, mais aucun moyen de lire des fichiers ici",
    "sheet.unknown_scoring_unit": "camp inconnu {unit!r}",
    "sheet.one": "un de {choices}",
    "sheet.deal_pass_target_together": (
        "donne {number} : {units} passent l'objectif ensemble et la variante donne la partie au camp "
        "preneur, mais la feuille ne dit pas qui a pris"
    ),
    "sheet.taker_seat_scoring_unit": (
        "un `taker` (place ou camp) pour cette donne, ou sa donne enregistrée complète"
    ),
    # une ligne écrite qu'aucune donne de son contrat ne donne
    "sheet.wrong_line": "donne {number} ({place}) : {problem}",
    "sheet.no_deal_scores": (
        "aucune donne de {contract} par {taker}{made} ne marque {claimed} ; {right} (règle claim.match)"
    ),
    "sheet.made": " (fait)",
    "sheet.failed": " (chuté)",
    "sheet.rules_give": "les règles donnent {shown}",
    "sheet.no_score_keeps": "aucun score de ce contrat ne garde celui d'un des camps",
    "sheet.outcome": "{scores} ({how}, règle {rule})",
    "facts.how_points": "{unit} {points} avec le dix de der",
    "facts.how_every_trick": "{unit} a fait tous les plis",
    "facts.how_belote": "{how}, belote {unit}",
    # refscore/judge/infer.py
    "infer.space_mapping": (
        "un dictionnaire avec format refscore-infer-space/1, bases et options (spec/infer-space.yaml)"
    ),
    "infer.search_took_more_than": (
        "la recherche a pris plus de {seconds:g} secondes ({lines:,} lignes distinctes, {tried:,} "
        "jeux de règles essayés)"
    ),
    "infer.smaller_space_sheet_fewer": (
        "un espace ou une feuille plus petits, moins de --max-changes, ou un --max-seconds plus grand"
    ),
    "infer.not_infer_space": "pas un espace d'inférence",
    "infer.bad_bases": "`bases` incorrect",
    "infer.all_list_variants": "`all` ou une liste de variantes",
    "infer.bad_options": "`options` incorrect",
    "infer.list_options": "une liste d'options",
    "infer.no_line_sheet_carries": "aucune ligne de la feuille ne porte de score écrit à expliquer",
    "infer.deals_with_claim_facts": (
        "des donnes avec un score écrit, des faits avec des scores, ou des scores avec leur contrat "
        "et leur preneur"
    ),
    "infer.option_without_id": "une option sans identifiant",
    "infer.no_choices": "aucun choix",
    "infer.choices": "de 1 à 20 choix",
    "infer.out_time": "temps écoulé",
    "infer.choice_needs_label_yaml": "un choix demande un libellé (label) et du yaml",
    "infer.message": "{{label: TEXTE, yaml: {{une partie d'un fichier de variante}}}}",
    "infer.deal_file_but_no": "une donne dans un fichier, mais aucun moyen de lire des fichiers ici",
    # refscore/judge/notation.py
    "notation.deal_few_lines": "une donne de quelques lignes (spec/deal-notation.md, Bounds)",
    "notation.terminal.CARD": (
        "une carte (une hauteur 7 8 9 10 J Q K A, ou V D R, puis une couleur S H D C, ♠ ♥ ♦ ♣ "
        "ou P K T : JH, 10♠, VC)"
    ),
    "notation.terminal.SEAT_LABEL": "une place et deux-points (N:)",
    "notation.terminal.SEAT": "une place (N, E, S, W...)",
    "notation.terminal.TRICK_NO": "un numéro de pli",
    "notation.terminal.TRUMP": "un atout (S H D C, ♠ ♥ ♦ ♣, SA ou TA)",
    "notation.terminal.INT": "une valeur d'enchère (80, 90...)",
    "notation.terminal.SPECIAL": "une enchère spéciale (capot, generale)",
    "notation.terminal.PASS": "« pass »",
    "notation.terminal.COINCHE": "« coinche » (ou X)",
    "notation.terminal.SURCOINCHE": "« surcoinche » (ou XX)",
    "notation.terminal.TAKE": "« take »",
    "notation.terminal.KIND": "un type d'annonce (tierce, cinquante, cent, carré)",
    "notation.terminal.SIGNED_INT": "un score (un nombre entier)",
    "notation.terminal.WORD": "un mot",
    "notation.terminal.STRING": "un « texte entre guillemets »",
    "notation.terminal.COLON": "« : »",
    "notation.terminal.COMMA": "« , »",
    "notation.terminal._SEP": "la fin de la ligne (ou ;)",
    "notation.terminal.$END": "la fin du fichier",
    "notation.the_variant": "la variante",
    "notation.the_notation": "la notation",
    "notation.the_dealer": "le donneur",
    "notation.the_hand_of": "la main de {seat}",
    "notation.the_turned_card": "la carte retournée",
    "notation.the_claim": "le score écrit",
    "notation.first_at": " (la première fois en {first})",
    "notation.end_of_line": "la fin de la ligne",
    "notation.token_in_word": "{token!r} dans {word!r}",
    "notation.a_line": "une ligne de la notation des donnes : {items}",
    "notation.something_else": "autre chose",
    "notation.or": "{head} ou {last}",
    "notation.cannot_read_deal": "impossible de lire la donne : {error}",
    "notation.unexpected": "{shown} inattendu",
    "notation.unexpected2": "« {word} » inattendu",
    "notation.number_digits": "un nombre de {digits_count} chiffres",
    "notation.at_most_digits": "au plus {max_number_digits} chiffres",
    "notation.given_twice": "{what} apparaît deux fois{where}",
    "notation.each_statement_once": "chaque ligne une seule fois",
    "notation.deal_empty": "la donne est vide",
    "notation.deal_notation_spec_deal": "une donne dans la notation de spec/deal-notation.md",
    "notation.deal_too_long_characters": "la donne est trop longue ({text_count:,} caractères)",
    "notation.at_most_characters": "au plus {max_notation_chars:,} caractères : {expected_}",
    "notation.deal_has_too_many": "la donne a trop de lignes ou de déclarations ({statements:,})",
    "notation.at_most": "au plus {max_notation_statements:,} : {expected_}",
    "notation.deal_has_too_many2": "la donne a trop de mots ({words:,})",
    "notation.at_most2": "au plus {max_notation_words:,} : {expected_}",
    "notation.unknown_seat": "place inconnue {seat!r}",
    "notation.one_seats": "une des places de {variant_id} : {seats}",
    "notation.no_hand_for": "pas de main pour {seats}",
    "notation.line_with_cards_each": (
        "une ligne `{seat}: ...` avec les {variant_hand_size} cartes de chaque main, ou les "
        "{variant_hand_size} plis (les mains se déduisent alors du jeu)"
    ),
    "notation.hands_cannot_found_from": (
        "les mains ne se déduisent pas du jeu sans la carte retournée : elle décide l'atout"
    ),
    "notation.line_turned_card_every": "une ligne `turned CARTE`, ou chaque main écrite",
    "notation.hands_cannot_found_from2": (
        "les mains ne se déduisent pas du jeu : les enchères ne nomment pas d'atout, donc les "
        "gagnants des plis sont inconnus"
    ),
    "notation.every_hand_written_auction": "chaque main écrite, ou des enchères qui finissent par un contrat",
    "notation.hand_taker_cannot_found": (
        "la main du preneur {seat} ne se déduit pas du jeu sans le chien et l'écart"
    ),
    "notation.line_lines_chien_discard": (
        "une ligne `{seat}: ...`, ou les lignes `chien ...` et `discard ...`"
    ),
    "notation.not_card": "{token!r} n'est pas une carte",
    "notation.card_such_as_jh": "une carte comme JH",
    "notation.cannot_written_notation": "{what} {seat!r} ne s'écrit pas dans la notation",
    "notation.seat_name_such_as": "un nom de place comme N",
    "notation.bid_cannot_written_notation": "une enchère de {value!r} ne s'écrit pas dans la notation",
    "notation.number_name": "un nombre ou un nom",
    "notation.bid_named_cannot_written": "une enchère nommée {value!r} ne s'écrit pas dans la notation",
    "notation.name_such_as_capot": "un nom comme capot",
    "notation.unexpected_end_deal": "fin de la donne inattendue",
    "notation.unexpected3": "inattendu : {what}",
    "notation.bad_quoted_text": "texte entre guillemets incorrect : {msg}",
    "notation.text_double_quotes_with": (
        'du texte entre guillemets doubles, avec les échappements JSON (\\" \\\\)'
    ),
    "notation.not_trump": "{text!r} n'est pas un atout",
    "notation.no_dealer": "pas de donneur",
    "notation.line_dealer_seat_auction": (
        "une ligne `dealer PLACE`, ou des enchères dont le premier appel nomme sa place (`auction N "
        "pass, ...`)"
    ),
    "notation.hand_has_cards": "la main de {seat} a {cards_count} cartes",
    "notation.cards": "{variant_hand_size} cartes",
    "notation.chien_card_neither_played": (
        "la carte du chien {card_card} n'est ni jouée par le preneur {seat} ni écartée"
    ),
    "notation.chien_whose_cards_taker": "un chien dont le preneur joue ou écarte les cartes",
    "notation.empty_players_cannot_written": "un `players` vide ne s'écrit pas dans la notation",
    "notation.names_no_players": "des noms, ou pas de `players`",
    "notation.empty_claim_cannot_written": "un score écrit vide ne s'écrit pas dans la notation",
    "notation.score_by_unit": "un score par camp",
    "notation.with_value_trump_cannot": (
        "un {kind_} avec une valeur ou un atout ne s'écrit pas dans la notation"
    ),
    "notation.take_with_value_cannot": "une prise avec une valeur ne s'écrit pas dans la notation",
    "notation.take_take_h": "take, ou take H",
    "notation.unknown_scoring_unit_claim": "camp inconnu {unit!r} dans le score écrit",
    "notation.one": "un de {choices}",
    "notation.claimed_twice": "{unit} est écrit deux fois",
    "notation.one_score_per_scoring": "un score par camp",
    "notation.dealt_twice_also_at": "{card_card} est distribuée deux fois (aussi en {pos})",
    "notation.each_cards_once": "chacune des 32 cartes une fois",
    "notation.played_twice_also_at": "{card_card} est jouée deux fois (aussi en {pos})",
    "notation.each_card_played_once": "chaque carte jouée une seule fois",
    "notation.trick_number_where_trick": "pli numéro {number} là où vient le pli {expected_}",
    "notation.tricks_order": "les plis dans l'ordre : {expected_}",
    "notation.unknown_statement": "déclaration inconnue {kind_!r}",
    # refscore/judge/positions.py
    "coach.auction_illegal_at": "les enchères sont irrégulières à l'annonce {call} (règle {rule_})",
    "coach.everybody_passed": "tout le monde a passé",
    "coach.auction_not_ended": "les enchères ne sont pas finies",
    "coach.unknown_seat": "place inconnue {seat!r}",
    "coach.one": "une de {choices}",
    "coach.no_contract": "pas de contrat : {reason}",
    "coach.deal_whose_auction_ends": "une donne dont les enchères finissent par un contrat",
    "coach.there_no_trick_show": "il n'y a pas de pli {trick} à montrer",
    "coach.trick_from": "un pli de 1 à {last}",
    "coach.plays_card_trick_but": (
        "{seat} joue la carte {number} du pli {trick}, mais seules {recorded_plays_count} carte(s) "
        "de ce pli sont enregistrées : les cartes avant la sienne sont inconnues"
    ),
    "coach.seat_among_leader": "une place parmi {seats} (l'entameur est {leader})",
    "coach.trick_not_finished_so": "le pli {number} n'est pas fini, donc le pli {trick} n'a pas commencé",
    "coach.trick_up": "un pli jusqu'au {number}",
    # refscore/judge/scoring.py
    "scoring.variant": "variante {variant_id!r} : {error}",
    "scoring.formulas_that_never_divide": (
        "des formules qui ne divisent jamais par zéro et restent dans les bornes de spec/formula.md"
    ),
    # refscore/load/reader.py
    "reader.kind_directory": "un dossier",
    "reader.kind_fifo": "une FIFO",
    "reader.kind_character_device": "un périphérique caractère",
    "reader.kind_block_device": "un périphérique bloc",
    "reader.kind_socket": "une socket",
    "reader.kind_unusual": "un fichier inhabituel",
    "reader.cannot_read_file": "impossible de lire le fichier : {reason}",
    "reader.readable_file": "un fichier lisible",
    "reader.file_too_large": "fichier trop gros",
    "reader.at_most_bytes": "au plus {limit} octets",
    "reader.path_with_nul_byte": "un chemin qui contient un octet NUL",
    "reader.file_name_names_never": "un nom de fichier (un nom ne contient jamais le caractère NUL)",
    "reader.not_regular_file": "pas un fichier ordinaire ({kind_})",
    "reader.regular_file_fifos_devices": (
        "un fichier ordinaire (FIFO, périphériques et sockets ne sont jamais ouverts)"
    ),
    "reader.not_file_that_can": "pas un fichier qui se lit ({kind_})",
    "reader.regular_file_pipe_character": "un fichier ordinaire, un tube ou un périphérique caractère",
    "reader.nothing_came_for_seconds": "rien n'est venu en {wait:g} secondes",
    "reader.pipe_fifo_that_someone": "un tube ou une FIFO où quelqu'un écrit",
    # refscore/load/situation.py
    "situation.a_bid_from": "une enchère de {floor} à {ceiling} par {step}",
    "situation.or_special": "{ladder}, ou {names}",
    "situation.a_trump": "un atout",
    "situation.not_card": "{token!r} n'est pas une carte",
    "situation.card_such_as_h": "une carte comme 10H, TH ou 10♥",
    "situation.not_list_cards": "pas une liste de cartes",
    "situation.list_at_most_cards": "une liste d'au plus {limit} cartes",
    "situation.contract_value_not_number": "la valeur du contrat n'est ni un nombre ni une enchère spéciale",
    "situation.not_bid_this_variant": "{value} n'est pas une enchère de cette variante",
    "situation.situation_json_object": "une situation est un objet JSON",
    "situation.object_spec_situation_schema": "un objet de spec/situation.schema.json",
    "situation.unknown_key": "clé inconnue {key_!r}",
    "situation.keys_among": "des clés parmi {keys}",
    "situation.unknown_format": "format inconnu {format_!r}",
    "situation.unknown_notation": "notation inconnue {notation!r}",
    "situation.en_fr": "en ou fr",
    "situation.hand_empty": "la main est vide",
    "situation.cards_player_still_holds": "les cartes que le joueur tient encore",
    "situation.not_contract": "pas un contrat",
    "situation.object_with_trump_optional": "un objet avec `trump` (et, au choix, `value`, `taker`)",
    "situation.trump_not_text": "l'atout n'est pas un texte",
    "situation.h_d_c_sa": "S, H, D, C, SA ou TA",
    "situation.not_played_here": "{trump} ne se joue pas ici",
    "situation.trump_mode_variant": "un mode d'atout de la variante",
    "situation.not_trick_progress": "pas un pli en cours",
    "situation.list_at_most": "une liste d'au plus {number} {{seat, card}}",
    "situation.not_set_hands": "pas un ensemble de mains",
    "situation.object_seat_list_cards": "un objet : place -> liste de cartes",
    "situation.not_special_bid_here": "{value!r} n'est pas une enchère spéciale ici",
    "situation.number_digits": "un nombre de {abs_count} chiffres",
    "situation.situation_has_no": "la situation n'a pas de {key_!r}",
    "situation.key": "une clé {key_!r}",
    "situation.not_card_on_table": "pas une carte sur la table",
    "situation.object": "un objet {{seat, card}}",
    "situation.after_it_turn_not": "après {card}, c'est à {after} de jouer, pas à {seat}",
    "situation.player_himself": "{who} est le joueur lui-même",
    "situation.other_players_hands": "les mains des autres joueurs",
    "situation.cannot_play_after": "{who} ne peut pas jouer après {card}",
    "situation.both_at_at": "{card} est à la fois en {first} et en {place_}",
    "situation.each_card_one_place": "chaque carte à une seule place",
    # refscore/load/variant_loader.py
    "variant.not_utf8": "pas du texte UTF-8",
    "variant.cannot_read_file": "impossible de lire la variante : {reason}",
    "variant.cannot_read_parent": "impossible de lire la variante parente {path!r} : {reason}",
    "variant.json_mapping": "un dictionnaire",
    "variant.json_list": "une liste",
    "variant.json_string": "un texte",
    "variant.json_boolean": "un booléen",
    "variant.json_null": "null",
    "variant.json_number": "un nombre",
    "variant.key_not_allowed_here": "une clé interdite ici (dans {kind})",
    "variant.breaks_schema_rule": "{kind} qui enfreint la règle `{keyword}` du schéma",
    "variant.variant_abstract_base_for": (
        "la variante {variant_id!r} est abstraite (une base pour d'autres), pas jouable"
    ),
    "variant.playable_variant_that_extends": "une variante jouable qui l'étend",
    "variant.value_allowed_by_spec": "une valeur permise par spec/variant.schema.json",
    "variant.change_scoring_case_not": "le changement du cas de marque {rule_!r} n'est pas un dictionnaire",
    "variant.keys_case_change_when": "les clés du cas à changer : `when`, `taker`, `defence`, `description`",
    "variant.no_scoring_case_change": "pas de cas de marque {rule_!r} à changer dans la variante parente",
    "variant.rule_id_one_parent": (
        "l'identifiant de règle d'un des cas du parent ({known}), ou une liste `cases:` entière"
    ),
    "variant.unknown_variant": "variante inconnue {reference!r}",
    "variant.shipped_variant_path_yaml": "une variante fournie ({names}) ou le chemin d'un fichier .yaml",
    "variant.extends_chain_too_long": (
        "chaîne `extends` trop longue : {first} -> ... -> {reference} ({chain_count} niveaux)"
    ),
    "variant.at_most_levels": "au plus {max_extends_depth} niveaux",
    "variant.extends_cycle": "cycle `extends` : {files}",
    "variant.chain_parents_that_ends": "une chaîne de parents qui finit",
    "variant.variant_file_must_yaml": "un fichier de variante doit être un dictionnaire YAML",
    "variant.keys_such_as_extends": "des clés comme `extends:`, `auction:`, `scoring:`",
    "variant.extends_must_name_variant": "`extends` doit nommer une variante",
    "variant.variant_name_path": "un nom de variante ou un chemin",
    "variant.readable_variant_yaml_file": "un fichier YAML de variante lisible",
    "variant.unknown_parent": "variante parente inconnue {reference!r}",
    # refscore/load/yamlsource.py
    "yaml.not_valid_yaml": "YAML invalide : {reason}",
    "yaml.one_yaml_mapping": "un seul dictionnaire YAML",
    "yaml.number_characters_at_most": "un nombre de {text_count} caractères (au plus {max_yaml_int_chars})",
    "yaml.file_too_large_characters": "fichier trop gros ({text_count} caractères)",
    "yaml.at_most_characters": "au plus {max_yaml_bytes} caractères",
    "yaml.collections_nested_more_than": "collections imbriquées sur plus de {max_yaml_depth} niveaux",
    "yaml.yaml_nested_too_deeply": "YAML trop imbriqué",
    "yaml.shallow_mapping": "un dictionnaire peu profond",
    "yaml.yaml_anchors_aliases_are": "les ancres et alias YAML sont interdits dans les fichiers de variante",
    "yaml.plain_values_use_extends": "des valeurs simples ; `extends:` pour reprendre une autre variante",
    "yaml.yaml_merge_keys_are": "les clés de fusion YAML (<<) sont interdites dans les fichiers de variante",
    "yaml.plain_keys_use_extends": "des clés simples ; `extends:` pour reprendre une autre variante",
    "yaml.duplicate_key": "clé en double : {key_!r}",
    "yaml.each_key_once_mapping": "chaque clé une seule fois par dictionnaire",
    # refscore/model/record.py
    "rec.duplicate_key": "clé en double : {key_}",
    "rec.each_key_once_object": (
        "chaque clé une seule fois par objet (les lecteurs JSON ne gardent pas tous la même)"
    ),
    "rec.record_as_described_spec": "une donne enregistrée comme la décrit spec/deal.md",
    "rec.unknown_seat": "place inconnue {seat!r}",
    "rec.one_seats": "une des places de {variant_id} : {seats}",
    "rec.no_hand_for": "pas de main pour {seats}",
    "rec.hand_for_each_seat": "une main pour chaque place {seats}",
    "rec.chien_has": "le chien a {chien_count}",
    "rec.cards": "{variant_chien} cartes",
    "rec.listed": "{dead_count} listée(s)",
    "rec.leave_them_out": "{variant_dead_cards} (ou ne les listez pas)",
    "rec.turned_card": "{variant_id} {needed} une carte retournée",
    "rec.turned_exactly_variants_whose": (
        "`turned` exactement dans les variantes dont les enchères retournent une carte"
    ),
    "rec.turned_card_also_hand": "la carte retournée {turned} est aussi dans une main",
    "rec.hands_as_dealt_cards": (
        "les mains comme distribuées ({before} cartes chacune) et la carte retournée à part"
    ),
    "rec.not_valid_json": "JSON invalide : {reason}",
    "rec.json_nested_too_deeply": "JSON trop imbriqué",
    "rec.not_valid_json2": "JSON invalide : {reason}",
    "rec.numbers_reasonable_size": "des nombres de taille raisonnable",
    "rec.not_integer": "{value} n'est pas un entier",
    "rec.whole_number_written_without": (
        "un nombre entier écrit sans partie décimale ni exposant (110, pas 110.0)"
    ),
    "rec.record_holds_more_than": "la donne contient plus de {max_record_values} valeurs",
    "rec.deal_record_about_values": "une donne enregistrée (environ 1 500 valeurs au plus)",
    "rec.entries": "{value_count} éléments",
    "rec.at_most_see_spec": "au plus {max_container} (voir spec/deal.schema.json)",
    "rec.not_trump": "{text!r} n'est pas un atout",
    "rec.suit_h_d_c": "une couleur (S H D C, ♠ ♥ ♦ ♣, hearts, cœur...), SA ou TA",
    "rec.not_card": "{token!r} n'est pas une carte",
    "rec.hand_has": "la main de {seat} a {hand_count}",
    "rec.n_card": "{n} carte",
    "rec.n_cards": "{n} cartes",
    "rec.n_dead_card": "{n} carte morte",
    "rec.n_dead_cards": "{n} cartes mortes",
    "rec.cards2": "{variant_hand_size} cartes",
    "rec.trick_has_cards": "le pli {number} a {tokens_count} cartes",
    "rec.one_card_per_player": "une carte par joueur, {variant_seats_count} au plus",
    "rec.unknown_scoring_unit_claim": "camp inconnu {unit!r} dans le score écrit",
    "rec.one": "un de {choices}",
    "rec.dealt_twice_also_at": "{card} est distribuée deux fois (aussi en {first})",
    "rec.each_cards_once": "chacune des 32 cartes une fois",
    # refscore/model/variant.py
    "variant.teams_must_list_every": "les équipes doivent lister chaque place exactement une fois",
    "variant.partition_seats": "une partition des places {seats}",
    "variant.hands_chien_dead_cards": (
        "{seats_count} mains de {hand_size} + chien {chien} + cartes mortes {dead} font {dealt} cartes"
    ),
    "variant.exactly_cards_deck": "exactement les 32 cartes du jeu",
    "variant.ceiling_below_floor": "le plafond {auction_ceiling} est sous le plancher {auction_floor}",
    "variant.ceiling_floor": "plafond >= plancher",
    "variant.carr_ranked_but_has": (
        "le carré de {rank} est classé mais n'a pas de points dans annonces.carres"
    ),
    "variant.points_annonces_carres_for": (
        "des points dans annonces.carres pour chaque hauteur de carre_order (0 : il se classe sans marquer)"
    ),
    "variant.annonces_are_enabled_but": "les annonces sont permises mais la table est incomplète",
    "variant.sequence_order_ranks_sequences": "sequence_order (8 hauteurs), sequences et carres",
    "variant.formula_spec_formula_md": "une formule de spec/formula.md sur les noms de spec/variants.md",
    "variant.for_every_deal": "{problem_error} pour chaque donne",
    "variant.formulas_whose_values_stay": (
        "des formules dont les valeurs restent dans les bornes de spec/formula.md"
    ),
    "variant.constant_hides_base_name": "la constante {name!r} cache un nom de base",
    "variant.new_name": "un nouveau nom",
    "variant.trump_mode_has_no": "le mode d'atout {mode_kind!r} n'a pas de tables de cartes",
    "variant.mode_defined_under_cards": "un mode défini sous cards.modes",
    "variant.quantity_already_defined": "la quantité {name!r} est déjà définie",
    "variant.unknown_rule_id": "identifiant de règle inconnu {rule_id!r}",
    "variant.rule_id_spec_rules": "un identifiant de règle de spec/rules.md",
    "variant.last_scoring_case_must": "le dernier cas de marque ne doit pas avoir de `when`",
    "variant.final_case_that_applies": (
        "un dernier cas qui s'applique sinon, pour que chaque donne soit comptée"
    ),
    "variant.only_last_scoring_case": "seul le dernier cas de marque peut omettre `when`",
    "variant.when_condition": "une condition `when`",
    "variant.unknown_card_table": "table de cartes inconnue {table!r}",
    "variant.one": "un de {choices}",
    # refscore/solver/single_dummy.py
    "sd.at_least_one_sample": "au moins un tirage",
    "sd.no_contract_nothing_analyse": "pas de contrat : rien à analyser",
    "sd.record_has_no_card": "la donne n'a pas de carte {position} au pli {trick}",
    "sd.deal_irregular_before_play": "la donne est irrégulière avant le jeu",
    "sd.card_itself_illegal": "la carte elle-même est illégale",
    "sd.no_layout_consistent_with": "aucune répartition compatible avec le jeu n'a été trouvée",
    "sd.illegal_card_played_before": "une carte illégale est jouée avant celle-ci",
    # cli/conformance_cmd.py
    "conformance_cmd.timeout_must_positive": "--timeout doit être positif",
    "conformance_cmd.no_test_matches_selection": "aucun test ne correspond à la sélection",
    "conformance_cmd.no_case_refscore_conformance": (
        "pas de cas {case_id!r} ; `refscore conformance list` montre les identifiants"
    ),
    "conformance_cmd.case_expects_nothing_it": (
        "le cas {case_id!r} n'attend rien de {request_variant!r} ; il a {judged}"
    ),
    "conformance_cmd.expected_counts_refscore_conformance": (
        "{check_file} : attendu les comptes de `refscore conformance report` (implementations.json)"
    ),
    "conformance_cmd.unknown_implementation_expected_one": (
        "implémentation inconnue {names} ; attendu une de {known}"
    ),
    "conformance_cmd.unknown_variant_expected_one": "variante inconnue {variant!r} ; attendu une de {known}",
    "conformance_cmd.cannot_write_report": "impossible d'écrire le rapport : {reason}",
    "conformance_cmd.simple_needs_engine": "--simple demande --engine",
    "conformance_cmd.engine_not_found_not": (
        "moteur introuvable : {program!r} n'est pas un programme exécutable (la commande tourne sans shell)"
    ),
    # cli/human_cmds.py
    "human.table_seat_card": "{option} {token!r} : attendu PLACE:CARTE, par exemple N:9S",
    "human.other_seat_cards": "--other {text!r} : attendu 'PLACE: CARTE CARTE ...'",
    "human.trick_n_goes_with": (
        "`--trick N` va avec un fichier `DEAL` ; une situation donne les cartes sur la table (`--table`)"
    ),
    "human.no_variant_give_variant": "aucune variante : donnez --variant, ou `variant` dans la situation",
    "human.with_deal_give_trick": "avec `DEAL`, donnez `--trick` et `--seat`, et aucune option de situation",
    "human.situation_file_options_seat": (
        "`--situation FICHIER` ou les options `--seat`, `--hand`, `--contract`, `--table`, pas les deux"
    ),
    "human.give_deal_situation_file": (
        "donnez `DEAL`, ou `--situation FICHIER`, ou au moins `--seat`, `--hand` et `--contract`"
    ),
    "human.see_refscore_legal_help": "voir `refscore legal --help`",
    "human.situation_spec_situation_schema": "une situation de spec/situation.schema.json",
    # cli/inputs.py
    "inputs.stdin_closed": "l'entrée standard est fermée",
    "inputs.not_usable_variant_file": (
        "pas un fichier de variante utilisable (détails cachés : le fichier est nommé par une donne "
        "; vérifiez-le avec `refscore variants validate {path}`)"
    ),
    "inputs.valid_variant_file": "un fichier de variante valide",
    "inputs.file_empty": "le fichier est vide",
    "inputs.json_object_deal_record": "un objet JSON (une donne enregistrée)",
    "inputs.no_variant_record_names": (
        "aucune variante : la donne n'en nomme aucune et --variant n'est pas donné"
    ),
    "inputs.variant_name_file_variant": "--variant NOM|FICHIER, ou un champ `variant`",
    "inputs.not_utf_text_byte": "pas du texte UTF-8 (l'octet {start} vaut 0x{byte:02x})",
    "inputs.utf_text_file": "un fichier texte UTF-8",
    "inputs.no_variant": "aucune variante",
    "inputs.line_variant_name_file": "une ligne `variant NOM|FICHIER`, ou --variant NOM|FICHIER",
    # cli/main.py
    "main.format_jsonl_o_need": "--format jsonl et -o demandent une entrée JSON Lines",
    "main.jsonl_file": "un fichier .jsonl ou -",
    "main.explain_tells_deal_as": "--explain raconte la donne en texte",
    "main.explain_format_json": "--explain ou --format json",
    "main.explain_tells_one_deal": "--explain raconte une seule donne",
    "main.json_deal_file": "un fichier .json ou .deal",
    # cli/output.py
    "output.a_file_read": "un fichier que la commande lit",
    "output.the_input_file": "le fichier d'entrée {source}",
    "output.output": "la sortie est {what}",
    "output.output_file_other_than": "un fichier de sortie autre que l'entrée (elle serait détruite)",
    "output.cannot_write_file": "impossible d'écrire le fichier : {reason}",
    "output.no_usable_temporary_file": "aucun nom de fichier temporaire utilisable",
    "output.path_with_nul_byte": "un chemin qui contient un octet NUL",
    "output.file_name": "un nom de fichier",
    "output.not_file_that_can": "pas un fichier qui peut s'écrire",
    "output.regular_file_device_fifo": "un fichier ordinaire, un périphérique ou une FIFO",
    "output.standard_output_closed": "la sortie standard est fermée",
    "output.open_standard_output_o": "une sortie standard ouverte, ou -o FICHIER",
    "output.writable_folder": "un dossier où écrire",
    "output.writable_file": "un fichier où écrire",
    "output.nobody_read_fifo_for": "personne n'a lu la FIFO en {fifo_wait:g} secondes",
    "output.fifo_with_reader_at": "une FIFO lue à l'autre bout",
    # cli/params.py (les erreurs de paramètre de click : dites par clé dans le cadre de click)
    "params.no_stdin": "l'entrée standard (-) n'est pas lue ici : nommez un fichier",
    "params.is_folder_name_file": "{text!r} est un dossier : nommez un fichier",
    "params.not_folder": "{text!r} n'est pas un dossier",
    "params.too_long": "{length} caractères (au plus {max_text})",
    "params.not_seconds": "{value!r} n'est pas un nombre de secondes",
    "params.seconds_range": "{value!r} : attendu un nombre de secondes au-dessus de 0 et au plus {maximum:g}",
    # cli/lang.py
    "lang.detail_no_effect": (
        "--detail n'a pas d'effet avec {why} : retirez-le, ou demandez une sortie texte"
    ),
    "lang.why_jsonl": "une entrée JSON Lines (les résultats sont en JSON)",
    "lang.why_json": "--format json (le JSON a chaque ligne)",
    # cli/batch.py
    "batch.cannot_read_file": "impossible de lire le fichier : {reason}",
    "batch.os_error": "{reason}",
    # cli/path_policy.py
    "path.path_leads_outside": "le chemin {path!r} sort de {folder}",
    "path.file_below_folder_file": (
        "un fichier sous le dossier du fichier qui le nomme, ou un dossier donné par `refscore "
        "--allow-path DIR` (ou `refscore --allow-any-path`) ; voir spec/deal.md"
    ),
    # cli/score_cmd.py
    "score_cmd.lines_facts": "{lines_count} lignes de faits",
    "score_cmd.one_line_facts_spec": "une ligne de faits (spec/deal-notation.md)",
    "score_cmd.message": "--{option} {value!r}",
    "score_cmd.side_number_for_example": "--{option} CAMP=NOMBRE (par exemple NS=72)",
    "score_cmd.not_json_object": "pas un objet JSON",
    "score_cmd.facts_record_spec_facts": "des faits enregistrés (spec/facts.md)",
    "score_cmd.give_facts_one_way": "donnez les faits d'une seule façon",
    "score_cmd.source_file_line_facts": "un fichier SOURCE, ou --line FAITS, ou les options de faits",
    # cli/web/api.py
    "api.body_larger_than": "la requête dépasse {limit:,} octets",
    "api.solver_within_limits": "une donne que le solveur règle dans les limites",
    "api.nested_too_deeply": "imbriqué trop profondément",
    "api.document_of_spec": "un document de spec/",
    "api.batch_larger_than": "le lot dépasse {limit:,} octets",
    "api.batch_more_lines": "le lot a plus de {limit:,} lignes",
    "api.smaller_batch": "un lot plus petit",
    "api.not_json_object": "pas un objet JSON",
    "api.deal_record": "une donne enregistrée",
    "api.game_sheet": "une feuille de marque",
    "api.not_utf_text_byte": "pas du texte UTF-8 (l'octet {start} vaut 0x{byte:02x})",
    "api.utf_text_file": "un fichier texte UTF-8",
    "api.variant_yaml_not_string": "`variant_yaml` n'est pas un texte",
    "api.variant_yaml_text": "le texte YAML de la variante",
    # cli/web/engine.py
    "engine.analysis_took_longer": "l'analyse a duré plus de {seconds:g} s et a été arrêtée",
    "engine.analysis_stopped": "l'analyse s'est arrêtée sans réponse",
    "engine.analyses_running": "{count} analyses sont en cours ; réessayez dans un instant",
    "facts.not_json_object": "pas un objet JSON",
    "facts.a_facts_record": "des faits enregistrés (spec/facts.md)",
    "engine.deal_file_server_opens": (
        "fichier de donne {path!r} : le serveur n'ouvre aucun fichier qu'une requête nomme"
    ),
    "engine.deals_inline_deal_facts": "des donnes écrites dans la feuille (`deal`, `facts` ou `scores`)",
    # cli/web/pages.py
    "pages.deal_empty": "la donne est vide",
    "pages.deal_text_json_record": "un texte .deal ou une donne JSON",
    "pages.at_most_bytes": "au plus {limit:,} octets",
    "pages.line_too_long": "la ligne est trop longue",
    "pages.one_line_facts": "une ligne de faits",
    "pages.spec_situation_schema_json": "spec/situation.schema.json",
    # cli/web/sources.py
    "sources.shipped_variant_name": (
        "le nom d'une variante livrée (le serveur n'ouvre aucun fichier nommé par une requête)"
    ),
    "sources.shipped_variant_name_or_yaml": (
        "le nom d'une variante livrée (le serveur n'ouvre aucun fichier nommé par une requête), ou "
        "le YAML de la variante envoyé avec la requête"
    ),
    "sources.server_opens_no_file": "le serveur n'ouvre aucun fichier qu'une requête nomme",
    "sources.extends_names_file_from": (
        "`extends: {path}` nomme un fichier ; depuis le web, une variante n'étend que les variantes livrées"
    ),
    "sources.variant_larger_than_bytes": "la variante dépasse {max_yaml_bytes:,} octets",
    "sources.variant_yaml_file_few": "un fichier YAML de variante de quelques kilo-octets",
    "sources.no_variant_record_names": (
        "aucune variante : la donne n'en nomme aucune et la requête n'en choisit aucune"
    ),
    "sources.variant_field_with_shipped": (
        "un champ `variant` nommant une variante livrée, ou le paramètre `variant`"
    ),
    "sources.variant_path_server_opens": (
        "la variante {named!r} est un chemin ; le serveur n'ouvre aucun fichier qu'une requête nomme"
    ),
    "sources.longer_than_characters": "plus de {max_notation_chars:,} caractères",
    "sources.one_deal_notation": "la notation d'une donne",
    "sources.not_json_object": "pas un objet JSON",
    "sources.deal_record": "une donne enregistrée",
    "fl.too_long": "la ligne est trop longue",
    "fl.at_most": "au plus {limit} mots",
    "fl.no_taker": "pas de preneur",
    "fl.by_seat": "`par PLACE` après le contrat (par exemple `100 cœur par Nord`, `110H par S`)",
    "fl.no_contract": "pas de contrat avant « {before} »",
    "fl.a_contract": "un contrat comme 100 cœur, 110 ♥, 110H, capot SA ou ♥",
    "fl.unexpected": "« {token} » inattendu",
    "fl.variant_then_contract": "un nom de variante, puis le contrat",
    "fl.ambiguous_trump": (
        "« {token} » : trèfle (♣) ou cœur (♥) ? C veut dire trèfle en anglais et cœur en français"
    ),
    "fl.write_trump": "la couleur en symbole, ♣ ou ♥ (ou en mot : trèfle, cœur), ou --lang en / --lang fr",
    "fl.twice": "« {token} » dit deux fois",
    "fl.each_once": "chaque fait une seule fois",
    "fl.unknown_word": "mot inconnu « {token} »",
    "fl.a_keyword": (
        "un fait : coinché (contré) PLACE, surcoinché PLACE, belote PLACE, points CAMP N (ou CAMP N "
        "seul), cartes, der, capot, générale, annonces, écart, plis, écrit, ou l'issue du contrat "
        "(fait, chuté, dedans, litige)"
    ),
    "fl.nothing_after": "rien après « {token} »",
    "fl.seat_or_side": "une place ou un camp",
    "fl.side_number": "une ou plusieurs paires `CAMP NOMBRE` (NS 72)",
    "fl.no_discard_points": "pas de points après l'écart",
    "fl.a_number": "un nombre",
    "card.ambiguous": "« {token} » : {clubs_fr} ou {hearts_fr} ?",
    "card.write_one": "écrivez {clubs} ou {hearts}",
    "seat.unknown": "place inconnue « {token} »",
    "facts.unknown_seat": "place inconnue « {token} »",
    "facts.unknown_unit": "place ou camp inconnu « {token} »",
    "facts.a_seat": "une place ({seats}, ou Nord, Ouest, O...)",
    "facts.a_seat_or_unit": "une place ({seats}, ou Nord, Ouest, O...) ou un camp ({units}, ou EO)",
    "seat.one_of": "une de {seats}",
    # la notation `.deal` : sa ligne `notation fr|en`, et un `C` qu'elle ne sait pas lire
    "deal.write_card": (
        "écrivez {clubs} ou {hearts}, ou dites les lettres du fichier par une ligne `notation fr` "
        "(C est cœur) ou `notation en` (C est trèfle)"
    ),
    "deal.write_trump": (
        "la couleur en symbole, ♣ ou ♥ (ou en mot : trèfle, cœur), ou une ligne `notation fr` "
        "(C est cœur) ou `notation en` (C est trèfle)"
    ),
    "deal.notation_unknown": "notation inconnue « {token} »",
    "deal.notation_one": (
        "`notation fr` (lettres françaises : C est cœur) ou `notation en` (lettres anglaises : C est trèfle)"
    ),
    # une position analysée depuis la vue d'un joueur et les autres mains
    "position.no_taker": "le contrat ne nomme pas de preneur",
    "position.a_taker": "un contrat avec son preneur, par exemple `110 cœur par S`",
    "position.missing_hand": "pas de main pour {seat}",
    "position.every_hand": (
        "chaque autre main, avec --other 'PLACE: CARTE CARTE ...' ou `others` dans la situation"
    ),
    "position.hand_count": "{seat} a {count} cartes, {want} attendues",
    "position.counts": (
        "des mains aussi longues que celle du joueur, une carte de moins pour chaque place qui a joué "
        "à ce pli"
    ),
    # refscore analyse : des options qui ne vont pas ensemble
    "analyse_cmd.deal_or_position": (
        "une DONNE ou une position (--seat, --hand, --contract, --on-table, --other, --situation), "
        "pas les deux"
    ),
    "analyse_cmd.html_for_position": (
        "--format html est pour une position sans DONNE ; la page d'une donne : "
        "refscore render DONNE --analyse"
    ),
    "analyse_cmd.jobs_or_threads": "--jobs N (processus) ou --threads N, pas les deux",
    "analyse_cmd.situation_or_options": (
        "--situation FICHIER ou les options --seat, --hand, --contract, --on-table, pas les deux"
    ),
    "analyse_cmd.position_needs": "une position demande au moins --seat, --hand, --contract et --other",
    "analyse_cmd.see_help": "voir `refscore analyse --help`",
    "main.stdin_ended": "l'entrée standard s'est terminée",
    "main.stdout_closed": "la sortie standard est fermée",
    "main.nested_too_deeply": "entrée imbriquée trop profondément",
    "ranges.replaced": "il a été remplacé par un autre fichier",
    "ranges.size_went": "sa taille est passée de {before:,} à {after:,} octets",
    "ranges.written_to": "il a été modifié",
    "ranges.ended_sooner": "il s'est terminé {left:,} octets plus tôt qu'à son ouverture",
    "batch.file_changed": "le fichier a changé pendant sa lecture ({change})",
    "batch.file_nobody_writes": "un fichier qu'aucun programme ne modifie pendant la vérification",
    "batch.worker_process_died": (
        "un processus de travail s'est arrêté (tué, ou mémoire épuisée) après la ligne {line:,}"
    ),
    "batch.worker_died": "{error}",
    "batch.worker_died_not_written": "{error} ; le fichier de sortie n'a pas été écrit",
    "serve.web_extra": "`refscore serve` demande l'extra web ({name} manque)",
    "serve.pip_web": "pip install 'refscore[web]'",
    "serve.cannot_listen": "impossible d'écouter sur {host} port {port} : {reason}",
    "serve.free_port": "un port libre (--port N) et une adresse de cette machine (--host)",
    "dist.dask_local": "--dask {value!r} : attendu local:N avec N de 1 à 64",
    "analyse_cmd.dask_not_folder": "--dask : {deal} n'est pas un dossier de tranches JSON Lines",
    "analyse_cmd.knew_trick_card": "--what-he-knew {knew!r} : attendu PLI.CARTE, par exemple 3.4",
    "analyse_cmd.knew_error": "--what-he-knew {knew} : {error}",
    "analyse_cmd.dask_extra": "--dask demande l'extra optionnel : pip install 'refscore[dist]'",
    "analyse_cmd.no_shard": "aucune tranche *.jsonl dans ce dossier",
    "analyse_cmd.dask_failed": "--dask {dask} : {reason}",
    # refscore/judge/call_words.py
    "call.pass": "passe",
    "call.take_turned": "prendre {symbol} (la couleur retournée)",
    "call.take_other": "prendre une autre couleur que {symbol}",
    "call.take_no_trump": "prendre à sans atout",
    "call.take_all_trump": "prendre à tout atout",
    "call.bid_range": "une enchère de {low} à {ceiling} par pas de {step}",
    "call.special": "{name} ({value})",
    "call.coinche": "coinche",
    "call.surcoinche": "surcoinche",
    "call.by": "une parole de {seat}",
    # les notes que le moteur écrit à côté d'un résultat
    "note.same_rules_other_name": (
        "attention : la donne a été marquée sous {recorded}, les mêmes règles que {applied} sous un autre nom"
    ),
    "note.other_rules": (
        "attention : la donne a été marquée sous les règles {recorded}, mais elle est jugée sous {applied} :"
        " les règles diffèrent, les marques peuvent donc différer aussi"
        " (voir `refscore variants show NAME --fingerprint`)"
    ),
    "note.redeal": "tout le monde a passé : on redistribue et personne ne marque (règle score.redeal)",
    "note.auction_not_ended": "les enchères ne sont pas finies : rien à marquer encore",
    "note.play_stops": (
        "le jeu s'arrête après {count} cartes : régulier jusque-là, rien à marquer encore"
        " (règle play.complete)"
    ),
    "note.litige_won": (
        "{side} gagne cette donne et prend les {held} points mis de côté au litige (règle score.litige)"
    ),
    "note.litige_no_winner": (
        "personne ne gagne nettement cette donne : les {held} points du litige restent de côté"
    ),
    "note.litige_held_deal": (
        "litige : les {points} points du camp preneur sont mis de côté pour le gagnant de la donne suivante"
        " (règle score.litige)"
    ),
    "note.litige_held_contract": (
        "litige : les {points} points du camp preneur sont mis de côté pour le gagnant du contrat suivant"
        " (règle score.litige)"
    ),
    "note.litige_again": "nouveau litige : les {held} points mis de côté y restent (règle score.litige)",
    "note.litige_defenders": "plusieurs défenseurs gagnent le contrat : les {held} points restent de côté",
    "note.litige_takers_make": (
        "le camp preneur remplit le contrat : {side} prend les {held} points mis de côté au litige"
        " (règle score.litige)"
    ),
    "note.litige_defence_beats": (
        "la défense fait chuter le contrat : {side} prend les {held} points mis de côté au litige"
        " (règle score.litige)"
    ),
    "note.side_points": "{side} {points}",
    "note.table_wrote": "la table a inscrit {claimed} ; les règles donnent {right}",
    "note.side_rounded": "{side} {before} → {after}",
    "note.rounded": (
        "arrondi, car la variante arrondit chaque donne à {to} près : {changed} (règle score.rounding)"
    ),
    "note.out_on_belote": (
        "{side} n'atteint {total} qu'avec la belote de cette donne : une partie ne se termine pas sur une"
        " belote (`game.out_on_belote: forbidden`)"
    ),
    "note.last_trick_unwritten": (
        "qui a fait le dernier pli n'est pas écrit ; cela ne change pas la marque, montrée comme si {side}"
        " l'avait fait"
    ),
    "note.deal_illegal": "la donne {number} a une faute ({where}) : {title} (règle {rule})",
    "note.deal_incomplete": (
        "la donne {number} est incomplète : elle ne peut pas être marquée (règle play.complete)"
    ),
    "note.deal_unscored": "la donne {number} ne peut pas être marquée",
    "note.hand_left": (
        "la main de {seat} n'a pas été écrite : elle contient les {count} cartes que les autres laissent"
        " (invérifiable : {rules})"
    ),
    "note.hands_played": (
        "les mains de {seats} n'ont pas été écrites : chacune contient les cartes que le joueur joue,"
        " retrouvées en rejouant les plis. Invérifiable à partir du seul jeu : {rules}. Les obligations"
        " de jeu (fournir, couper, surcouper...) sont vérifiées."
    ),
    "note.hands_played_taker": (
        "les mains de {seats} n'ont pas été écrites : chacune contient les cartes que le joueur joue,"
        " retrouvées en rejouant les plis ; la main du preneur {taker} est ce qu'il a joué, plus son écart,"
        " moins le chien. Invérifiable à partir du seul jeu : {rules}. Les obligations de jeu (fournir,"
        " couper, surcouper...) sont vérifiées."
    ),
}
