# Tests of the workbook and table export (ui/export): the sheets' content in every language,
# the CSV and the XLSX files.
target_sources(gpusizer_ui_tests PRIVATE
  test_export_workbook.cpp)
