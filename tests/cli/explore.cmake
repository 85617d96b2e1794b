# gpu-sizer-cli explore (issue #29): a map's cells are estimate's numbers; bad axes refused.
# Included from tests/cli/CMakeLists.txt.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME cli.explore.cells_are_estimates
  COMMAND ${Python3_EXECUTABLE} -B ${CMAKE_CURRENT_SOURCE_DIR}/explore_check.py $<TARGET_FILE:gpu-sizer-cli>)
set_tests_properties(cli.explore.cells_are_estimates PROPERTIES
  PASS_REGULAR_EXPRESSION "explore_check: 12 memory cells and a TPOT cell agree with estimate; [0-9]+ assumptions swing the cost")
add_test(NAME cli.explore.csv
  COMMAND gpu-sizer-cli explore --x method:full,lora,qlora --y gpu:h100-sxm,l40s --metric time --csv)
set_tests_properties(cli.explore.csv PROPERTIES
  PASS_REGULAR_EXPRESSION "method,gpu,time,low,high,verdict\r?\nfull,h100-sxm,[0-9.]+,[0-9.]+,[0-9.]+,(fits|tight|does_not_fit)")
add_test(NAME cli.explore.unknown_input COMMAND gpu-sizer-cli explore --x batch:1..8 --y seq-len:512..2048)
set_tests_properties(cli.explore.unknown_input PROPERTIES
  PASS_REGULAR_EXPRESSION "--x: unknown input or value 'batch' \\(inputs: seq-len, micro-batch")
add_test(NAME cli.explore.out_of_range COMMAND gpu-sizer-cli explore --x tp:0..8 --y seq-len:512..2048)
set_tests_properties(cli.explore.out_of_range PROPERTIES
  PASS_REGULAR_EXPRESSION "--x: a value outside 1 to 1024 \\(whole numbers\\)")
add_test(NAME cli.explore.same_input COMMAND gpu-sizer-cli explore --x tp:1..8 --y tp:1..2)
set_tests_properties(cli.explore.same_input PROPERTIES PASS_REGULAR_EXPRESSION "--x and --y name the same input")
