/**
 * The CMS Marketplace API's types, generated from CMS's published Swagger 2.0 description
 * (converted to OpenAPI 3.0) by `npm run generate:marketplace-types`. Do not edit by hand:
 * change the description or the generator, and run it again. The description's known gaps
 * and errors are listed in scripts/generate-marketplace-types.ts.
 */

export interface paths {
  '/versions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get the last updated date for various data sets */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['DataVersion'][]
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/market-years': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get the current and supported market years */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['MarketYears']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/counties/by/zip/{zipcode}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * @description Find counties matching ZIP Code (5 digits or prefix thereof).
     *     This method is suitable for use in typeahead UI completions.
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path: {
          /**
           * @description 5 digit ZIP Code or 1-4 digit prefix of a ZIP Code
           * @example 19123
           */
          zipcode: components['parameters']['zipcode']
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * @example [
               *       {
               *         "fips": "12345",
               *         "name": "Sedgwick County",
               *         "state": "KS",
               *         "zipcode": "67203"
               *       }
               *     ]
               */
              counties?: components['schemas']['ZIPCounty'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/counties/{fips}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get information about a county by its FIPS code. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path: {
          /**
           * @description 5-digit county FIPS code
           * @example 37057
           */
          fips: components['parameters']['fips']
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['County']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/crosswalk': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Crosswalk a previous year plan
     * @description Crosswalk a previous year plan to the next year's plan
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description Previous year
           * @example 2018
           */
          year: number
          /**
           * @description Previous year plan ID
           * @example 53882IL0040002
           */
          plan_id: string
          /**
           * @description State abbreviation
           * @example IL
           */
          state: string
          /**
           * @description ZIP Code
           * @example 60647
           */
          zipcode: string
          /**
           * @description FIPS code
           * @example 17031
           */
          fips: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @description the crosswalked plan id for the next year */
              new_plan_id?: string
              /** @description the level code for the crosswalked plan */
              level?: string
              /** @description the reason code for the crosswalked plan */
              reason?: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/drugs/autocomplete': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Autocomplete drugs by name
     * @description Search prescription drugs
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description name of drug to search for (minimum 3 chars)
           * @example ibuprof
           */
          q: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              drugs?: components['schemas']['Drug'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/drugs/search': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search prescription drugs
     * @description Search prescription drugs
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description name of drug to search for
           * @example ibuprofen
           */
          q: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              drugs?: components['schemas']['Drug'][]
              /** @description URL of next page of results, if any */
              next?: string
              /** @description URL of previous page of results, if any */
              prev?: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/drugs/covered': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get a list of whether drugs are covered by plans
     * @description Get a list of whether drugs are covered by plans
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description array of drug RxCUIs
           * @example 1049589
           */
          drugs: string
          /**
           * @description array of plan IDs
           * @example 11512NC0100031
           */
          planids: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              'Provider & Drug Coverage'?: components['schemas']['DrugCoverage'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/eligibility/estimates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *           "income": 52000,
     *           "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *              "gender": "Female",
     *               "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *               "zipcode": "27360"
     *           },
     *           "year": 2019
     *       }
     *       ```
     *     Create an eligibility estimate for a household. Index of each
     *     object in response array is index into Household.people array:
     *     i.e., that eligibility estimate is for that person
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description eligibility estimate request object */
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['Household']
            place: components['schemas']['Place']
            /** Format: integer */
            year?: number
          }
        }
      }
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * @example [
               *       {
               *         "aptc": 448.08296071163227,
               *         "csr": "94% AV Level Silver Plan CSR",
               *         "hardship_exemption": false,
               *         "is_medicaid_chip": false
               *       }
               *     ]
               */
              estimates?: components['schemas']['Eligibility'][]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/ichra': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get affordability and premium of the lowest cost silver plan
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *             "income": 52000,
     *             "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *                 "gender": "Female",
     *                 "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *              "zipcode": "27360"
     *           },
     *           "hra": 500,
     *           "year": 2020
     *       }
     *       ```
     *     Get the lowest cost silver plan for a household and ICHRA affordability.
     *     Response is determination of affordability and lowest cost silver plan premium set to the rate for the household.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description ichra request object */
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['LowestCostPlanHousehold']
            place: components['schemas']['Place']
            /** Format: integer */
            year?: number
            /** Format: float */
            hra?: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ICHRAResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/lcbp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get lowest cost bronze plan for a household
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *             "income": 52000,
     *             "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *                 "gender": "Female",
     *                 "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *              "zipcode": "27360"
     *           },
     *           "year": 2020
     *       }
     *       ```
     *     Get the lowest cost bronze plan for a household.
     *     Response is a plan object with the premium set to the
     *     rate for the household.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description lcbp request object */
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['LowestCostPlanHousehold']
            place: components['schemas']['Place']
            /** Format: integer */
            year?: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['LowestCostPlanResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/slcsp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get second lowest cost silver plan
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *             "income": 52000,
     *             "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *                 "gender": "Female",
     *                 "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *              "zipcode": "27360"
     *           },
     *           "year": 2020
     *       }
     *       ```
     *     Get the second lowest cost silver plan for a household.
     *     Response is a plan object with the premium set to the rate for the household.
     *
     *     Note -- when calculating the SLCSP for a household that has members in different rating areas, the household must be split by rating area and multiple SLCSP requests must be sent, with the results summed at the end (applies only to 2019 ratings).
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description slcsp request object */
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['LowestCostPlanHousehold']
            place: components['schemas']['Place']
            /** Format: integer */
            year?: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['LowestCostPlanResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/lcsp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get lowest cost silver plan
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *             "income": 52000,
     *             "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *                 "gender": "Female",
     *                 "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *              "zipcode": "27360"
     *           },
     *           "year": 2020
     *       }
     *       ```
     *     Get the lowest cost silver plan for a household.
     *     Response is a plan object with the premium set to the rate for the household.
     *
     *     Note -- when calculating the LCSP for a household that has members in different rating areas, the household must be split by rating area and multiple LCSP requests must be sent, with the results summed at the end (applies only to 2019 ratings).
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description lcsp request object */
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['LowestCostPlanHousehold']
            place: components['schemas']['Place']
            /** Format: integer */
            year?: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['LowestCostPlanResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/households/pcfpl': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Household income as a percentage of the federal poverty level */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year.
           * @example 2019
           */
          year: components['parameters']['year-required']
          /**
           * @description 2-letter USPS state abbreviation, uppercased.
           * @example VA
           */
          state: string
          /**
           * @description Total size of household
           * @example 5
           */
          size: number
          /**
           * @description Household Income
           * @example 40000
           */
          income: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * Format: float
               * @description Household income as a percentage of the Federal poverty level
               */
              pc_fpl?: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/issuers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List issuers
     * @description List issuers
     *
     *     This API is paged. Ten results are returned for each query, and
     *     the total amount of results that match your query is available as the
     *     `total` attribute on the result. Use the `offset` parameter to get
     *     results beyond the first page.
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description 2-letter USPS state abbreviation
           * @example VA
           */
          state?: string
          limit?: number
          offset?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              issuers?: components['schemas']['Issuer'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/issuers/{issuer_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get issuer
     * @description Get issuer
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path: {
          /**
           * @description 5-digit HIOS issuer ID
           * @example 10191
           */
          issuer_id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              issuer?: components['schemas']['Issuer']
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plans': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Get multiple plans
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results
     *       ```
     *     {
     *       "household": {
     *           "income": 20000,
     *           "people": [
     *           {
     *               "age": 34,
     *               "is_pregnant": false,
     *               "is_parent": false,
     *               "uses_tobacco": false,
     *               "gender": "Male"
     *           }
     *           ],
     *           "has_married_couple": false
     *       },
     *       "place": {
     *           "countyfips": "51107",
     *           "state": "VA",
     *           "zipcode": "20103"
     *       },
     *       "market": "Individual",
     *       "plan_ids": [
     *           "11512NC0100031"
     *       ],
     *       "year": 2019,
     *       "aptc_override": 100,
     *       "csr_override": "CSR73",
     *       "catastrophic_override": true
     *     }
     *       ```
     *     Get details on multiple plans, typically for plan comparison.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['Household']
            place: components['schemas']['Place']
            market?: components['schemas']['MarketEnum']
            /** @description 14-character HIOS IDs */
            plan_ids: string[]
            /** Format: integer */
            year?: number
            /** @description override the aptc calculation with a specific amount */
            aptc_override?: number
            csr_override?: components['schemas']['CSRRequestEnum']
            /** @description Force the display (or suppression) of catastrophic plans */
            catastrophic_override?: boolean
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              plans?: components['schemas']['Plan'][]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plans/search': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Search for insurance plans
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *     {
     *           "household": {
     *             "income": 42000,
     *             "people": [
     *               {
     *                 "aptc_eligible": true,
     *                 "dob": "1992-01-01",
     *                 "has_mec": false,
     *                 "is_pregnant": false,
     *                 "is_parent": false,
     *                 "uses_tobacco": false,
     *                 "gender": "Male",
     *                 "utilization_level": "Low"
     *               }
     *             ],
     *             "has_married_couple": false
     *           },
     *           "market": "Individual",
     *           "place": {
     *             "countyfips": "17031",
     *             "state": "IL",
     *             "zipcode": "60647"
     *           },
     *           "limit": 10,
     *           "offset": 0,
     *           "order": "asc",
     *           "year": 2020
     *     }
     *       ```
     *     Search insurance plans. Each plan object has only the “top” expanded
     *     Benefit objects in benefits array (ER visit, generic RX, specialist
     *     visit, primary care visit, dental coverage) - to get other benefits, call the Plan Details API endpoint; for moops and deductibles, only the in-network and
     *     combined in-out of network tiers are available, other tiers are not
     *     currently supported.
     *
     *     This API is paged. Ten results are returned for each query, and
     *     the total amount of results that match your query is available as the
     *     `total` attribute on the result. Use the `offset` parameter to get
     *     results beyond the first page.
     *     Including the `current_enrollment` property implies a CIC type enrollment is being performed. The `current_enrollment` object is used to provide their current plan id and the tobacco rating they had originally upon enrollment of that plan. This will be used as their tobacco status for the purposes of calculating the premium for their enrolled plan. All other plans will use the persons top level tobacco usage as a basis of rate calculations.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['PlanSearchRequest']
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              plans?: components['schemas']['Plan'][]
              total?: number
              facet_groups?: {
                name?: string
                facets?: {
                  value?: string
                  count?: number
                }[]
              }[]
              rate_area?: components['schemas']['RateArea']
              /** @description The lowest and highest values of premiums and deductibles of all the included plans are calculated and returned here. Premiums range is calculated from the premium_w_credit field */
              ranges?: {
                premiums?: components['schemas']['Range']
                deductibles?: components['schemas']['Range']
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plans/search/stats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Retrieve stats on groups of insurance plans
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *           "income": 52000,
     *           "people": [
     *             {
     *                 "dob": "1992-01-01",
     *                 "aptc_eligible": true,
     *              "gender": "Female",
     *               "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *               "zipcode": "27360"
     *           },
     *           "year": 2019
     *       }
     *       ```
     *     Retrieve stats (avg premium, oopc, etc) on a group of insurance plans. The input is identical to /plans/search, but the return value does not contain any actual plan data.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['PlanSearchRequest']
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              metal_level?: components['schemas']['MetalLevelEnum']
              total?: number
              /** @description The number of simple choice plans available */
              simple_choice?: number
              premiums?: {
                min?: number
                max?: number
                mean?: number
              }
              oopc?: {
                min?: number
                max?: number
                mean?: number
              }
              /** @description Quality ratings will not always be available */
              quality_ratings?: {
                five_star_rating?: number
                four_star_rating?: number
                three_star_rating?: number
                two_star_rating?: number
                one_star_rating?: number
              }
            }[]
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plans/{plan_id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get a plan
     * @description Get a plan's basic details, no premium or APTC calculated.
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path: {
          /**
           * @description 14-character HIOS plan ID
           * @example 11512NC0100031
           */
          plan_id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              plan?: components['schemas']['Plan']
            }
          }
        }
      }
    }
    put?: never
    /**
     * Get plan details with premiums for a household
     * @description #### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results:
     *       ```
     *       {
     *           "household": {
     *           "income": 52000,
     *           "people": [
     *             {
     *                 "age": 27,
     *                 "aptc_eligible": true,
     *              "gender": "Female",
     *               "uses_tobacco": false
     *              }
     *            ]
     *           },
     *           "market": "Individual",
     *           "place": {
     *              "countyfips": "37057",
     *              "state": "NC",
     *               "zipcode": "27360"
     *           },
     *           "year": 2019
     *       }
     *       ```
     *     Get a plan's details, with premium and tax credit calculated.
     *     Including the `current_enrollment` property implies a CIC type enrollment is being performed. The `current_enrollment` object is used to provide their current plan id and the tobacco rating they had originally upon enrollment of that plan. This will be used as their tobacco status for the purposes of calculating the premium for their enrolled plan. All other plans will use the persons top level tobacco usage as a basis of rate calculations.
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
        }
        header?: never
        path: {
          /**
           * @description 14-character HIOS plan ID
           * @example 11512NC0100031
           */
          plan_id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            household?: components['schemas']['Household']
            place: components['schemas']['Place']
            /** @description defaults to current open enrollment year */
            year?: number
            market: components['schemas']['MarketEnum']
            /** @description override the aptc calculation with a specific amount */
            aptc_override?: number
            csr_override?: components['schemas']['CSRRequestEnum']
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              plan?: components['schemas']['Plan']
              rate_area?: components['schemas']['RateArea']
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plans/{plan_id}/quality-ratings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Quality ratings for a plan. If a rating value is missing or is 0, then the rating is considered 'Not Rated' and the corresponding reason value will indicate the reason for the non-rating. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year.
           * @example 2019
           */
          year: components['parameters']['year-required']
        }
        header?: never
        path: {
          /**
           * @description Plan ID
           * @example 95185VA0530001
           */
          plan_id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              quality_rating?: components['schemas']['QualityRating']
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/coverage/stats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Coverage statistics
     * @description Return statistics related to the number of coverage (drugs and providers) records.
     */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              issuers?: number
              drugs?: number
              providers?: number
              providers_plans?: number
              drugs_plans?: number
              last_refreshed_at?: string
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/coverage/search': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Search providers */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description search query
           * @example hospital
           */
          q: string
          /**
           * @description User's ZIP Code for searching nearby
           * @example 19123
           */
          zipcode: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              providers: components['schemas']['NearbyProvider'][]
              drugs: components['schemas']['Drug'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/providers/autocomplete': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Autocomplete nearby providers */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description search query (minimum 3 characters)
           * @example hospital
           */
          q: string
          /**
           * @description 5-digit US zipcode
           * @example 19123
           */
          zipcode: string
          /**
           * @description Provider type, comma separated to specify multiple
           * @example Facility
           */
          type: 'Individual' | 'Facility' | 'Group'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              providers?: components['schemas']['Provider'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/providers/search': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Search providers */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description search query
           * @example hospital
           */
          q: string
          /**
           * @description User's ZIP Code for searching nearby
           * @example 19123
           */
          zipcode: string
          /**
           * @description Provider type, comma separated to specify multiple
           * @example Facility
           */
          type: 'Individual' | 'Facility'
          specialty?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @description URL of next page of results, if any */
              next?: string
              /** @description URL of previous page of results, if any */
              prev?: string
              providers: components['schemas']['NearbyProvider'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/providers/covered': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Get a list of whether a set of providers are covered by given plans */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description array of provider NPIs
           * @example 1407884893
           */
          providerids: string
          /**
           * @description array of plan IDs
           * @example 83761GA0040002
           */
          planids: string
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              'Provider & Drug Coverage'?: components['schemas']['ProviderCoverage'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/states': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description List all U.S. states. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /**
               * @example [
               *       {
               *         "name": "Nevada",
               *         "abbrev": "NV",
               *         "fips": "32",
               *         "marketplace_model": "SBM",
               *         "shop_marketplace_model": "SBM",
               *         "hix_name": "Nevada Health Link",
               *         "hix_url": "https://www.nevadahealthlink.com/",
               *         "shop_hix_name": "Nevada Health Link",
               *         "shop_hix_url": "https://www.nevadahealthlink.com/",
               *         "8962_link": "",
               *         "8965_link": "",
               *         "assister_program_url": "https://www.nevadahealthlink.com/find-assistance/"
               *       },
               *       {
               *         "name": "New York",
               *         "abbrev": "NY",
               *         "fips": "36",
               *         "marketplace_model": "SBM",
               *         "shop_marketplace_model": "SBM",
               *         "hix_name": "NY State of Health",
               *         "hix_url": "https://nystateofhealth.ny.gov/",
               *         "shop_hix_name": "NY State of Health",
               *         "shop_hix_url": "https://nystateofhealth.ny.gov/",
               *         "8962_link": "",
               *         "8965_link": "",
               *         "assister_program_url": "https://nystateofhealth.ny.gov/agent/assistors"
               *       }
               *     ]
               */
              states?: components['schemas']['State'][]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/states/{abbrev}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get a U.S. state from its 2-letter USPS abbreviation. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
        }
        header?: never
        path: {
          /**
           * @description 2-letter USPS state abbreviation, uppercased.
           * @example NV
           */
          abbrev: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['State']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/states/{abbrev}/medicaid': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get Medicaid data for a U.S. state for a specific fiscal year. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year (Defaults to the current year when not specified).
           * @example 2019
           */
          year?: components['parameters']['year-with-default']
          /**
           * @description 1-4 A specific fiscal quarter. When not specified it defaults to the most current data for the specified year
           * @example 2
           */
          quarter?: string
        }
        header?: never
        path: {
          /**
           * @description 2-letter USPS state abbreviation, uppercased.
           * @example NV
           */
          abbrev: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['StateMedicaid']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/states/{abbrev}/poverty-guidelines': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get U.S. federal poverty guidelines for the provided state. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /**
           * @description 4 digit market year.
           * @example 2019
           */
          year: components['parameters']['year-required']
        }
        header?: never
        path: {
          /**
           * @description 2-letter USPS state abbreviation, uppercased.
           * @example NV
           */
          abbrev: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PovertyGuideline']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/rate-areas': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** @description Get market year rate area for a given zip/fips/state. */
    get: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
          /** @description 2-letter USPS state abbreviation */
          state: string
          /** @description 5-digit county FIPS code */
          fips: number
          /** @description 5-digit ZIP Code */
          zipcode: number
          /** @description Insurance market */
          market?: 'Individual' | 'SHOP' | 'Any'
          /**
           * @description 4 digit market year.
           * @example 2019
           */
          year: components['parameters']['year-required']
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Successful response */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['RateArea']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/enrollment/validate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * @description Verify extended enrollment groups. The endpoint assumes an effective date of Jan 1 on enrollees ages unless effective_age is provided on the enrollees.
     *
     *     If `is_custom` is true, the endpoint will validate that each group has available plans for enrollment, otherwise it will only verify that there are no address, hardship, or CSR conflicts.
     *     ### Note
     *     Use this JSON example in the **POST** Body in the request pane to view results
     *       ```
     *       {
     *           "maxAPTC": 0,
     *           "year": 2019,
     *           "is_custom": false,
     *           "division": "HealthCare",
     *           "enrollment_groups": [
     *               {
     *               "id": "a8007732-1425-43e3-81fc-f0e7b9331474",
     *               "effective_date": "2019-01-01",
     *               "csr": "Exchange variant (no CSR)",
     *               "enrollees": [
     *                   "1"
     *               ],
     *               "subscriber_id": "xxxxxxxxxx",
     *               "relationships": [
     *                   {
     *                   "super_id": "1234567",
     *                   "sub_id": "7654321",
     *                   "relationship": ""
     *                   }
     *               ]
     *               }
     *           ],
     *           "enrollees": [
     *               {
     *               "id": "1234567",
     *               "name": "John",
     *               "gender": "Male",
     *               "dob": "1975-01-01",
     *               "location": {
     *                   "city": "Philadelphia",
     *                   "state": "PA",
     *                   "street_1": "123 Fake Street",
     *                   "street_2": "Apt. 237",
     *                   "zipcode": "19123",
     *                   "countyfips": "42101"
     *               },
     *               "csr": "Exchange variant (no CSR)",
     *               "is_filer": true,
     *               "has_hardship": true,
     *               "relationship": "",
     *               "allowed_metal_levels": [
     *                   "Catastrophic"
     *               ],
     *               "allowed_plan_ids": [
     *                   "15614PA0010004"
     *               ],
     *               "current_enrollment": {
     *                   "plan_id": "15614PA0010004",
     *                   "effective_date": "2018-07-07",
     *                   "is_smoker": false
     *               }
     *               }
     *           ]
     *       }
     *       ```
     */
    post: {
      parameters: {
        query: {
          /**
           * @description API key used for authentication
           * @example $MARKETPLACE_API_KEY
           */
          apikey: components['parameters']['apikey']
        }
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Extended enrollment information */
      requestBody?: {
        content: {
          'application/json': components['schemas']['ExtendedEnrollment']
        }
      }
      responses: {
        /** @description The extended enrollment info is valid */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              suggested_groups?: components['schemas']['FlattenedEnrollmentGroup'][]
            }
          }
        }
        /** @description The extended enrollment info is not valid */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              suggested_groups?: components['schemas']['FlattenedEnrollmentGroup'][]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    Address: {
      city?: string
      state?: string
      street_1?: string
      street_2?: string
      zipcode?: string
      /** @description 5-digit county FIPS code */
      countyfips?: string
    }
    ApplicationError400: {
      /**
       * @description Marketplace API status code
       * @example 1003
       */
      code?: string
      /**
       * @description HTTP status code
       * @example 400
       */
      status?: string
      /**
       * @description Message describing the type of error
       * @example invalid get county request
       */
      msg?: string
      /**
       * @description Specific error encountered
       * @example FIPS: has invalid format
       */
      err?: string
    }
    ApplicationError404: {
      /**
       * @description Marketplace API status code
       * @example 1006
       */
      code?: string
      /**
       * @description HTTP status code
       * @example 404
       */
      status?: string
      /**
       * @description Message describing the type of error
       * @example Plan not found
       */
      msg?: string
      /**
       * @description Specific error encountered
       * @example sql: No records found
       */
      err?: string
    }
    Benefit: {
      name?: string
      covered?: boolean
      cost_sharings?: components['schemas']['CostSharing'][]
      explanation?: string
      exclusions?: string
      has_limits?: boolean
      limit_unit?: string
      /** Format: integer */
      limit_quantity?: number
    }
    CostSharing: {
      coinsurance_options?: string
      /** Format: float */
      coinsurance_rate?: number
      copay_amount?: number
      copay_options?: string
      network_tier?: components['schemas']['NetworkTierEnum']
      csr?: components['schemas']['CostSharingReductionEnum']
      display_string?: string
    }
    /**
     * @description Cost-sharing reduction (CSR) override for requests
     * @enum {string}
     */
    CSRRequestEnum: 'CSR73' | 'CSR87' | 'CSR94' | 'LimitedCSR' | 'ZeroCSR'
    /**
     * @description Cost-sharing reduction (CSR)
     * @enum {string}
     */
    CostSharingReductionEnum:
      | 'Exchange variant (no CSR)'
      | 'Zero Cost Sharing Plan Variation'
      | 'Limited Cost Sharing Plan Variation'
      | '73% AV Level Silver Plan CSR'
      | '87% AV Level Silver Plan CSR'
      | '94% AV Level Silver Plan CSR'
      | 'Non-Exchange variant'
      | 'Unknown CSR'
    /**
     * @description Cost-sharing reduction (CSR)
     * @enum {string}
     */
    CSREligibilityEnum: '73% AV Level Silver Plan CSR' | '87% AV Level Silver Plan CSR' | '94% AV Level Silver Plan CSR'
    County: {
      /** @example 04013 */
      fips?: string
      /** @example Maricopa County */
      name?: string
      /**
       * @description 2-letter USPS state abbreviation
       * @example AZ
       */
      state?: string
    }
    /** @description Current/existing enrollment information used to determine tobacco status for CiC enrollments. This will ensure rate calculation is done correctly. */
    CurrentEnrollment: {
      plan_id: components['schemas']['PlanID']
      /** @description Date plan went into effect (ISO-8601 YYYY-MM-DD) */
      effective_date: string
      uses_tobacco: boolean
    }
    DataVersion: {
      name?: string
      /** @description iso-8601 date */
      updated?: string
    }
    Deductible: {
      amount?: number
      csr?: components['schemas']['CostSharingReductionEnum']
      family_cost?: components['schemas']['FamilyCostEnum']
      network_tier?: components['schemas']['NetworkTierEnum']
      /** @enum {string} */
      type?: 'Medical EHB Deductible' | 'Combined Medical and Drug EHB Deductible' | 'Drug EHB Deductible'
      /** @description Applies to individuals */
      individual?: boolean
      /** @description Applies to families */
      family?: boolean
      /** @description An optional human-readable description */
      display_string?: string
    }
    /** @enum {string} */
    DiseaseMgmtProgramsEnum:
      | 'Asthma'
      | 'Heart Disease'
      | 'Depression'
      | 'Diabetes'
      | 'High Blood Pressure and High Cholesterol'
      | 'Low Back Pain'
      | 'Pain Management'
      | 'Pregnancy'
      | 'Weight Loss Programs'
    Drug: {
      /** @description drug ID */
      id?: string
      /** @description normalized SAB=RXNORM name */
      name?: string
      rxcui?: components['schemas']['RxCUI']
      /** @description strength information for this drug */
      strength?: string
      /** @description route information for this drug */
      route?: string
      /** @description full name information for this drug */
      full_name?: string
      /** @description rxtermsDoseForm value for this drug */
      rxterms_dose_form?: string
      /** @description rxnormDoseForm for this drug */
      rxnorm_dose_form?: string
    }
    /** @enum {string} */
    Coverage: 'Covered' | 'NotCovered' | 'DataNotProvided' | 'GenericCovered'
    DrugCoverage: {
      rxcui?: components['schemas']['RxCUI']
      plan_id?: components['schemas']['PlanID']
      coverage?: components['schemas']['Coverage']
      /** @description The RxCUI for the generic equivalent of the given drug */
      generic_rxcui?: string
    }
    Eligibility: {
      /** Format: float */
      aptc?: number
      csr?: components['schemas']['CSREligibilityEnum']
      hardship_exemption?: boolean
      is_medicaid_chip?: boolean
    }
    /**
     * @description family cost enumeration for MOOPs and deductibles
     * @enum {string}
     */
    FamilyCostEnum: 'Individual' | 'Family Per Person' | 'Family'
    /**
     * Format: float
     * @description monthly employee HRA from employer
     */
    HRA: number
    Range: {
      /** Format: float */
      min?: number
      /** Format: float */
      max?: number
    }
    /** @description plan search filter */
    PlanSearchFilter: {
      disease_mgmt_programs?: components['schemas']['DiseaseMgmtProgramsEnum'][]
      division?: components['schemas']['ProductDivisionEnum']
      /** @description Issuer name */
      issuer?: string
      /** @description A List of Issuers names */
      issuers?: string[]
      /** @description A list of Metalic Levels */
      metal_levels?: components['schemas']['MetalLevelEnum'][]
      metal_level?: components['schemas']['MetalLevelEnum']
      /** @description A list of Plan Design Type / Metalic Level Combinations */
      metal_design_types?: components['schemas']['MetalDesignType'][]
      /** @description A list of Plan Design Types */
      design_types?: components['schemas']['DesignTypeEnum'][]
      premium?: number
      type?: components['schemas']['PlanTypeEnum']
      /** @description a list of plan types */
      types?: components['schemas']['PlanTypeEnum'][]
      deductible?: number
      /** @description HSA eligibilty */
      hsa?: boolean
      /** @description Out of Pocket Costs */
      oopc?: number
      /** @description Only show plans with child dental coverage */
      child_dental_coverage?: boolean
      /** @description Only show plans with adult dental coverage */
      adult_dental_coverage?: boolean
      /** @description A list of RXCUIs */
      drugs?: string[]
      /** @description A list of NPIs */
      providers?: string[]
      /** @description Quality ratings for a plan */
      quality_rating?: number
      simple_choice?: boolean
      premium_range?: components['schemas']['Range']
      deductible_range?: components['schemas']['Range']
    }
    /** @enum {string} */
    GenderEnum: 'Male' | 'Female'
    /**
     * @description If a household is not included, will default to Individual household
     * @example {
     *       "income": 20000,
     *       "people": [
     *         {
     *           "age": 34,
     *           "dob": "1984-01-06",
     *           "is_pregnant": false,
     *           "is_parent": false,
     *           "uses_tobacco": false,
     *           "gender": "Male"
     *         }
     *       ],
     *       "has_married_couple": false
     *     }
     */
    Household: {
      /**
       * Format: float
       * @description household's yearly income in dollars
       */
      income?: number
      /**
       * @description Specifies whether a tax payer or tax dependent in the household received unemployment benefits for market year 2021. May affect ATPC and CSR calulations due to income percentage capping if income is above 133% of the Federal poverty level. If the person who received unemployment is a tax dependent, only the eligible CSRs will be affected. Defaults to None
       * @enum {string}
       */
      unemployment_received?: 'Adult' | 'Dependent' | 'None'
      /** @description people in household applying for coverage/seeking eligibility esimate; first is considered the subscriber */
      people?: components['schemas']['Person'][]
      has_married_couple?: boolean
      /** @description The effective date of the application (YYYY-MM-DD) */
      effective_date?: string
    }
    /**
     * @example {
     *       "affordable": "true",
     *       "premium": 850.16
     *     }
     */
    ICHRAResponse: {
      affordable?: boolean
      premium?: number
    }
    /**
     * @example {
     *       "income": 60000,
     *       "people": [
     *         {
     *           "dob": "1979-01-06",
     *           "current_plan": "45127PA0020020",
     *           "csr_variant": "no_csr_eligibility",
     *           "relationship": "Self",
     *           "uses_tobacco": false,
     *           "age": 39
     *         }
     *       ],
     *       "effective_date": "2019-01-01"
     *     }
     */
    LowestCostPlanHousehold: {
      /**
       * Format: float
       * @description household's yearly income in dollars
       */
      income?: number
      /** @description people in household applying for coverage/seeking eligibility esimate */
      people?: components['schemas']['LowestCostPlanPerson'][]
    }
    /** @enum {string} */
    InsuranceMarketEnum: 'QHP' | 'MSP'
    Issuer: {
      /** @description list of allowed relationship types for dependents */
      eligible_dependents?: components['schemas']['Relationship'][]
      /** @description 5-digit HIOS ID */
      id?: string
      /** @description URL for individual market plans */
      individual_url?: string
      /** @description issuer's name */
      name?: string
      /** @description URL for SHOP market plans */
      shop_url?: string
      /** @description 2-letter USPS state abbreviation */
      state?: string
      /** @description toll-free customer service phone number */
      toll_free?: string
      /** @description TTY customer service number) */
      tty?: string
    }
    /** @description maximum out-of-pocket */
    MOOP: {
      amount?: number
      csr?: components['schemas']['CostSharingReductionEnum']
      /** @enum {string} */
      family_cost?: 'Individual' | 'Family' | 'Family Per Person'
      network_tier?: components['schemas']['NetworkTierEnum']
      /** @enum {string} */
      type?:
        | 'Maximum Out of Pocket for Medical and Drug EHB Benefits (Total)'
        | 'Maximum Out of Pocket for Medical EHB Benefits'
        | 'Maximum Out of Pocket for Drug EHB Benefits'
      /** @description Applies to individuals */
      individual?: boolean
      /** @description Applies to families */
      family?: boolean
      /** @description An optional human-readable description */
      display_string?: string
    }
    MarketYear: number
    /** @description Current and supported market years */
    MarketYears: {
      /** @description Current market year */
      current?: number
      /** @description Supported market years */
      supported?: components['schemas']['MarketYear'][]
    }
    /** @enum {string} */
    MarketEnum: 'Individual' | 'SHOP' | 'Any'
    /** @enum {string} */
    MarketplaceModelEnum: 'FFM' | 'FFMPartnership' | 'SBM' | 'SupportedSBM'
    /** @enum {string} */
    MetalLevelEnum: 'Catastrophic' | 'Silver' | 'Bronze' | 'Gold' | 'Platinum'
    /** @enum {string} */
    DesignTypeEnum: 'DESIGN1' | 'DESIGN2' | 'DESIGN3' | 'DESIGN4' | 'DESIGN5' | 'NOT_APPLICABLE'
    MetalDesignType: {
      metal_level?: components['schemas']['MetalLevelEnum']
      design_types?: components['schemas']['DesignTypeEnum'][]
    }
    /** @enum {string} */
    NetworkTierEnum: 'In-Network' | 'In-Network Tier 2' | 'Out-of-Network' | 'Combined In-Out of Network'
    Person: {
      /**
       * Format: integer
       * @description required if dob not provided
       */
      age?: number
      /** @description A person's date of birth (YYYY-MM-DD) required if age not provided */
      dob?: string
      /** @description has minimum essential coverage */
      has_mec?: boolean
      is_parent?: boolean
      /** @description Indicates whether the individual is pregnant or not. If this is true and `pregnant_with` is not provided, `pregnant_with` is assumed to be 1. */
      is_pregnant?: boolean
      /** @description The number of expected children from a pregnancy. If this value is > 0, `is_pregnant` is assumed to be true, even if specified otherwise. */
      pregnant_with?: number
      uses_tobacco?: boolean
      /** @description The last date of regular tobacco use (YYYY-MM-DD) */
      last_tobacco_use_date?: string
      gender?: components['schemas']['GenderEnum']
      utilization_level?: components['schemas']['UtilizationEnum']
      relationship?: components['schemas']['Relationship']
      does_not_cohabitate?: boolean
      /** @description is the given person eligible for APTC */
      aptc_eligible?: boolean
      current_enrollment?: components['schemas']['CurrentEnrollment']
    }
    LowestCostPlanPerson: {
      /** Format: integer */
      age?: number
      /** @default false */
      uses_tobacco: boolean
    }
    /**
     * @example {
     *       "id": "11111PA0000000",
     *       "name": "The Best Plan You Ever Did See",
     *       "premium": 850.16,
     *       "metal_level": "Bronze"
     *     }
     */
    LowestCostPlanResponse: {
      id?: string
      name?: string
      premium?: number
      metal_level?: components['schemas']['MetalLevelEnum']
    }
    /**
     * @example {
     *       "countyfips": "51107",
     *       "state": "VA",
     *       "zipcode": "20103"
     *     }
     */
    Place: {
      /** @description 5-digit county FIPS code */
      countyfips: string
      /** @description 2-letter USPS state abbreviation */
      state: string
      /** @description 5-digit ZIP Code */
      zipcode: string
    }
    Plan: {
      /** @description 14-character HIOS plan ID */
      id?: string
      /** @description Name of the insurance plan */
      name?: string
      benefits?: components['schemas']['Benefit'][]
      deductibles?: components['schemas']['Deductible'][]
      disease_mgmt_programs?: components['schemas']['DiseaseMgmtProgramsEnum'][]
      /** @description if plan has a national network of providers */
      has_national_network?: boolean
      quality_rating?: components['schemas']['QualityRating']
      insurance_market?: components['schemas']['InsuranceMarketEnum']
      issuer?: components['schemas']['Issuer']
      market?: components['schemas']['MarketEnum']
      /**
       * Format: int32
       * @description the maximum age a person is considered a child on their parents' plan
       */
      max_age_child?: number
      metal_level?: components['schemas']['MetalLevelEnum']
      moops?: components['schemas']['MOOP'][]
      /**
       * Format: float
       * @description monthly premium in US dollars, unsubsidized (i.e., no APTC applied)
       */
      premium?: number
      /**
       * Format: float
       * @description monthly premium in US dollars, with APTC applied
       */
      premium_w_credit?: number
      /**
       * Format: float
       * @description monthly premium in US dollars, for essential health benefits portion of total premium
       */
      ehb_premium?: number
      /**
       * Format: float
       * @description monthly pediatric portion of the ehb premium in US dollars
       */
      pediatric_ehb_premium?: number
      /**
       * Format: float
       * @description the portion of the premium that is eligible for APTC
       */
      aptc_eligible_premium?: number
      /** @description true if the premiums are guaranteed (versus estimated) */
      guaranteed_rate?: boolean
      /** @description true if the plan is a Simple Choice plan */
      simple_choice?: boolean
      product_division?: components['schemas']['ProductDivisionEnum']
      specialist_referral_required?: boolean
      /** @description 2-letter USPS state abbreviation */
      state?: string
      type?: components['schemas']['PlanTypeEnum']
      benefits_url?: string
      brochure_url?: string
      formulary_url?: string
      network_url?: string
      /** @description Is this plan eligible as an HSA? */
      hsa_eligible?: boolean
      /** @description out-of-pocket cost; calculated when age, gender and utilization_level are present, otherwise -1 */
      oopc?: number
      suppression_state?: components['schemas']['SuppressionStatus']
      tobacco_lookback?: number
      certification?: components['schemas']['CertificationStatus']
      /** @description Network adequacy */
      network_adequacy?: {
        /** @description The county for which the network adequacy is in scope */
        scope?: string
        /** @description Specialty networks and their network types */
        networks?: Record<string, unknown>
      }
      /** @description Summary of benefits and costs */
      sbcs?: {
        /** @description Typical yearly costs for having a healthy pregnancy and normal delivery for one person */
        baby?: components['schemas']['SBCScenario']
        /** @description Typical yearly costs for managing type 2 diabetes for one person */
        diabetes?: components['schemas']['SBCScenario']
        /** @description Typical yearly costs for treating a simple fracture */
        fracture?: components['schemas']['SBCScenario']
      }
      /** @description 3-month in-network mail order pharmacy benefit */
      rx_3mo_mail_order?: boolean
      /** @description If the given enrollment group/household is ineligible for the plan by business rules, it will be flagged true */
      is_ineligible?: boolean
      covers_nonhyde_abortion?: boolean
      /** @description 6-character id representing the geographic area the plan accepts members from.  The first two characters are the state's abbreviation. */
      service_area_id?: string
    }
    PlanSearchRequest: {
      filter?: components['schemas']['PlanSearchFilter']
      household?: components['schemas']['Household']
      offset?: number
      /** @enum {string} */
      order?: 'asc' | 'desc'
      place: components['schemas']['Place']
      /** @enum {string} */
      sort?: 'premium' | 'deductible' | 'oopc' | 'total_costs' | 'quality_rating'
      /** @description defaults to current open enrollment year */
      year?: number
      market: components['schemas']['MarketEnum']
      /** @description override the aptc calculation with a specific amount */
      aptc_override?: number
      csr_override?: components['schemas']['CSRRequestEnum']
      /** @description Force the display (or suppression) of catastrophic plans */
      catastrophic_override?: boolean
      suppressed_plan_ids?: components['schemas']['PlanIDList']
    }
    /** @enum {string} */
    PlanTypeEnum: 'Indemnity' | 'PPO' | 'HMO' | 'EPO' | 'POS'
    /** @enum {string} */
    ProductDivisionEnum: 'HealthCare' | 'Dental'
    Provider: {
      name: string
      gender?: components['schemas']['ProviderGenderEnum']
      specialties?: string[]
      type: components['schemas']['ProviderTypeEnum']
      /** @enum {string} */
      accepting?: 'accepting' | 'not accepting' | 'accepting in some locations' | 'unknown'
      /** National Provider Identifier */
      npi: string
      languages?: string[]
      /** @description If provider is a facility, this is a list of the applicable facility types */
      facility_types?: string[]
      /** @description provider taxonomy from National Uniform Claim Committee */
      taxonomy?: string
    }
    ProviderCoverage: {
      npi?: components['schemas']['NPI']
      plan_id?: components['schemas']['PlanID']
      coverage?: components['schemas']['Coverage']
      /** @description at which addresses this provider is covered by the plan, if any */
      addresses?: components['schemas']['Address'][]
      /** @enum {string} */
      accepting?: 'accepting' | 'not accepting' | 'accepting in some locations' | 'unknown'
    }
    /** @enum {string} */
    ProviderGenderEnum:
      'Male' | 'Female' | 'Other' | 'Transgender-female' | 'Transgender-male' | 'Non-binary' | 'Non-disclose'
    NearbyProvider: {
      provider: components['schemas']['Provider']
      address?: components['schemas']['Address']
      /** Distance in miles from address, eg., from a proximity search */
      distance: number
    }
    /** @enum {string} */
    ProviderTypeEnum: 'Individual' | 'Facility'
    QualityRating: {
      /** @description True if the plan has a quality rating, otherwise false.  A plan can still be unrated when the quality rating is available */
      available?: boolean
      year?: number
      global_rating?: number
      global_not_rated_reason?: string
      clinical_quality_management_rating?: number
      clinical_quality_management_not_rated_reason?: string
      enrollee_experience_rating?: number
      enrollee_experience_not_rated_reason?: string
      plan_efficiency_rating?: number
      plan_efficiency_not_rated_reason?: string
    }
    /**
     * @example {
     *       "state": "LA",
     *       "area": 7
     *     }
     */
    RateArea: {
      /** @description 2-letter USPS abbreviation */
      state?: string
      /** @description Rate area number for the given state. */
      area?: number
    }
    /** @description Should match one of the [listed valid relationships](#introduction/more-information-about-households). */
    Relationship: string
    SBCScenario: {
      /** Format: float */
      deductible?: number
      /** Format: float */
      copay?: number
      /** Format: float */
      coinsurance?: number
      /** Format: float */
      limit?: number
    }
    /**
     * @example {
     *       "name": "Nevada",
     *       "abbrev": "NV",
     *       "fips": "32",
     *       "marketplace_model": "FFM",
     *       "shop_marketplace_model": "FFM",
     *       "hix_name": "Nevada Health Link",
     *       "hix_url": "https://www.nevadahealthlink.com/",
     *       "shop_hix_name": "Nevada Health Link",
     *       "shop_hix_url": "https://www.nevadahealthlink.com/",
     *       "8962_link": "",
     *       "8965_link": "",
     *       "assister_program_url": "https://www.nevadahealthlink.com/find-assistance/"
     *     }
     */
    State: {
      /** @description 2-letter USPS abbreviation */
      abbrev?: string
      /** @description 2-digit FIPS code */
      fips?: string
      hix_name?: string
      /** Format: uri */
      hix_url?: string
      marketplace?: components['schemas']['MarketplaceModelEnum']
      name?: string
      shop_hix_name?: string
      /** Format: uri */
      shop_hix_url?: string
      shop_marketplace?: components['schemas']['MarketplaceModelEnum']
      /** Format: uri */
      '8962_link'?: string
      /** Format: uri */
      '8965_link'?: string
      /** Format: uri */
      assister_program_url?: string
    }
    Guideline: {
      /**
       * Format: integer
       * @description Total size of household
       */
      household_size?: number
      /**
       * Format: integer
       * @description Federal poverty level guideline
       */
      guideline?: number
    }
    PovertyGuideline: {
      /**
       * Format: integer
       * @description For households over eight members add this value for each additional member
       */
      add_per_person_after_eight?: number
      /** @description Household guidelines */
      guidelines?: components['schemas']['Guideline'][]
    }
    LowIncomeChild: {
      /**
       * Format: integer
       * @description Minimum age
       */
      min_age?: number
      /**
       * Format: integer
       * @description Maximum age
       */
      max_age?: number
      /**
       * Format: float
       * @description Percentage federal poverty level
       */
      pc_fpl?: number
    }
    /**
     * @example {
     *       "name": "KANSAS",
     *       "abbrev": "KS",
     *       "fiscal_year": 2019,
     *       "fiscal_quarter": 1,
     *       "pc_fpl_parent": 0.33,
     *       "pc_fpl_pregnant": 1.66,
     *       "pc_fpl_adult": 0,
     *       "pc_fpl_child_newborn": 1.66,
     *       "pc_fpl_child_1_5": 1.49,
     *       "pc_fpl_child_6_18": 1.33,
     *       "low_income_child": [],
     *       "chip": [
     *         {
     *           "min_age": 0,
     *           "max_age": 18,
     *           "pc_fpl": 2.35
     *         }
     *       ]
     *     }
     */
    StateMedicaid: {
      /** @description Uppercase name */
      name?: string
      /** @description 2-letter USPS abbreviation */
      abbrev?: string
      /**
       * Format: integer
       * @description 4 digit fiscal year
       */
      fiscal_year?: number
      /**
       * Format: integer
       * @description Fiscal quarter (1 - 4)
       */
      fiscal_quarter?: number
      /**
       * Format: float
       * @description Percentage federal poverty level parent caretaker
       */
      pc_fpl_parent?: number
      /**
       * Format: float
       * @description Percentage medicaid federal poverty level pregnant woman
       */
      pc_fpl_pregnant?: number
      /**
       * Format: float
       * @description Percentage federal poverty level adult group
       */
      pc_fpl_adult?: number
      /**
       * Format: float
       * @description Percentage medicaid federal poverty level child
       */
      pc_fpl_child_newborn?: number
      /**
       * Format: float
       * @description Percentage medicaid federal poverty level child 1 - 5
       */
      pc_fpl_child_1_5?: number
      /**
       * Format: float
       * @description Percentage medicaid federal poverty level child 6 - 18
       */
      pc_fpl_child_6_18?: number
      /** @description Low income child eligibility rules */
      low_income_child?: components['schemas']['LowIncomeChild'][]
      /** @description Children's Health Insurance Program eligibility rules */
      chip?: components['schemas']['LowIncomeChild'][]
    }
    /** @enum {string} */
    UtilizationEnum: 'Low' | 'Medium' | 'High'
    ZIPCounty: {
      /** Format: ^[0-9]{5}$ */
      fips?: string
      name?: string
      /** Format: ^[A-Z]{2}$ */
      state?: string
      /** Format: ^[0-9]{5}$ */
      zipcode?: string
    }
    NPI: string
    PlanID: string
    RxCUI: string
    Enrollment: {
      enrollmentGroups?: components['schemas']['EnrollmentGroup'][]
      enrollees?: components['schemas']['Enrollee'][]
    }
    EnrollmentGroup: {
      /** @description Enrollment group id */
      id: string
      /**
       * Format: float
       * @description Advanced Premium Tax Credit amount
       */
      aptc?: number
      /** @description The plan id being queried */
      planID: string
    }
    Enrollee: {
      /** @description Enrollment group id */
      enrollmentGroupID: string
      /** @description Date of last tobacco use (YYYY-MM-DD) */
      tobaccoDate?: string
    }
    RelationshipEdge: {
      /** @description enrollee id */
      super_id?: string
      /** @description enrollee id */
      sub_id?: string
      relationship?: components['schemas']['Relationship']
    }
    ExtendedEnrollee: {
      /** @description The enrollee's id (uuid) */
      id?: string
      /** @description The enrollee's name */
      name?: string
      gender?: components['schemas']['GenderEnum']
      /** @description The enrollee's date of birth (iso8601 date) */
      dob?: string
      location?: components['schemas']['Address']
      csr?: components['schemas']['CostSharingReductionEnum']
      is_filer?: boolean
      /** @description Effective age of the enrollee at time of enrollment. */
      effective_age?: number
      has_hardship?: boolean
      relationship?: components['schemas']['Relationship']
      allowed_metal_levels?: components['schemas']['MetalLevelEnum'][]
      allowed_plan_ids?: components['schemas']['PlanID'][]
      current_enrollment?: components['schemas']['CurrentEnrollment']
    }
    ExtendedEnrollment: {
      /**
       * Format: float
       * @description The max aptc value for the enrollment
       */
      maxAPTC?: number
      /**
       * Format: integer
       * @description The year coverage is being sought for
       */
      year?: number
      /** @description Is this a default enrollment grouping provided by an FFM GetEnrollment request, or a custom grouping? */
      is_custom?: boolean
      division?: components['schemas']['ProductDivisionEnum']
      enrollment_groups?: {
        /** @description The enrollment group id (uuid) */
        id?: string
        csr?: components['schemas']['CostSharingReductionEnum']
        /** @description Enrollee ids */
        enrollees?: string[]
        subscriber_id?: string
        relationships?: components['schemas']['RelationshipEdge'][]
        /** @description Date coverage goes into effect (ISO-8601 YYYY-MM-DD) */
        effective_date?: string
      }[]
      enrollees?: components['schemas']['ExtendedEnrollee'][]
    }
    APTC: {
      /** Format: float */
      aptc_amount?: number
      is_catastrophic?: boolean
      enrollment_groups?: components['schemas']['APTCEnrollmentGroup']
    }
    APTCEnrollmentGroup: {
      id?: string
      /** Format: float */
      aptc_eligible_premium?: number
      division?: components['schemas']['ProductDivisionEnum']
      enrollees?: components['schemas']['APTCEnrollee']
    }
    APTCEnrollee: {
      is_pediatric?: boolean
      /** Format: float */
      aptc_percentage?: number
    }
    APTCAllocationResult: {
      enrollment_group_id?: number
      amount?: number
    }
    FlattenedEnrollmentGroup: {
      id?: string
      csr?: components['schemas']['CostSharingReductionEnum']
      enrollees?: components['schemas']['ExtendedEnrollee'][]
      grouping_reason?: string
      /** Format: integer */
      year?: number
      subscriber_id?: string
      relationships?: components['schemas']['RelationshipEdge'][]
      effective_date?: string
    }
    PlanIDList: string[]
    /** @enum {string} */
    SuppressionStatus: 'Available' | 'Suspended' | 'Closed' | 'Not Applicable'
    /** @enum {string} */
    CertificationStatus: 'Certified' | 'Not Certified' | 'Decertified' | 'Certified Off-Exchange SADP'
  }
  responses: never
  parameters: {
    /**
     * @description 4 digit market year (Defaults to the current year when not specified).
     * @example 2019
     */
    'year-with-default': number
    /**
     * @description 4 digit market year.
     * @example 2019
     */
    'year-required': number
    /**
     * @description API key used for authentication
     * @example $MARKETPLACE_API_KEY
     */
    apikey: string
    /**
     * @description 5 digit ZIP Code or 1-4 digit prefix of a ZIP Code
     * @example 19123
     */
    zipcode: string
    /**
     * @description 5-digit county FIPS code
     * @example 37057
     */
    fips: string
  }
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
