# Provenance on every figure (issue #24 point 5): estimate --json and each recommend --json
# candidate say how many measured runs of quality A or B of the GPU's family and the regime
# stand behind the figures, from how many sources, or that they are modelled only (and the
# interval widened); the text output says it in one line. Keys are sorted. Included from
# tests/cli/CMakeLists.txt.
add_test(NAME cli.estimate_provenance_measured
  COMMAND gpu-sizer-cli estimate --model llama-3.1-8b --method qlora --gpu a100-80gb-sxm --json)
set_tests_properties(cli.estimate_provenance_measured PROPERTIES PASS_REGULAR_EXPRESSION
  "\"provenance\": {[ \n]*\"family\": \"ampere\",[ \n]*\"fitted\": true,[ \n]*\"measured\": true,[ \n]*\"measured_rows\": [1-9][0-9]*,[ \n]*\"memory_rows\": [1-9][0-9]*,[ \n]*\"regime\": \"qlora\",[ \n]*\"sources\": [2-9],[ \n]*\"throughput_rows\": [1-9][0-9]*[ \n]*}")
# H100 is fitted (pre-training, LoRA, inference runs) but no QLoRA run was on it: modelled only,
# and the interval is not the calibrated one.
add_test(NAME cli.estimate_provenance_modelled
  COMMAND gpu-sizer-cli estimate --model llama-3.1-8b --method qlora --gpu h100-sxm --json)
set_tests_properties(cli.estimate_provenance_modelled PROPERTIES PASS_REGULAR_EXPRESSION
  "\"interval\": {[ \n]*\"calibrated\": false,.*\"provenance\": {[ \n]*\"family\": \"hopper\",[ \n]*\"fitted\": true,[ \n]*\"measured\": false,[ \n]*\"measured_rows\": 0,[ \n]*\"memory_rows\": 0,[ \n]*\"regime\": \"qlora\",[ \n]*\"sources\": 0,")
add_test(NAME cli.estimate_provenance_text
  COMMAND gpu-sizer-cli estimate --model llama-3.1-8b --method qlora --gpu mi300x)
set_tests_properties(cli.estimate_provenance_text PROPERTIES PASS_REGULAR_EXPRESSION
  "\nProvenance modelled, not measured on this family \\(cdna3, qlora\\): the interval is widened\n")
add_test(NAME cli.estimate_provenance_text_measured
  COMMAND gpu-sizer-cli estimate --model llama-3.1-8b --method lora --gpu a100-80gb-sxm)
set_tests_properties(cli.estimate_provenance_text_measured PROPERTIES PASS_REGULAR_EXPRESSION
  "\nProvenance measured on [1-9][0-9]* runs from [2-9] sources \\(ampere, lora: memory [0-9]+, speed [0-9]+\\)\n")
# Serving counts the serving rows: H100 inference is measured.
add_test(NAME cli.estimate_provenance_serving
  COMMAND gpu-sizer-cli estimate --model llama-3.1-8b --method inference --gpu h100-sxm --json)
set_tests_properties(cli.estimate_provenance_serving PROPERTIES PASS_REGULAR_EXPRESSION
  "\"provenance\": {[ \n]*\"family\": \"hopper\",[ \n]*\"fitted\": true,[ \n]*\"measured\": true,[ \n]*\"measured_rows\": [1-9][0-9]+,[^}]*\"regime\": \"inference\",")
# Every candidate carries its own family's: QLoRA was measured on Ampere, never on Hopper.
add_test(NAME cli.recommend_provenance
  COMMAND gpu-sizer-cli recommend --model llama-3.1-8b --method qlora --top 0 --json)
set_tests_properties(cli.recommend_provenance PROPERTIES PASS_REGULAR_EXPRESSION
  "\"provenance\": {[ \n]*\"family\": \"ampere\",[ \n]*\"fitted\": true,[ \n]*\"measured\": true,.*\"provenance\": {[ \n]*\"family\": \"hopper\",[ \n]*\"fitted\": true,[ \n]*\"measured\": false,|\"provenance\": {[ \n]*\"family\": \"hopper\",[ \n]*\"fitted\": true,[ \n]*\"measured\": false,.*\"provenance\": {[ \n]*\"family\": \"ampere\",[ \n]*\"fitted\": true,[ \n]*\"measured\": true,")
