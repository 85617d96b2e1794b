# gpu-sizer-cli recommend --pareto (issue #29): a non-dominated front whose points estimate
# reproduces; the table shows the front only. Included from tests/cli/CMakeLists.txt.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME cli.pareto.front_reproduced_by_estimate
  COMMAND ${Python3_EXECUTABLE} -B ${CMAKE_CURRENT_SOURCE_DIR}/pareto_check.py $<TARGET_FILE:gpu-sizer-cli>)
set_tests_properties(cli.pareto.front_reproduced_by_estimate PROPERTIES
  PASS_REGULAR_EXPRESSION "pareto_check: serving fronts of [1-9][0-9]* of [0-9]+, .*sampled points reproduced by estimate")
add_test(NAME cli.pareto.serving_table
  COMMAND gpu-sizer-cli recommend --model llama-3.1-70b --method inference --concurrency 200 --tpot-ms 50 --top 1 --pareto)
set_tests_properties(cli.pareto.serving_table PROPERTIES PASS_REGULAR_EXPRESSION
  "Pareto front: output tokens/s per GPU against tokens/s per user \\(1000 / TPOT p99\\)\n.*tok/s/gpu +tok/s/user.*\n[1-9][0-9]* of [0-9]+ configurations on the front, [1-9][0-9]* dominated \\(not shown\\); costs in USD")
add_test(NAME cli.pareto.training_table COMMAND gpu-sizer-cli recommend --model llama-3.1-8b --method lora --top 1 --pareto)
set_tests_properties(cli.pareto.training_table PROPERTIES PASS_REGULAR_EXPRESSION
  "Pareto front: rent total against wall-clock hours\n.*\n[1-9][0-9]* of [0-9]+ configurations on the front, [0-9]+ dominated \\(not shown\\)")
add_test(NAME cli.pareto.bad_engine COMMAND gpu-sizer-cli recommend --pareto --pareto-engines vllm,foo)
set_tests_properties(cli.pareto.bad_engine PROPERTIES PASS_REGULAR_EXPRESSION
  "--pareto-engines must be all or engines joined by commas \\(vllm,.*\\), not 'vllm,foo'")
