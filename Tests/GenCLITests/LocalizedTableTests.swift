import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// Issue #24 item 4: with `--locale`, every `gen` table speaks that
/// language, labels included; `--json` keys stay English.
///
/// Each table runs in every language. The Japanese, Korean and Chinese
/// tables hold no English word but the few names listed here (zones,
/// language tags, rule ids), and each carries lines written out by
/// hand below; the English table carries its own, so the check that the
/// others lack them is not empty.
@Suite struct LocalizedTableTests {
  /// A file of `Examples/data`.
  static func example(_ name: String) -> String {
    Fixtures.packageRoot.appendingPathComponent("Examples/data/\(name)").path
  }

  /// One table: the command line without `--locale`, its standard input,
  /// and lines it prints per language, in order (a line may be a part of
  /// a printed line).
  struct Table: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    var stdin = ""
    let lines: [String: [String]]
    var testDescription: String { name }
  }

  /// The English words a table in another language may hold: names, not
  /// labels (a zone, language tags, the command, and
  /// the ids of a person's own reminder rules).
  static let names: Set<String> = [
    "UTC", "Asia", "Shanghai", "en", "ja", "ko", "gen",
    "rent", "run", "water", "leap", "dca",
    "box", "coherent", "wim", "hof",
  ]

  static let records = #"[{"day": "2026-11-18"}, {"day": "2026-11-20"}, {"day": "2026-11-22"}]"#

  static let tables: [Table] = [
    Table(
      name: "streak, a daily goal with 1 freeze and 1 minute of grace",
      arguments: [
        "streak", "--records", "-", "--now", "2026-11-23T20:00:00Z", "--tz", "UTC",
        "--freezes", "1/1", "--grace", "1", "--explain",
      ], stdin: records,
      lines: [
        "en": [
          "Streak on Nov 23, 2026 (UTC, new day at 00:00)",
          "  goal            every day; 1 freeze a month, at most 1 in a row; check-ins up to 1 minute into the new day still count for the day before",
          "  current         1 day", "  longest         2 days",
          "  today           not done yet (streak at risk)", "  freezes left    0 of 1 this month",
          "Ledger: x done", "week of       Mo Tu We Th Fr Sa Su  streak  strength",
          "Nov 16, 2026         x  f  x  .  x  1       14%",
        ],
        "ja": [
          "2026年11月23日の連続記録（UTC、一日の始まりは00:00）",
          "  目標              毎日、フリーズは月1回まで（続けて使えるのは1日まで）、一日の始まりから1分以内のチェックインは前日分",
          "  今の連続記録      1日", "  最長記録          2日",
          "  今日              まだ達成していません（目標に届けば、連続記録がつながります）",
          "  残りのフリーズ    今月は残り0回（全1回）", "  途切れた理由      2026年11月21日は",
          "日ごとの記録：x 達成", "週の初日        月 火 水 木 金 土 日  連続    強さ",
          "2026年11月16日         x  f  x  .  x  1       14%",
        ],
        "ko": [
          "2026년 11월 23일 기준 연속 기록(UTC, 하루 시작 00:00)",
          "  목표                매일, 프리즈는 한 달에 1회까지(연속 1일까지), 하루가 시작된 뒤 1분 안의 체크인은 전날로 인정",
          "  현재 연속 기록      1일", "  최장 기록           2일",
          "  남은 프리즈         이번 달 0회 남음(총 1회)",
          "  기록이 끊긴 이유    2026년 11월 21일에", "날짜별 기록: x 완료",
          "주 시작일         월 화 수 목 금 토 일  연속    강도",
          "2026년 11월 16일         x  f  x  .  x  1       14%",
        ],
        "zh-Hans": [
          "2026年11月23日的连续记录（UTC，00:00 换日）",
          "  目标      每天打卡，每月可冻结 1 次，最多连续 1 天，换日后 1 分钟内打卡仍算前一天",
          "  剩余冻结  本月还剩 0 次（共 1 次）", "周起始日        一 二 三 四 五 六 日  连续    强度",
        ],
      ]),
    Table(
      name: "streak, a weekly goal of 1 day, weeks starting Sunday",
      arguments: [
        "streak", "--records", "-", "--now", "2026-11-23T20:00:00Z", "--tz", "UTC", "--goal",
        "weekly:1", "--week-start", "1",
      ], stdin: records,
      lines: [
        "en": [
          "  goal            1 day a week, weeks starting Sunday", "  current         2 weeks",
          "  today           not done yet\n",
        ],
        "ja": [
          "  目標              週に1日（週は日曜日から）", "  今の連続記録      2週間",
          "  今日              まだ達成していません\n",
        ],
        "ko": [
          "  목표                주 1일(한 주는 일요일부터)", "  현재 연속 기록      2주",
          "  오늘                아직 안 함\n",
        ],
        "zh-Hans": ["  目标      每周打卡 1 天（每周从周日算起）", "  当前连续  2 周"],
      ]),
    // Issue #38: Korean counts check-ins with 개 here as the reset does
    // (체크인 23개), and names the current streak as the picture does.
    Table(
      name: "streak, a check-in dated after today",
      arguments: ["streak", "--records", "-", "--now", "2026-11-23T20:00:00Z", "--tz", "UTC"],
      stdin: #"[{"day": "2026-11-22"}, {"day": "2026-11-23"}, {"day": "2026-11-25"}]"#,
      lines: [
        "en": ["  current         2 days", "  ignored         1 check-in dated after today"],
        "ja": ["  今の連続記録      2日", "  対象外            今日より後の日付のチェックイン1件"],
        "ko": ["  현재 연속 기록      2일", "  제외                오늘 이후 날짜의 체크인 1개"],
        "zh-Hans": ["1 条打卡的日期在今天之后"],
      ]),
    Table(
      name: "badges",
      arguments: [
        "badges", "--metrics", example("metrics.json"), "--previous",
        example("metrics-last-week.json"),
      ],
      lines: [
        "en": [
          "next at 10,000 km²", "Closest to the next tier: Member focus, Focus, Night owl",
          "Newly earned: Footsteps, Savings, Early bird, Provinces, Member sessions",
        ],
        "ja": ["次は10,000km²", "次の段階に近いバッジ：会員の集中、集中、夜型さん", "新しく獲得：あしあと、貯めた金額、朝型さん、省めぐり、会員の時間"],
        "ko": [
          "다음 단계 10,000km²", "가장 가까운 다음 배지: 멤버십 집중, 집중, 올빼미",
          "새로 받은 배지: 발걸음, 모은 돈, 얼리버드, 중국의 성, 멤버의 시간",
        ],
        "zh-Hans": ["下一级 10,000", "离下一级最近：会员专注、专注、夜猫子", "新获得：脚步、积蓄、早起鸟、省份、会员时光"],
      ]),
    Table(
      name: "plan, 1 night",
      arguments: [
        "plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai", "--nights", "1",
      ],
      lines: [
        "en": [
          "Bedtime plan for Asia/Shanghai, window 20:30–04:00, normal frequency, normal intensity, seed 0",
          "Now Thu Oct 1, 2026, 21:05; tonight is the night of Thu Oct 1, 2026.",
          "Tonight, Thu Oct 1, 2026  20:30–04:00", "  - 20:38  L1  ",
          "Queue: 9 reminders + 0 test notifications of 60 slots; reaches Fri Oct 2, 2026, 03:32, 1 night fully covered.",
          "* queued now   - already past   (blank) not queued yet: a later refresh adds it",
        ],
        "ja": [
          "Asia/Shanghaiの就寝リマインダー（20:30〜04:00）、頻度はふつう、トーンはふつう、シード0",
          "現在 2026年10月1日（木）21:05。今夜は2026年10月1日（木）の夜です。",
          "今夜 2026年10月1日（木）  20:30〜04:00", "  - 20:38  Lv1  のんびりリラックス | ",
          "予約枠：リマインダー9件 + テスト通知0件（全60枠）。2026年10月2日（金）03:32まで、ひと晩分をすべてカバー。",
        ],
        "ko": [
          "Asia/Shanghai 기준 취침 알림(20:30~04:00), 빈도 보통, 말투 보통, 시드 0",
          "지금: 2026년 10월 1일(목) 21:05. ‘오늘 밤’은 2026년 10월 1일(목) 밤을 말해요.",
          "오늘 밤 2026년 10월 1일(목)  20:30~04:00",
          "  - 20:38  1단계  ",
          "예약 칸: 알림 9개 + 테스트 알림 0개 / 전체 60칸, 2026년 10월 2일(금) 03:32까지, 하룻밤 분량을 모두 채움.",
        ],
        "zh-Hans": [
          "Asia/Shanghai 的睡前提醒，时段 20:30至04:00，频率正常，语气正常，种子 0",
          "现在是 2026年10月1日 周四 21:05；今晚指 2026年10月1日 周四 的夜晚。",
          "队列：9 条提醒 + 0 条测试通知，共 60 个位置；排到 2026年10月2日 周五 03:32，完整覆盖 1 晚。",
        ],
      ]),
    Table(
      name: "remind",
      arguments: [
        "remind", "--reminders", example("reminders.json"), "--now", "2027-01-15T12:00:00-05:00",
        "--tz", "UTC", "--count", "1",
      ],
      lines: [
        "en": [
          "Reminders in UTC, now Fri Jan 15, 2027, 17:00",
          #"rent  "Pay rent"  monthly on day 31 at 09:00 (the last day in shorter months)"#,
          "  next      Sun Jan 31, 2027, 09:00",
          "  requests  1 dated, one per occurrence",
          "    custom.rent.2027-01-31  at Sun Jan 31, 2027, 09:00",
          #"run  "Run 5 km"  weekly on Mon, Wed, Fri at 07:00"#,
          "    custom.run.w2  repeats every Monday at 07:00",
          #"leap  "Leap day"  yearly on Feb 29 at 10:00 (in leap years only)"#,
          "    custom.leap.yearly  repeats yearly on Feb 29 at 10:00",
        ],
        "ja": [
          "UTCのリマインダー：2027年1月15日（金）17:00現在",
          "rent  「Pay rent」  毎月31日 09:00（その日がない月は月末）",
          "  次回            2027年1月31日（日）09:00", "  通知リクエスト  1件（1回ごとに1件）",
          "    custom.rent.2027-01-31  2027年1月31日（日）09:00",
          "run  「Run 5 km」  毎週月・水・金曜 07:00", "    custom.run.w2  毎週月曜日 07:00に繰り返し",
          "leap  「Leap day」  毎年2月29日 10:00（うるう年だけ）",
        ],
        "ko": [
          "UTC 기준 알림, 지금 2027년 1월 15일(금) 17:00",
          "rent  “Pay rent”  매월 31일 09:00(그 날짜가 없는 달은 말일)",
          "  다음       2027년 1월 31일(일) 09:00", "  알림 요청  1개(회차마다 하나)",
          "    custom.rent.2027-01-31  2027년 1월 31일(일) 09:00",
          "run  “Run 5 km”  매주 월·수·금요일 07:00",
          "    custom.run.w2  매주 월요일 07:00 반복",
        ],
        "zh-Hans": [
          "UTC 的提醒，现在 2027年1月15日 周五 17:00", "  下次      2027年1月31日 周日 09:00",
          "run  “Run 5 km”  每周一、周三、周五 07:00", "    custom.run.w2  每周一 07:00 重复",
          "leap  “Leap day”  每年2月29日 10:00（只在闰年）",
        ],
      ]),
    Table(
      name: "sync",
      arguments: [
        "sync", "--pending", example("pending.json"), "--reminders", example("reminders.json"),
        "--bedtime", "--now", "2027-01-15T12:00:00-05:00", "--tz", "UTC", "--nights", "1",
      ],
      lines: [
        "en": [
          "Sync in UTC at Fri Jan 15, 2027, 17:00: 63 of 64 slots used after applying, 1 pending from other apps",
          "add        63 (bedtime 10, custom 53)", "other apps 1 (never touched)",
          "Left out: bedtime 0 (reminders and tests of the horizon), custom 1",
          "sync again before Fri Jan 31, 2031, 09:00.",
        ],
        "ja": [
          "UTCの同期：2027年1月15日（金）17:00現在、適用後は64枠中63枠を使用、ほかの予約1件",
          "追加       63（就寝10、カスタム53）", "ほかの予約 1（変更しません）",
          "2031年1月31日（金）09:00より前にもう一度同期してください。",
        ],
        "ko": [
          "UTC 동기화: 적용 후 64칸 중 63칸 사용, 기타 예약 1개, 지금 2027년 1월 15일(금) 17:00",
          "추가      63(취침 10, 직접 만든 알림 53)", "기타 예약 1(건드리지 않음)",
          "2031년 1월 31일(금) 09:00 전에 다시 동기화하세요.",
        ],
        "zh-Hans": ["UTC 同步于 2027年1月15日 周五 17:00：应用后占用 63/64 个位置"],
      ]),
    Table(
      name: "sync, notifications turned off",
      arguments: [
        "sync", "--pending", example("pending.json"), "--reminders", example("reminders.json"),
        "--denied", "--now", "2027-01-15T12:00:00-05:00", "--tz", "UTC",
      ],
      lines: [
        "en": [
          "notifications are turned off: nothing is scheduled",
          "1 bedtime request left untouched (not synced without --bedtime; it still holds a slot)",
          #"Blocked: rent "Pay rent", run "Run 5 km""#,
        ],
        "ja": ["通知はオフ（何も予約しません）", "予約できないもの：rent 「Pay rent」、run 「Run 5 km」"],
        "ko": ["알림 꺼짐(아무것도 예약하지 않음)", "막힌 항목: rent “Pay rent”, run “Run 5 km”"],
        "zh-Hans": ["通知已关闭（什么都不排）", "被挡住的：rent “Pay rent”、run “Run 5 km”"],
      ]),
    Table(
      name: "growth",
      arguments: [
        "growth", "--sessions", example("sessions.json"), "--now", "2026-12-01T12:00:00+08:00",
        "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": ["XP 1,370 (50 into this level, 210 to the next)", "Miles: 8,360 · Sessions: 20"],
        "ja": ["経験値 1,370（このレベルで50獲得、次のレベルまであと210）", "8,360マイル・集中20回・計"],
        "ko": [
          "경험치 1,370(이번 레벨에서 50 획득, 다음 레벨까지 210 남음)", "마일 8,360 · 집중 20회 · 총 630분",
        ],
        "zh-Hans": ["1,370"],
      ]),
    Table(
      name: "goal wish",
      arguments: [
        "goal", "wish", "--target", "100000", "--deposits", example("jar.json"), "--now",
        "2026-11-30T21:00:00+08:00", "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": [
          "Savings goal in Asia/Shanghai, today Nov 30, 2026",
          "  saved       21,000 of 100,000 (21%)",
          "  pace        21,000 over the last 28 days",
          "  days to go  106 days, reached on Tue Mar 16, 2027",
        ],
        "ja": [
          "Asia/Shanghaiの貯金目標（今日 2026年11月30日）", "  貯めた額  100,000のうち21,000（21%）",
          "  ペース    直近28日間で21,000", "  達成まで  あと106日、2027年3月16日（火）の見込み",
        ],
        "ko": [
          "Asia/Shanghai 기준 저축 목표, 오늘 2026년 11월 30일", "  모은 금액  100,000 중 21,000(21%)",
          "  남은 기간  106일 남음, 2027년 3월 16일(화)에 달성 예정",
        ],
        "zh-Hans": ["  已存  21,000 / 100,000（21%）"],
      ]),
    Table(
      name: "goal dca, 1 year",
      arguments: [
        "goal", "dca", "--amount", "5000", "--every", "month:31", "--rate", "425", "--years", "1",
        "--start", "2026-12-07",
      ],
      lines: [
        "en": [
          "Regular deposit of 5,000 on day 31 of each month from Mon Dec 7, 2026, 4.25% a year, 1 year",
          "  deposited  35,000 in 7 deposits",
          "  year  end           deposited        interest         balance",
          "     1  Nov 30, 2027           35,000              899           35,899",
          #"  reminder  dca  "Regular deposit"  monthly on day 31 at 09:00 (skipped in months without it)"#,
        ],
        "ja": [
          "2026年12月7日（月）から毎月31日に5,000を積み立て、年利4.25%、1年間", "  入金額  35,000（7回）",
          "  残高    2027年11月30日（火）時点で35,899",
          "  年数  期末            入金額           利子             残高",
          "     1  2027年11月30日           35,000              899           35,899",
          "  リマインダー  dca  「定期の積み立て」  毎月31日 09:00（その日がない月はお休み）",
        ],
        "ko": [
          "2026년 12월 7일(월)부터 매월 31일에 5,000씩 적립, 연 4.25%, 1년", "  입금액  35,000(7회)",
          "  햇수  종료일            입금액           이자             잔액",
        ],
        "zh-Hans": ["从 2026年12月7日 周一 起每月 31 日定投 5,000，年利率 4.25%，共 1 年"],
      ]),
    Table(
      name: "goal program",
      arguments: [
        "goal", "program", "--program", "calm-start", "--records", example("breathing.json"),
        "--now", "2026-12-01T21:00:00+08:00", "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": ["(calm-start): 3 of 7 days done", "  next day  4\n", "  unknown   "],
        "ja": ["（calm-start）：7日中3日完了", "  次は    4日目", "  [ ]  4  ボックス呼吸：", "  不明    "],
        "ko": ["(calm-start): 7일 중 3일 완료", "  다음        4일차", "  알 수 없음  "],
        "zh-Hans": ["（calm-start）：已完成 3/7 天"],
      ]),
    Table(
      name: "card session, a level up",
      arguments: [
        "card", "session", "--sessions", example("sessions.json"), "--session", "s19", "--now",
        "2026-12-01T12:00:00+08:00", "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": [
          "Focus session on Wed Nov 25, 2026, started at 09:00",
          "  minutes     30, deep focus", "  soundscape  garden", "  miles       300",
          "  XP          45",
          "  level       10 · Frequent Flyer (up from 9)",
        ],
        "ja": [
          "2026年11月25日（水）の集中（09:00開始）", "  集中時間  30分（深い集中）",
          "  サウンド  庭園", "  マイル    300", "  経験値    45", "  レベル    10（常連の旅人）、レベル9から上がりました",
        ],
        "ko": [
          "2026년 11월 25일(수) 집중(09:00 시작)", "  집중 시간  30분(깊은 집중)",
          "  사운드     정원", "  레벨       10(단골 여행자), 레벨 9에서 올라감",
        ],
        "zh-Hans": [
          "2026年11月25日 周三的专注，09:00 开始", "  时长  30 分钟，深度专注",
          "  等级  10 级（常旅客），从 9 级升上来",
        ],
      ]),
    Table(
      name: "card week, running",
      arguments: [
        "card", "week", "--sessions", example("sessions.json"), "--now",
        "2026-11-22T21:00:00+08:00", "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": [
          "Nov 16–22, 2026, so far",
          "  minutes      435 min in 14 sessions, 10 in deep focus", "  active days  7",
          "  miles        5,710", "  best day     Wed Nov 18, 2026, 75 minutes",
          "  peak time    evening",
          "  days         Mon 65  Tue 45  Wed 75  Thu 65  Fri 60  Sat 70  Sun 55",
        ],
        "ja": [
          "2026年11月16日〜22日（途中経過）",
          "  集中時間            435分（集中14回、うち深い集中10回）", "  集中した日数        7日",
          "  マイル              5,710", "  いちばん集中した日  2026年11月18日（水）、75分", "  よく集中した時間帯  夕方から夜",
          "  日ごと（分）        月 65  火 45  水 75  木 65  金 60  土 70  日 55",
        ],
        "ko": [
          "2026년 11월 16일~22일(중간 집계)",
          "  집중 시간                435분(집중 14회, 그중 깊은 집중 10회)", "  집중한 날 수             7일",
          "  가장 많이 집중한 시간대  저녁", "  날짜별(분)               월 65  화 45  수 75  목 65  금 60  토 70  일 55",
        ],
        "zh-Hans": [
          "2026年11月16日至22日（中途小结）",
          "  时长          435 分钟，专注 14 次，其中深度专注 10 次", "  高峰时段      晚上",
        ],
      ]),
    Table(
      name: "card badge",
      arguments: [
        "card", "badge", "--metrics", example("metrics.json"), "--previous",
        example("metrics-last-week.json"), "--badge", "distance", "--on", "2026-12-01",
      ],
      lines: [
        "en": [
          #"Badge "Footsteps" (Exploration) earned on Tue Dec 1, 2026"#, "  name         Footsteps",
          "  tier         3 of 5, Pathfinder", "  newly earned yes, since --previous",
        ],
        "ja": [
          "バッジ「あしあと」（探検）、2026年12月1日（火）に獲得", "  名前       あしあと", "  段階       5段階中の3段階目、開拓者",
          "  新しく獲得 はい（--previous のあとに獲得）",
        ],
        "ko": [
          "배지 “발걸음”(탐험), 2026년 12월 1일(화) 획득", "  이름      발걸음", "  단계      5단계 중 3단계, 탐험가",
          "  새로 받음 예, --previous 이후에 받음",
        ],
        "zh-Hans": [
          "徽章“脚步”（探索），2026年12月1日 周二获得", "  阶段   第 3 阶（共 5 阶），开路人",
          "  新获得 是，在 --previous 之后获得",
        ],
      ]),
    Table(
      name: "review, a running week",
      arguments: [
        "review", "--sessions", example("sessions.json"), "--now", "2026-11-22T21:00:00+08:00",
        "--tz", "Asia/Shanghai",
      ],
      lines: [
        "en": [
          "Week in review: Nov 16–22, 2026",
          "  Best day           Nov 18, 2026 (75 min)",
          "  Miles              5,710", "Day by day", "  Mon Nov 16, 2026  65  ##",
        ],
        "ja": [
          "1週間のふりかえり：2026年11月16日〜22日", "2026年11月22日までの集計です",
          "  いちばん集中した日  2026年11月18日（75分）", "  よく集中した時間帯  夕方から夜", "日ごと", "  2026年11月16日（月）  65  ##",
          "シェア用テキスト",
          "  2026年11月22日の時点で、7日連続で集中しています。全部で14回、いちばんはかどったのは夕方から夜の時間帯でした。パスポートに5,710マイルが加わりました。",
        ],
        "ko": [
          "한 주 돌아보기: 2026년 11월 16일~22일", "  가장 많이 집중한 날      2026년 11월 18일(75분)",
          "  2026년 11월 16일(월)  65  ##",
          "  2026년 11월 22일까지 7일 연속으로 집중했어요. 집중을 14회 마쳤고, 저녁에 가장 잘 몰입했어요. 여권에 5,710마일이 더해졌어요.",
        ],
        "zh-Hans": ["本周回顾：2026年11月16日至22日", "  2026年11月16日 周一  65  ##"],
      ]),
    Table(
      name: "quote", arguments: ["quote", "--date", "2026-12-01"],
      lines: [
        "en": ["(Dec 1, 2026: day 287 of a 306-day cycle)"],
        "ja": ["（2026年12月1日：306日で一巡するうちの287日目）"],
        "ko": ["(2026년 12월 1일: 306일 주기 중 287일째)"],
        "zh-Hans": ["（2026年12月1日：306 天一轮中的第 287 天）"],
      ]),
    Table(
      name: "quote --list", arguments: ["quote", "--list"],
      lines: [
        "en": [
          "blocked  round-up + easier-to-say-no [zh-Hans en ja ko]",
          "  (rounding up happens after the purchase,",
        ],
        "ja": [
          "ブロック済み  round-up + easier-to-say-no [zh-Hans en ja ko]",
          "  （端数貯金は買ったあとのことなので、",
        ],
        "ko": ["차단됨   round-up + easier-to-say-no [zh-Hans en ja ko]", "  (자투리 저축은 결제한 뒤에 일어나서"],
        "zh-Hans": ["已屏蔽   round-up + easier-to-say-no [zh-Hans en ja ko]", "  （凑整存零头发生在买完之后，"],
      ]),
    Table(
      name: "advice", arguments: ["advice", "--streak", "1", "--planned", "1", "--done", "0"],
      lines: [
        "en": ["1 session left today, then you're done."],
        "ja": ["今日はあと1回、最後までいきましょう。"],
        "ko": ["오늘 계획한 집중이 한 번 남았어요."],
        "zh-Hans": ["今天还剩 1 段，加油收尾。"],
      ]),
    Table(
      name: "validate", arguments: ["validate"],
      lines: [
        "en": [
          "bundled content: 17 files valid, every text in zh-Hans, en, ja, ko",
          "  quotes.json       18 x 18 quote halves, 18 pairs blocked, a cycle of 306 days",
        ],
        "ja": [
          "同梱のコンテンツ：17ファイルに問題なし、すべての文言がzh-Hans、en、ja、koでそろっています",
          "  quotes.json       前半18 × 後半18、ブロック18組、306日で一巡",
        ],
        "ko": [
          "기본 내장 콘텐츠: 파일 17개에 문제가 없고, 모든 문구가",
          "  quotes.json       앞부분 18 × 뒷부분 18, 차단 18쌍, 306일 주기",
        ],
        "zh-Hans": ["内置内容：17 个文件有效"],
      ]),
    Table(
      name: "breathe, box for 2 cycles", arguments: ["breathe", "box", "--cycles", "2"],
      lines: [
        "en": ["Box breathing (box): 2 cycles, 32 s", "  0:12  cycle 1  Hold (empty)  4 s"],
        "ja": ["ボックス呼吸（box）：2サイクル、計32秒", "  0:12  1サイクル目  吐いたまま止める  4秒"],
        "ko": ["상자 호흡(box): 2회, 총 32초", "  0:12  1회차  내쉰 채 멈추기  4초"],
        "zh-Hans": ["方块呼吸（box）：2 轮，共 32 秒", "  0:12  第 1 轮  呼气后屏息  4 秒"],
      ]),
    Table(
      name: "breathe --list", arguments: ["breathe", "--list"],
      lines: [
        "en": ["wim-hof  Wim Hof rounds", "Breathe in 2 s, Breathe out 2 s ×30"],
        "ja": ["wim-hof  ヴィム・ホフ呼吸", "吸う 2秒、吐く 2秒 ×30"],
        "ko": ["wim-hof  빔 호프 호흡", "들이쉬기 2초, 내쉬기 2초 ×30"],
        "zh-Hans": ["wim-hof  维姆·霍夫呼吸", "吸气 2 秒、呼气 2 秒 ×30"],
      ]),
  ]

  /// Standard error stays English in every language (HabitRules.docc/CommandLine.md,
  /// "Shared options and formats"): `gen:` errors and `gen: note:` lines are for the
  /// developer and for scripts, like `--json` keys, so they are searchable
  /// and the same whatever `--locale` says.
  @Test(arguments: [
    (
      [
        "review", "--sessions", example("sessions.json"), "--now", "2026-11-22T21:00:00+08:00",
        "--tz", "Asia/Shanghai",
      ],
      "gen: note: 6 sessions end after --now and are not counted yet\n"
    ),
    (
      ["card", "week", "--sessions", example("sessions.json"), "--now", "2026-11-32"],
      #"gen: invalid --now value "2026-11-32": expected an ISO 8601 moment with offset, such as 2026-10-01T20:42:00+08:00"#
        + "\n"
    ),
  ])
  func standardErrorStaysEnglish(arguments: [String], expected: String) {
    for locale in ["zh-Hans", "en", "ja", "ko"] {
      let outcome = runGen(arguments + ["--locale", locale])
      #expect(outcome.standardError == expected, "\(locale)")
    }
  }

  /// The words of a table made of ASCII letters only, two or more, outside
  /// quotes (a person's own titles, in `"…"`, 「…」 or “…”) and outside ids,
  /// options and moments (anything with a digit, `.`, `-`, `/` or `_`).
  static func englishWords(in text: String) -> Set<String> {
    var unquoted = ""
    var inQuote = false
    for character in text {
      switch character {
      case "\"": inQuote.toggle()
      case "「", "“": inQuote = true
      case "」", "”": inQuote = false
      default: if !inQuote { unquoted.append(character) }
      }
    }
    let tokens = unquoted.split { $0.isWhitespace || "()[]{},;:·|=+*".contains($0) || !$0.isASCII }
    return Set(
      tokens.map(String.init).filter { token in
        token.count >= 2 && token.allSatisfy { $0.isASCII && $0.isLetter }
      })
  }

  @Test(arguments: tables, ["zh-Hans", "en", "ja", "ko"])
  func tableSpeaksTheLocale(table: Table, locale: String) throws {
    let outcome = runGen(table.arguments + ["--locale", locale], stdin: table.stdin)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    let text = outcome.standardOutput
    var rest = Substring(text)
    for line in table.lines[locale] ?? [] {
      guard let found = rest.range(of: line) else {
        Issue.record("\(table.name) --locale \(locale) lacks, in order: \(line)\n\(text)")
        break
      }
      rest = rest[found.upperBound...]
    }
    if locale != "en" {
      let english = Self.englishWords(in: text).subtracting(Self.names)
      #expect(english.isEmpty, "\(table.name) --locale \(locale): \(english.sorted())\n\(text)")
      let englishTable = runGen(table.arguments + ["--locale", "en"], stdin: table.stdin)
      for line in table.lines["en"] ?? [] {
        #expect(!text.contains(line), "\(table.name) --locale \(locale) has \(line)")
      }
      #expect(englishTable.standardOutput != text)
    }
  }
}
