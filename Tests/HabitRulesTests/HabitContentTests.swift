import Foundation
import HabitAdvice
import HabitPlanner
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitRules

@Suite struct HabitContentTests {
  static let brokenCases: [BrokenContentCase] = [
    // Byte-level cases: the rest of the file keeps its bytes.
    .init(
      "malformed-json",
      .replace(
        "advice.json", text: #""id": "today.planDone""#, bytes: Array(#"id: "today.planDone""#.utf8)
      ),
      [problem("advice.json", "", "malformed JSON: expected a key in quotes at line 19, column 7")]),
    .init(
      "content-duplicate-key",
      .replace(
        "advice.json", text: #""id": "today.remaining","#,
        bytes: Array(#""id": "today.remaining", "id": "today.remaining","#.utf8)),
      [
        problem(
          "advice.json", "",
          "malformed JSON: duplicate key \"id\"; each key may appear once at line 4, column 32")
      ]),
    .init(
      "content-invalid-utf8",
      .replace(
        "messages.json", text: "Winding down",
        bytes: Array("Winding ".utf8) + [0xFF] + Array("down".utf8)),
      [
        problem(
          "messages.json", "", "malformed JSON: invalid UTF-8 (byte 0xFF) at line 7, column 24")
      ]),
    .init(
      "content-escaped-nul",
      .replace(
        "messages.json", text: #""Dim the lights"#, bytes: Array(#""\u0000Dim the lights"#.utf8)),
      [
        problem(
          "messages.json", "messages[0].text.en",
          "control character U+0000 at character 1; texts hold no control characters "
            + "(no line breaks, tabs or NUL)")
      ]),
    .init(
      "content-direction-override",
      .replace(
        "messages.json", text: #""Dim the lights"#, bytes: Array(#""Dim \u202Ethe lights"#.utf8)),
      [
        problem(
          "messages.json", "messages[0].text.en",
          "direction control U+202E at character 5; texts hold no direction controls "
            + "(U+202A-U+202E, U+2066-U+2069), which reorder what follows on screen")
      ]),
    .init(
      "content-direction-isolate",
      .replace(
        "messages.json", text: #""Dim the lights"#, bytes: Array("\"Dim the\u{2069} lights".utf8)),
      [
        problem(
          "messages.json", "messages[0].text.en",
          "direction control U+2069 at character 8; texts hold no direction controls "
            + "(U+202A-U+202E, U+2066-U+2069), which reorder what follows on screen")
      ]),
    .init(
      "content-file-too-large",
      .replace(
        "advice.json", text: #"{"#,
        bytes: Array("{".utf8) + Array(repeating: UInt8(ascii: " "), count: 4 << 20)),
      [
        problem(
          "advice.json", "",
          "too large: more than 4194304 bytes (4 MiB), the limit for a content file")
      ]),
    .init(
      "missing-file", .delete("advice.json"),
      [problem("advice.json", "", "file not found or not readable")]),
    // advice.json
    .init(
      "missing-language", .remove("advice.json", "templates[2].text.en"),
      [
        problem(
          "advice.json", "templates[2].text.en", "missing; every text needs zh-Hans, en, ja and ko")
      ]),
    .init(
      "duplicate-id",
      .insert(
        "advice.json", "templates[3]",
        json:
          #"{"id": "today.planDone", "text": {"zh-Hans": "完成了。", "en": "All done.", "ja": "完了です。", "ko": "끝났어요."}}"#
      ),
      [
        problem(
          "advice.json", "templates[3].id",
          "duplicate id \"today.planDone\" (first at templates[1])")
      ]),
    // An id that is not a string names no template, so the one it held is missing.
    .init(
      "wrong-type", .set("advice.json", "templates[0].id", json: "3"),
      [
        problem("advice.json", "templates[0].id", "wrong type: expected a string, found a number"),
        problem("advice.json", "templates", "missing template \"today.remaining\""),
      ]),
    .init(
      "unknown-placeholder",
      .set(
        "advice.json", "templates[4].text.en.other",
        json: #""You've kept it up {days} of {count} days; keep it going.""#),
      [problem("advice.json", "templates[4].text.en", "unknown placeholder {count}; valid: {days}")]
    ),
    // A longer text is too long beside every text of the other half it
    // exceeds the limit with (once per sample count where it has one).
    .init(
      "advice-too-long-zh",
      .set(
        "advice.json", "templates[6].text.zh-Hans",
        json: #""从最小的一步开始，先连续做三天，每天都记下来，别着急。""#),
      [
        problem(
          "advice.json", "templates",
          "\"today.remaining\" + \"streak.starting\" in zh-Hans is 40 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"today.remaining\" + \"streak.starting\" in zh-Hans is 39 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"today.planDone\" + \"streak.starting\" in zh-Hans is 40 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"today.taskDone\" + \"streak.starting\" in zh-Hans is 39 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"today.taskOpen\" + \"streak.starting\" in zh-Hans is 41 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"late.open\" + \"streak.starting\" in zh-Hans is 39 characters; keep the advice within 30"
        ),
        problem(
          "advice.json", "templates",
          "\"late.done\" + \"streak.starting\" in zh-Hans is 39 characters; keep the advice within 30"
        ),
      ]),
    .init(
      "advice-too-long-ko",
      .set(
        "advice.json", "templates[1].text.ko", json: #""오늘 세운 계획을 하나도 빠짐없이 모두 끝냈으니 정말 잘했어요.""#),
      [
        problem(
          "advice.json", "templates",
          "\"today.planDone\" + \"streak.steady\" in ko is 47 characters; keep the advice within 40"
        ),
        problem(
          "advice.json", "templates",
          "\"today.planDone\" + \"streak.steady\" in ko is 45 characters; keep the advice within 40"
        ),
        problem(
          "advice.json", "templates",
          "\"today.planDone\" + \"streak.building\" in ko is 43 characters; keep the advice within 40"
        ),
        problem(
          "advice.json", "templates",
          "\"today.planDone\" + \"streak.starting\" in ko is 41 characters; keep the advice within 40"
        ),
      ]),
    .init(
      "advice-three-sentences",
      .set("advice.json", "templates[2].text.en", json: #""This one is done. Tick it off.""#),
      [
        problem(
          "advice.json", "templates",
          "\"today.taskDone\" + \"streak.steady\" in en is 3 sentences "
            + "(\"This one is done. Tick it off. You're on a 400-day streak; keep it going.\"); "
            + "advice is 2: one about today, one about the streak"),
        problem(
          "advice.json", "templates",
          "\"today.taskDone\" + \"streak.steady\" in en is 3 sentences "
            + "(\"This one is done. Tick it off. You're on a 5-day streak; keep it going.\"); "
            + "advice is 2: one about today, one about the streak"),
        problem(
          "advice.json", "templates",
          "\"today.taskDone\" + \"streak.building\" in en is 3 sentences "
            + "(\"This one is done. Tick it off. A few more days like this and it gets easier.\"); "
            + "advice is 2: one about today, one about the streak"),
        problem(
          "advice.json", "templates",
          "\"today.taskDone\" + \"streak.starting\" in en is 3 sentences "
            + "(\"This one is done. Tick it off. Your first goal: 3 days in a row.\"); "
            + "advice is 2: one about today, one about the streak"),
      ]),
    // Late advice never names a day, and late night ends after midnight.
    .init(
      "advice-late-names-a-day",
      .set("advice.json", "templates[7].text.en", json: #""Leave the rest for tomorrow.""#),
      [
        problem(
          "advice.json", "templates[7].text.en",
          "late advice says \"tomorrow\"; after midnight say \"after you've slept\", never a day")
      ]),
    .init(
      "advice-late-names-today-ko",
      .set("advice.json", "templates[8].text.ko", json: #""오늘 할 일을 마쳤으니 이제 푹 쉬어요.""#),
      [
        problem(
          "advice.json", "templates[8].text.ko",
          "late advice says \"오늘\"; after midnight say \"after you've slept\", never a day")
      ]),
    .init(
      "advice-late-until-midnight", .set("advice.json", "lateUntil", json: #""00:00""#),
      [
        problem(
          "advice.json", "lateUntil",
          "late night must end after 00:00 and no later than 12:00, not 00:00")
      ]),
    .init(
      "advice-late-until-missing", .remove("advice.json", "lateUntil"),
      [problem("advice.json", "lateUntil", "missing")]),
    // quotes.json
    .init(
      "quotes-unknown-id", .set("quotes.json", "blocked[0].subject", json: #""round-upp""#),
      [
        problem(
          "quotes.json", "blocked[0].subject",
          "unknown subject id \"round-upp\"; did you mean \"round-up\"?")
      ]),
    .init(
      "quotes-duplicate-id",
      .set("quotes.json", "predicates[5].id", json: #""in-charge-of-money""#),
      [
        problem(
          "quotes.json", "predicates[5].id",
          "duplicate id \"in-charge-of-money\" (first at predicates[2])")
      ]),
    .init(
      "quotes-retired-id", .set("quotes.json", "predicates[1].id", json: #""adds-up-to-a-trip""#),
      [
        problem(
          "quotes.json", "predicates[1].id",
          "\"adds-up-to-a-trip\" is retired (it named a half that was rewritten into another); "
            + "give a new half a new id")
      ]),
    .init(
      "quotes-17-subjects", .remove("quotes.json", "subjects[15]"),
      [problem("quotes.json", "subjects", "has 17 entries; it needs exactly 18")]),
    .init(
      "quotes-blocked-twice",
      .insert(
        "quotes.json", "blocked[1]",
        json: #"{"subject": "round-up", "predicate": "easier-to-say-no", "failsIn": ["en"], "#
          + #""reason": {"zh-Hans": "又一次", "en": "again", "ja": "もう一度", "ko": "다시"}}"#),
      [
        problem(
          "quotes.json", "blocked[1]",
          "round-up + easier-to-say-no is already blocked at blocked[0]")
      ]),
    // Issue 24: a block says where it fails and why, in every language.
    .init(
      "quotes-fails-in-unknown-language",
      .set("quotes.json", "blocked[0].failsIn[0]", json: #""jp""#),
      [
        problem(
          "quotes.json", "blocked[0].failsIn[0]",
          "unknown language \"jp\"; did you mean \"ja\"?; the texts are in zh-Hans, en, ja and ko")
      ]),
    .init(
      "quotes-fails-in-twice", .set("quotes.json", "blocked[0].failsIn[2]", json: #""en""#),
      [problem("quotes.json", "blocked[0].failsIn[2]", "\"en\" is listed twice")]),
    .init(
      "quotes-fails-in-empty", .set("quotes.json", "blocked[0].failsIn", json: "[]"),
      [
        problem(
          "quotes.json", "blocked[0].failsIn",
          "empty; name the languages the pair reads badly in, such as [\"ja\"]")
      ]),
    .init(
      "quotes-reason-one-language",
      .set("quotes.json", "blocked[0].reason", json: #""rounding up happens after the purchase""#),
      [
        problem(
          "quotes.json", "blocked[0].reason",
          "a reason is written in every language: "
            + "{\"zh-Hans\": \"…\", \"en\": \"…\", \"ja\": \"…\", \"ko\": \"…\"}")
      ]),
    .init(
      "quotes-reason-missing-language", .remove("quotes.json", "blocked[0].reason.ko"),
      [
        problem(
          "quotes.json", "blocked[0].reason.ko", "missing; every text needs zh-Hans, en, ja and ko")
      ]),
    // badges.json
    .init(
      "badges-unknown-metric",
      .set("badges.json", "badges[2].metric", json: #""longestStreakDay""#),
      [
        problem(
          "badges.json", "badges[2].metric",
          "unknown metric \"longestStreakDay\"; did you mean \"longestStreakDays\"?")
      ]),
    .init(
      "badges-not-ascending", .set("badges.json", "badges[0].tiers[2].threshold", json: "20"),
      [
        problem(
          "badges.json", "badges[0].tiers[2].threshold",
          "20 does not ascend (the tier before is 25)")
      ]),
    .init(
      "badges-duplicate-id", .set("badges.json", "badges[5].id", json: #""saved-total""#),
      [problem("badges.json", "badges[5].id", "duplicate id \"saved-total\" (first at badges[4])")]),
    .init(
      "badges-missing-language", .remove("badges.json", "badges[1].tiers[3].name.en"),
      [
        problem(
          "badges.json", "badges[1].tiers[3].name.en",
          "missing; every text needs zh-Hans, en, ja and ko")
      ]),
    .init(
      "badges-no-plural-forms",
      .set("badges.json", "badges[3].description.en", json: #""Made {threshold} deposits""#),
      [
        problem(
          "badges.json", "badges[3].description.en",
          "{threshold} is a count, so the text needs plural forms: "
            + "{\"one\": \"… {threshold} …\", \"other\": \"… {threshold} …\"}, even when they read the same"
        )
      ]),
    .init(
      "badges-member-all-time", .set("badges.json", "badges[14].metric", json: #""sessionCount""#),
      [
        problem(
          "badges.json", "badges[14].metric",
          "\"sessionCount\" counts every event, member or not; a badge on the \"pro\" track reads a member metric "
            + "(builder memberCount or memberSum) or one the app sets")
      ]),
    .init(
      "badges-two-tiers",
      [.remove("badges.json", "badges[3].tiers[3]"), .remove("badges.json", "badges[3].tiers[2]")],
      [problem("badges.json", "badges[3].tiers", "has 2 tiers; a badge needs at least 3")]),
    .init(
      "badges-untranslated-en", .set("badges.json", "badges[0].name.ja", json: #""Footsteps""#),
      [
        problem(
          "badges.json", "badges[0].name.ja",
          #"English "Footsteps" in a ja text; write it in ja"#),
        problem(
          "badges.json", "badges[0].name.ja",
          "the same as the en text; write it in ja (a missed translation?)"),
      ]),
    .init(
      "badges-untranslated-zh", .set("badges.json", "tracks[2].name.ja", json: #""中国""#),
      [
        problem(
          "badges.json", "tracks[2].name.ja",
          "the same as the zh-Hans text; write it in ja (a missed translation?)")
      ]),
    // messages.json
    .init(
      "messages-position-claim-en",
      .set(
        "messages.json", "messages[55].text.en",
        json: #""Last gentle call: it's time to get into bed.""#),
      [
        problem(
          "messages.json", "messages[55].text.en",
          "\"last gentle call\" claims a place in the night; any message can be followed by more "
            + "reminders of its level, so write one that holds anywhere (see docs/content.md)")
      ]),
    .init(
      "messages-position-claim-zh",
      .set("messages.json", "messages[73].text.zh-Hans", json: #""晚安，晚安，这次真的晚安啦！""#),
      [
        problem(
          "messages.json", "messages[73].text.zh-Hans",
          "\"这次真的\" claims a place in the night; any message can be followed by more reminders "
            + "of its level, so write one that holds anywhere (see docs/content.md)")
      ]),
    .init(
      "messages-time-claim-en",
      .set(
        "messages.json", "messages[47].text.en",
        json: #""It's getting late. Lights off, lie down, let sleep handle the rest.""#),
      [
        problem(
          "messages.json", "messages[47].text.en",
          "\"getting late\" says what time it is, but a level's messages can come at any hour of "
            + "the window (it follows the window and the intensity); write it without the time "
            + "(see docs/content.md)")
      ]),
    // "Just the right time" is false at 02:58, where level 4 can land.
    .init(
      "messages-time-claim-ko",
      .set(
        "messages.json", "messages[51].text.ko",
        json: #""알람까지 몇 시간 남았는지 세어 봐요. 지금 자기 딱 좋아요.""#),
      [
        problem(
          "messages.json", "messages[51].text.ko",
          "\"자기 딱 좋\" says what time it is, but a level's messages can come at any hour of "
            + "the window (it follows the window and the intensity); write it without the time "
            + "(see docs/content.md)")
      ]),
    .init(
      "japanese-mark-runs-on",
      .set("messages.json", "messages[66].text.ja", json: #""消灯！今すぐです！明日の自分が拍手していますよ。""#),
      [
        problem(
          "messages.json", "messages[66].text.ja",
          "\"！\" runs into the next sentence (write \"！\u{3000}\", with a full-width space)")
      ]),
    .init(
      "titles-time-claim-zh",
      .set("messages.json", "titles[0].text.zh-Hans", json: #""夜晚开始啦""#),
      [
        problem(
          "messages.json", "titles[0].text.zh-Hans",
          "\"夜晚开始\" says what time it is, but a level's messages can come at any hour of "
            + "the window (it follows the window and the intensity); write it without the time "
            + "(see docs/content.md)")
      ]),
    .init(
      "messages-retired-id",
      .set("messages.json", "messages[73].id", json: #""l5-good-night-really""#),
      [
        problem(
          "messages.json", "messages[73].id",
          "\"l5-good-night-really\" is retired (it named a message that was removed); "
            + "give a new message a new id")
      ]),
    .init(
      "messages-wrong-count", .remove("messages.json", "messages[30]"),
      [problem("messages.json", "messages", "level 3 has 14 messages; each level needs exactly 15")]
    ),
    .init(
      "messages-duplicate-id", .set("messages.json", "messages[1].id", json: #""l1-dim-lights""#),
      [
        problem(
          "messages.json", "messages[1].id", "duplicate id \"l1-dim-lights\" (first at messages[0])"
        )
      ]),
    .init(
      "messages-too-long-en",
      .set(
        "messages.json", "messages[0].text.en",
        json: "\"\(String(repeating: "A very long message ", count: 6))\""),
      [problem("messages.json", "messages[0].text.en", "120 characters; keep it within 110")]),
    .init(
      "messages-too-long-ja",
      .set(
        "messages.json", "messages[1].text.ja",
        json: #""スマホは充電器のところでおやすみの時間です。あなたもそろそろ、ゆっくり休む準備を始めましょうね。""#),
      [problem("messages.json", "messages[1].text.ja", "48 characters; keep it within 45")]),
    .init(
      "messages-too-long-ko",
      .set(
        "messages.json", "messages[2].text.ko",
        json: #""따뜻한 물 한 잔을 천천히 따르고, 오늘 하루를 조용히 정리하면서 잠잘 준비를 조금씩 시작해 봐요.""#),
      [problem("messages.json", "messages[2].text.ko", "55 characters; keep it within 50")]),
    .init(
      "messages-missing-title", .remove("messages.json", "titles[4]"),
      [problem("messages.json", "titles", "missing the title of level 5")]),
    // planner.json
    .init(
      "planner-stages", .set("planner.json", "levelStarts[2]", json: #""21:00""#),
      [problem("planner.json", "levelStarts[2]", "21:00 must come after the level before it")]),
    .init(
      "planner-bad-range",
      .set("planner.json", "intervalMinutes.normal", json: #"{"min": 55, "max": 32}"#),
      [
        problem(
          "planner.json", "intervalMinutes.normal",
          "needs 1 <= min <= max <= 450 (minutes within the default window of 450 minutes), found min 55, max 32"
        )
      ]),
    .init(
      "planner-unknown-frequency",
      .set("planner.json", "intervalMinutes.medium", json: #"{"min": 1, "max": 2}"#),
      [
        problem(
          "planner.json", "intervalMinutes.medium", "unknown frequency; valid: low, normal, high")
      ]),
    // Issue #16: validate passed this and `gen plan` then died allocating.
    .init(
      "planner-huge-first-offset",
      .hugeFirstReminderOffset,
      [
        problem(
          "planner.json", "firstReminderMinutes",
          "needs 0 <= min <= max <= 449 (minutes within the default window of 450 minutes), found min 0, max 999999999999999"
        )
      ]),
    .init(
      "planner-interval-too-long", .set("planner.json", "intervalMinutes.high.max", json: "451"),
      [
        problem(
          "planner.json", "intervalMinutes.high",
          "needs 1 <= min <= max <= 450 (minutes within the default window of 450 minutes), found min 20, max 451"
        )
      ]),
    .init(
      "planner-interval-zero", .set("planner.json", "intervalMinutes.low.min", json: "0"),
      [
        problem(
          "planner.json", "intervalMinutes.low",
          "needs 1 <= min <= max <= 450 (minutes within the default window of 450 minutes), found min 0, max 90"
        )
      ]),
    .init(
      "planner-level-outside-window", .set("planner.json", "levelStarts[4]", json: #""05:00""#),
      [problem("planner.json", "levelStarts[4]", "05:00 is outside the default window 20:30-04:00")]
    ),
    .init(
      "planner-horizon", .set("planner.json", "horizonNights", json: "400"),
      [problem("planner.json", "horizonNights", "must be 1-31, found 400")]),
    .init(
      "planner-queue-limit", .set("planner.json", "queueLimit", json: "1000"),
      [problem("planner.json", "queueLimit", "must be 1-64 (the iOS limit), found 1000")]),
    .init(
      "planner-test-pending", .set("planner.json", "maxTestPending", json: "-1"),
      [problem("planner.json", "maxTestPending", "must be 0 to queueLimit - 1, found -1")]),
    // Issue #38's rules: a repeated date in a range, a number the text
    // writes ungrouped, English in a Japanese or Korean default.
    .init(
      "dates-range-repeats-year",
      .set(
        "dates.json", "range.sameMonth.en", json: #""{month} {day}, {year} – {endDay}, {year}""#),
      [
        problem(
          "dates.json", "range.sameMonth.en",
          "{year} appears more than once; a range writes each part of its dates once")
      ]),
    .init(
      "badges-tier-name-ungrouped",
      .set("badges.json", "badges[4].tiers[1].name.ja", json: #""1000の貯え""#),
      [
        problem(
          "badges.json", "badges[4].tiers[1].name.ja",
          #"the number 1000 (write 1,000: group by thousands with ",")"#)
      ]),
    // Japanese quotes a name in 「…」, Korean in “…”, never in ASCII "…".
    .init(
      "messages-ascii-quotes-in-korean",
      .set("messages.json", "messages[44].text.ko", json: #""\"5분만 더\"라는 말, 벌써 세 번째예요.""#),
      [
        problem(
          "messages.json", "messages[44].text.ko", "ASCII quotation marks in a ko text; write “…”")
      ]),
    // One product, one spelling: the English content writes US spelling.
    .init(
      "badges-british-spelling",
      .set("badges.json", "badges[10].tiers[1].name.en", json: #""Neighbourhood""#),
      [
        problem(
          "badges.json", "badges[10].tiers[1].name.en",
          #"the British spelling "Neighbourhood"; the English content writes US spelling: "Neighborhood""#
        )
      ]),
    // A sentence writes a date as its language does, not as ISO 8601.
    .init(
      "demo-iso-date-in-a-sentence",
      .set("demo.json", "notice.ja", json: #""これは2026-12-01までのサンプルデータです。""#),
      [
        problem(
          "demo.json", "notice.ja",
          "the ISO date 2026-12-01; write a date as the language does ({day})")
      ]),
    // Japanese writes its brackets and marks full-width: 「（3/5）」, not 「(3/5)」.
    .init(
      "badges-half-width-brackets-in-japanese",
      .set("badges.json", "badges[0].tiers[0].name.ja", json: #""さんぽ好き(入門)""#),
      [
        problem(
          "badges.json", "badges[0].tiers[0].name.ja", #"the half-width "(" (write "（")"#)
      ]),
    // A target is written with its metric's unit ("next at 300 km").
    .init(
      "badges-metric-without-unit", .remove("badges.json", "metrics[0].unit"),
      [problem("badges.json", "metrics[0].unit", "missing")]),
    // Only English has a "two" form ("twice"), and only with a count.
    .init(
      "expeditions-two-form-in-japanese",
      .set(
        "expeditions.json", "chapters[1].missions[2].title.ja",
        json: #"{"two": "波の音で深い集中を2回する", "other": "波の音で深い集中を{target}回する"}"#),
      [
        problem(
          "expeditions.json", "chapters[1].missions[2].title.ja",
          #"only English has a "two" form ("twice"); write "one" and "other" or one text"#)
      ]),
    .init(
      "review-label-in-english",
      .set("review.json", "labels.weekBefore.ko", json: #""Week before 기록""#),
      [
        problem(
          "review.json", "labels.weekBefore.ko",
          #"English "Week before" in a ko text; write it in ko"#)
      ]),
    // Japanese in its own punctuation and in one spelling of a word.
    .init(
      "ja-half-width-separator",
      .set("growth.json", "labels.level.ja", json: #""レベル{level} · {title}""#),
      [problem("growth.json", "labels.level.ja", #"the half-width "·" (write "・")"#)]),
    .init(
      "ja-second-spelling",
      .set("programs.json", "programs[1].days[6].title.ja", json: #""1週目のふり返り""#),
      [
        problem(
          "programs.json", "programs[1].days[6].title.ja",
          #"the spelling "ふり返" (write "ふりかえ", as the rest of the content does)"#)
      ]),
    // Korean sets a bracket tight against its word: 집중한 시간(분).
    .init(
      "ko-space-before-bracket",
      .set("review.json", "labels.focusMinutes.ko", json: #""집중한 시간 (분)""#),
      [
        problem(
          "review.json", "labels.focusMinutes.ko",
          #"a space between "시간" and "(" (write "시간(": a bracket sits tight against its word)"#)
      ]),
  ]

  /// The problems loading the content folder with `patches` applied
  /// reports; empty when it loads.
  static func problems(_ patches: [ContentPatch]) throws -> [ContentProblem] {
    let directory = try Fixtures.patchedContent(patches)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try HabitContent.load(from: directory)
      return []
    } catch {
      return error.problems
    }
  }

  @Test(arguments: brokenCases)
  func brokenContentReportsEveryProblem(_ broken: BrokenContentCase) throws {
    let found = try Self.problems(broken.patches)
    #expect(found == broken.problems, "\(found.map(\.description).joined(separator: "\n"))")
  }

  /// The patch helper itself: an insert and its removal rewrite the file
  /// (keys sorted, new spacing) with every value kept, so it loads.
  @Test(arguments: [
    ("advice.json", "templates"), ("badges.json", "badges"), ("messages.json", "messages"),
    ("planner.json", "levelStarts"), ("quotes.json", "subjects"),
  ])
  func rewrittenFileLoads(file: String, array: String) throws {
    let patches: [ContentPatch] = [
      .insert(file, "\(array)[0]", json: "null"), .remove(file, "\(array)[0]"),
    ]
    #expect(try Self.problems(patches) == [])
  }

  /// A patch that does not fit its file fails the test that made it,
  /// naming the file and the path.
  @Test(arguments: [
    (
      ContentPatch.remove("advice.json", "templates[99]"),
      "advice.json: templates[99]: no [99] to remove in an array of 9"
    ),
    (
      ContentPatch.set("advice.json", "templates[0].nope.en", json: "1"),
      "advice.json: templates[0].nope.en: no .nope in an object with keys [\"id\", \"text\"]"
    ),
    (
      ContentPatch.set("advice.json", "templates[x]", json: "1"),
      "advice.json: bad path templates[x]"
    ),
    (
      ContentPatch.replace("advice.json", text: "no such text", bytes: []),
      "advice.json: no \"no such text\" to replace"
    ),
  ])
  func patchThatDoesNotFitIsAnError(patch: ContentPatch, message: String) {
    let error = #expect(throws: ContentPatchError.self) { try Fixtures.patchedContent([patch]) }
    #expect(error?.description == message)
  }

  /// A byte-order mark is skipped in content as in every other input.
  @Test func contentWithByteOrderMarksLoads() throws {
    let files = [
      "advice.json", "badges.json", "messages.json", "planner.json", "quotes.json",
      "reminders.json", "programs.json",
    ]
    let directory = try Fixtures.patchedContent(
      files.map { .replace($0, text: "{", bytes: [0xEF, 0xBB, 0xBF, UInt8(ascii: "{")]) })
    defer { try? FileManager.default.removeItem(at: directory) }
    let content = try HabitContent.load(from: directory)
    #expect(content.planner == (try HabitContent.bundled().planner))
    #expect(content.languages == Language.required)
  }

  /// A French text in one message: every other text of every file lacks it.
  static let frenchInOneMessage = ContentPatch.set(
    "messages.json", "messages[2].text.fr",
    json: #""Verse un verre d'eau tiède et commence à boucler la journée.""#)

  /// Every text of every file HabitContent loads, other than the one that
  /// has it, is missing French: a problem at each, read from `Content/` by
  /// walking the JSON (a text is an object with the four required languages).
  @Test func oneFrenchTextMakesEveryOtherTextLackIt() throws {
    let found = try Self.problems([Self.frenchInOneMessage])
    var expected: [ContentProblem] = []
    // pictures.json and cards.json are GenSVG's, not parts of HabitContent.
    for file in [
      "messages.json", "advice.json", "badges.json", "planner.json", "quotes.json",
      "reminders.json",
      "streaks.json", "growth.json", "expeditions.json", "programs.json", "dates.json",
      "demo.json",
      "review.json", "breathing.json",
    ] {
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: Fixtures.contentDirectory.appendingPathComponent(file)))
      let seen = file == "messages.json" ? "messages[2].text" : "messages.json: messages[2].text"
      for path in Self.textPaths(in: json, at: "") where path != "messages[2].text" {
        expected.append(
          problem(
            file, "\(path).fr",
            "missing; fr appears in \(seen), and a language in any text must be in every text"))
      }
    }
    #expect(found.count == expected.count)
    #expect(Set(found) == Set(expected))
    // The problems come file by file, messages.json first.
    #expect(found.first?.file == "messages.json")
    #expect(found.drop { $0.file == "messages.json" }.allSatisfy { $0.file != "messages.json" })
  }

  /// The JSON paths of the objects in `value` that hold zh-Hans, en, ja and ko.
  static func textPaths(in value: Any, at path: String) -> [String] {
    switch value {
    case let object as [String: Any]:
      if ["zh-Hans", "en", "ja", "ko"].allSatisfy({ object[$0] != nil }) { return [path] }
      return object.keys.sorted().flatMap {
        textPaths(in: object[$0] as Any, at: path.isEmpty ? $0 : "\(path).\($0)")
      }
    case let array as [Any]:
      return array.indices.flatMap { textPaths(in: array[$0], at: "\(path)[\($0)]") }
    default:
      return []
    }
  }

  /// A part loaded alone checks parity within its own file.
  @Test func partAloneChecksParityInItsFile() throws {
    let directory = try Fixtures.patchedContent([Self.frenchInOneMessage])
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try ContentSource.directory(directory)
    let error = try #require(throws: ContentError.self) { try BedtimeMessages.load(from: source) }
    #expect(error.problems.allSatisfy { $0.file == "messages.json" && $0.path.hasSuffix(".fr") })
    // 5 titles, 74 other messages and the test's title and body lack it.
    #expect(error.problems.count == 81)
    #expect(try AdviceTemplates.load(from: source).languages == Language.required)
  }

  @Test func bundledLanguagesAreTheTextsLanguages() throws {
    let content = try HabitContent.bundled()
    #expect(content.languages == Language.required)
    #expect(content.advice.languages == content.languages)
    #expect(content.quotes.languages == content.languages)
    #expect(content.badges.languages == content.languages)
    #expect(content.reminders.languages == content.languages)
  }

  @Test func everyProblemIsReportedAtOnce() throws {
    let found = try Self.problems([
      .set("advice.json", "templates[1].text.zh-Hans", json: #""今天完成 {remaining} 段""#),
      .set("advice.json", "templates[5].id", json: #""streak.biulding""#),
      .remove("advice.json", "templates[6].text.zh-Hans"),
    ])
    #expect(found.allSatisfy { $0.file == "advice.json" })
    let reported = Set(found.map { "\($0.path) \($0.message)" })
    let expected: Set<String> = [
      "templates[1].text.zh-Hans unknown placeholder {remaining}; this text takes none",
      "templates[5].id unknown template id \"streak.biulding\"; did you mean \"streak.building\"?",
      "templates[6].text.zh-Hans missing; every text needs zh-Hans, en, ja and ko",
      "templates missing template \"streak.building\"",
    ]
    #expect(reported == expected)
    #expect(found.count == expected.count)
  }

  @Test func missingDirectoryIsOneProblem() throws {
    let error = try #require(throws: ContentError.self) {
      try HabitContent.load(from: URL(fileURLWithPath: "/nonexistent/content"))
    }
    #expect(error.problems.count == 1)
    #expect(error.description == "/nonexistent/content: content directory not found")
  }

  @Test func bundledContentIsValidAndComplete() throws {
    let content = try HabitContent.bundled()
    for key in AdviceTemplates.Key.allCases {
      for language in Language.required {
        #expect(content.advice[key].forms[language] != nil, "\(key) lacks \(language)")
      }
    }
  }

  /// The text checks run on the bundled content here, before it ships:
  /// loading it in an app only parses and builds.
  @Test func bundledContentPassesEveryTextCheck() throws {
    let checked = try HabitContent.load(from: ContentSource.bundled.checkingTexts())
    #expect(checked.languages == (try HabitContent.bundled()).languages)
  }

  /// The same broken text: the bundled path builds it (its texts are
  /// trusted), a source with the text checks names the problem, as a
  /// directory does.
  @Test(arguments: [
    (
      ContentPatch.set("advice.json", "templates[0].text.en", json: #""{remaining} left, {oops}""#),
      "advice.json: templates[0].text.en: unknown placeholder {oops}; valid: {remaining}"
    ),
    (
      .remove("messages.json", "messages[0].text.ko"),
      "messages.json: messages[0].text.ko: missing; every text needs zh-Hans, en, ja and ko"
    ),
    (
      .set(
        "dates.json", "range.sameYear.ja",
        json: #""{year}年{month}月{day}日〜{year}年{endMonth}月{endDay}日""#),
      "dates.json: range.sameYear.ja: {year} appears more than once; a range writes each part of its dates once"
    ),
    (
      .set("review.json", "labels.thisWeek.ja", json: #""This week の記録""#),
      #"review.json: labels.thisWeek.ja: English "This week" in a ja text; write it in ja"#
    ),
  ])
  func textChecksRunOnlyWhereAsked(patch: ContentPatch, problem: String) throws {
    let directory = try Fixtures.patchedContent([patch])
    defer { try? FileManager.default.removeItem(at: directory) }
    let read: @Sendable (String) -> Data? = { name in
      FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    }
    let trusted = ContentSource(name: "bundled content", checksTexts: false, read: read)
    #expect(throws: Never.self) { try HabitContent.load(from: trusted) }
    let error = try #require(throws: ContentError.self) {
      try HabitContent.load(from: trusted.checkingTexts())
    }
    #expect(error.problems.map(\.description).contains { $0.hasSuffix(problem) }, "\(error)")
    let fromDirectory = try #require(throws: ContentError.self) {
      try HabitContent.load(from: directory)
    }
    #expect(fromDirectory.problems == error.problems)
  }

  @Test func bundledContentMatchesTheFilesInContentFolder() throws {
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Fixtures.contentDirectory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(onDisk) == Set(EmbeddedContent.files.keys))
    for name in onDisk {
      let text = try String(
        contentsOf: Fixtures.contentDirectory.appendingPathComponent(name), encoding: .utf8)
      let embedded = try #require(EmbeddedContent.files[name])
      #expect(embedded == text.replacingOccurrences(of: "\r", with: ""))
    }
  }

  @Test func contentFolderLoadsLikeBundledContent() throws {
    let fromDisk = try HabitContent.load(from: Fixtures.contentDirectory)
    let bundled = try HabitContent.bundled()
    for key in AdviceTemplates.Key.allCases {
      #expect(fromDisk.advice[key] == bundled.advice[key])
    }
  }
}
