<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>single GPU</source>
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
</context>
</TS>
