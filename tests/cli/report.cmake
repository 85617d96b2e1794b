# gpu-sizer-cli report: writes the PDF of an example scenario, headless; refuses bad input.
# Included from tests/cli/CMakeLists.txt (needs the gpu-sizer-cli target linked with the report writer, gpusizer_ui_report).
set(GPUSIZER_REPORT_EXAMPLE "${PROJECT_SOURCE_DIR}/resources/examples/llama-3.1-70b-qlora-1xh100.gpusizer.json")
set(GPUSIZER_REPORT_OUT "${CMAKE_CURRENT_BINARY_DIR}/report-test")

add_test(NAME cli.report.writes_pdf
  COMMAND ${CMAKE_COMMAND}
    -DCLI=$<TARGET_FILE:gpu-sizer-cli>
    -DSCENARIO=${GPUSIZER_REPORT_EXAMPLE}
    -DOUT=${GPUSIZER_REPORT_OUT}
    -P ${CMAKE_CURRENT_SOURCE_DIR}/report_check.cmake)
set_tests_properties(cli.report.writes_pdf PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen")

add_test(NAME cli.report.unknown_language
  COMMAND gpu-sizer-cli report --scenario ${GPUSIZER_REPORT_EXAMPLE} --lang fr --out ${GPUSIZER_REPORT_OUT}/fr.pdf)
set_tests_properties(cli.report.unknown_language PROPERTIES
  WILL_FAIL ON ENVIRONMENT "QT_QPA_PLATFORM=offscreen")

add_test(NAME cli.report.unwritable_path
  COMMAND gpu-sizer-cli report --scenario ${GPUSIZER_REPORT_EXAMPLE} --out /nonexistent-gpu-sizer-dir/report.pdf)
set_tests_properties(cli.report.unwritable_path PROPERTIES
  PASS_REGULAR_EXPRESSION "could not be saved as /nonexistent-gpu-sizer-dir/report.pdf"
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
