# Tests of the PDF sizing report (ui/report): contents per language, page size, vector charts,
# atomic writing, layout, export dialog, examples, the printed validation accuracy, the options
# compared, what moves the answer, a split deployment, and values that fit their table columns on one line.
target_sources(gpusizer_ui_tests PRIVATE
  test_report.cpp
  test_report_accuracy.cpp
  test_report_cellfit.cpp
  test_report_export.cpp
  test_report_fixtures.h
  test_report_layout.cpp
  test_report_options.cpp
  test_report_quote.cpp
  test_report_sensitivity.cpp
  test_report_split.cpp
  test_report_serving.cpp)
target_compile_definitions(gpusizer_ui_tests PRIVATE
  GPUSIZER_REPORT_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
