# gpu-sizer-cli export: the workbook (opened as a spreadsheet program reads it), the ranked
# table and the PDF, headless; bad formats refused. Included from tests/cli/CMakeLists.txt.
set(GPUSIZER_EXPORT_EXAMPLE "${PROJECT_SOURCE_DIR}/resources/examples/llama-3.1-70b-qlora-1xh100.gpusizer.json")
set(GPUSIZER_EXPORT_OUT "${CMAKE_CURRENT_BINARY_DIR}/export-test")
file(MAKE_DIRECTORY "${GPUSIZER_EXPORT_OUT}")
find_package(Python3 REQUIRED COMPONENTS Interpreter)

add_test(NAME cli.export.xlsx_writes
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --format xlsx
          --out ${GPUSIZER_EXPORT_OUT}/en.xlsx --customer "Nordlys Analyse AS")
add_test(NAME cli.export.xlsx_opens
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/xlsx_check.py ${GPUSIZER_EXPORT_OUT}/en.xlsx
          Summary Options "Bill of materials" "Total cost of ownership" Facility Assumptions)
set_tests_properties(cli.export.xlsx_opens PROPERTIES DEPENDS cli.export.xlsx_writes
  PASS_REGULAR_EXPRESSION "xlsx_check: 6 sheets")
# The suffix of --out picks the format; the sheets are named in the workbook's language.
add_test(NAME cli.export.xlsx_writes_nb
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --lang nb --currency NOK
          --out ${GPUSIZER_EXPORT_OUT}/nb.xlsx)
add_test(NAME cli.export.xlsx_opens_nb
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/xlsx_check.py ${GPUSIZER_EXPORT_OUT}/nb.xlsx
          Sammendrag Alternativer Stykkliste "Totale eierkostnader" "Strøm og plass" Forutsetninger)
set_tests_properties(cli.export.xlsx_opens_nb PROPERTIES DEPENDS cli.export.xlsx_writes_nb
  PASS_REGULAR_EXPRESSION "xlsx_check: 6 sheets")
add_test(NAME cli.export.csv_stdout
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --format csv --out -)
set_tests_properties(cli.export.csv_stdout PROPERTIES PASS_REGULAR_EXPRESSION
  "Rank,GPU,GPUs,Layout,Memory per GPU \\(GiB\\),[^\r]*\r\n1,[^,]+,[0-9]+,")
add_test(NAME cli.export.pdf
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --out ${GPUSIZER_EXPORT_OUT}/report.pdf)
set_tests_properties(cli.export.pdf PROPERTIES PASS_REGULAR_EXPRESSION "wrote .*report.pdf")
add_test(NAME cli.export.unknown_format
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --format docx --out ${GPUSIZER_EXPORT_OUT}/x.docx)
set_tests_properties(cli.export.unknown_format PROPERTIES
  PASS_REGULAR_EXPRESSION "unknown format 'docx' for --format \\(xlsx, csv or pdf\\)")
add_test(NAME cli.export.no_format
  COMMAND gpu-sizer-cli export --scenario ${GPUSIZER_EXPORT_EXAMPLE} --out ${GPUSIZER_EXPORT_OUT}/noext)
set_tests_properties(cli.export.no_format PROPERTIES
  PASS_REGULAR_EXPRESSION "--format xlsx\\|csv\\|pdf is required")
foreach(name xlsx_writes xlsx_writes_nb csv_stdout pdf unknown_format no_format)
  set_tests_properties(cli.export.${name} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
endforeach()
