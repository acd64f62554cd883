/** subsidy_parameters.json, as published; written by scripts/build-cost-parameters.ts: do not edit. */
export const subsidyParameters = {
  dataset: 'subsidy_parameters',
  purpose: 'Estimate the ACA premium tax credit for plan years 2025 and 2026 (individual market).',
  built_by: 'tools/data/build_subsidy_parameters.py from tools/data/raw/subsidy-parameters/',
  units: {
    money: 'US dollars',
    percentages: 'percent (9.96 = 9.96%)',
    fpl_pct: 'household income as a percent of the poverty guideline',
  },
  federal_poverty_guidelines: {
    '2024': {
      '48_states_and_DC': {
        first_person: 15060,
        each_additional_person: 5380,
        official_source: 'HHS poverty guidelines 89 FR 2961 (2024-01-17)',
        read_in: 'PE fpg.yaml (2024-01-01); ASPE2024; SUM2024',
      },
      AK: {
        first_person: 18810,
        each_additional_person: 6730,
        official_source: 'HHS poverty guidelines 89 FR 2961 (2024-01-17)',
        read_in: 'PE fpg.yaml (2024-01-01); SUM2024',
      },
      HI: {
        first_person: 17310,
        each_additional_person: 6190,
        official_source: 'HHS poverty guidelines 89 FR 2961 (2024-01-17)',
        read_in: 'PE fpg.yaml (2024-01-01); SUM2024',
      },
    },
    '2025': {
      '48_states_and_DC': {
        first_person: 15650,
        each_additional_person: 5500,
        official_source: 'HHS poverty guidelines 90 FR 5917 (2025-01-17)',
        read_in: 'PE fpg.yaml (2025-01-01); SUM2025',
      },
      AK: {
        first_person: 19550,
        each_additional_person: 6880,
        official_source: 'HHS poverty guidelines 90 FR 5917 (2025-01-17)',
        read_in: 'PE fpg.yaml (2025-01-01); SUM2025',
      },
      HI: {
        first_person: 17990,
        each_additional_person: 6330,
        official_source: 'HHS poverty guidelines 90 FR 5917 (2025-01-17)',
        read_in: 'PE fpg.yaml (2025-01-01); SUM2025',
      },
    },
  },
  guidelines_used_for_coverage_year: { '2025': '2024', '2026': '2025' },
  applicable_percentage: {
    '2025': {
      unit: 'percent of household income',
      bands: [
        {
          fpl_pct_from: 0,
          fpl_pct_to: 150,
          applicable_pct_start: 0,
          applicable_pct_end: 0,
          official_source:
            '26 U.S.C. 36B(b)(3)(A)(iii) (ARPA sec. 9661; extended through 2025 by IRA sec. 12001); Rev. Proc. 2024-35',
          read_in: 'PE required_contribution_percentage/{threshold;initial;final}.yaml (2021-01-01 values); RP2024_35',
        },
        {
          fpl_pct_from: 150,
          fpl_pct_to: 200,
          applicable_pct_start: 0,
          applicable_pct_end: 2,
          official_source:
            '26 U.S.C. 36B(b)(3)(A)(iii) (ARPA sec. 9661; extended through 2025 by IRA sec. 12001); Rev. Proc. 2024-35',
          read_in: 'PE required_contribution_percentage/{threshold;initial;final}.yaml (2021-01-01 values); RP2024_35',
        },
        {
          fpl_pct_from: 200,
          fpl_pct_to: 250,
          applicable_pct_start: 2,
          applicable_pct_end: 4,
          official_source:
            '26 U.S.C. 36B(b)(3)(A)(iii) (ARPA sec. 9661; extended through 2025 by IRA sec. 12001); Rev. Proc. 2024-35',
          read_in: 'PE required_contribution_percentage/{threshold;initial;final}.yaml (2021-01-01 values); RP2024_35',
        },
        {
          fpl_pct_from: 250,
          fpl_pct_to: 300,
          applicable_pct_start: 4,
          applicable_pct_end: 6,
          official_source:
            '26 U.S.C. 36B(b)(3)(A)(iii) (ARPA sec. 9661; extended through 2025 by IRA sec. 12001); Rev. Proc. 2024-35',
          read_in: 'PE required_contribution_percentage/{threshold;initial;final}.yaml (2021-01-01 values); RP2024_35',
        },
        {
          fpl_pct_from: 300,
          fpl_pct_to: 400,
          applicable_pct_start: 6,
          applicable_pct_end: 8.5,
          official_source:
            '26 U.S.C. 36B(b)(3)(A)(iii) (ARPA sec. 9661; extended through 2025 by IRA sec. 12001); Rev. Proc. 2024-35',
          read_in: 'PE required_contribution_percentage/{threshold;initial;final}.yaml (2021-01-01 values); RP2024_35',
        },
        {
          fpl_pct_from: 400,
          fpl_pct_to: null,
          applicable_pct_start: 8.5,
          applicable_pct_end: 8.5,
          official_source: 'same (no upper income limit: 26 U.S.C. 36B(c)(1)(E) through 2025)',
          read_in: 'PE ptc_income_eligibility.yaml (eligible above 4.00 for 2021-2025)',
        },
      ],
    },
    '2026': {
      unit: 'percent of household income',
      bands: [
        {
          fpl_pct_from: 0,
          fpl_pct_to: 133,
          applicable_pct_start: 2.1,
          applicable_pct_end: 2.1,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
        {
          fpl_pct_from: 133,
          fpl_pct_to: 150,
          applicable_pct_start: 3.14,
          applicable_pct_end: 4.19,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
        {
          fpl_pct_from: 150,
          fpl_pct_to: 200,
          applicable_pct_start: 4.19,
          applicable_pct_end: 6.6,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
        {
          fpl_pct_from: 200,
          fpl_pct_to: 250,
          applicable_pct_start: 6.6,
          applicable_pct_end: 8.44,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
        {
          fpl_pct_from: 250,
          fpl_pct_to: 300,
          applicable_pct_start: 8.44,
          applicable_pct_end: 9.96,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
        {
          fpl_pct_from: 300,
          fpl_pct_to: 400,
          applicable_pct_start: 9.96,
          applicable_pct_end: 9.96,
          official_source: 'IRS Rev. Proc. 2025-25 (26 U.S.C. 36B(b)(3)(A)(i) as indexed)',
          read_in: 'PE required_contribution_percentage/*.yaml (2026-01-01 values); RP2025_25',
        },
      ],
    },
  },
  required_contribution_percentage: {
    value: { '2025': 9.02, '2026': 9.96 },
    official_source:
      'IRS Rev. Proc. 2024-35 (2025) and Rev. Proc. 2025-25 (2026); 26 U.S.C. 36B(c)(2)(C)(i)(II) as indexed',
    read_in: 'RP2024_35; RP2025_25',
    note: "percent of household income: employer self-only coverage costing more than this is 'unaffordable' and does not block the credit",
  },
  rules: {
    'fpl.guideline_year_for_coverage_year': {
      value: { '2025': 2024, '2026': 2025, offset_years: -1 },
      official_source:
        '26 CFR 1.36B-1(h): the poverty guidelines most recently published as of the first day of the annual open enrollment period for the coverage year',
      read_in:
        'API (2025 guideline reproduces every PY2026 HealthCare.gov credit in premium_samples_api.csv; the 2024 guideline does not); SUM2025 (factually.co: 2025 guidelines used for 2026 coverage)',
      note: 'open enrollment for year Y starts 1 November of Y-1',
    },
    'fpl.household_guideline': {
      value: {
        formula: 'first_person + each_additional_person * (household_size - 1)',
        area: 'AK and HI residents use their own table; all other states and DC use the 48-states table',
      },
      official_source: 'HHS poverty guidelines (see federal_poverty_guidelines)',
      read_in: 'PE fpg.yaml; SUM2024; SUM2025',
      note: '',
    },
    'fpl.percent_rounding_tax_return': {
      value: 'truncate to a whole percent (drop decimals)',
      official_source: 'IRS Instructions for Form 8962 line 5 worksheet (reconciliation on the tax return)',
      read_in: 'F8962',
      note: 'e.g. 1.8565 -> 185%',
    },
    'fpl.percent_rounding_healthcare_gov_estimate': {
      value: 'none: unrounded income / guideline',
      official_source: 'none published; observed',
      read_in: 'API',
      note: 'truncating to a whole percent reproduces only 1208 of the 1748 sample rows to the cent; the unrounded ratio reproduces all 1748',
    },
    'credit.monthly_rounding_healthcare_gov_estimate': {
      value: 'round the monthly credit up to the next whole dollar',
      official_source: 'none published; observed',
      read_in: 'API',
      note: 'with this rounding all 1748 sample rows match to the cent; without it all match within $1',
    },
    'credit.formula': {
      value: {
        benchmark:
          'EHB portion of the premium of the second-lowest-cost silver plan (SLCSP) for the enrollees, age-rated, in their rating area',
        monthly_credit: 'max(0, benchmark - applicable_pct / 100 * household_income / 12)',
        applied_to_plan: 'min(monthly_credit, plan EHB premium)',
        premium_after_credit: 'max(0, plan premium - applied credit)',
      },
      official_source:
        "26 U.S.C. 36B(b)(2)-(3) (premium assistance amount; applicable benchmark plan; 36B(b)(3)(D) only the EHB portion of a plan's premium counts)",
      read_in: 'API',
      note: 'reproduces all 1748 PY2026 HealthCare.gov sample rows (with the rounding rules above)',
    },
    'credit.applicable_pct_interpolation': {
      value: 'linear within each band from pct_start at fpl_from to pct_end at fpl_to',
      official_source: '26 U.S.C. 36B(b)(3)(A)(ii); Rev. Proc. 2024-35 / 2025-25 tables',
      read_in: 'PE required_contribution_percentage/*.yaml; RP2025_25 (coveragemath.com note)',
      note: '',
    },
    'eligibility.2025': {
      value: { min_fpl_pct: 100, max_fpl_pct: null, below_100_lawfully_present_exception: true },
      official_source: '26 U.S.C. 36B(c)(1)(A) and (E) (no 400% cap 2021-2025); 36B(c)(1)(B)',
      read_in: 'PE ptc_income_eligibility.yaml; PE below_fpl_immigration_exception_in_effect.yaml',
      note: '',
    },
    'eligibility.2026': {
      value: { min_fpl_pct: 100, max_fpl_pct: 400, below_100_lawfully_present_exception: false },
      official_source:
        '26 U.S.C. 36B(c)(1)(A) (100% to 400%); Pub. L. 119-21 sec. 71302(b) repeals 36B(c)(1)(B) from 2026',
      read_in:
        'PE ptc_income_eligibility.yaml (false above 4.00 from 2026); PE below_fpl_immigration_exception_in_effect.yaml (false from 2026)',
      note: "the P.L. 119-21 repeal was read only in PolicyEngine's parameter file",
    },
    tobacco: {
      value: { max_surcharge_ratio: 1.5, credit_covers_surcharge: false, states_may_prohibit_or_limit: true },
      official_source:
        'PHS Act sec. 2701(a)(1)(A)(iv) / 45 CFR 147.102(a)(1)(iv) (tobacco rating up to 1.5:1); IRS Questions and Answers on the Premium Tax Credit',
      read_in: 'TOB',
      note: 'credit is computed on the premium before the surcharge; the enrollee pays the whole surcharge',
    },
    catastrophic_plans: {
      value: { credit_allowed: false },
      official_source:
        '26 U.S.C. 36B(c)(3)(A) (a catastrophic plan under ACA sec. 1302(e) is not a qualified health plan for the credit)',
      read_in: 'CAT; API (the 6 catastrophic rows in the sample get no credit)',
      note: 'catastrophic plans: under 30 or with a hardship/affordability exemption',
    },
    age_rating: {
      value: { adult_ratio_max: 3, age_64_factor_applies_to_older: true, children_0_14_single_factor: true },
      official_source: '45 CFR 147.102(a)(1)(iii) and (d)-(e) (age rating up to 3:1; uniform age bands)',
      read_in: 'PE age_curves/default.yaml',
      note: '',
    },
    enhanced_credits_status: {
      value: {
        enhanced_credits_expired_after: '2025-12-31',
        house_passed_three_year_extension_on: '2026-01-08',
        house_vote: '230-196',
        bill_number_per_brief: 'H.R. 612 (not verified in the sources read)',
        enacted: null,
      },
      official_source: 'ARPA sec. 9661 / IRA sec. 12001 (enhanced credits through tax year 2025)',
      read_in: 'HOUSE2026',
      note: 'no evidence found (search of 2026-11-26) that the extension became law; the 2026 figures here assume it did not',
    },
  },
  age_rating: {
    default_curve: {
      ages_0_to_64: [
        0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.765, 0.833,
        0.859, 0.885, 0.913, 0.941, 0.97, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183, 1.198,
        1.214, 1.222, 1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635, 1.706,
        1.786, 1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3,
      ],
      official_source:
        'CMS CCIIO, Market Rating Reforms - State Specific Age Curve Variations (statespecagecrv053117.pdf, 2017-05-31; curves effective from plan year 2018); 45 CFR 147.102',
      read_in:
        'PE age_curves/{default,al,dc,ma,mn,ms,or,ut}.yaml (stored divided by the age-0 factor) and the age-0 factors listed in PE age_curves/generate_age_curves.py.py; factor = round(stored value x age-0 factor, 3)',
      applies_to: 'every state except those listed under state_curves and family_tier_states',
    },
    state_curves: {
      AL: {
        ages_0_to_64: [
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635,
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183,
          1.198, 1.214, 1.222, 1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635,
          1.706, 1.786, 1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3,
        ],
        on_healthcare_gov_py2026: true,
      },
      DC: {
        ages_0_to_64: [
          0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.654,
          0.654, 0.654, 0.654, 0.654, 0.654, 0.654, 0.727, 0.727, 0.727, 0.727, 0.727, 0.727, 0.727, 0.744, 0.76, 0.779,
          0.799, 0.817, 0.836, 0.856, 0.876, 0.896, 0.916, 0.927, 0.938, 0.975, 1.013, 1.053, 1.094, 1.137, 1.181,
          1.227, 1.275, 1.325, 1.377, 1.431, 1.487, 1.545, 1.605, 1.668, 1.733, 1.801, 1.871, 1.944, 2.02, 2.099, 2.181,
          2.181, 2.181, 2.181,
        ],
        on_healthcare_gov_py2026: false,
      },
      MA: {
        ages_0_to_64: [
          0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 0.751,
          0.751, 0.751, 0.751, 0.751, 0.751, 0.751, 1.183, 1.183, 1.183, 1.183, 1.183, 1.183, 1.22, 1.25, 1.275, 1.287,
          1.305, 1.323, 1.334, 1.346, 1.352, 1.358, 1.363, 1.369, 1.381, 1.393, 1.41, 1.427, 1.45, 1.478, 1.511, 1.55,
          1.593, 1.641, 1.688, 1.741, 1.792, 1.847, 1.902, 1.961, 2.019, 2.08, 2.142, 2.206, 2.28, 2.365, 2.365, 2.365,
          2.365, 2.365,
        ],
        on_healthcare_gov_py2026: false,
      },
      MN: {
        ages_0_to_64: [
          0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89, 0.89,
          0.89, 0.89, 0.89, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183, 1.198, 1.214, 1.222,
          1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635, 1.706, 1.786, 1.865,
          1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3,
        ],
        on_healthcare_gov_py2026: false,
      },
      MS: {
        ages_0_to_64: [
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635,
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183,
          1.198, 1.214, 1.222, 1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635,
          1.706, 1.786, 1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3,
        ],
        on_healthcare_gov_py2026: true,
      },
      OR: {
        ages_0_to_64: [
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 0.635,
          0.635, 0.635, 0.635, 0.635, 0.635, 0.635, 1, 1, 1, 1, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, 1.159, 1.183,
          1.198, 1.214, 1.222, 1.23, 1.238, 1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635,
          1.706, 1.786, 1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603, 2.714, 2.81, 2.873, 2.952, 3,
        ],
        on_healthcare_gov_py2026: true,
      },
      UT: {
        ages_0_to_64: [
          0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 0.793,
          0.793, 0.793, 0.793, 0.793, 0.793, 0.793, 1, 1.05, 1.113, 1.191, 1.298, 1.363, 1.39, 1.39, 1.39, 1.39, 1.39,
          1.39, 1.39, 1.39, 1.39, 1.39, 1.404, 1.425, 1.45, 1.479, 1.516, 1.562, 1.616, 1.681, 1.748, 1.818, 1.891,
          1.966, 2.045, 2.127, 2.212, 2.3, 2.392, 2.488, 2.588, 2.691, 2.799, 2.911, 3, 3, 3, 3, 3, 3,
        ],
        on_healthcare_gov_py2026: true,
      },
    },
    state_curves_source: {
      official_source:
        'CMS CCIIO, Market Rating Reforms - State Specific Age Curve Variations (statespecagecrv053117.pdf, 2017-05-31; curves effective from plan year 2018); 45 CFR 147.102',
      read_in:
        'PE age_curves/{default,al,dc,ma,mn,ms,or,ut}.yaml (stored divided by the age-0 factor) and the age-0 factors listed in PE age_curves/generate_age_curves.py.py; factor = round(stored value x age-0 factor, 3)',
    },
    state_curves_note:
      'Factors as CMS lists them: DC (age 21 = 0.727) and MA (age 21 = 1.183, 2:1 maximum) are not on the age-21 = 1.000 base; only ratios between ages matter. Curves are the CMS 2017 list; later state changes were not checked.',
    family_tier_states: {
      NY: {
        multipliers: {
          ONE_ADULT: 1,
          TWO_ADULTS: 2,
          ONE_ADULT_AND_ONE_OR_MORE_CHILDREN: 1.7,
          TWO_ADULTS_AND_ONE_OR_MORE_CHILDREN: 2.85,
          CHILD_ONLY: 0.412,
        },
        official_source: 'CMS CCIIO Market Rating Reforms - state specific rating (NY family tiers)',
        read_in: 'PE family_tier_ratings/ny.yaml',
        on_healthcare_gov_py2026: false,
      },
      VT: {
        multipliers: {
          ONE_ADULT: 1,
          TWO_ADULTS: 2,
          ONE_ADULT_AND_ONE_OR_MORE_CHILDREN: 1.93,
          TWO_ADULTS_AND_ONE_OR_MORE_CHILDREN: 2.81,
        },
        official_source: 'CMS CCIIO Market Rating Reforms - state specific rating (VT family tiers)',
        read_in: 'PE family_tier_ratings/vt.yaml',
        on_healthcare_gov_py2026: false,
      },
    },
    family_tier_note:
      "NY and VT do not rate by age; premiums use family tiers. NY's child-only tier is 0.412 of one adult. Multipliers as listed by PolicyEngine, not re-checked against CMS.",
  },
  sources: {
    PE: {
      kind: 'github',
      title: 'PolicyEngine/policyengine-us (parameter files)',
      locator:
        '8914f89da05465871c6bb62855853a85b244cd1e : policyengine_us/parameters/gov/{hhs/fpg.yaml; aca/required_contribution_percentage/{initial;final;threshold}.yaml; aca/ptc_income_eligibility.yaml; aca/below_fpl_immigration_exception_in_effect.yaml; aca/age_curves/*.yaml; aca/age_curves/generate_age_curves.py.py; aca/family_tier_ratings/{ny;vt}.yaml; aca/family_tier_states.yaml}',
      read_on: '2026-11-26',
      what_was_read: 'full files (values and their cited official references)',
    },
    ASPE2024: {
      kind: 'web',
      title: 'HHS ASPE - 2024 Poverty Guidelines Computations',
      locator:
        'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines/prior-hhs-poverty-guidelines-federal-register-references/2024-poverty-guidelines-computations',
      read_on: '2026-11-26',
      what_was_read: 'search excerpt: January 2024 guideline $15060 for one person (48 states and DC)',
    },
    FR2024: {
      kind: 'web',
      title: 'Federal Register 89 FR 2961 (2024-01-17) Annual Update of the HHS Poverty Guidelines (FR Doc 2024-00796)',
      locator: 'https://regulations.justia.com/regulations/fedreg/2024/01/17/2024-00796.html',
      read_on: '2026-11-26',
      what_was_read: 'search excerpt: notice title and citation only (table not in excerpt)',
    },
    SUM2024: {
      kind: 'web',
      title: 'Third-party tables of the 2024 guidelines',
      locator:
        'https://www.medicaidplanningassistance.org/federal-poverty-guidelines/ ; https://cosmoins.com/what-are-the-2024-hhs-poverty-guidelines/ ; https://botform.compansol.com/222075358676060',
      read_on: '2026-11-26',
      what_was_read:
        '48 states $15060 +$5380; AK $18810 +$6730; HI $17310 +$6190; 150% table (AK $28215 +$10095; HI $25965 +$9285) citing the 2024-01-17 Federal Register',
    },
    FR2025: {
      kind: 'web',
      title:
        'Federal Register 90 FR 5917-5918 (2025-01-17) Annual Update of the HHS Poverty Guidelines (FR Doc 2025-01377)',
      locator: 'https://www.govinfo.gov/content/pkg/FR-2025-01-17/html/2025-01377.htm',
      read_on: '2026-11-26',
      what_was_read: 'search excerpt: notice header (table not in excerpt)',
    },
    SUM2025: {
      kind: 'web',
      title: 'Third-party tables of the 2025 guidelines',
      locator:
        'https://www.masslegalservices.org/content/federal-poverty-guidelines-2022 ; https://twinvalleywma.com/us-latest-poverty-thresholds/ ; https://factually.co/fact-checks/health/2025-federal-poverty-guidelines-alaska-hawaii-household-size-69f136',
      read_on: '2026-11-26',
      what_was_read: '48 states $15650 +$5500 (sizes 1-8); AK $19550 and $26430 for 2 persons; HI $17990 +$6330',
    },
    F8962: {
      kind: 'web',
      title: 'IRS Instructions for Form 8962 - line 5 worksheet (quoted in a tax-software forum)',
      locator: 'https://atxcommunity.com/profile/4171-jason-a/content/?change_section=1',
      read_on: '2026-11-26',
      what_was_read:
        'quote: divide household income by the poverty line, do not round, multiply by 100 and drop any numbers after the decimal point (0.9984 -> 99; 1.8565 -> 185; 3.997 -> 399); above 400% enter 401',
    },
    RP2024_35: {
      kind: 'web',
      title: 'IRS Rev. Proc. 2024-35 (2025 applicable percentage table; required contribution percentage 9.02%)',
      locator:
        'https://wha.org/news/newsletters/2024/09-19-2024/5 ; https://baldwin.com/compliance/brcc-compliance-alert-september-12-2024 ; https://kpmg.com/us/en/taxnewsflash/news/2024/09/tnf-rev-proc-2024-35-premium-tax-credit-percentage-table-for-2025.html',
      read_on: '2026-11-26',
      what_was_read:
        'required contribution percentage 9.02% for plan years beginning in 2025; Rev. Proc. 2024-35 also provides the 2025 applicable percentage table',
    },
    RP2025_25: {
      kind: 'web',
      title: 'IRS Rev. Proc. 2025-25 (2026 applicable percentage table; required contribution percentage 9.96%)',
      locator:
        'https://coveragemath.com/data/applicable-percentages.json ; https://www.nfp.com/insights/irs-announces-aca-percentage-change ; https://baldwin.com/compliance/brcc-compliance-alert-july-24-2025 ; https://www.currentfederaltaxdevelopments.com/blog/2025/7/18/rev-proc-2025-25-a-technical-review-of-2026-premium-tax-credit-and-affordability-adjustments',
      read_on: '2026-11-26',
      what_was_read:
        '2026 bands 100-133 2.10; 133-150 3.14-4.19; 150-200 4.19-6.60; 200-250 6.60-8.44; 250-300 8.44-9.96; 300-400 9.96; cliff at 400%; required contribution percentage 9.96% (released 2025-07-18)',
    },
    TOB: {
      kind: 'web',
      title:
        'KFF and Georgetown Navigator Resource Guide FAQs (the latter citing IRS Questions and Answers on the Premium Tax Credit)',
      locator:
        'https://www.kff.org/faqs/faqs-health-insurance-marketplace-and-the-aca/can-i-be-charged-higher-premiums-in-the-marketplace-if-i-smoke/ ; https://navigatorguide.georgetown.edu/faq/my-income-is-less-than-400-percent-of-the-federal-poverty-level-and-i-smoke-will-the-tobacco-surcharge-to-the-premium-be-covered-by-my-premium-tax-credit',
      read_on: '2026-11-26',
      what_was_read:
        'insurers may charge tobacco users up to 50% more; states may prohibit or limit it (e.g. CA MA RI VT DC); the tax credit is based on the premium before the surcharge and does not cover it',
    },
    CAT: {
      kind: 'web',
      title:
        'ACA sec. 1302(e) catastrophic plans (Statutes at Large 124 Stat. 168) and a bill summary stating current law gives no credit for catastrophic plans',
      locator:
        'https://en.wikisource.org/wiki/Page:United_States_Statutes_at_Large_Volume_124.djvu/194 ; https://billsponsor.com/bills/5558/house-bill-6311-congress-115',
      read_on: '2026-11-26',
      what_was_read:
        'catastrophic plans: under 30 or hardship/affordability exemption; H.R. 6311 (115th) would have made the credit available for catastrophic plans (i.e. current law does not)',
    },
    HOUSE2026: {
      kind: 'web',
      title: 'News reports of the House vote on a three-year extension of the enhanced credits',
      locator:
        'https://allthe.news/hi/articles/house-passes-three-year-extension-of-obamacare-subsidies ; https://news.meaww.com/house-passes-3-year-extension-of-affordable-care-act-tax-credits-with-bipartisan-support',
      read_on: '2026-11-26',
      what_was_read:
        'House passed a three-year extension 230-196 on 2026-01-08 via discharge petition; Senate not obliged to take it up; enhanced credits expired 2025-12-31',
    },
    API: {
      kind: 'github',
      title: 'HealthCare.gov Marketplace API answers for plan year 2026 (S6) and the request profiles',
      locator:
        'anwangari/ACA-Health-Plan-Explorer-for-the-Ohio-Valley @ 14eb06125cb6533daa1639197cb9af1a6523d800 : extract.py',
      read_on: '2026-11-26',
      what_was_read:
        'profiles sent to POST /plans/search (year 2026, market Individual): single_40_250fpl income 37650, one male aged 40, non-tobacco; single_27_400fpl income 60240, one female aged 27, non-tobacco; aptc_eligible true',
    },
  },
  caveats: [
    'Enhanced (ARPA/IRA) credits expired after 2025-12-31; the House passed a three-year extension 230-196 on 2026-01-08 (bill number given as H.R. 612, not verified here). No evidence was found that it became law; the 2026 table here is the post-expiry IRS table (Rev. Proc. 2025-25).',
    'Official primary documents (Federal Register notices, Rev. Procs, CMS PDF) were not read in full here; each figure names where it was actually read (PolicyEngine parameters at a pinned commit, search excerpts of government and third-party pages). Every 2026 figure used by HealthCare.gov is confirmed by tools/data/check_subsidy.py against real PY2026 HealthCare.gov answers (premium_samples_api.csv).',
    'The 2025 parameters are not checked against live answers (the sample is PY2026 only).',
    'Multi-person households: the benchmark is the SLCSP premium for all enrollees together (sum of age-rated premiums, family tiers in NY/VT); this file does not cover CSR, Medicaid/CHIP eligibility, employer-coverage affordability tests beyond the required contribution percentage, or state subsidies.',
  ],
}
