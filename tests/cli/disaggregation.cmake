# gpu-sizer-cli recommend --disaggregate and estimate of a split deployment (issue #30 point 2).
# Included from tests/cli/CMakeLists.txt (Python3 found by pareto.cmake).
add_test(NAME cli.disaggregation.splits_meet_targets_and_reproduce
  COMMAND ${Python3_EXECUTABLE} -B ${CMAKE_CURRENT_SOURCE_DIR}/disaggregation_check.py $<TARGET_FILE:gpu-sizer-cli>)
set_tests_properties(cli.disaggregation.splits_meet_targets_and_reproduce PROPERTIES
  PASS_REGULAR_EXPRESSION "disaggregation_check: [1-9][0-9]* splits among [1-9][0-9]* candidates")
# The table names each deployment; a split as xPyD with each pool's tensor parallelism.
add_test(NAME cli.disaggregation.table
  COMMAND gpu-sizer-cli recommend --model llama-3.1-70b --method inference --requests-per-s 5 --input-len 8000
          --output-len 300 --ttft-ms 2000 --tpot-ms 50 --disaggregate --top 0)
set_tests_properties(cli.disaggregation.table PROPERTIES PASS_REGULAR_EXPRESSION
  "purchase  deployment       reasons\n.* colocated +weights_split.*\n[^\n]* [1-9][0-9]*P\\(TP[1248]\\)\\+[1-9][0-9]*D\\(TP[1248]\\) +weights_split")
# Without the flag the table has no deployment column.
add_test(NAME cli.disaggregation.table_without_flag
  COMMAND gpu-sizer-cli recommend --model llama-3.1-70b --method inference --requests-per-s 5 --input-len 8000
          --output-len 300 --ttft-ms 2000 --tpot-ms 50 --top 0)
set_tests_properties(cli.disaggregation.table_without_flag PROPERTIES PASS_REGULAR_EXPRESSION "purchase  reasons\n"
  FAIL_REGULAR_EXPRESSION "deployment +reasons|P\\(TP[1-9]")
# estimate of a split: the pools, the prefill queue and the hand-over under the serving figures.
add_test(NAME cli.disaggregation.estimate_text
  COMMAND gpu-sizer-cli estimate --model llama-3.1-70b --method inference --gpu h100-sxm --requests-per-s 5
          --input-len 8000 --output-len 300 --ttft-ms 2000 --tpot-ms 50 --prefill-replicas 3 --prefill-tp 8
          --decode-replicas 1 --decode-tp 8)
set_tests_properties(cli.disaggregation.estimate_text PROPERTIES PASS_REGULAR_EXPRESSION
  "disaggregated +3P\\(TP8\\)\\+1D\\(TP8\\): 3 x 8 GPU\\(s\\) prefill \\+ 1 x 8 GPU\\(s\\) decode = 32 GPUs\n +prefill worker +[0-9.]+ ms a prompt.*\n +KV hand-over +[0-9.]+ ms for 2[.]44 GiB over the scale-out network")
add_test(NAME cli.disaggregation.one_pool_refused
  COMMAND gpu-sizer-cli estimate --model llama-3.1-70b --method inference --prefill-replicas 2)
set_tests_properties(cli.disaggregation.one_pool_refused PROPERTIES PASS_REGULAR_EXPRESSION
  "needs both --prefill-replicas and --decode-replicas")
add_test(NAME cli.disaggregation.offline_refused
  COMMAND gpu-sizer-cli estimate --model llama-3.1-70b --method inference --prefill-replicas 1 --decode-replicas 1
          --decode-tp 4 --offline-requests 100)
set_tests_properties(cli.disaggregation.offline_refused PROPERTIES PASS_REGULAR_EXPRESSION
  "estimated for a stream of requests")
# export --disaggregate: the ranked table lists split deployments as recommend --disaggregate and
# the window with "Split prefill and decode" checked rank them. For the 70B question at TPOT 30 ms
# the first row is 4 prefill workers of TP 2 and 1 decode worker of TP 2, 4 x 2 + 1 x 2 = 10 GPUs
# (docs/estimation.md); without the flag no row is split.
set(GPUSIZER_SPLIT_QUESTION --model llama-3.1-70b --method inference --engine vllm --requests-per-s 5
    --input-len 8000 --output-len 300 --ttft-ms 2000 --tpot-ms 30 --percentile p99)
add_test(NAME cli.disaggregation.export_lists_splits
  COMMAND gpu-sizer-cli export ${GPUSIZER_SPLIT_QUESTION} --format csv --out - --disaggregate)
set_tests_properties(cli.disaggregation.export_lists_splits PROPERTIES
  PASS_REGULAR_EXPRESSION "\r\n1,\"[^\"]+\",10,4P\\(TP2\\)\\+1D\\(TP2\\),"
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
add_test(NAME cli.disaggregation.export_without_flag
  COMMAND gpu-sizer-cli export ${GPUSIZER_SPLIT_QUESTION} --format csv --out -)
set_tests_properties(cli.disaggregation.export_without_flag PROPERTIES
  PASS_REGULAR_EXPRESSION "\r\n1,\"[^\"]+\",[0-9]+,TP" FAIL_REGULAR_EXPRESSION "P\\(TP[1-9]"
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
# The flag is in the help of both document commands.
foreach(command report export)
  add_test(NAME cli.disaggregation.${command}_help COMMAND gpu-sizer-cli ${command} --help)
  set_tests_properties(cli.disaggregation.${command}_help PROPERTIES PASS_REGULAR_EXPRESSION
    "\n  --disaggregate +serving: the configurations also list prefill and decode")
endforeach()
