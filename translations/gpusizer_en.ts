<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Applicability</name>
    <message>
        <source>Full fine-tuning, LoRA and pre-training keep the weights in the training precision; a separate weight format applies to QLoRA and inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference trains nothing, so there is no optimizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only LoRA and QLoRA train adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference has no backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel sharding is a training technique; inference splits a model with tensor or pipeline parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding needs more than one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offload of optimizer state and parameters is a training technique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference does not go through a training dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft-model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n-gram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs speculative decoding only without pipeline parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not offer %2 speculative decoding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no multi-token-prediction (MTP) module to draft with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model preset is smaller than this model and shares its vocabulary of %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split deployment %1 sets each pool&apos;s tensor parallel degree. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pools of the split deployment %1 run without pipeline parallelism. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillOfMaterials</name>
    <message>
        <source>Buy: %1 × %2 at %3, the servers they need not included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;GiB CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indicative list price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s), %2 used) · %3</source>
        <translation>
            <numerusform>Buy: %1 (%Ln GPU, %2 used) · %3</numerusform>
            <numerusform>Buy: %1 (%Ln GPUs, %2 used) · %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s)) · %2</source>
        <translation>
            <numerusform>Buy: %1 (%Ln GPU) · %2</numerusform>
            <numerusform>Buy: %1 (%Ln GPUs) · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s) at %1&#xa0;kW each</source>
        <comment>racks at a power budget per rack</comment>
        <translation>
            <numerusform>%Ln rack at %1&#xa0;kW</numerusform>
            <numerusform>%Ln racks at %1&#xa0;kW each</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&#xa0;kWh a year at %2&#xa0;% of the rated power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;BTU/h of heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, refurbished</source>
        <comment>a system bought refurbished or used</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2&#xa0;×&#xa0;%3</source>
        <comment>cards in host servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the systems you sell holds it: the catalog&apos;s is quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisaggregationText</name>
    <message>
        <source>%1P(TP%2)+%3D(TP%4)</source>
        <comment>xPyD: prefill workers (P) and their tensor parallel degree, decode workers (D) and theirs; as gpu-sizer-cli prints it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill %1&#xa0;×&#xa0;TP%2 · decode %3&#xa0;×&#xa0;TP%4</source>
        <comment>workers × tensor parallel degree of each pool</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV hand-over %1</source>
        <comment>the time one prompt&apos;s KV cache takes to reach its decode worker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n prefill worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n prefill worker with tensor parallel %1</numerusform>
            <numerusform>%n prefill workers with tensor parallel %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decode worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n decode worker with tensor parallel %1</numerusform>
            <numerusform>%n decode workers with tensor parallel %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2: %n GPU(s)</source>
        <comment>the two pools, then the GPUs of both</comment>
        <translation>
            <numerusform>%1 and %2: %n GPU</numerusform>
            <numerusform>%1 and %2: %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt: %1; the prefill workers are %2 busy, a prompt waits %3 for one on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the fast link (NVLink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the scale-out network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV hand-over: %1 of one prompt&apos;s cache %2 at %3 GB/s per GPU, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token from the decode workers alone: no prompt rides in their steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pools of up to %1 workers at these sizes meet the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the targets need %1 prefill and %n decode worker(s)</source>
        <translation>
            <numerusform>the targets need %1 prefill and %n decode worker</numerusform>
            <numerusform>the targets need %1 prefill and %n decode workers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmptyListText</name>
    <message>
        <source>No GPU of the types asked for is in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no GPU made by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no GPU. Mark what you sell as offered in the price list, or clear “Only what I sell”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no %1 GPU. Mark what you sell as offered in the price list, or clear “Only what I sell” or the vendor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU left to try has tensor cores for training in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot run these weight and KV-cache formats on any GPU left to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog GPU and count serves this load within its targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog GPU and count fits this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NF4 (4-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (keep all activations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective (recompute attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (recompute every layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager (materialised scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP (replicas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 (+ weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP (full shard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP hybrid (shard in node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP grad-op (like ZeRO-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state and weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp4 (NVFP4, MXFP4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline batch job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM V0 (before 0.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMDeploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TGI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is too large to be a GPU Sizer file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not valid JSON (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not a valid CSV table (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The required field “%1” is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field “%1” has the wrong type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of “%1” is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%2” of “%1” is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model type (%1) cannot be imported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU “%1” is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of GPU Sizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 could not be written (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot be estimated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LoRA target module is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number format matrix products run in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of GPUs must be a multiple of the tensor, pipeline and context parallel degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has a value no estimate can be made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a setting has a value no estimate can be made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did you mean “%1” (%2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a whole number between %2 and %3 (it is %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be between %2 and %3 (it is %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must divide “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is quantised, and quantised weights cannot be trained directly (LoRA or QLoRA train adapters on them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving engine cannot run %1 (“%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be used: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be %2 (it is %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving engine does not run on %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a date written YYYY-MM-DD (it is “%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is no field GPU Sizer knows (a misspelt name?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file: GPU Sizer reads and writes files only, not folders, devices or pipes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no multi-token-prediction module to draft with (“%1”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft model must have the target model’s vocabulary of %1 tokens (“%2”)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizing</source>
        <comment>the word ending a report&apos;s file name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart</source>
        <comment>a saved chart&apos;s file name when the chart has no title</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuardRailText</name>
    <message>
        <source>The estimate implies %1 MFU in training, above the %2 that measured runs reach: the training time is probably too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: its throughput is probably too high and its latencies too low.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: the decode speed is probably too high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimated training step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimated decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving estimate&apos;s decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LaunchCommandText</name>
    <message>
        <source>No Hugging Face repository is known for this model: put the checkpoint&apos;s path in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights&apos; format needs a checkpoint quantised to it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KV-cache format has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallelism has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix caching has no flag at this version: enable KV block reuse in the engine&apos;s configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replica spans servers: start it with the engine&apos;s multi-node launcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Start %n replica(s),</source>
        <comment>then: each on N GPUs</comment>
        <translation>
            <numerusform>Start %n replica,</numerusform>
            <numerusform>Start %n replicas,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each on %n GPU(s) (%1):</source>
        <comment>after: Start N replicas,</comment>
        <translation>
            <numerusform>each on %n GPU (%1):</numerusform>
            <numerusform>each on %n GPUs (%1):</numerusform>
        </translation>
    </message>
    <message>
        <source>This engine has no pipeline parallelism at this version: the replica&apos;s pipeline stages need another engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No checkpoint of the draft head is known for this model: put its path in place of the name derived from the model&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative decoding with this method has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ownership</name>
    <message>
        <source>Purchase %1, residual value −%2, financing %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy %1 (%2 kWh a year), colocation %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support %1, software licences %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning costs less than renting above %1 h a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting stays cheaper at any use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The purchase pays for itself in %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own %1 a month, rent %2</source>
        <comment>the same hours of use</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 years at %2 h a year: %3, against %4 renting the same hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickStarts</name>
    <message>
        <source>QLoRA fine-tuning of a 7B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB or 80 GB; 24 GB can be enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning of a 7B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning of a 13B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning of a 70B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB (HGX) with NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference of a 70B+ model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training a small model (&lt;1B) from scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training a large model (7B+) from scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB or a multi-node A100 cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Startup adapting a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large-model lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: multi-node clusters of H100 with NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 80 GB, gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB with NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference of a 7–13B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB or 1–2 × H100 80 GB; consider int8/int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 40 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs with 40–80 GB; one A100 80 GB covers most fine-tuning up to 13B with efficient techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 4–8 GPUs; a 4 × A100 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs per instance, e.g. A100 40 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Fits on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas on more GPUs for speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state sharded over the GPUs (ZeRO-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients and optimizer state sharded (ZeRO-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state sharded (FSDP / ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state kept in host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers split by tensor and pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights split by tensor parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective activation checkpointing to fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full activation checkpointing to fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller micro-batch, more gradient accumulation (same global batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest GPUs of this type that fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More GPUs than needed, for speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spans several nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch %1 (yours: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointing %1 (yours: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings changed from yours: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas to carry the load within the latency targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the KV-cache pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine&apos;s batch limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth (more users cost little)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latency target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity: the load exceeds what the replicas complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights do not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishes after the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs more than the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs for more than a year: not a plan one can recommend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset does not fill one global batch: less than one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No listed system holds these GPUs: priced per GPU, the servers they need are not included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* Speed not calibrated: no measured run of this GPU family, its efficiency is assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest GPUs of this type and layout that finish by the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch raised to one sequence per replica (a pipeline: one micro-batch per stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your framework cannot run this layout: %1 can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts split by expert parallelism, attention data parallel over the same GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the systems you sell holds it: quoted on the catalog&apos;s systems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportLaunchText</name>
    <message>
        <source>Launch command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only flags the engine&apos;s command line has at this version; the settings it does not name keep the engine&apos;s defaults.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServingDeclineText</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>GPU names, then a count</comment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1 would need over %2 × the GPUs the load&apos;s weights and arithmetic need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its KV cache holds %1 users a replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 users a replica holds meet the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GPUs (%3 × %4) where the load needs at least %5; %6; one request alone takes %7 per output token (%8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServingGroup</name>
    <message>
        <source>Chat 1k/300</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAG 8k/300</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarisation 4k/500</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning 1k/4k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch 128/128</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadGroup</name>
    <message>
        <source>%1 T tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes GPU memory, training time and cost for AI workloads.

Version: %1
Qt version: %2
Build type: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AssumptionsLabel</name>
    <message>
        <source>Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed MFU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed utilisation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incl. CUDA context %1 and allocator reserve %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rental prices as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU: the share of the GPU&apos;s peak tensor throughput a run achieves. Time and cost scale with its inverse. The allocator reserve covers the caching allocator&apos;s fragmentation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory = peak per GPU (nvidia-smi)</source>
        <comment>short form of the status bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU %1</source>
        <comment>short form of the status bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilisation %1</source>
        <comment>short form of the status bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context %1, allocator reserve %2</source>
        <comment>short form of the status bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context %1, reserve %2</source>
        <comment>shortest form of the status bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices of %1</source>
        <comment>short form of the status bar: the date of the rental prices</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BoundedSpinBox</name>
    <message>
        <source>%1 is above the limit: set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is below the minimum: set to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BreakdownChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over (+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>KV pool (%n seq.)</source>
        <comment>the paged KV cache of a serving engine and the sequences it holds</comment>
        <translation>
            <numerusform>KV pool (%n seq.)</numerusform>
            <numerusform>KV pool (%n seq.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 interval: %2</source>
        <comment>coverage (80 %) and a memory range (31–38 GiB)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 of comparable measured runs needed memory in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 usable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ChartExportMenu</name>
    <message>
        <source>Chart Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Chart as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ClusterGroup</name>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offload %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GP&amp;U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs pe&amp;r node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shardin&amp;g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offloa&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs that split every layer&apos;s matrices (best within one NVLink domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages the layers are split into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB usable · %2 GB/s · %3 TFLOP/s bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GPU in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep optimizer state (and weights) in host memory; saves GPU memory, costs time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentNames</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master weights (fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentShortNames</name>
    <message>
        <source>Weights</source>
        <comment>short label of the weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>short label of the LoRA adapters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <comment>short label of the fp32 master weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grads</source>
        <comment>short label of the gradients</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <comment>short label of the optimizer state</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activ.</source>
        <comment>short label of the activations</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits</source>
        <comment>short label of the logits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV</source>
        <comment>short label of the KV cache</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffers</source>
        <comment>short label of the temporary buffers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA</source>
        <comment>short label of the CUDA context</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator</source>
        <comment>short label of the allocator reserve</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::DataCsvAction</name>
    <message>
        <source>Data Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::DisplayFormat</name>
    <message>
        <source>– h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + optimizer offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + CPU offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>tokens, multiples of 1,048,576</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1K</source>
        <comment>tokens, multiples of 1,024</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–&#xa0;ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;ms</source>
        <comment>milliseconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP&#xa0;%1&#xa0;×&#xa0;%2</source>
        <comment>tensor parallel degree × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP&#xa0;%1&#xa0;×&#xa0;%2</source>
        <comment>expert parallel degree × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP&#xa0;%1&#xa0;×&#xa0;PP&#xa0;%2&#xa0;×&#xa0;%3</source>
        <comment>tensor parallel degree × pipeline stages × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>the date of a dated price, a QDate format</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreMapWidget</name>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be estimated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreText</name>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per kW a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>axis title: name (unit)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1G</source>
        <comment>tokens, multiples of 10^9</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>tokens, multiples of 10^6</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>tokens, multiples of 1,000</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight (inside the safety margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreView</name>
    <message>
        <source>Apply map cell</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportDialog</name>
    <message>
        <source>Export Sizing Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consultant&apos;s &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompany:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;per size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who the report is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed under the cover block, e.g. the validity of a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the PDF &amp;afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo&amp;go:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Valid for (days):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image file printed top right on the cover, e.g. your company&apos;s logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;AT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cover and the quote say the report is valid until its date plus these days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made from the date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number printed on the quote page; empty for one made from the date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rate of the report&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT added on the quote page: the standard rate of the report&apos;s language (Norway 25 %, Germany 19 %, none in English) or the rate typed; 0 leaves it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Workbook</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportFile</name>
    <message>
        <source>The scenario cannot be estimated, so there is nothing to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workbook could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be saved as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FileController</name>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Model Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Import Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FitSuggestionText</name>
    <message>
        <source>%1 per GPU (%2 used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch %1 → %2 (accumulation %3 → %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA instead of training every weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA (4-bit base weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload weights and optimizer to CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload the optimizer to CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache in fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights in fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights in 4 bits (int4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism %1 → %2 (%3 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2 (fewer users on each replica)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts of %1 tokens instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT %1 %2, TTFT %1 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::HeadlineStrip</name>
    <message>
        <source>%1 (%2) fits: %3 used, %4, %5 rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the highlighted settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Fits on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ Does not fit on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 of %2 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 per GPU (peak, as nvidia-smi shows it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 if owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over by %1. See the suggestions for what makes it fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Tight on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less than the %1 safety margin stays free: fragmentation or a longer batch may run out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (TP %2)</source>
        <comment>GPUs and tensor parallel degree</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ The weights do not fit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the model over more GPUs (tensor parallel) or choose a GPU with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <comment>concurrent users</comment>
        <translation>
            <numerusform>%n user</numerusform>
            <numerusform>%n users</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1</source>
        <comment>an offline job</comment>
        <translation>
            <numerusform>%n request in %1</numerusform>
            <numerusform>%n requests in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Serves %2 at %3 TPOT %4 on %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>KV pool holds %n sequence(s)</source>
        <comment>per replica</comment>
        <translation>
            <numerusform>KV pool holds %n sequence</numerusform>
            <numerusform>KV pool holds %n sequences</numerusform>
        </translation>
    </message>
    <message>
        <source>limited by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the targets need %n replica(s)</source>
        <translation>
            <numerusform>the targets need %n replica</numerusform>
            <numerusform>the targets need %n replicas</numerusform>
        </translation>
    </message>
    <message>
        <source>no number of replicas meets the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The sequence length %1 exceeds the model&apos;s context window of %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In brackets: the range in GiB per GPU that about %1 of comparable measured runs fell in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Widened: no measured runs calibrate this GPU family.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::InputText</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully trained modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation per kW a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences per GPU a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent or own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refurbished systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consultant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid for (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase pinned for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent pinned for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::IntervalText</name>
    <message>
        <source>full fine-tuning and pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA and QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training, fine-tuning and inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %Ln measured run(s)</source>
        <comment>GPU family: speed fitted to measured runs</comment>
        <translation>
            <numerusform>calibrated on %Ln measured run</numerusform>
            <numerusform>calibrated on %Ln measured runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>speed not calibrated, memory checked on %Ln measured run(s)</source>
        <translation>
            <numerusform>speed not calibrated, memory checked on %Ln measured run</numerusform>
            <numerusform>speed not calibrated, memory checked on %Ln measured runs</numerusform>
        </translation>
    </message>
    <message>
        <source>not calibrated: no measured run</source>
        <comment>GPU family</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 family: %Ln measured run(s) of quality A or B (memory %2, speed %3)</source>
        <comment>%1 GPU family, %2 runs that measured memory, %3 runs that measured speed</comment>
        <translation>
            <numerusform>%1 family: %Ln measured run of quality A or B (memory %2, speed %3)</numerusform>
            <numerusform>%1 family: %Ln measured runs of quality A or B (memory %2, speed %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but its %3 interval reaches %4: scaled to this estimate, at least 1 in %5 comparable measured runs needed more than the usable memory.</source>
        <comment>%1 and %2 memory, %3 a percentage (80 %), %4 memory, %5 a number (10)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but inside the safety margin: spikes and fragmentation may run it out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate is %1 per GPU: of the %Ln comparable measured run(s) (%2), %3 needed between %4 and %5 times the memory predicted for them.</source>
        <comment>%1 a memory range, %2 the kind of runs, %3 a percentage (80 %), %4 and %5 factors</comment>
        <translation>
            <numerusform>The interval for this estimate is %1 per GPU: of the %Ln comparable measured run (%2), %3 needed between %4 and %5 times the memory predicted for them.</numerusform>
            <numerusform>The interval for this estimate is %1 per GPU: of the %Ln comparable measured runs (%2), %3 needed between %4 and %5 times the memory predicted for them.</numerusform>
        </translation>
    </message>
    <message>
        <source>The interval is wider than that because no measured run calibrates this GPU family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate&apos;s time per output token (%1) is %2–%3: of the %Ln measured serving run(s) with a time per output token, %4 took between %5 and %6 times the time predicted for them.</source>
        <comment>%1 the statistic (p99), %2 and %3 times, %4 a percentage (80 %), %5 and %6 factors</comment>
        <translation>
            <numerusform>The interval for this estimate&apos;s time per output token (%1) is %2–%3: of the %Ln measured serving run with a time per output token, %4 took between %5 and %6 times the time predicted for them.</numerusform>
            <numerusform>The interval for this estimate&apos;s time per output token (%1) is %2–%3: of the %Ln measured serving runs with a time per output token, %4 took between %5 and %6 times the time predicted for them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LengthsView</name>
    <message>
        <source>By length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length are drawn for training. An inference deployment is sized against its load: see the throughput and latency chart beside the memory breakdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LiveLabel</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Sizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large type and fewer panels for a projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick start…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick start scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU by component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU for each method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU versus sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Price List and Exchange Rates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark colours instead of the system&apos;s colour scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced with the price list saved in this scenario; yours applies again to a new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing &amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workbook (XLSX)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked &amp;Table (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map of the scenario over two of its inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapControls</name>
    <message>
        <source>&amp;Across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input along the map&apos;s horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input along the map&apos;s vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each cell&apos;s colour shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the axis starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the axis ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapToolTip</name>
    <message>
        <source>No serving figures: the model does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an offline job has a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number of replicas meets the targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not apply to this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be estimated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band: %1 – %2</source>
        <comment>about 8 in 10 measured runs lie between low and high</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(coarse grid: refining when the changes pause)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodComparisonChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ✘</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods compared (memory per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method comparison chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inf.</source>
        <comment>abbreviation of Inference under a narrow bar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-tr.</source>
        <comment>abbreviation of Pre-training under a narrow bar</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodGroup</name>
    <message>
        <source>Method %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA targets %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weight format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA ran&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA &amp;targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number format of the matrix products (mixed precision keeps fp32 master weights where the method needs them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight storage format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA target layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unquantised (as precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention (q, k, v, o)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All linear + embeddings and LM head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the frozen base weights are stored (QLoRA: 4-bit NF4; inference: int8/int4 halve or quarter the weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full logits in fp32 for the loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fused kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eager PyTorch kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foreach AdamW step (a temporary the size of one moment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fused optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer step one parameter at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of them are overridden in the Sequence and batch group.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodLines</name>
    <message>
        <source>%1 does not fit</source>
        <comment>a method</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ModelGroup</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to search the presets by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any size from 0.1 to 1,000 billion parameters: a plausible dense architecture is derived from real model families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the architecture from a Hugging Face config.json (or drop one on the window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · %3 heads (%4 KV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 experts, %2 active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the Imported Model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was read from its config.json. Another size replaces it by a dense model derived from real model families: its layers, heads and experts are not kept. (Undo brings it back.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionText</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (rent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Met (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsPanel</name>
    <message>
        <source>Rename Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the option:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin as &amp;Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the scenario as it is now as an option to compare (two to four)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected option the scenario in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected option (or double-click its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected option from the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin two to four scenarios to compare them side by side here and on a page of the sizing report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>GPUs and their parallel strategy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario in the window now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario in the window now. Double-click to rename.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This input is not the same in every option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsView</name>
    <message>
        <source>&amp;Options Compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pinned options side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options compared (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OwnershipGroup</name>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The facility&apos;s energy over the IT energy: cooling and power losses (1.3: a modern air-cooled data centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation price per kilowatt and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack space, cooling and power feed per kW of the systems&apos; rated power and month, electricity billed apart (USD 195: CBRE North America, H2 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resi&amp;dual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value at the end, per cent of the purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the hardware fetches at the end of its lifetime (27 %: four years at the 28 % a year used A100s lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;nterest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of capital, per cent a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The purchase is paid as an annuity over the lifetime at this rate; 0 for a purchase paid in cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;pport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware support a year, per cent of the purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A support contract a year as a share of the purchase (10 %: OEM cover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licen&amp;ces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software per GPU a year, such as NVIDIA AI Enterprise (USD 4,500 list); 0 for an open-source stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per kW a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per GPU a year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoChart</name>
    <message>
        <source>%1 against %2</source>
        <comment>chart title: y axis against x axis</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoText</name>
    <message>
        <source>Time of the run (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user (1000 / TPOT %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent of the run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 · EP %2</source>
        <comment>tensor and expert parallel degrees</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · PP %1</source>
        <comment>pipeline stages</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · replicas: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences in flight per replica: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: %1 · Engine: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens/s per GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT %1: %2 · TPOT %1: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M output tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated: another configuration is better in both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the latency targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to use this configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated: another configuration is faster and cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the deadline or the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the front: %1 of %2</source>
        <comment>configurations</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoView</name>
    <message>
        <source>On the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the TPOT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the deadline or budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed not calibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating the front…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the front…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration serves this load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Pareto point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Front:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every &amp;engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also the other serving engines (about eight times the configurations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto front of the configurations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PinnedOptions</name>
    <message>
        <source>Option %1</source>
        <comment>a pinned scenario: Option A, Option B</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n options are pinned, the most that compare side by side: unpin one to pin this scenario.</source>
        <translation>
            <numerusform>%n options are pinned, the most that compare side by side: unpin one to pin this scenario.</numerusform>
            <numerusform>%n options are pinned, the most that compare side by side: unpin one to pin this scenario.</numerusform>
        </translation>
    </message>
    <message>
        <source>This scenario is pinned already, as “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceDefaults</name>
    <message>
        <source>Years the hardware is owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation per kW and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of capital a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware support a year, of the purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use a year, training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use a year, serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget of a rack (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD per kW and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of the purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of the purchase a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD per GPU and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of rated power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nebius depreciates its GPUs over 4 years (bizety.com, 2025-09-23); servers elsewhere over 5-6 years: Amazon 5 (10-K, 2025-02-07), Microsoft and Alphabet 6 (filings of 2022-23), CoreWeave 6 (S-1, 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the US commercial average of 14.6 US cents/kWh, rounded up (US EIA Electric Power Monthly, table 5.6.A, as compiled by energypricestoday.com, 2026-04-26); industrial customers paid 9.29 cents in January 2026 (US EIA, via YCharts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new, large facility: new builds reach 1.3 or better (Uptime Institute Global Data Center Survey 2024); the industry average is 1.54 (Uptime Institute Global Data Center Survey 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CBRE North America Data Center Trends H2 2025: USD 194.95 per kW and month for 250-500 kW in the US primary markets; space, cooling and the power feed, electricity billed apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1 - 0.28)^4 = 0.27 after 4 years: used A100 80GB SXM4 modules lost 28.2 % a year (SpotWire, eBay sold comparisons, 2026-06-04); Epoch AI training-cost-trends depreciates hardware 0.14 orders of magnitude a year (2026-04-01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the low end of the 8-12 % cost of capital of data-centre investment and the middle of the 6-12 % APR of equipment finance (fundnode.co, 2026); private-credit GPU loans run 10-17 % (gpuloans.com, 2025-12-15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OEM hardware support costs 10-12 % of the purchase a year (librarytechnology.org), 10-15 % (philipcrewe.net, 2013-05-27)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none for an open-source stack; NVIDIA AI Enterprise costs USD 4,500 per GPU and year (NVIDIA Q3 FY2024 earnings call, 2023-11-21)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a working year of runs, 50 weeks of 40 hours; owned GPUs often do less: their measured utilisation in non-optimised enterprise Kubernetes clusters averages 5 % (Cast AI, State of Kubernetes Optimization Report, 2026)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>around the clock: 365 days of 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-GPU H100 nodes drew 76 % of their 10.2 kW rating in compute-intensive training (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 30-40 kW an AI rack asks for (Purkay Labs, 2026), above the 10-30 kW most racks run at (Uptime Institute Global Data Center Survey 2025) and below the 120 kW of a liquid-cooled GB200 NVL72 rack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListController</name>
    <message>
        <source>Your price list could not be read, the catalog prices apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price list applies now but could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListDialog</name>
    <message>
        <source>Price list and exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your prices for the GPUs of the catalog. Rows you changed are shown in bold; a price you leave is the catalog&apos;s, converted into the row&apos;s currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold by us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers, racks, workstations and cards one buys the GPUs in, and systems of your own. Rows you changed are shown in bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I sell: recommendations keep to the GPUs marked here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of the price, YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add system…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a system of your own (a vendor&apos;s configuration) with its price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes a system of your own; a catalog system gets its catalog price back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units of each currency per US dollar. Amounts are converted through USD at these rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rates &amp;date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rates come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restores the catalog&apos;s prices (or the built-in exchange rates) on the current tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. my-hgx-h200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system with this id exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network between units, per GPU in one direction: the NICs&apos; total over the unit&apos;s GPUs (8 × 400 Gb/s for 8 GPUs: 400). Several units are timed with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refurbished or used systems are quoted only where the quote includes refurbished systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <comment>new or refurbished</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <comment>condition of a system</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refurbished</source>
        <comment>condition of a system: refurbished or used</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PricesGroup</name>
    <message>
        <source>Rent price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rent per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;ifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Po&amp;wer price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware lifetime in years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kilowatt-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of every amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purc&amp;hase per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A price for the chosen GPU only; 0 for its price-list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List price of %1 dated %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every amount is converted at the exchange rates of the price list (Edit menu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;sage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours a year the owned hardware works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning is costed per hour at these hours a year and compared with renting at the same hours; 0 for the workload&apos;s: a serving deployment around the clock (8,760 h), training 2,000 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic: %1 h a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average dr&amp;aw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power draw while running, per cent of the rated power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The systems&apos; average draw while they run as a share of their rated power: the energy of owning and the kWh a year are taken at it (76 %: compute-intensive training on 8-GPU H100 servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rac&amp;k budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget of one rack in kilowatts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power one rack may draw: the facility sheet counts the racks the systems need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An all-in price per GPU for the chosen GPU only; 0 for its share of the %1 it is quoted on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ProvenanceText</name>
    <message numerus="yes">
        <source>%Ln run(s)</source>
        <comment>measured runs of quality A or B</comment>
        <translation>
            <numerusform>%Ln run</numerusform>
            <numerusform>%Ln runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln source(s)</source>
        <comment>distinct repositories or documents the measured runs come from</comment>
        <translation>
            <numerusform>%Ln source</numerusform>
            <numerusform>%Ln sources</numerusform>
        </translation>
    </message>
    <message>
        <source>pre-training</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference and serving</source>
        <comment>kind of measured runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured on %1 from %2 (%3, %4)</source>
        <comment>%1 runs, %2 sources, %3 the GPU family (Hopper), %4 the kind of run (QLoRA fine-tuning)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modelled, not measured on this family (%1, %2)</source>
        <comment>%1 the GPU family (Hopper), %2 the kind of run (QLoRA fine-tuning)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured on %1 from %2</source>
        <comment>%1 runs, %2 sources</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modelled, not measured on this family</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) measured</source>
        <comment>shortest form of the status bar</comment>
        <translation>
            <numerusform>%Ln run measured</numerusform>
            <numerusform>%Ln runs measured</numerusform>
        </translation>
    </message>
    <message>
        <source>modelled only</source>
        <comment>shortest form of the status bar: no measured run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1 of quality A or B of %2 on the %3 family, from %4.</source>
        <comment>%1 runs, %2 the kind of run (QLoRA fine-tuning), %3 the GPU family (Hopper), %4 sources</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modelled, not measured on this family: no run of %1 on the %2 family was measured, so the interval is the wider one.</source>
        <comment>%1 the kind of run (QLoRA fine-tuning), %2 the GPU family (Hopper)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::QuoteGroup</name>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish &amp;within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configurations that finish later come after those that meet it; 0 for no deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most the run may cost to rent, or the systems to buy; 0 for no budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;y by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay by renting or buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured GPU families first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU families whose speed no measured run calibrates come after the others and are marked with *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only GPUs and systems the price list marks as sold by us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Price list and exchange rates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What “Best value” and the budget count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include refurbished systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also quote refurbished and used systems at their own price; the quote says which condition it quotes. Off: new hardware only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include refurbished and used systems in the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a spare system (N+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One spare system (or card) beside those the configuration needs: in the purchase and rack units, not in the power drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationPanel</name>
    <message>
        <source>Apply this change to the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest to rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest to own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the selected configuration to the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What makes it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank configurations by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended configurations (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value: the cheapest configuration that meets the deadline and budget of the Quote group, measured GPU families first; ties by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendations (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy launch command</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationTableModel</name>
    <message>
        <source>%1 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration you have set now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs and GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the work is spread over the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory per GPU as nvidia-smi shows it, and the share of the GPU&apos;s usable memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall-clock time of the whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the run when renting: GPU-hours times the rental price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the run on owned GPUs: amortisation, power and hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences of the given lengths one replica&apos;s KV-cache pool holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens per second of the deployment at the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token at the targets&apos; statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per million output tokens at the month&apos;s average load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent of every GPU of the deployment for a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per 1M out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <comment>free memory per GPU; fits by the estimate, not by the high end of its interval</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory left on each GPU at the peak (headroom). Tight: fits by the estimate, but not by the high end of its interval (some comparable measured runs needed more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;kW · %2&#xa0;U</source>
        <comment>rated power and rack units</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is bought: the systems (or cards and their host servers) the configuration is quoted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated power and rack units of those systems (the facility sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel degree × replicas of the model; a split deployment: prefill workers (P) and decode workers (D), each with its tensor parallel degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportExport</name>
    <message>
        <source>Save Sizing Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing report saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Ranked Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked table saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportOptions</name>
    <message>
        <source>Options compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options considered for this project, side by side. Memory is per GPU (required of usable); time and cost are for the whole dataset, in each option&apos;s currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is the scenario the rest of this report describes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no estimate: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportOwnership</name>
    <message numerus="yes">
        <source>%1 × %2 (%n GPU(s))</source>
        <comment>units × system</comment>
        <translation>
            <numerusform>%1 × %2 (%n GPU)</numerusform>
            <numerusform>%1 × %2 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase less a residual value of %1 at the end, paid as an annuity at %2 interest a year; energy at %3 of the rated %4 kW (PUE %5, %6 per kWh); colocation %7 per kW and month; support %8 of the purchase a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; software licences %1 per GPU and year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; no software licences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning %1 for %2 years at %3 hours of use a year, against renting the same GPUs for the same hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Financing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy (%1 kWh a year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Over %n year(s)</source>
        <translation>
            <numerusform>Over %n year</numerusform>
            <numerusform>Over %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owning %1, renting %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owning costs less above %1 hours of use a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renting stays cheaper at any use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays for itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 months at %2 hours a year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportQuote</name>
    <message>
        <source>%1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware support a year (%1 % of the purchase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Software licences for %n GPU(s), per year</source>
        <translation>
            <numerusform>Software licences for %n GPU, per year</numerusform>
            <numerusform>Software licences for %n GPUs, per year</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Switches and cabling between the %n systems are not included.</numerusform>
            <numerusform>Switches and cabling between the %n systems are not included.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices in %1, VAT shown separately; list prices dated %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices in %1, excluding VAT; list prices dated %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted on the terms of this quote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted for %1 on the terms of this quote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportText</name>
    <message>
        <source>Memory figures are the peak per GPU as nvidia-smi reports it (memory used on the device): %1 that PyTorch allocates (max_memory_allocated), plus %2 that its caching allocator holds in reserve, plus %3 for the CUDA context and kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each %1 can use %2: what the driver leaves for allocations, not the memory size printed on the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed assumes the GPUs reach %1 of their peak dense %2 throughput (%3 TFLOP/s per GPU) on the model&apos;s arithmetic (model FLOPs utilisation, MFU). Well-tuned training reaches 35–55 %; small batches, small models and slow links reach less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work per token: %1 GFLOP for the model&apos;s forward and backward passes, %2 GFLOP with recomputation and dequantisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 GPUs, communication not hidden behind computation takes %2 s of each %3 s step; the GPUs together run at %4 of %1 times one GPU&apos;s speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model: Korthikanti et al., “Reducing Activation Recomputation in Large Transformer Models” (2022); Rajbhandari et al., “ZeRO” (2019); Dettmers et al., “QLoRA” (2023); EleutherAI, “Transformer Math 101”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time model: NVIDIA Megatron-LM; Isaev et al., “Calculon” (SC&apos;23); cli99/llm-analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculated with %1 %2. The estimate is a planning aid, not a guarantee: measure a short run before committing to hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn on activation checkpointing (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shorten the sequences to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the %1 optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard the model states (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move states to host memory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication between GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configurations that were considered, best first. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration of this scenario. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 epochs of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens per second per GPU, %2 for all GPUs; limited by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GPU-hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens per second per request, %2 for the batch; limited by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost when renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost on owned GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU and year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renting %1, owning %2 at %3 hours of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent or own: owning a GPU becomes cheaper than renting it above %1 hours of use a year (%2 of the time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, owning is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, renting is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent or own: at these prices renting stays cheaper at any amount of use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per GPU of %3, about %4 and %5 when renting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to %1: it needs %2 per GPU and fits on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the sequences from %1 to at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 with %2: %3 per GPU of %4, about %5 and %6 when renting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single change among those tried (another method, shorter sequences, other GPU configurations) makes this scenario fit. More GPUs with sharding of the model states, or a smaller model, are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixture of experts: %1 experts, %2 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attention heads (%2 key/value heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocabulary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with rank %2, alpha %3, on %4 (%5 trainable parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights stored as %1, computed in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; fp32 master copy of the trained weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; no separate fp32 master copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences per GPU × %2 accumulation steps × %3 data-parallel replicas = %4 sequences per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU and fits on %4, with %5 to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU, %4 more than the %5 each GPU of %6 can use, so it does not fit as configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training on %1 takes about %2 (%3 GPU-hours) and costs about %4 when renting, or %5 on owned GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It generates about %1 tokens per second per request (%2 per second for the batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The section “%1” lists changes that bring it within the GPU&apos;s memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory savers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation checkpointing: %1; attention: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 usable per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per epoch × %2 epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory of one GPU by what occupies it. The dashed line is the memory the GPU can use; the part of the bar beyond it does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory of the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory (RAM) needed as well: %1 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same model, data and GPUs with each fine-tuning method (and inference for comparison): memory per GPU, and time and rent for the whole dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU sizing report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was sized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning, LoRA and QLoRA compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would make it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy of the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimator was checked against %1 published memory measurements of real training, fine-tuning and inference runs: its peak memory per GPU is off by %2 on average (median %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its speed was checked against %1 measured throughputs: off by %2 on average (median %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat the figures in this report accordingly, and keep a margin of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (one epoch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No training time could be estimated for this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, one epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 of memory missing on each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 sequence(s) per GPU with %2 accumulation steps (same global batch)</source>
        <translation>
            <numerusform>%1 sequence per GPU with %2 accumulation steps (same global batch)</numerusform>
            <numerusform>%1 sequences per GPU with %2 accumulation steps (same global batch)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU and fits on %4 with only %5 to spare, less than the %6 safety margin: it may run out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tight (inside the safety margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <comment>copies of the model serving in parallel</comment>
        <translation>
            <numerusform>%Ln replica</numerusform>
            <numerusform>%Ln replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tensor parallel %1, %Ln replica(s)</source>
        <translation>
            <numerusform>tensor parallel %1, %Ln replica</numerusform>
            <numerusform>tensor parallel %1, %Ln replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs per replica, %Ln replica(s)</source>
        <translation>
            <numerusform>%1 GPUs per replica, %Ln replica</numerusform>
            <numerusform>%1 GPUs per replica, %Ln replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, %Ln concurrent user(s) (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>With %1, %Ln concurrent user (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per second.</numerusform>
            <numerusform>With %1, %Ln concurrent users (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per second.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1, a load of %2 requests per second (%3 tokens in, %4 out) is served on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 arriving requests per second, %3 and %4 mean prompt and generated tokens per request, %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With %1, a batch of %Ln request(s) run together (%2 tokens in, %3 out) is served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>With %1, a batch of %Ln request run together (%2 tokens in, %3 out) is served on %4 (%5) at %6 output tokens per second.</numerusform>
            <numerusform>With %1, a batch of %Ln requests run together (%2 tokens in, %3 out) is served on %4 (%5) at %6 output tokens per second.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, an offline job of %Ln request(s) (%2 tokens in, %3 out) finishes in %4 on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 time to finish (e.g. 25 min), %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation>
            <numerusform>With %1, an offline job of %Ln request (%2 tokens in, %3 out) finishes in %4 on %5 (%6) at %7 output tokens per second.</numerusform>
            <numerusform>With %1, an offline job of %Ln requests (%2 tokens in, %3 out) finishes in %4 on %5 (%6) at %7 output tokens per second.</numerusform>
        </translation>
    </message>
    <message>
        <source>time to first token at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time per output token at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %Ln replica(s) to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>The targets (%1, at %2) are met; the load needs at least %Ln replica to meet them.</numerusform>
            <numerusform>The targets (%1, at %2) are met; the load needs at least %Ln replicas to meet them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %Ln replica(s) would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>The targets (%1, at %2) are not met by this deployment; %Ln replica would meet them.</numerusform>
            <numerusform>The targets (%1, at %2) are not met by this deployment; %Ln replicas would meet them.</numerusform>
        </translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no number of replicas up to %3 meets them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most replicas tried</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The weights and the engine&apos;s workspace do not fit a replica of %Ln GPU(s) (%1 of weights per GPU): more tensor parallelism is needed.</source>
        <comment>%1 memory, e.g. 131.4 GiB</comment>
        <translation>
            <numerusform>The weights and the engine&apos;s workspace do not fit a replica of %Ln GPU (%1 of weights per GPU): more tensor parallelism is needed.</numerusform>
            <numerusform>The weights and the engine&apos;s workspace do not fit a replica of %Ln GPUs (%1 of weights per GPU): more tensor parallelism is needed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The load exceeds what the replicas complete: each replica completes at most %1 requests per second, so requests would queue without end. The figures below are those at that limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3; about %4 per million output tokens.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms), %4 money</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache pool per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1; a replica holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; a replica holds %Ln sequence of %2</numerusform>
            <numerusform>%1; a replica holds %Ln sequences of %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests completed per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What limits the deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million input tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent of %1 per month</source>
        <comment>%1 GPUs, e.g. 2 × H100 SXM5 80GB</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to finish the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous batching with the engine&apos;s documented defaults; figures validated against measured serving benchmarks (see “%1” and “%2”).</source>
        <comment>%1 and %2 section headings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory figures are what the serving engine holds on each GPU: the weights (%1), its workspace and graph pool (%2), the CUDA context (%3), and the KV-cache pool it reserves in the memory left (%4).</source>
        <comment>%1 to %4 memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving configurations that were considered, best first, each with the replicas the load needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving configuration of this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV pool: the sequences one replica&apos;s KV-cache pool holds; output tokens/s: of the whole deployment; TPOT: time per output token at %1; per 1M output tokens: the rent at %2 mean load; per month: the rent of all its GPUs.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 the month&apos;s mean load as a share of the peak load, e.g. 50 %; the names before the colons are the column headings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <comment>tensor parallel degree × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV pool</source>
        <comment>sequences one replica&apos;s KV-cache pool holds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT (%1)</source>
        <comment>time per output token at the statistic, e.g. p99</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequence(s) per replica.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas</comment>
        <translation>
            <numerusform>More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequence per replica.</numerusform>
            <numerusform>More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequences per replica.</numerusform>
        </translation>
    </message>
    <message>
        <source>More tensor parallelism: split the weights over more GPUs per replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU with more memory: %1 (%2), %3 usable per GPU.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights in %1 or %2 instead of %3.</source>
        <comment>weight formats, e.g. fp8, int4, bf16</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights in %1 instead of %2.</source>
        <comment>weight formats, e.g. int4, fp8</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the GPUs cost to rent or to own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rent of the deployment per month and per million output tokens is in “%1”.</source>
        <comment>%1 a section heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <comment>the size of an offline job or a static batch</comment>
        <translation>
            <numerusform>%Ln request</numerusform>
            <numerusform>%Ln requests</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving %1 with %2 does not fit on %3: the weights take %4 and the engine&apos;s workspace %5 of the %6 each GPU can use, which leaves no room for the KV cache of one sequence of %7.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 %5 %6 memory, %7 tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 per month.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 money</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per replica.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU, and the KV-cache pool the engine reserves beside them holds %Ln sequence of %6 per replica.</numerusform>
            <numerusform>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU, and the KV-cache pool the engine reserves beside them holds %Ln sequences of %6 per replica.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3), for about %4 per million output tokens.</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean), %4 money</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3).</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load is more than the replicas complete, so requests would queue without end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not meet the latency targets (see “%1”).</source>
        <comment>%1 a section heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: on each GPU the weights and the engine&apos;s workspace leave no room for the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in, %2 out (means)</source>
        <comment>prompt and generated tokens per request</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the prompt tokens served from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no latency targets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per replica. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Memory of one GPU as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence of %1 per replica. The dashed line is the memory the GPU can use.</numerusform>
            <numerusform>Memory of one GPU as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequences of %1 per replica. The dashed line is the memory the GPU can use.</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of one GPU as the serving engine would hold it: the weights and the workspace leave no room for the KV cache of one sequence of %1. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by the engine per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>heading: rent and purchase prices of the GPUs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* No measured run calibrates this GPU family: its speed, time and cost rest on the datasheet and an assumed efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To own the first configuration: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (rate of %3); list prices in other currencies are converted at it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence length %1 exceeds the model&apos;s context window of %2 tokens: the model was not trained on sequences this long.</source>
        <comment>%1 and %2 token counts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model configuration as given</source>
        <comment>source of a model without a public model card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model card: %1</source>
        <comment>%1 the address of the model card, huggingface.co/owner/name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manufacturer&apos;s datasheet: %1</source>
        <comment>%1 a GPU name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 datasheet: %2</source>
        <comment>%1 the GPU&apos;s vendor (NVIDIA, AMD, Intel), %2 the GPU&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per GPU-hour as set in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent estimated from public on-demand prices of similar GPUs, %1</source>
        <comment>%1 a date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public on-demand price lists, read %1</source>
        <comment>%1 the date the prices were read</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indicative list price, %1</source>
        <comment>%1 one date or several (2024-08-22 and 2026-11-30)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices change often: rent defaults to the list price of %1 unless the scenario sets one; purchase prices are indicative.</source>
        <comment>%1 a date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <comment>cover: the last day the report&apos;s figures hold</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with the defaults of %2</source>
        <comment>framework name, its version</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; compiled with torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer step in the backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold the KV cache in fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve the weights in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve on %1 with tensor parallelism %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shorten the prompts to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU alone, no system listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase %1 per GPU (%2), %3 kW per GPU, owned %4 years and used %5 hours a year; every term in “Total cost of ownership”</source>
        <comment>%2 the system quoted, %3 the system&apos;s rated power per GPU</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an EAGLE-3 head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s multi-token-prediction module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n-gram lookup in the prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding: %1 drafts %Ln token(s) a step, and the model keeps %2 tokens a step on average, its own included; the draft holds %3 of weights per GPU.</source>
        <comment>%1 the draft (e.g. an EAGLE-3 head), %2 a number of tokens, %3 memory</comment>
        <translation>
            <numerusform>Speculative decoding: %1 drafts %Ln token a step, and the model keeps %2 tokens a step on average, its own included; the draft holds %3 of weights per GPU.</numerusform>
            <numerusform>Speculative decoding: %1 drafts %Ln tokens a step, and the model keeps %2 tokens a step on average, its own included; the draft holds %3 of weights per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>What moves the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as each assumption goes from its low to its high setting, the others as this scenario has them; the line marks this scenario&apos;s figure. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the fast link (NVLink) between the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the scale-out network between the servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln prefill worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln prefill worker of tensor parallel %1</numerusform>
            <numerusform>%Ln prefill workers of tensor parallel %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decode worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln decode worker of tensor parallel %1</numerusform>
            <numerusform>%Ln decode workers of tensor parallel %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the prefill workers and the decode workers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill and decode run on pools of their own: a prefill worker computes a prompt&apos;s KV cache and hands it (%1 for %2) to a decode worker, which generates the output tokens.</source>
        <comment>%1 memory, %2 tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time to first token is the wait for a prefill worker (%1 on average, the workers %2 busy), the prefill of the prompt (%3) and the hand-over %4 (%5 at %6 GB/s per GPU); the time per output token comes from the decode workers alone, whose steps carry no prompt.</source>
        <comment>%1 %3 %5 times, %2 a share, %4 the link (over the fast link …), %6 a bandwidth</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no pools of up to %3 workers each at these sizes meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most workers tried</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode worker(s) of these sizes to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode worker of these sizes to meet them.</numerusform>
            <numerusform>The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode workers of these sizes to meet them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode worker(s) of these sizes would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode worker of these sizes would meet them.</numerusform>
            <numerusform>The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode workers of these sizes would meet them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill workers busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean wait for a prefill worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV hand-over of one prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>memory, time</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1; a decode worker holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; a decode worker holds %Ln sequence of %2</numerusform>
            <numerusform>%1; a decode worker holds %Ln sequences of %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per decode worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment: tensor parallel degree × replicas, or for a split deployment its prefill workers (P) and decode workers (D), each with its tensor parallel degree; a split deployment&apos;s KV pool is one decode worker&apos;s.</source>
        <comment>the name before the colon is the column heading</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per decode worker.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln sequence of %6 per decode worker.</numerusform>
            <numerusform>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln sequences of %6 per decode worker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU of a decode worker as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per decode worker. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Memory of one GPU of a decode worker as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence of %1 per decode worker. The dashed line is the memory the GPU can use.</numerusform>
            <numerusform>Memory of one GPU of a decode worker as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequences of %1 per decode worker. The dashed line is the memory the GPU can use.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportWriter</name>
    <message>
        <source>The scenario cannot be estimated, so there is no report to write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be saved as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityText</name>
    <message>
        <source>Speed (band of measured runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage hours per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of owning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow end</source>
        <comment>of the band of measured speeds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast end</source>
        <comment>of the band of measured speeds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>a factor: 0.5x</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&#xa0;h/yr</source>
        <comment>hours per year</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln year</numerusform>
            <numerusform>%Ln years</numerusform>
        </translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (h)</source>
        <comment>figure (unit)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>figure (currency)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>does not move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest swing: %1, from %2 at %3 to %4 at %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityTornado</name>
    <message>
        <source>This scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High setting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityView</name>
    <message>
        <source>%1 does not apply to this scenario, or it cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5
This scenario: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No assumption moves this figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves the answer, by swing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenChart</name>
    <message>
        <source>Does not fit at any sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits at every length up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU vs sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory versus sequence length chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits up to
%1</source>
        <comment>two lines beside the marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 interval at %2: %3</source>
        <comment>coverage (80 %), a sequence length in tokens and a memory range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory vs sequence length</source>
        <comment>short chart title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory vs length</source>
        <comment>shortest chart title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <comment>a method, a sequence length in tokens and the memory per GPU</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit at any sequence length</source>
        <comment>a method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits at every length up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenTimeChart</name>
    <message>
        <source>%1 at %2: %3, rent %4, own %5</source>
        <comment>a method, a sequence length, hours, two amounts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not fit the GPU)</source>
        <comment>the text of a point beyond the longest length that fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>hours and rent of the run at the current setting</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost vs sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost vs length</source>
        <comment>short chart title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time vs length</source>
        <comment>shortest chart title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost versus sequence length chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rent in %1</source>
        <comment>axis title: the currency</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingCurveChart</name>
    <message>
        <source>Throughput and latency against load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT %1, ms</source>
        <comment>time per output token at a statistic</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput and latency</source>
        <comment>short chart title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>users</source>
        <comment>short axis title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>req/s</source>
        <comment>short axis title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thousand output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s</source>
        <comment>legend: output tokens per second</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target</source>
        <comment>legend: the TPOT target line</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingGroup</name>
    <message>
        <source>Serving engine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengths %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target statistic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En&amp;gine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;oad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le&amp;ngths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inpu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefi&amp;x cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine serving the model; each runs with its documented defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in flight; a finished request is replaced at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests arriving per second at random times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in the offline job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests available at the start of a batch job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request length preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean number of generated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix cache hit rate in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of prompt tokens served from the prefix cache (shared system prompts, earlier turns of a chat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache number format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp8 holds twice the tokens in the same memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token target in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token the deployment must meet; none: no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token target in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token the deployment must meet; none: no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic of the latency targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The targets hold for this statistic of the requests (p99: 99 in 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SpeculativeRows</name>
    <message>
        <source>Speculative decoding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative decoding method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft model preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smaller model that drafts; it must have the model’s vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens drafted per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens drafted each step (k); the model checks them in one step and adds one of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean tokens accepted per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EAGLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EAGLE-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N-gram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes tokens that the model checks in one step, so one step can give several tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean tokens the model keeps a step, its own included (1 to %1); the default is the published figure for the method and model: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitCheckBox</name>
    <message>
        <source>Split prefill and decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also rank deployments that prefill the prompts on workers of their own
and hand each prompt&apos;s KV cache to separate decode workers
(xPyD: x prefill and y decode workers, each with its own tensor parallelism).
Time to first token: the prefill queue and the hand-over;
time per output token: the decode workers alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a load of users or requests per second, not an offline job.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitRow</name>
    <message>
        <source>Colocate prefill and decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill/decode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Prefill and decode on the same replicas again: %n GPU(s), tensor parallel %1</source>
        <translation>
            <numerusform>Prefill and decode on the same replicas again: %n GPU, tensor parallel %1</numerusform>
            <numerusform>Prefill and decode on the same replicas again: %n GPUs, tensor parallel %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TimeCostChart</name>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total cost in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens (updating…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <comment>currency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost in %1</source>
        <comment>short axis title: the currency</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TokenCountSpinBox</name>
    <message>
        <source>1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in full or with a unit, such as %1; a number below 1,000 alone is in the unit shown; from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TrainingGroup</name>
    <message>
        <source>Micro-batch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked cross-entropy on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked cross-entropy off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence and batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient a&amp;ccumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoi&amp;nting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked cross-entrop&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch × gradient accumulation × data-parallel replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass instead of keeping them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the loss in chunks so the full fp32 logits are never held at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Effective batch: %1 sequence(s) (%2 tokens)</source>
        <translation>
            <numerusform>Effective batch: %1 sequence (%2 tokens)</numerusform>
            <numerusform>Effective batch: %1 sequences (%2 tokens)</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ The batch is larger than the training data (%1 tokens over all epochs): less than one optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation offloading on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation offloading off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step in backward on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step in backward off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compi&amp;led (torch.compile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;ffload checkpointed activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step in bac&amp;kward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step runs under torch.compile: elementwise kernels are fused and the host launches fewer kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs full checkpointing: only the checkpointed layer inputs are offloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer inputs that checkpointing keeps are moved to host memory during the forward pass (torchtune enable_activation_offloading, Unsloth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only full fine-tuning and pre-training keep gradients for every weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each parameter is stepped as soon as its gradient is complete, so the gradients are not all held at once (torchtune optimizer_in_bwd)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::Workbook</name>
    <message>
        <source>Residual value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices and exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent of a %1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase of what is quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per US dollar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the estimate rests on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory kept free (safety margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured memory peaks it was checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their mean error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured throughputs it was checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions and their sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU sizing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refurbished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to buy for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: nothing to buy is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal, excluding VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Switches and cabling between the %n systems are not included.</numerusform>
            <numerusform>Switches and cabling between the %n systems are not included.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning against renting over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: owning is not costed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Financing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning costs less above (hours a year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never: renting stays cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays for itself in (months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid so far: owning against renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning, paid so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting, paid so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the systems ask of the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system is quoted for this configuration: power and space are not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated IT power (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat (BTU per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks (at %1 kW and 42 U a rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IT energy a year (kWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy at the meter a year, with PUE (kWh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token, %1 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency targets met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting it a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second (all GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token, %1 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight: 1 in 10 comparable runs needed more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight: less than the safety margin to spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libxlsxwriter could not start a workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet name &quot;%1&quot; is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::WorkloadGroup</name>
    <message>
        <source>Dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datase&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;pochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
