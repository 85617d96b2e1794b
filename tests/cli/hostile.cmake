# Hostile and broken input files (issue #27 point 2): every reader refuses devices and pipes
# at once and reads at most its cap, atomic saves never replace a device or pipe, files named
# on the command line that cannot be read or used exit with 1 (as --help and the man page
# say), and what a file gets wrong is named. Included from tests/cli/CMakeLists.txt.
set(GPUSIZER_HOSTILE_DATA "${PROJECT_SOURCE_DIR}/tests/data/hostile")
set(GPUSIZER_HOSTILE_OUT "${CMAKE_CURRENT_BINARY_DIR}/hostile")
set(GPUSIZER_HOSTILE_EXAMPLE "${PROJECT_SOURCE_DIR}/resources/examples/llama-3.1-70b-qlora-1xh100.gpusizer.json")

# cli_expect(NAME STATUS <status> [MATCH <regex>] [REJECT <regex>] [FIFO <path>]
#            [STDOUT_STARTS <text>] ARGS <argument>...): runs gpu-sizer-cli through expect_status.cmake.
function(cli_expect name)
  cmake_parse_arguments(PARSE_ARGV 1 E "" "STATUS;MATCH;REJECT;FIFO;STDOUT_STARTS" "ARGS")
  list(JOIN E_ARGS "|" joined)
  set(defs "-DCLI=$<TARGET_FILE:gpu-sizer-cli>" "-DARGS=${joined}" "-DSTATUS=${E_STATUS}")
  foreach(option MATCH REJECT FIFO STDOUT_STARTS)
    if(DEFINED E_${option})
      list(APPEND defs "-D${option}=${E_${option}}")
    endif()
  endforeach()
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} ${defs} -P ${CMAKE_CURRENT_SOURCE_DIR}/expect_status.cmake)
  set_tests_properties(${name} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" TIMEOUT 120)
endfunction()

# Devices and pipes: refused at once (/dev/zero aborted with std::bad_alloc, a pipe blocked).
cli_expect(cli.hf_config_device STATUS 1 MATCH "/dev/zero: not a regular file"
  ARGS estimate --hf-config /dev/zero)
cli_expect(cli.hf_config_pipe STATUS 1 MATCH "not a regular file" FIFO ${GPUSIZER_HOSTILE_OUT}/config.json
  ARGS estimate --hf-config ${GPUSIZER_HOSTILE_OUT}/config.json)
cli_expect(cli.validate_device STATUS 1 MATCH "/dev/zero: not a regular file"
  ARGS validate --cases /dev/zero)
cli_expect(cli.validate_pipe STATUS 1 MATCH "not a regular file" FIFO ${GPUSIZER_HOSTILE_OUT}/cases.csv
  ARGS validate --cases ${GPUSIZER_HOSTILE_OUT}/cases.csv)
cli_expect(cli.scenario_pipe STATUS 1 MATCH "not a regular file" FIFO ${GPUSIZER_HOSTILE_OUT}/pipe.gpusizer.json
  ARGS estimate --scenario ${GPUSIZER_HOSTILE_OUT}/pipe.gpusizer.json)
# The report is not written over a pipe (nor, through the same check, over /dev/null as root).
cli_expect(cli.report_out_pipe STATUS 1 MATCH "is not a regular file" FIFO ${GPUSIZER_HOSTILE_OUT}/report.pdf
  ARGS report --scenario ${GPUSIZER_HOSTILE_EXAMPLE} --out ${GPUSIZER_HOSTILE_OUT}/report.pdf)
# "--out -": the PDF on standard output, and nothing else there.
cli_expect(cli.report_out_stdout STATUS 0 STDOUT_STARTS "%PDF-"
  ARGS report --scenario ${GPUSIZER_HOSTILE_EXAMPLE} --out -)

# Missing and broken files named on the command line exit with 1, bad flags with 2.
cli_expect(cli.scenario_missing_status STATUS 1 MATCH "cannot read the file"
  ARGS estimate --scenario /nonexistent-gpu-sizer-dir/x.gpusizer.json)
cli_expect(cli.price_list_missing_status STATUS 1 MATCH "cannot read the file"
  ARGS gpus --price-list /nonexistent-gpu-sizer-dir/prices.csv)
cli_expect(cli.recommend_price_list_missing_status STATUS 1 MATCH "cannot read the file"
  ARGS recommend --price-list /nonexistent-gpu-sizer-dir/prices.csv)
cli_expect(cli.hf_config_missing_status STATUS 1 MATCH "cannot use --hf-config"
  ARGS estimate --hf-config /nonexistent-gpu-sizer-dir/config.json)
cli_expect(cli.bad_flag_status STATUS 2 MATCH "invalid value 'nvdia' for --vendor: nvidia [|] amd [|] intel [|] all"
  ARGS estimate --vendor nvdia)

# Exchange rates: USD is the base and 1 ("USD": 1000 divided every catalog price by 1,000).
cli_expect(cli.scenario_usd_rate STATUS 1 MATCH "field 'prices.exchange_rates.per_usd.USD'\\): 1000 is not 1"
  ARGS estimate --scenario ${GPUSIZER_HOSTILE_DATA}/usd_rate_1000.gpusizer.json)
# A vendor typo is refused on read instead of filtering every GPU out.
cli_expect(cli.scenario_vendor_typo STATUS 1 MATCH "unknown value \\(field 'requirements.vendor'\\): Nvdia"
  ARGS recommend --scenario ${GPUSIZER_HOSTILE_DATA}/vendor_typo.gpusizer.json)
# An empty recommendation says which filter emptied it.
cli_expect(cli.recommend_nothing_offered STATUS 3 MATCH "the price list offers no GPU, so there is nothing to recommend"
  REJECT "No catalog GPU and count" ARGS recommend --only-offered)
cli_expect(cli.recommend_vendor_not_offered STATUS 3 MATCH "the price list offers no AMD GPU"
  ARGS recommend --only-offered --vendor amd --price-list ${PROJECT_SOURCE_DIR}/tests/data/price_list_sample.csv)
cli_expect(cli.recommend_emptied_by_json STATUS 3 MATCH "\"emptied_by\": \"only_offered\""
  ARGS recommend --only-offered --json)

# Price lists: a misspelt column is refused, a bad cell named by line and column (the quoted
# line break in row 1 counts), a rent of 0 has no break-even (never "inf h/year").
cli_expect(cli.price_list_misspelt_column STATUS 1 MATCH "line 1, column rent_per_hr is no key or column"
  ARGS gpus --price-list ${GPUSIZER_HOSTILE_DATA}/price_list_misspelt_column.csv)
cli_expect(cli.price_list_bad_cell STATUS 1 MATCH "\\(line 4, column rent_per_hour\\): -3 is not between 0 and"
  ARGS estimate --price-list ${GPUSIZER_HOSTILE_DATA}/price_list_bad_cell.csv)
cli_expect(cli.price_list_zero_rent STATUS 0 MATCH "no break-even" REJECT "inf h/year|pays off above"
  ARGS estimate --gpu h100-sxm --price-list ${GPUSIZER_HOSTILE_DATA}/price_list_zero_rent.csv)

# validate does not succeed when no row could be estimated.
cli_expect(cli.validate_every_row_fails STATUS 1 MATCH "none of the 2 rows could be estimated"
  ARGS validate --cases ${GPUSIZER_HOSTILE_DATA}/validation_every_row_fails.csv)

# --screenshot takes nothing from the last session and leaves nothing in it: the scenario it
# opens is not added to the recent files.
add_test(NAME gui.screenshot_leaves_no_recent_file
  COMMAND ${CMAKE_COMMAND} -DAPP=$<TARGET_FILE:gpu-sizer> -DSCENARIO=${GPUSIZER_HOSTILE_EXAMPLE}
          -DOUT=${GPUSIZER_HOSTILE_OUT}/screenshot -P ${CMAKE_CURRENT_SOURCE_DIR}/screenshot_session_check.cmake)
set_tests_properties(gui.screenshot_leaves_no_recent_file PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" TIMEOUT 120)
