<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Applicability</name>
    <message>
        <source>Full fine-tuning, LoRA and pre-training keep the weights in the training precision; a separate weight format applies to QLoRA and inference.</source>
        <translation>Voll-Feintuning, LoRA und Training von Grund auf behalten die Gewichte in der Trainingsgenauigkeit; ein eigenes Gewichtsformat gilt nur für QLoRA und Inferenz.</translation>
    </message>
    <message>
        <source>Inference trains nothing, so there is no optimizer.</source>
        <translation>Bei der Inferenz wird nichts trainiert, daher gibt es keinen Optimierer.</translation>
    </message>
    <message>
        <source>Only LoRA and QLoRA train adapters.</source>
        <translation>Nur LoRA und QLoRA trainieren Adapter.</translation>
    </message>
    <message>
        <source>Inference has no backward pass.</source>
        <translation>Bei der Inferenz gibt es keinen Rückwärtsdurchlauf.</translation>
    </message>
    <message>
        <source>Data-parallel sharding is a training technique; inference splits a model with tensor or pipeline parallelism.</source>
        <translation>Datenparalleles Sharding ist eine Trainingstechnik; bei der Inferenz wird ein Modell per Tensor- oder Pipeline-Parallelität aufgeteilt.</translation>
    </message>
    <message>
        <source>Sharding needs more than one GPU.</source>
        <translation>Sharding erfordert mehr als eine GPU.</translation>
    </message>
    <message>
        <source>CPU offload of optimizer state and parameters is a training technique.</source>
        <translation>Die Auslagerung von Optimierungszustand und Parametern auf die CPU ist eine Trainingstechnik.</translation>
    </message>
    <message>
        <source>Inference does not go through a training dataset.</source>
        <translation>Bei der Inferenz wird kein Trainingsdatensatz durchlaufen.</translation>
    </message>
    <message>
        <source>draft-model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <source>n-gram</source>
        <translation>N-Gramm</translation>
    </message>
    <message>
        <source>%1 runs speculative decoding only without pipeline parallelism.</source>
        <translation>%1 führt spekulatives Dekodieren nur ohne Pipeline-Parallelität aus.</translation>
    </message>
    <message>
        <source>%1 does not offer %2 speculative decoding.</source>
        <translation>%1 bietet kein spekulatives Dekodieren mit %2.</translation>
    </message>
    <message>
        <source>The model has no multi-token-prediction (MTP) module to draft with.</source>
        <translation>Das Modell hat kein MTP-Modul (Multi-Token-Prediction), mit dem es Entwürfe erzeugen kann.</translation>
    </message>
    <message>
        <source>No model preset is smaller than this model and shares its vocabulary of %1 tokens.</source>
        <translation>Keine Modellvorlage ist kleiner als dieses Modell und teilt sein Vokabular von %1 Token.</translation>
    </message>
    <message>
        <source>The split deployment %1 sets each pool&apos;s tensor parallel degree. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation>Das geteilte Deployment %1 legt die Tensorparallelität jedes Pools fest. Dieser Wert gilt wieder nach „Zusammenlegen“ in der Gruppe Serving.</translation>
    </message>
    <message>
        <source>The pools of the split deployment %1 run without pipeline parallelism. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation>Die Pools des geteilten Deployments %1 laufen ohne Pipeline-Parallelität. Dieser Wert gilt wieder nach „Zusammenlegen“ in der Gruppe Serving.</translation>
    </message>
</context>
<context>
    <name>BillOfMaterials</name>
    <message>
        <source>Buy: %1 × %2 at %3, the servers they need not included</source>
        <translation>Kaufen: %1 × %2 für %3, ohne die nötigen Server</translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>%1 rack units</source>
        <translation>%1 Höheneinheiten</translation>
    </message>
    <message>
        <source>%1&#xa0;GiB CPU memory</source>
        <translation>%1&#xa0;GiB CPU-Speicher</translation>
    </message>
    <message>
        <source>network: %1</source>
        <translation>Netzwerk: %1</translation>
    </message>
    <message>
        <source>Indicative list price of %1</source>
        <translation>Unverbindlicher Listenpreis vom %1</translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s), %2 used) · %3</source>
        <translation>
            <numerusform>Kaufen: %1 (%Ln GPU, %2 genutzt) · %3</numerusform>
            <numerusform>Kaufen: %1 (%Ln GPUs, %2 genutzt) · %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s)) · %2</source>
        <translation>
            <numerusform>Kaufen: %1 (%Ln GPU) · %2</numerusform>
            <numerusform>Kaufen: %1 (%Ln GPUs) · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s) at %1&#xa0;kW each</source>
        <comment>racks at a power budget per rack</comment>
        <translation>
            <numerusform>%Ln Rack zu je %1&#xa0;kW</numerusform>
            <numerusform>%Ln Racks zu je %1&#xa0;kW</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&#xa0;kWh a year at %2&#xa0;% of the rated power</source>
        <translation>%1&#xa0;kWh pro Jahr bei %2&#xa0;% der Nennleistung</translation>
    </message>
    <message>
        <source>%1&#xa0;BTU/h of heat</source>
        <translation>%1&#xa0;BTU/h Wärme</translation>
    </message>
    <message>
        <source>%1, refurbished</source>
        <comment>a system bought refurbished or used</comment>
        <translation>%1, generalüberholt</translation>
    </message>
    <message>
        <source>%1 in %2&#xa0;×&#xa0;%3</source>
        <comment>cards in host servers</comment>
        <translation>%1 in %2&#xa0;×&#xa0;%3</translation>
    </message>
    <message>
        <source>none of the systems you sell holds it: the catalog&apos;s is quoted</source>
        <translation>keines der Systeme, die Sie verkaufen, fasst sie: das des Katalogs ist angeboten</translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation>%1, davon eines als Reserve</translation>
    </message>
</context>
<context>
    <name>DisaggregationText</name>
    <message>
        <source>%1P(TP%2)+%3D(TP%4)</source>
        <comment>xPyD: prefill workers (P) and their tensor parallel degree, decode workers (D) and theirs; as gpu-sizer-cli prints it</comment>
        <translation>%1P(TP%2)+%3D(TP%4)</translation>
    </message>
    <message>
        <source>Prefill %1&#xa0;×&#xa0;TP%2 · decode %3&#xa0;×&#xa0;TP%4</source>
        <comment>workers × tensor parallel degree of each pool</comment>
        <translation>Prefill %1&#xa0;×&#xa0;TP%2 · Decode %3&#xa0;×&#xa0;TP%4</translation>
    </message>
    <message>
        <source>KV hand-over %1</source>
        <comment>the time one prompt&apos;s KV cache takes to reach its decode worker</comment>
        <translation>KV-Übergabe %1</translation>
    </message>
    <message numerus="yes">
        <source>%n prefill worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n Prefill-Worker mit Tensorparallelität %1</numerusform>
            <numerusform>%n Prefill-Worker mit Tensorparallelität %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decode worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n Decode-Worker mit Tensorparallelität %1</numerusform>
            <numerusform>%n Decode-Worker mit Tensorparallelität %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2: %n GPU(s)</source>
        <comment>the two pools, then the GPUs of both</comment>
        <translation>
            <numerusform>%1 und %2: %n GPU</numerusform>
            <numerusform>%1 und %2: %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt: %1; the prefill workers are %2 busy, a prompt waits %3 for one on average</source>
        <translation>Prefill eines Prompts: %1; die Prefill-Worker sind zu %2 ausgelastet, ein Prompt wartet im Mittel %3 auf einen freien</translation>
    </message>
    <message>
        <source>over the fast link (NVLink)</source>
        <translation>über die schnelle Verbindung (NVLink)</translation>
    </message>
    <message>
        <source>over the scale-out network</source>
        <translation>über das Scale-out-Netz</translation>
    </message>
    <message>
        <source>KV hand-over: %1 of one prompt&apos;s cache %2 at %3 GB/s per GPU, %4</source>
        <translation>KV-Übergabe: %1 des Caches eines Prompts %2 mit %3 GB/s pro GPU, %4</translation>
    </message>
    <message>
        <source>Time per output token from the decode workers alone: no prompt rides in their steps</source>
        <translation>Zeit pro Ausgabetoken allein aus den Decode-Workern: kein Prompt läuft in ihren Schritten mit</translation>
    </message>
    <message>
        <source>no pools of up to %1 workers at these sizes meet the targets</source>
        <translation>keine Pools mit bis zu %1 Workern dieser Größen erreichen die Ziele</translation>
    </message>
    <message numerus="yes">
        <source>the targets need %1 prefill and %n decode worker(s)</source>
        <translation>
            <numerusform>die Ziele brauchen %1 Prefill- und %n Decode-Worker</numerusform>
            <numerusform>die Ziele brauchen %1 Prefill- und %n Decode-Worker</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmptyListText</name>
    <message>
        <source>No GPU of the types asked for is in the catalog.</source>
        <translation>Keine GPU der gewünschten Typen ist im Katalog.</translation>
    </message>
    <message>
        <source>The catalog has no GPU made by %1.</source>
        <translation>Der Katalog hat keine GPU von %1.</translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no GPU. Mark what you sell as offered in the price list, or clear “Only what I sell”.</source>
        <translation>Nur was ich verkaufe: Die Preisliste bietet keine GPU an. Markieren Sie, was Sie verkaufen, in der Preisliste als angeboten, oder entfernen Sie „Nur was ich verkaufe“.</translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no %1 GPU. Mark what you sell as offered in the price list, or clear “Only what I sell” or the vendor.</source>
        <translation>Nur was ich verkaufe: Die Preisliste bietet keine GPU von %1 an. Markieren Sie, was Sie verkaufen, in der Preisliste als angeboten, oder entfernen Sie „Nur was ich verkaufe“ oder den Hersteller.</translation>
    </message>
    <message>
        <source>No GPU left to try has tensor cores for training in %1.</source>
        <translation>Keine verbleibende GPU hat Tensor-Kerne für Training in %1.</translation>
    </message>
    <message>
        <source>%1 cannot run these weight and KV-cache formats on any GPU left to try.</source>
        <translation>%1 kann diese Gewichts- und KV-Cache-Formate auf keiner verbleibenden GPU ausführen.</translation>
    </message>
    <message>
        <source>No catalog GPU and count serves this load within its targets.</source>
        <translation>Keine GPU und Anzahl im Katalog bedient diese Last innerhalb ihrer Ziele.</translation>
    </message>
    <message>
        <source>No catalog GPU and count fits this scenario.</source>
        <translation>Keine GPU und Anzahl im Katalog passt zu diesem Szenario.</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Pre-train</source>
        <translation>Von Grund auf</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <source>NF4 (4-bit)</source>
        <translation>NF4 (4 Bit)</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>int4</source>
        <translation>int4</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 Bit</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8 Bit</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Off (keep all activations)</source>
        <translation>Aus (Aktivierungen behalten)</translation>
    </message>
    <message>
        <source>Selective (recompute attention)</source>
        <translation>Selektiv (Attention neu berechnen)</translation>
    </message>
    <message>
        <source>Full (recompute every layer)</source>
        <translation>Voll (jede Schicht neu berechnen)</translation>
    </message>
    <message>
        <source>Eager (materialised scores)</source>
        <translation>Eager (materialisierte Scores)</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>DDP (replicas)</source>
        <translation>DDP (Replikate)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer)</source>
        <translation>ZeRO-1 (Optimierer)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ Gradienten)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ weights)</source>
        <translation>ZeRO-3 (+ Gewichte)</translation>
    </message>
    <message>
        <source>FSDP (full shard)</source>
        <translation>FSDP (volles Sharding)</translation>
    </message>
    <message>
        <source>FSDP hybrid (shard in node)</source>
        <translation>FSDP hybrid (Sharding im Knoten)</translation>
    </message>
    <message>
        <source>FSDP grad-op (like ZeRO-2)</source>
        <translation>FSDP grad-op (wie ZeRO-2)</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimierungszustand</translation>
    </message>
    <message>
        <source>Optimizer state and weights</source>
        <translation>Optimierungszustand und Gewichte</translation>
    </message>
    <message>
        <source>fp4 (NVFP4, MXFP4)</source>
        <translation>fp4 (NVFP4, MXFP4)</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>Hugging Face transformers</source>
        <translation>Hugging Face transformers</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Offline batch job</source>
        <translation>Offline-Batchjob</translation>
    </message>
    <message>
        <source>Static batch</source>
        <translation>Statischer Batch</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>vLLM V0 (before 0.8)</source>
        <translation>vLLM V0 (vor 0.8)</translation>
    </message>
    <message>
        <source>LMDeploy</source>
        <translation>LMDeploy</translation>
    </message>
    <message>
        <source>TGI</source>
        <translation>TGI</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Die Datei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a GPU Sizer file.</source>
        <translation>Die Datei %1 ist zu groß für eine Datei von GPU Sizer.</translation>
    </message>
    <message>
        <source>The file %1 is not valid JSON (%2).</source>
        <translation>Die Datei %1 enthält kein gültiges JSON (%2).</translation>
    </message>
    <message>
        <source>The file %1 is not a valid CSV table (%2).</source>
        <translation>Die Datei %1 ist keine gültige CSV-Tabelle (%2).</translation>
    </message>
    <message>
        <source>The required field “%1” is missing.</source>
        <translation>Das Pflichtfeld „%1“ fehlt.</translation>
    </message>
    <message>
        <source>The field “%1” has the wrong type.</source>
        <translation>Das Feld „%1“ hat den falschen Typ.</translation>
    </message>
    <message>
        <source>The value of “%1” is out of range.</source>
        <translation>Der Wert von „%1“ liegt außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <source>The value “%2” of “%1” is not known.</source>
        <translation>Der Wert „%2“ von „%1“ ist unbekannt.</translation>
    </message>
    <message>
        <source>This model type (%1) cannot be imported yet.</source>
        <translation>Dieser Modelltyp (%1) kann noch nicht importiert werden.</translation>
    </message>
    <message>
        <source>The GPU “%1” is not in the catalog.</source>
        <translation>Die GPU „%1“ ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation>Das Modell „%1“ ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of GPU Sizer.</source>
        <translation>Die Datei %1 wurde mit einer neueren Version von GPU Sizer geschrieben.</translation>
    </message>
    <message>
        <source>The file %1 could not be written (%2).</source>
        <translation>Die Datei %1 konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated: %1.</source>
        <translation>Das Szenario lässt sich nicht berechnen: %1.</translation>
    </message>
    <message>
        <source>Unknown error.</source>
        <translation>Unbekannter Fehler.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no LoRA target module is selected</source>
        <translation>kein LoRA-Zielmodul ist ausgewählt</translation>
    </message>
    <message>
        <source>“%1” is not a number format matrix products run in</source>
        <translation>„%1“ ist kein Zahlenformat, in dem Matrixprodukte laufen</translation>
    </message>
    <message>
        <source>the number of GPUs must be a multiple of the tensor, pipeline and context parallel degrees</source>
        <translation>die Zahl der GPUs muss ein Vielfaches der Tensor-, Pipeline- und Kontext-Parallelität sein</translation>
    </message>
    <message>
        <source>“%1” has a value no estimate can be made from</source>
        <translation>„%1“ hat einen Wert, aus dem sich keine Schätzung machen lässt</translation>
    </message>
    <message>
        <source>a setting has a value no estimate can be made from</source>
        <translation>eine Einstellung hat einen Wert, aus dem sich keine Schätzung machen lässt</translation>
    </message>
    <message>
        <source>Did you mean “%1” (%2)?</source>
        <translation>Meinten Sie „%1“ (%2)?</translation>
    </message>
    <message>
        <source>“%1” must be a whole number between %2 and %3 (it is %4)</source>
        <translation>„%1“ muss eine ganze Zahl zwischen %2 und %3 sein (Wert: %4)</translation>
    </message>
    <message>
        <source>“%1” must be between %2 and %3 (it is %4)</source>
        <translation>„%1“ muss zwischen %2 und %3 liegen (Wert: %4)</translation>
    </message>
    <message>
        <source>“%1” must divide “%2”</source>
        <translation>„%1“ muss ein Teiler von „%2“ sein</translation>
    </message>
    <message>
        <source>“%1” is quantised, and quantised weights cannot be trained directly (LoRA or QLoRA train adapters on them)</source>
        <translation>„%1“ ist quantisiert, und quantisierte Gewichte lassen sich nicht direkt trainieren (LoRA oder QLoRA trainieren Adapter darauf)</translation>
    </message>
    <message>
        <source>the serving engine cannot run %1 (“%2”)</source>
        <translation>die Serving-Engine kann %1 nicht ausführen („%2“)</translation>
    </message>
    <message>
        <source>The file %1 cannot be used: %2.</source>
        <translation>Die Datei %1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <source>“%1” must be %2 (it is %3)</source>
        <translation>„%1“ muss %2 sein (ist %3)</translation>
    </message>
    <message>
        <source>the serving engine does not run on %1 GPUs</source>
        <translation>die Serving-Engine läuft nicht auf GPUs von %1</translation>
    </message>
    <message>
        <source>“%1” must be a date written YYYY-MM-DD (it is “%2”)</source>
        <translation>„%1“ muss ein Datum im Format JJJJ-MM-TT sein (ist „%2“)</translation>
    </message>
    <message>
        <source>“%1” appears twice</source>
        <translation>„%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>“%1” is no field GPU Sizer knows (a misspelt name?)</source>
        <translation>„%1“ ist kein Feld, das GPU Sizer kennt (ein falsch geschriebener Name?)</translation>
    </message>
    <message>
        <source>%1 is not a regular file: GPU Sizer reads and writes files only, not folders, devices or pipes.</source>
        <translation>%1 ist keine gewöhnliche Datei: GPU Sizer liest und schreibt nur Dateien, keine Ordner, Geräte oder Pipes.</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>“%1” must be set</source>
        <translation>„%1“ muss gesetzt sein</translation>
    </message>
    <message>
        <source>the model has no multi-token-prediction module to draft with (“%1”)</source>
        <translation>das Modell hat kein Multi-Token-Prediction-Modul für Entwürfe („%1“)</translation>
    </message>
    <message>
        <source>the draft model must have the target model’s vocabulary of %1 tokens (“%2”)</source>
        <translation>das Entwurfsmodell muss das Vokabular des Zielmodells mit %1 Token haben („%2“)</translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>scenario</source>
        <translation>szenario</translation>
    </message>
    <message>
        <source>sizing</source>
        <comment>the word ending a report&apos;s file name</comment>
        <translation>dimensionierung</translation>
    </message>
    <message>
        <source>chart</source>
        <comment>a saved chart&apos;s file name when the chart has no title</comment>
        <translation>diagramm</translation>
    </message>
</context>
<context>
    <name>GuardRailText</name>
    <message>
        <source>The estimate implies %1 MFU in training, above the %2 that measured runs reach: the training time is probably too short.</source>
        <translation>Die Schätzung impliziert %1 MFU im Training, mehr als die %2, die gemessene Läufe erreichen: Die Trainingszeit ist wahrscheinlich zu kurz.</translation>
    </message>
    <message>
        <source>The serving estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: its throughput is probably too high and its latencies too low.</source>
        <translation>Die Serving-Schätzung impliziert Decode-Schritte, die ihre Gewichte und den KV-Cache mit %1 der Speicherbandbreite der GPU lesen, mehr als die %2, die reale Kernel erreichen: Ihr Durchsatz ist wahrscheinlich zu hoch und ihre Latenzen zu niedrig.</translation>
    </message>
    <message>
        <source>The estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: the decode speed is probably too high.</source>
        <translation>Die Schätzung impliziert Decode-Schritte, die ihre Gewichte und den KV-Cache mit %1 der Speicherbandbreite der GPU lesen, mehr als die %2, die reale Kernel erreichen: Die Decode-Geschwindigkeit ist wahrscheinlich zu hoch.</translation>
    </message>
    <message>
        <source>The estimated training step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Der geschätzte Trainingsschritt läuft mit %1 seiner Roofline-Geschwindigkeit (seine FLOPs bei der dichten Spitzenleistung oder seine Bytes bei voller Speicherbandbreite, je nachdem, was länger dauert), mehr als die möglichen %2: Die Schätzung ist falsch.</translation>
    </message>
    <message>
        <source>The estimated decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Der geschätzte Decode-Schritt läuft mit %1 seiner Roofline-Geschwindigkeit (seine FLOPs bei der dichten Spitzenleistung oder seine Bytes bei voller Speicherbandbreite, je nachdem, was länger dauert), mehr als die möglichen %2: Die Schätzung ist falsch.</translation>
    </message>
    <message>
        <source>The serving estimate&apos;s decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Der Decode-Schritt der Serving-Schätzung läuft mit %1 seiner Roofline-Geschwindigkeit (seine FLOPs bei der dichten Spitzenleistung oder seine Bytes bei voller Speicherbandbreite, je nachdem, was länger dauert), mehr als die möglichen %2: Die Schätzung ist falsch.</translation>
    </message>
</context>
<context>
    <name>LaunchCommandText</name>
    <message>
        <source>No Hugging Face repository is known for this model: put the checkpoint&apos;s path in its place.</source>
        <translation>Für dieses Modell ist kein Hugging-Face-Repository bekannt: Setzen Sie stattdessen den Pfad des Checkpoints ein.</translation>
    </message>
    <message>
        <source>The weights&apos; format needs a checkpoint quantised to it first.</source>
        <translation>Das Format der Gewichte braucht zuerst einen darauf quantisierten Checkpoint.</translation>
    </message>
    <message>
        <source>The KV-cache format has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>Das KV-Cache-Format hat in dieser Version kein Flag: Stellen Sie es in der Konfiguration der Engine ein.</translation>
    </message>
    <message>
        <source>Expert parallelism has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>Expertenparallelität hat in dieser Version kein Flag: Stellen Sie sie in der Konfiguration der Engine ein.</translation>
    </message>
    <message>
        <source>Prefix caching has no flag at this version: enable KV block reuse in the engine&apos;s configuration.</source>
        <translation>Prefix-Caching hat in dieser Version kein Flag: Aktivieren Sie die Wiederverwendung von KV-Blöcken in der Konfiguration der Engine.</translation>
    </message>
    <message>
        <source>A replica spans servers: start it with the engine&apos;s multi-node launcher.</source>
        <translation>Eine Kopie reicht über mehrere Server: Starten Sie sie mit dem Mehrknoten-Starter der Engine.</translation>
    </message>
    <message numerus="yes">
        <source>Start %n replica(s),</source>
        <comment>then: each on N GPUs</comment>
        <translation>
            <numerusform>Starten Sie %n Kopie,</numerusform>
            <numerusform>Starten Sie %n Kopien,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each on %n GPU(s) (%1):</source>
        <comment>after: Start N replicas,</comment>
        <translation>
            <numerusform>jede auf %n GPU (%1):</numerusform>
            <numerusform>jede auf %n GPUs (%1):</numerusform>
        </translation>
    </message>
    <message>
        <source>This engine has no pipeline parallelism at this version: the replica&apos;s pipeline stages need another engine.</source>
        <translation>Diese Engine hat in dieser Version keine Pipeline-Parallelität: Die Pipeline-Stufen der Kopie brauchen eine andere Engine.</translation>
    </message>
    <message>
        <source>No checkpoint of the draft head is known for this model: put its path in place of the name derived from the model&apos;s.</source>
        <translation>Für dieses Modell ist kein Checkpoint des Entwurfskopfs bekannt: Setzen Sie seinen Pfad anstelle des vom Modell abgeleiteten Namens ein.</translation>
    </message>
    <message>
        <source>Speculative decoding with this method has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>Spekulatives Dekodieren mit dieser Methode hat in dieser Version keinen Schalter: Legen Sie es in der Konfiguration der Engine fest.</translation>
    </message>
</context>
<context>
    <name>Ownership</name>
    <message>
        <source>Purchase %1, residual value −%2, financing %3</source>
        <translation>Kaufpreis %1, Restwert −%2, Finanzierung %3</translation>
    </message>
    <message>
        <source>Energy %1 (%2 kWh a year), colocation %3</source>
        <translation>Energie %1 (%2 kWh pro Jahr), Colocation %3</translation>
    </message>
    <message>
        <source>Support %1, software licences %2</source>
        <translation>Support %1, Softwarelizenzen %2</translation>
    </message>
    <message>
        <source>Per GPU-hour %1</source>
        <translation>Pro GPU-Stunde %1</translation>
    </message>
    <message>
        <source>Owning costs less than renting above %1 h a year</source>
        <translation>Kauf ist ab %1 h im Jahr günstiger als Miete</translation>
    </message>
    <message>
        <source>Renting stays cheaper at any use</source>
        <translation>Miete bleibt bei jeder Nutzung günstiger</translation>
    </message>
    <message>
        <source>The purchase pays for itself in %1 months</source>
        <translation>Der Kauf amortisiert sich in %1 Monaten</translation>
    </message>
    <message>
        <source>Own %1 a month, rent %2</source>
        <comment>the same hours of use</comment>
        <translation>Kauf %1 pro Monat, Miete %2</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 years at %2 h a year: %3, against %4 renting the same hours</source>
        <translation>Gesamtbetriebskosten über %1 Jahre bei %2 h im Jahr: %3, gegenüber %4 Miete für dieselben Stunden</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dateien des Typs:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Verzeichnis:</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neues Verzeichnis</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Übergeordnetes Verzeichnis</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Zuletzt besucht</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gehe zum übergeordneten Verzeichnis</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Wechsle zu Listenansicht</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Wechsle zu Detailansicht</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste der Orte und Lesezeichen</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Neues Verzeichnis</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Verzeichnisse</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Verzeichnis suchen</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Die Datei konnte nicht gefunden werden.
Stellen Sie sicher, dass der Dateiname richtig ist.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Das Verzeichnis konnte nicht gefunden werden.
Stellen Sie sicher, dass der Verzeichnisname richtig ist.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>Nicht speichern</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>QuickStarts</name>
    <message>
        <source>QLoRA fine-tuning of a 7B model</source>
        <translation>QLoRA-Feintuning eines 7B-Modells</translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB or 80 GB; 24 GB can be enough</source>
        <translation>Artikel: 1 × A100 40 GB oder 80 GB; 24 GB können reichen</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 7B model</source>
        <translation>Voll-Feintuning eines 7B-Modells</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 13B model</source>
        <translation>Voll-Feintuning eines 13B-Modells</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 70B model</source>
        <translation>Voll-Feintuning eines 70B-Modells</translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB (HGX) with NVLink</source>
        <translation>Artikel: 8 × H100 80 GB (HGX) mit NVLink</translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB</source>
        <translation>Artikel: 1 × A100 40 GB</translation>
    </message>
    <message>
        <source>Inference of a 70B+ model</source>
        <translation>Inferenz mit einem 70B+-Modell</translation>
    </message>
    <message>
        <source>Training a small model (&lt;1B) from scratch</source>
        <translation>Training eines kleinen Modells (&lt;1B) von Grund auf</translation>
    </message>
    <message>
        <source>Training a large model (7B+) from scratch</source>
        <translation>Training eines großen Modells (7B+) von Grund auf</translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB or a multi-node A100 cluster</source>
        <translation>Artikel: 8 × H100 80 GB oder ein A100-Cluster mit mehreren Knoten</translation>
    </message>
    <message>
        <source>Startup adapting a model</source>
        <translation>Start-up, das ein Modell anpasst</translation>
    </message>
    <message>
        <source>Research group</source>
        <translation>Forschungsgruppe</translation>
    </message>
    <message>
        <source>Production inference</source>
        <translation>Inferenz im Produktivbetrieb</translation>
    </message>
    <message>
        <source>Large-model lab</source>
        <translation>Labor für große Modelle</translation>
    </message>
    <message>
        <source>Article: multi-node clusters of H100 with NVLink</source>
        <translation>Artikel: Cluster aus mehreren Knoten mit H100 und NVLink</translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 80 GB, gradient checkpointing</source>
        <translation>Artikel: 1–2 × A100 80 GB, Gradient-Checkpointing</translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB with NVLink</source>
        <translation>Artikel: 2–4 × A100 80 GB mit NVLink</translation>
    </message>
    <message>
        <source>Inference of a 7–13B model</source>
        <translation>Inferenz mit einem 7–13B-Modell</translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB or 1–2 × H100 80 GB; consider int8/int4</source>
        <translation>Artikel: 2–4 × A100 80 GB oder 1–2 × H100 80 GB; int8/int4 erwägen</translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 40 GB</source>
        <translation>Artikel: 1–2 × A100 40 GB</translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs with 40–80 GB; one A100 80 GB covers most fine-tuning up to 13B with efficient techniques</source>
        <translation>Artikel: 1–2 GPUs mit 40–80 GB; eine A100 80 GB deckt mit effizienten Techniken das meiste Feintuning bis 13B ab</translation>
    </message>
    <message>
        <source>Article: 4–8 GPUs; a 4 × A100 node</source>
        <translation>Artikel: 4–8 GPUs; ein Knoten mit 4 × A100</translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs per instance, e.g. A100 40 GB</source>
        <translation>Artikel: 1–2 GPUs pro Instanz, z. B. A100 40 GB</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Fits on one GPU</source>
        <translation>Passt auf eine GPU</translation>
    </message>
    <message>
        <source>Replicas on more GPUs for speed</source>
        <translation>Replikate auf mehr GPUs für mehr Tempo</translation>
    </message>
    <message>
        <source>Optimizer state sharded over the GPUs (ZeRO-1)</source>
        <translation>Optimierungszustand über die GPUs verteilt (ZeRO-1)</translation>
    </message>
    <message>
        <source>Gradients and optimizer state sharded (ZeRO-2)</source>
        <translation>Gradienten und Optimierungszustand verteilt (ZeRO-2)</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state sharded (FSDP / ZeRO-3)</source>
        <translation>Gewichte, Gradienten und Optimierungszustand verteilt (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <source>Optimizer state kept in host memory</source>
        <translation>Optimierungszustand im Hauptspeicher</translation>
    </message>
    <message>
        <source>Layers split by tensor and pipeline parallelism</source>
        <translation>Schichten durch Tensor- und Pipeline-Parallelität aufgeteilt</translation>
    </message>
    <message>
        <source>Weights split by tensor parallelism</source>
        <translation>Gewichte durch Tensor-Parallelität aufgeteilt</translation>
    </message>
    <message>
        <source>Selective activation checkpointing to fit</source>
        <translation>Selektives Gradient-Checkpointing, damit es passt</translation>
    </message>
    <message>
        <source>Full activation checkpointing to fit</source>
        <translation>Volles Gradient-Checkpointing, damit es passt</translation>
    </message>
    <message>
        <source>Smaller micro-batch, more gradient accumulation (same global batch)</source>
        <translation>Kleinerer Mikro-Batch, mehr Gradientenakkumulation (gleicher globaler Batch)</translation>
    </message>
    <message>
        <source>The fewest GPUs of this type that fit</source>
        <translation>Die wenigsten GPUs dieses Typs, auf die es passt</translation>
    </message>
    <message>
        <source>More GPUs than needed, for speed</source>
        <translation>Mehr GPUs als nötig, für mehr Tempo</translation>
    </message>
    <message>
        <source>Spans several nodes</source>
        <translation>Über mehrere Knoten</translation>
    </message>
    <message>
        <source>micro-batch %1 (yours: %2)</source>
        <translation>Mikro-Batch %1 (Ihrer: %2)</translation>
    </message>
    <message>
        <source>checkpointing %1 (yours: %2)</source>
        <translation>Checkpointing %1 (Ihres: %2)</translation>
    </message>
    <message>
        <source>Settings changed from yours: %1</source>
        <translation>Gegenüber Ihren Einstellungen geändert: %1</translation>
    </message>
    <message>
        <source>Replicas to carry the load within the latency targets</source>
        <translation>Replikate, um die Last innerhalb der Latenzziele zu tragen</translation>
    </message>
    <message>
        <source>the KV-cache pool</source>
        <translation>der KV-Cache-Pool</translation>
    </message>
    <message>
        <source>the engine&apos;s batch limit</source>
        <translation>die Batch-Grenze der Engine</translation>
    </message>
    <message>
        <source>memory bandwidth (more users cost little)</source>
        <translation>Speicherbandbreite (mehr Nutzer kosten wenig)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>the latency target</source>
        <translation>das Latenzziel</translation>
    </message>
    <message>
        <source>capacity: the load exceeds what the replicas complete</source>
        <translation>Kapazität: die Last übersteigt, was die Replikate schaffen</translation>
    </message>
    <message>
        <source>the weights do not fit</source>
        <translation>die Gewichte passen nicht</translation>
    </message>
    <message>
        <source>Finishes after the deadline</source>
        <translation>Wird nach der Frist fertig</translation>
    </message>
    <message>
        <source>Costs more than the budget</source>
        <translation>Kostet mehr als das Budget</translation>
    </message>
    <message>
        <source>Runs for more than a year: not a plan one can recommend</source>
        <translation>Läuft länger als ein Jahr: kein Plan, den man empfehlen kann</translation>
    </message>
    <message>
        <source>The dataset does not fill one global batch: less than one step</source>
        <translation>Der Datensatz füllt keinen globalen Batch: weniger als ein Schritt</translation>
    </message>
    <message>
        <source>No listed system holds these GPUs: priced per GPU, the servers they need are not included</source>
        <translation>Kein gelistetes System fasst diese GPUs: Preis pro GPU, die nötigen Server sind nicht enthalten</translation>
    </message>
    <message>
        <source>* Speed not calibrated: no measured run of this GPU family, its efficiency is assumed</source>
        <translation>* Geschwindigkeit nicht kalibriert: kein gemessener Lauf dieser GPU-Familie, ihre Effizienz ist angenommen</translation>
    </message>
    <message>
        <source>The fewest GPUs of this type and layout that finish by the deadline</source>
        <translation>Die wenigsten GPUs dieses Typs und Layouts, die bis zur Frist fertig werden</translation>
    </message>
    <message>
        <source>Global batch raised to one sequence per replica (a pipeline: one micro-batch per stage)</source>
        <translation>Globaler Batch auf eine Sequenz pro Replikat angehoben (eine Pipeline: ein Micro-Batch pro Stufe)</translation>
    </message>
    <message>
        <source>Your framework cannot run this layout: %1 can</source>
        <translation>Ihr Framework kann dieses Layout nicht ausführen: %1 kann es</translation>
    </message>
    <message>
        <source>Experts split by expert parallelism, attention data parallel over the same GPUs</source>
        <translation>Experten per Expertenparallelität verteilt, Attention datenparallel über dieselben GPUs</translation>
    </message>
    <message>
        <source>None of the systems you sell holds it: quoted on the catalog&apos;s systems</source>
        <translation>Keines der Systeme, die Sie verkaufen, fasst sie: mit Systemen des Katalogs angeboten</translation>
    </message>
</context>
<context>
    <name>ReportLaunchText</name>
    <message>
        <source>Launch command</source>
        <translation>Startbefehl</translation>
    </message>
    <message>
        <source>Only flags the engine&apos;s command line has at this version; the settings it does not name keep the engine&apos;s defaults.</source>
        <translation>Nur Flags, die die Kommandozeile der Engine in dieser Version hat; die nicht genannten Einstellungen behalten die Standardwerte der Engine.</translation>
    </message>
</context>
<context>
    <name>ServingDeclineText</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>GPU names, then a count</comment>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1 would need over %2 × the GPUs the load&apos;s weights and arithmetic need.</source>
        <translation>Ausgelassen: %1 bräuchten über %2 × die GPUs, die Gewichte und Rechenarbeit der Last brauchen.</translation>
    </message>
    <message>
        <source>its KV cache holds %1 users a replica</source>
        <translation>ihr KV-Cache fasst %1 Nutzer pro Kopie</translation>
    </message>
    <message>
        <source>%1 of the %2 users a replica holds meet the targets</source>
        <translation>%1 der %2 Nutzer, die eine Kopie fasst, erreichen die Ziele</translation>
    </message>
    <message>
        <source>%1: %2 GPUs (%3 × %4) where the load needs at least %5; %6; one request alone takes %7 per output token (%8)</source>
        <translation>%1: %2 GPUs (%3 × %4), wo die Last mindestens %5 braucht; %6; eine Anfrage allein braucht %7 pro Ausgabe-Token (%8)</translation>
    </message>
</context>
<context>
    <name>ServingGroup</name>
    <message>
        <source>Chat 1k/300</source>
        <translation>Chat 1k/300</translation>
    </message>
    <message>
        <source>RAG 8k/300</source>
        <translation>RAG 8k/300</translation>
    </message>
    <message>
        <source>Summarisation 4k/500</source>
        <translation>Zusammenfassung 4k/500</translation>
    </message>
    <message>
        <source>Reasoning 1k/4k</source>
        <translation>Reasoning 1k/4k</translation>
    </message>
    <message>
        <source>Batch 128/128</source>
        <translation>Batch 128/128</translation>
    </message>
</context>
<context>
    <name>WorkloadGroup</name>
    <message>
        <source>%1 T tokens</source>
        <translation>%1 Bio. Token</translation>
    </message>
    <message>
        <source>%1 B tokens</source>
        <translation>%1 Mrd. Token</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 Mio. Token</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>Sizes GPU memory, training time and cost for AI workloads.

Version: %1
Qt version: %2
Build type: %3</source>
        <translation>Ermittelt GPU-Speicher, Trainingszeit und Kosten für KI-Workloads.

Version: %1
Qt-Version: %2
Build-Typ: %3</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AssumptionsLabel</name>
    <message>
        <source>Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)</source>
        <translation>Speicher = Spitzenwert pro GPU laut nvidia-smi (von PyTorch reserviert + CUDA-Kontext)</translation>
    </message>
    <message>
        <source>assumed MFU %1</source>
        <translation>angenommene MFU %1</translation>
    </message>
    <message>
        <source>assumed utilisation %1</source>
        <translation>angenommene Auslastung %1</translation>
    </message>
    <message>
        <source>incl. CUDA context %1 and allocator reserve %2</source>
        <translation>inkl. CUDA-Kontext %1 und Allokator-Reserve %2</translation>
    </message>
    <message>
        <source>rental prices as of %1</source>
        <translation>Mietpreise, Stand %1</translation>
    </message>
    <message>
        <source>MFU: the share of the GPU&apos;s peak tensor throughput a run achieves. Time and cost scale with its inverse. The allocator reserve covers the caching allocator&apos;s fragmentation.</source>
        <translation>MFU: der Anteil des maximalen Tensor-Durchsatzes der GPU, den ein Lauf erreicht. Zeit und Kosten sind umgekehrt proportional dazu. Die Allokator-Reserve deckt die Fragmentierung des Caching-Allokators ab.</translation>
    </message>
    <message>
        <source>Memory = peak per GPU (nvidia-smi)</source>
        <comment>short form of the status bar</comment>
        <translation>Speicher = Spitzenwert pro GPU (nvidia-smi)</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <comment>short form of the status bar</comment>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>utilisation %1</source>
        <comment>short form of the status bar</comment>
        <translation>Auslastung %1</translation>
    </message>
    <message>
        <source>CUDA context %1, allocator reserve %2</source>
        <comment>short form of the status bar</comment>
        <translation>CUDA-Kontext %1, Allokator-Reserve %2</translation>
    </message>
    <message>
        <source>context %1, reserve %2</source>
        <comment>shortest form of the status bar</comment>
        <translation>Kontext %1, Reserve %2</translation>
    </message>
    <message>
        <source>prices of %1</source>
        <comment>short form of the status bar: the date of the rental prices</comment>
        <translation>Preise vom %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BoundedSpinBox</name>
    <message>
        <source>%1 is above the limit: set to %2</source>
        <translation>%1 liegt über der Grenze: auf %2 gesetzt</translation>
    </message>
    <message>
        <source>%1 is below the minimum: set to %2</source>
        <translation>%1 liegt unter dem Minimum: auf %2 gesetzt</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BreakdownChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation>%1: %2 nutzbar</translation>
    </message>
    <message>
        <source>%1 free (%2)</source>
        <translation>%1 frei (%2)</translation>
    </message>
    <message>
        <source>%1 over (+%2)</source>
        <translation>%1 zu viel (+%2)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-Kapazität</translation>
    </message>
    <message>
        <source>Memory per GPU chart</source>
        <translation>Diagramm: Speicher pro GPU</translation>
    </message>
    <message numerus="yes">
        <source>KV pool (%n seq.)</source>
        <comment>the paged KV cache of a serving engine and the sequences it holds</comment>
        <translation>
            <numerusform>KV-Pool (%n Seq.)</numerusform>
            <numerusform>KV-Pool (%n Seq.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 interval: %2</source>
        <comment>coverage (80 %) and a memory range (31–38 GiB)</comment>
        <translation>%1-Intervall: %2</translation>
    </message>
    <message>
        <source>About %1 of comparable measured runs needed memory in this range.</source>
        <translation>Etwa %1 vergleichbarer gemessener Läufe brauchten Speicher in diesem Bereich.</translation>
    </message>
    <message>
        <source>%1 usable</source>
        <translation>%1 nutzbar</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ChartExportMenu</name>
    <message>
        <source>Chart Not Saved</source>
        <translation>Diagramm nicht gespeichert</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagramm als PNG speichern …</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Diagramm als SVG speichern …</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>Diagramm kopieren</translation>
    </message>
    <message>
        <source>Save Chart as SVG</source>
        <translation>Diagramm als SVG speichern</translation>
    </message>
    <message>
        <source>Save Chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ClusterGroup</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Sharding %1</source>
        <translation>Sharding %1</translation>
    </message>
    <message>
        <source>Tensor parallel %1</source>
        <translation>Tensor-Parallelität %1</translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation>Pipeline-Parallelität %1</translation>
    </message>
    <message>
        <source>CPU offload %1</source>
        <translation>CPU-Auslagerung %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>GP&amp;U</source>
        <translation>GP&amp;U</translation>
    </message>
    <message>
        <source>GPUs pe&amp;r node</source>
        <translation>GPUs p&amp;ro Knoten</translation>
    </message>
    <message>
        <source>Node&amp;s</source>
        <translation>&amp;Knoten</translation>
    </message>
    <message>
        <source>Shardin&amp;g</source>
        <translation>Shardin&amp;g</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>CPU offloa&amp;d</source>
        <translation>CPU-Aus&amp;lagerung</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Number of nodes</source>
        <translation>Anzahl der Knoten</translation>
    </message>
    <message>
        <source>Data-parallel sharding</source>
        <translation>Datenparalleles Sharding</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>Grad der Tensor-Parallelität</translation>
    </message>
    <message>
        <source>GPUs that split every layer&apos;s matrices (best within one NVLink domain)</source>
        <translation>GPUs, die die Matrizen jeder Schicht aufteilen (am besten innerhalb einer NVLink-Domäne)</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>Grad der Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Stages the layers are split into</source>
        <translation>Anzahl der Stufen, auf die die Schichten verteilt werden</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU-Auslagerung</translation>
    </message>
    <message>
        <source>%1 GiB usable · %2 GB/s · %3 TFLOP/s bf16</source>
        <translation>%1 GiB nutzbar · %2 GB/s · %3 TFLOP/s bf16</translation>
    </message>
    <message>
        <source>%1 (not in catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <source>1 GPU in total</source>
        <translation>1 GPU insgesamt</translation>
    </message>
    <message>
        <source>%1 GPUs in total</source>
        <translation>%1 GPUs insgesamt</translation>
    </message>
    <message>
        <source>Keep optimizer state (and weights) in host memory; saves GPU memory, costs time</source>
        <translation>Optimierungszustand (und Gewichte) im Hauptspeicher halten; spart GPU-Speicher, kostet Zeit</translation>
    </message>
    <message>
        <source>%1 to %2 GPUs per node</source>
        <translation>%1 bis %2 GPUs pro Knoten</translation>
    </message>
    <message>
        <source>%1 to %2 nodes</source>
        <translation>%1 bis %2 Knoten</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentNames</name>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-Adapter</translation>
    </message>
    <message>
        <source>Master weights (fp32)</source>
        <translation>Master-Gewichte (fp32)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimierungszustand</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-Kontext</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allokator-Reserve</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentShortNames</name>
    <message>
        <source>Weights</source>
        <comment>short label of the weights</comment>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>short label of the LoRA adapters</comment>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>short label of the fp32 master weights</comment>
        <translation>Master</translation>
    </message>
    <message>
        <source>Grads</source>
        <comment>short label of the gradients</comment>
        <translation>Grad.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <comment>short label of the optimizer state</comment>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Activ.</source>
        <comment>short label of the activations</comment>
        <translation>Aktiv.</translation>
    </message>
    <message>
        <source>Logits</source>
        <comment>short label of the logits</comment>
        <translation>Logits</translation>
    </message>
    <message>
        <source>KV</source>
        <comment>short label of the KV cache</comment>
        <translation>KV</translation>
    </message>
    <message>
        <source>Buffers</source>
        <comment>short label of the temporary buffers</comment>
        <translation>Puffer</translation>
    </message>
    <message>
        <source>CUDA</source>
        <comment>short label of the CUDA context</comment>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Allocator</source>
        <comment>short label of the allocator reserve</comment>
        <translation>Allokator</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::DataCsvAction</name>
    <message>
        <source>Data Not Saved</source>
        <translation>Daten nicht gespeichert</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Daten als CSV speichern…</translation>
    </message>
    <message>
        <source>Save Data as CSV</source>
        <translation>Daten als CSV speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::DisplayFormat</name>
    <message>
        <source>– h</source>
        <translation>– h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation>ohne Sharding</translation>
    </message>
    <message>
        <source> + optimizer offload</source>
        <translation> + Optimierer-Auslagerung</translation>
    </message>
    <message>
        <source> + CPU offload</source>
        <translation> + CPU-Auslagerung</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Von Grund auf</translation>
    </message>
    <message>
        <source>single</source>
        <translation>eine GPU</translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>tokens, multiples of 1,048,576</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1K</source>
        <comment>tokens, multiples of 1,024</comment>
        <translation>%1K</translation>
    </message>
    <message>
        <source>–&#xa0;ms</source>
        <translation>–&#xa0;ms</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <comment>seconds</comment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1&#xa0;ms</source>
        <comment>milliseconds</comment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>TP&#xa0;%1&#xa0;×&#xa0;%2</source>
        <comment>tensor parallel degree × replicas</comment>
        <translation>TP&#xa0;%1&#xa0;×&#xa0;%2</translation>
    </message>
    <message>
        <source>EP&#xa0;%1&#xa0;×&#xa0;%2</source>
        <comment>expert parallel degree × replicas</comment>
        <translation>EP&#xa0;%1&#xa0;×&#xa0;%2</translation>
    </message>
    <message>
        <source>TP&#xa0;%1&#xa0;×&#xa0;PP&#xa0;%2&#xa0;×&#xa0;%3</source>
        <comment>tensor parallel degree × pipeline stages × replicas</comment>
        <translation>TP&#xa0;%1&#xa0;×&#xa0;PP&#xa0;%2&#xa0;×&#xa0;%3</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>the date of a dated price, a QDate format</comment>
        <translation>d. MMM yyyy</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreMapWidget</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <translation>%1 nach %2 und %3</translation>
    </message>
    <message>
        <source>Fit boundary</source>
        <translation>Passgrenze</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Cannot be estimated</source>
        <translation>Nicht schätzbar</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreText</name>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontextparallel</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expertenparallel</translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation>Netzwerk je GPU</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Promptlänge</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Eingabelänge</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-Anfragen</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Präfix-Cache-Treffer</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Mittlere Last</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstoken</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Nutzungsdauer</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation>Nutzungsstunden pro Jahr</translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation>Mittlere Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Leistungsbudget pro Rack</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Zins</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Gewichtsformat</translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV-Cache-Format</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 je kWh</translation>
    </message>
    <message>
        <source>%1 per kW a month</source>
        <translation>%1 je kW und Monat</translation>
    </message>
    <message>
        <source>%1 per GPU a year</source>
        <translation>%1 je GPU und Jahr</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>axis title: name (unit)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1G</source>
        <comment>tokens, multiples of 10^9</comment>
        <translation>%1G</translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>tokens, multiples of 10^6</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>tokens, multiples of 1,000</comment>
        <translation>%1k</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation>Dauer des Offline-Jobs</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Ausgabe-Token pro Sekunde</translation>
    </message>
    <message>
        <source>Tokens per second per GPU</source>
        <translation>Token pro Sekunde je GPU</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>Zeit pro Ausgabetoken (TPOT)</translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation>Zeit bis zum ersten Token (TTFT)</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Benötigte GPUs</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>Token/s je GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Tight (inside the safety margin)</source>
        <translation>Knapp (innerhalb der Sicherheitsmarge)</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreView</name>
    <message>
        <source>Apply map cell</source>
        <translation>Kartenzelle übernehmen</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportDialog</name>
    <message>
        <source>Export Sizing Report</source>
        <translation>Dimensionierungsbericht exportieren</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projekt:</translation>
    </message>
    <message>
        <source>Consultant&apos;s &amp;name:</source>
        <translation>Erstellt &amp;von:</translation>
    </message>
    <message>
        <source>C&amp;ompany:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Anmerkungen:</translation>
    </message>
    <message>
        <source>Pa&amp;per size:</source>
        <translation>Papierfor&amp;mat:</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation>Berichts&amp;sprache:</translation>
    </message>
    <message>
        <source>Who the report is for</source>
        <translation>Für wen der Bericht bestimmt ist</translation>
    </message>
    <message>
        <source>Printed under the cover block, e.g. the validity of a quote</source>
        <translation>Erscheint auf dem Deckblatt, z. B. die Gültigkeit eines Angebots</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>Open the PDF &amp;afterwards</source>
        <translation>PDF &amp;danach öffnen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Choose a Logo</source>
        <translation>Logo wählen</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>Lo&amp;go:</source>
        <translation>Lo&amp;go:</translation>
    </message>
    <message>
        <source>&amp;Valid for (days):</source>
        <translation>&amp;Gültig für (Tage):</translation>
    </message>
    <message>
        <source>No logo</source>
        <translation>Kein Logo</translation>
    </message>
    <message>
        <source>An image file printed top right on the cover, e.g. your company&apos;s logo</source>
        <translation>Eine Bilddatei, die oben rechts auf dem Deckblatt steht, z. B. das Logo Ihrer Firma</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Quote number:</source>
        <translation>Angebots&amp;nummer:</translation>
    </message>
    <message>
        <source>V&amp;AT:</source>
        <translation>M&amp;wSt.:</translation>
    </message>
    <message>
        <source>The cover and the quote say the report is valid until its date plus these days</source>
        <translation>Deckblatt und Angebot nennen als Gültigkeit das Datum plus so viele Tage</translation>
    </message>
    <message>
        <source>Made from the date</source>
        <translation>Aus dem Datum gebildet</translation>
    </message>
    <message>
        <source>The number printed on the quote page; empty for one made from the date</source>
        <translation>Die Nummer auf der Angebotsseite; leer für eine aus dem Datum gebildete</translation>
    </message>
    <message>
        <source>Standard rate of the report&apos;s language</source>
        <translation>Regelsatz der Berichtssprache</translation>
    </message>
    <message>
        <source>VAT added on the quote page: the standard rate of the report&apos;s language (Norway 25 %, Germany 19 %, none in English) or the rate typed; 0 leaves it out</source>
        <translation>MwSt. auf der Angebotsseite: der Regelsatz der Berichtssprache (Norwegen 25 %, Deutschland 19 %, Englisch keine) oder der eingegebene Satz; 0 lässt sie weg</translation>
    </message>
    <message>
        <source>Export Workbook</source>
        <translation>Arbeitsmappe exportieren</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportFile</name>
    <message>
        <source>The scenario cannot be estimated, so there is nothing to export: %1</source>
        <translation>Das Szenario lässt sich nicht schätzen, daher gibt es nichts zu exportieren: %1</translation>
    </message>
    <message>
        <source>The workbook could not be written: %1</source>
        <translation>Die Arbeitsmappe konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The file could not be saved as %1: %2</source>
        <translation>Die Datei konnte nicht als %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FileController</name>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json);;All files (*)</source>
        <translation>Szenarien für GPU Sizer (*.gpusizer.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Model Configuration</source>
        <translation>Modellkonfiguration importieren</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Konfiguration von Hugging Face (config.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>config.json &amp;importieren…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beispie&amp;le</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved. Save them?</source>
        <translation>Das Szenario „%1“ enthält nicht gespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Cannot Open Scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation>Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot Save Scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json)</source>
        <translation>Szenarien für GPU Sizer (*.gpusizer.json)</translation>
    </message>
    <message>
        <source>Cannot Import Model</source>
        <translation>Modell kann nicht importiert werden</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FitSuggestionText</name>
    <message>
        <source>%1 per GPU (%2 used)</source>
        <translation>%1 pro GPU (%2 belegt)</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing</source>
        <translation>Gradient-Checkpointing einschalten</translation>
    </message>
    <message>
        <source>Sequence length %1 → %2</source>
        <translation>Sequenzlänge %1 → %2</translation>
    </message>
    <message>
        <source>Micro-batch %1 → %2 (accumulation %3 → %4)</source>
        <translation>Mikro-Batch %1 → %2 (Akkumulation %3 → %4)</translation>
    </message>
    <message>
        <source>8-bit optimizer states</source>
        <translation>8-Bit-Optimierungszustand</translation>
    </message>
    <message>
        <source>LoRA instead of training every weight</source>
        <translation>LoRA statt Training aller Gewichte</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base weights)</source>
        <translation>QLoRA (4-Bit-Basisgewichte)</translation>
    </message>
    <message>
        <source>Shard with %1</source>
        <translation>Sharding mit %1</translation>
    </message>
    <message>
        <source>Offload weights and optimizer to CPU memory</source>
        <translation>Gewichte und Optimierer in den CPU-Speicher auslagern</translation>
    </message>
    <message>
        <source>Offload the optimizer to CPU memory</source>
        <translation>Optimierer in den CPU-Speicher auslagern</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation>%1 GPUs statt %2</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 statt %2</translation>
    </message>
    <message>
        <source>KV cache in fp8</source>
        <translation>KV-Cache in fp8</translation>
    </message>
    <message>
        <source>Weights in fp8</source>
        <translation>Gewichte in fp8</translation>
    </message>
    <message>
        <source>Weights in 4 bits (int4)</source>
        <translation>Gewichte in 4 Bit (int4)</translation>
    </message>
    <message>
        <source>Tensor parallelism %1 → %2 (%3 GPUs)</source>
        <translation>Tensor-Parallelität %1 → %2 (%3 GPUs)</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2 (fewer users on each replica)</source>
        <translation>%1 GPUs statt %2 (weniger Nutzer pro Replikat)</translation>
    </message>
    <message>
        <source>Prompts of %1 tokens instead of %2</source>
        <translation>Prompts mit %1 Tokens statt %2</translation>
    </message>
    <message>
        <source>TPOT %1 %2, TTFT %1 %3</source>
        <translation>TPOT %1 %2, TTFT %1 %3</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::HeadlineStrip</name>
    <message>
        <source>%1 (%2) fits: %3 used, %4, %5 rent</source>
        <translation>%1 (%2) passt: %3 belegt, %4, %5 Miete</translation>
    </message>
    <message>
        <source>No estimate for this scenario</source>
        <translation>Keine Schätzung für dieses Szenario</translation>
    </message>
    <message>
        <source>Check the highlighted settings.</source>
        <translation>Prüfen Sie die hervorgehobenen Einstellungen.</translation>
    </message>
    <message>
        <source>✔ Fits on %1</source>
        <translation>✔ Passt auf %1</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 belegt</translation>
    </message>
    <message>
        <source>%1 (rent)</source>
        <translation>%1 (Miete)</translation>
    </message>
    <message>
        <source>✘ Does not fit on %1</source>
        <translation>✘ Passt nicht auf %1</translation>
    </message>
    <message>
        <source>needs %1 of %2 per GPU</source>
        <translation>benötigt %1 von %2 pro GPU</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU (peak, as nvidia-smi shows it)</source>
        <translation>%1 von %2 pro GPU (Spitzenwert laut nvidia-smi)</translation>
    </message>
    <message>
        <source>%1 if owned</source>
        <translation>%1 mit eigenen GPUs</translation>
    </message>
    <message>
        <source>Over by %1. See the suggestions for what makes it fit.</source>
        <translation>%1 zu viel. Die Vorschläge zeigen, womit es passt.</translation>
    </message>
    <message>
        <source>Result headline</source>
        <translation>Ergebnisüberschrift</translation>
    </message>
    <message>
        <source>⚠ Tight on %1</source>
        <translation>⚠ Knapp auf %1</translation>
    </message>
    <message>
        <source>Less than the %1 safety margin stays free: fragmentation or a longer batch may run out of memory.</source>
        <translation>Weniger als die Sicherheitsreserve von %1 bleibt frei: Fragmentierung oder ein längerer Batch kann den Speicher sprengen.</translation>
    </message>
    <message>
        <source>%1 (TP %2)</source>
        <comment>GPUs and tensor parallel degree</comment>
        <translation>%1 (TP %2)</translation>
    </message>
    <message>
        <source>✘ The weights do not fit %1</source>
        <translation>✘ Die Gewichte passen nicht auf %1</translation>
    </message>
    <message>
        <source>Split the model over more GPUs (tensor parallel) or choose a GPU with more memory.</source>
        <translation>Verteilen Sie das Modell auf mehr GPUs (Tensor-Parallelität) oder wählen Sie eine GPU mit mehr Speicher.</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <comment>concurrent users</comment>
        <translation>
            <numerusform>%n Nutzer</numerusform>
            <numerusform>%n Nutzer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 Anfragen/s</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1</source>
        <comment>an offline job</comment>
        <translation>
            <numerusform>%n Anfrage in %1</numerusform>
            <numerusform>%n Anfragen in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Serves %2 at %3 TPOT %4 on %5</source>
        <translation>%1 Bedient %2 mit %3 TPOT %4 auf %5</translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <translation>%1 pro 1 Mio. Ausgabe-Token</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>TTFT %1 %2</source>
        <translation>TTFT %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>KV pool holds %n sequence(s)</source>
        <comment>per replica</comment>
        <translation>
            <numerusform>KV-Pool fasst %n Sequenz</numerusform>
            <numerusform>KV-Pool fasst %n Sequenzen</numerusform>
        </translation>
    </message>
    <message>
        <source>limited by %1</source>
        <translation>begrenzt durch %1</translation>
    </message>
    <message numerus="yes">
        <source>the targets need %n replica(s)</source>
        <translation>
            <numerusform>die Ziele brauchen %n Replikat</numerusform>
            <numerusform>die Ziele brauchen %n Replikate</numerusform>
        </translation>
    </message>
    <message>
        <source>no number of replicas meets the targets</source>
        <translation>keine Zahl von Replikaten erreicht die Ziele</translation>
    </message>
    <message>
        <source>⚠ The sequence length %1 exceeds the model&apos;s context window of %2 tokens</source>
        <translation>⚠ Die Sequenzlänge %1 übersteigt das Kontextfenster des Modells von %2 Token</translation>
    </message>
    <message>
        <source>In brackets: the range in GiB per GPU that about %1 of comparable measured runs fell in.</source>
        <translation>In Klammern: der Bereich in GiB pro GPU, in dem etwa %1 vergleichbarer gemessener Läufe lagen.</translation>
    </message>
    <message>
        <source>Widened: no measured runs calibrate this GPU family.</source>
        <translation>Erweitert: keine gemessenen Läufe kalibrieren diese GPU-Familie.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::InputText</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Gewichtsformat</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32-Master-Gewichte</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>LoRA-Alpha</translation>
    </message>
    <message>
        <source>Fully trained modules</source>
        <translation>Voll trainierte Module</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>Blockweise Kreuzentropie</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Auslagern der Aktivierungen</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>Optimizer im Backward-Pass</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontextparallel</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expertenparallel</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation>Netzwerk je GPU</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Promptlänge</translation>
    </message>
    <message>
        <source>Static KV cache</source>
        <translation>Statischer KV-Cache</translation>
    </message>
    <message>
        <source>Eager decoding</source>
        <translation>Eager-Dekodierung</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-Anfragen</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Eingabelänge</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Präfix-Cache-Treffer</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV-Cache-Format</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Mittlere Last</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation>Latenzstatistik</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Dekodieren</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstoken</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Wechselkurse</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Nutzungsdauer</translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation>Nutzungsstunden pro Jahr</translation>
    </message>
    <message>
        <source>Power price per kWh</source>
        <translation>Strompreis pro kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation>Mittlere Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Colocation per kW a month</source>
        <translation>Colocation pro kW und Monat</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Zins</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Licences per GPU a year</source>
        <translation>Lizenzen pro GPU und Jahr</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Leistungsbudget pro Rack</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Rent or own</source>
        <translation>Mieten oder kaufen</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation>Kalibrierte GPUs zuerst</translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation>Nur was ich verkaufe</translation>
    </message>
    <message>
        <source>Refurbished systems</source>
        <translation>Generalüberholte Systeme</translation>
    </message>
    <message>
        <source>Spare unit</source>
        <translation>Ersatzeinheit</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Consultant</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Valid for (days)</source>
        <translation>Gültig für (Tage)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Purchase pinned for %1</source>
        <translation>Kauf festgelegt für %1</translation>
    </message>
    <message>
        <source>Rent pinned for %1</source>
        <translation>Miete festgelegt für %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::IntervalText</name>
    <message>
        <source>full fine-tuning and pre-training</source>
        <translation>Voll-Feintuning und Training von Grund auf</translation>
    </message>
    <message>
        <source>LoRA and QLoRA fine-tuning</source>
        <translation>LoRA- und QLoRA-Feintuning</translation>
    </message>
    <message>
        <source>inference</source>
        <comment>kind of measured runs</comment>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>training, fine-tuning and inference</source>
        <translation>Training, Feintuning und Inferenz</translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %Ln measured run(s)</source>
        <comment>GPU family: speed fitted to measured runs</comment>
        <translation>
            <numerusform>kalibriert an %Ln gemessenen Lauf</numerusform>
            <numerusform>kalibriert an %Ln gemessenen Läufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>speed not calibrated, memory checked on %Ln measured run(s)</source>
        <translation>
            <numerusform>Geschwindigkeit nicht kalibriert, Speicher an %Ln gemessenen Lauf geprüft</numerusform>
            <numerusform>Geschwindigkeit nicht kalibriert, Speicher an %Ln gemessenen Läufen geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>not calibrated: no measured run</source>
        <comment>GPU family</comment>
        <translation>nicht kalibriert: kein gemessener Lauf</translation>
    </message>
    <message numerus="yes">
        <source>%1 family: %Ln measured run(s) of quality A or B (memory %2, speed %3)</source>
        <comment>%1 GPU family, %2 runs that measured memory, %3 runs that measured speed</comment>
        <translation>
            <numerusform>%1-Familie: %Ln gemessener Lauf der Qualität A oder B (Speicher %2, Geschwindigkeit %3)</numerusform>
            <numerusform>%1-Familie: %Ln gemessene Läufe der Qualität A oder B (Speicher %2, Geschwindigkeit %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but its %3 interval reaches %4: scaled to this estimate, at least 1 in %5 comparable measured runs needed more than the usable memory.</source>
        <comment>%1 and %2 memory, %3 a percentage (80 %), %4 memory, %5 a number (10)</comment>
        <translation>Passt laut Schätzung (%1 von nutzbaren %2 pro GPU), aber das %3-Intervall reicht bis %4: auf diese Schätzung skaliert brauchte mindestens 1 von %5 vergleichbaren gemessenen Läufen mehr als den nutzbaren Speicher.</translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but inside the safety margin: spikes and fragmentation may run it out of memory.</source>
        <translation>Passt laut Schätzung (%1 von nutzbaren %2 pro GPU), aber innerhalb der Sicherheitsmarge: Spitzen und Fragmentierung können den Speicher erschöpfen.</translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate is %1 per GPU: of the %Ln comparable measured run(s) (%2), %3 needed between %4 and %5 times the memory predicted for them.</source>
        <comment>%1 a memory range, %2 the kind of runs, %3 a percentage (80 %), %4 and %5 factors</comment>
        <translation>
            <numerusform>Das Intervall dieser Schätzung ist %1 pro GPU: von dem %Ln vergleichbaren gemessenen Lauf (%2) brauchten %3 das %4- bis %5-Fache des für sie vorhergesagten Speichers.</numerusform>
            <numerusform>Das Intervall dieser Schätzung ist %1 pro GPU: von den %Ln vergleichbaren gemessenen Läufen (%2) brauchten %3 das %4- bis %5-Fache des für sie vorhergesagten Speichers.</numerusform>
        </translation>
    </message>
    <message>
        <source>The interval is wider than that because no measured run calibrates this GPU family.</source>
        <translation>Das Intervall ist breiter, weil kein gemessener Lauf diese GPU-Familie kalibriert.</translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate&apos;s time per output token (%1) is %2–%3: of the %Ln measured serving run(s) with a time per output token, %4 took between %5 and %6 times the time predicted for them.</source>
        <comment>%1 the statistic (p99), %2 and %3 times, %4 a percentage (80 %), %5 and %6 factors</comment>
        <translation>
            <numerusform>Das Intervall der Zeit pro Ausgabe-Token dieser Schätzung (%1) ist %2–%3: von dem %Ln gemessenen Serving-Lauf mit einer Zeit pro Ausgabe-Token brauchten %4 das %5- bis %6-Fache der für sie vorhergesagten Zeit.</numerusform>
            <numerusform>Das Intervall der Zeit pro Ausgabe-Token dieser Schätzung (%1) ist %2–%3: von den %Ln gemessenen Serving-Läufen mit einer Zeit pro Ausgabe-Token brauchten %4 das %5- bis %6-Fache der für sie vorhergesagten Zeit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LengthsView</name>
    <message>
        <source>By length</source>
        <translation>Nach Länge</translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length are drawn for training. An inference deployment is sized against its load: see the throughput and latency chart beside the memory breakdown.</source>
        <translation>Speicher, Zeit und Kosten über der Sequenzlänge werden fürs Training gezeichnet. Ein Inferenz-Deployment wird nach seiner Last bemessen: siehe das Durchsatz- und Latenzdiagramm neben der Speicheraufteilung.</translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length</source>
        <translation>Speicher, Zeit und Kosten über der Sequenzlänge</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LiveLabel</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About GPU Sizer</source>
        <translation>&amp;Über GPU Sizer</translation>
    </message>
    <message>
        <source>Use configuration</source>
        <translation>Konfiguration übernehmen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Large type and fewer panels for a projector</source>
        <translation>Große Schrift und weniger Bereiche für den Beamer</translation>
    </message>
    <message>
        <source>&amp;Quick start…</source>
        <translation>S&amp;chnellstart…</translation>
    </message>
    <message>
        <source>Quick start scenarios</source>
        <translation>Schnellstart-Szenarien</translation>
    </message>
    <message>
        <source>&amp;Quick Starts</source>
        <translation>S&amp;chnellstarts</translation>
    </message>
    <message>
        <source>Memory per GPU by component</source>
        <translation>Speicher pro GPU nach Komponente</translation>
    </message>
    <message>
        <source>Memory per GPU for each method</source>
        <translation>Speicher pro GPU je Methode</translation>
    </message>
    <message>
        <source>Memory per GPU versus sequence length</source>
        <translation>Speicher pro GPU nach Sequenzlänge</translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation>Zeit und Kosten der besten Konfigurationen</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>Empfohlene Konfigurationen</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>Überschrift</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Quick start: %1</source>
        <translation>Schnellstart: %1</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Price List and Exchange Rates…</source>
        <translation>&amp;Preisliste und Wechselkurse…</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <source>Dark colours instead of the system&apos;s colour scheme</source>
        <translation>Dunkle Farben statt des Farbschemas des Systems</translation>
    </message>
    <message>
        <source>Priced with the price list saved in this scenario; yours applies again to a new scenario</source>
        <translation>Mit der in diesem Szenario gespeicherten Preisliste bepreist; Ihre eigene gilt wieder für ein neues Szenario</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Sizing &amp;Report (PDF)…</source>
        <translation>Dimensionierungs&amp;bericht (PDF) …</translation>
    </message>
    <message>
        <source>&amp;Workbook (XLSX)…</source>
        <translation>&amp;Arbeitsmappe (XLSX) …</translation>
    </message>
    <message>
        <source>Ranked &amp;Table (CSV)…</source>
        <translation>Rangierte &amp;Tabelle (CSV) …</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Map of the scenario over two of its inputs</source>
        <translation>Karte des Szenarios über zwei seiner Eingaben</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>What moves it</source>
        <translation>Was es bewegt</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapControls</name>
    <message>
        <source>&amp;Across</source>
        <translation>&amp;Quer</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Hoch</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Farbe</translation>
    </message>
    <message>
        <source>The input along the map&apos;s horizontal axis</source>
        <translation>Die Eingabe entlang der waagerechten Achse der Karte</translation>
    </message>
    <message>
        <source>The input along the map&apos;s vertical axis</source>
        <translation>Die Eingabe entlang der senkrechten Achse der Karte</translation>
    </message>
    <message>
        <source>What each cell&apos;s colour shows</source>
        <translation>Was die Farbe jeder Zelle zeigt</translation>
    </message>
    <message>
        <source>Where the axis starts</source>
        <translation>Wo die Achse beginnt</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Where the axis ends</source>
        <translation>Wo die Achse endet</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapToolTip</name>
    <message>
        <source>No serving figures: the model does not fit.</source>
        <translation>Keine Serving-Werte: Das Modell passt nicht.</translation>
    </message>
    <message>
        <source>Only an offline job has a time.</source>
        <translation>Nur ein Offline-Job hat eine Dauer.</translation>
    </message>
    <message>
        <source>No number of replicas meets the targets.</source>
        <translation>Keine Anzahl von Replikaten erreicht die Ziele.</translation>
    </message>
    <message>
        <source>Does not apply to this scenario.</source>
        <translation>Gilt nicht für dieses Szenario.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot be estimated: %1</source>
        <translation>Nicht schätzbar: %1</translation>
    </message>
    <message>
        <source>Band: %1 – %2</source>
        <comment>about 8 in 10 measured runs lie between low and high</comment>
        <translation>Band: %1 – %2</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: keine</translation>
    </message>
    <message>
        <source>(coarse grid: refining when the changes pause)</source>
        <translation>(grobes Raster: wird verfeinert, wenn die Änderungen pausieren)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodComparisonChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation>%1: %2 nutzbar</translation>
    </message>
    <message>
        <source>%1 ✘</source>
        <translation>%1 ✘</translation>
    </message>
    <message>
        <source>Methods compared (memory per GPU)</source>
        <translation>Methodenvergleich (Speicher pro GPU)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-Kapazität</translation>
    </message>
    <message>
        <source>Method comparison chart</source>
        <translation>Diagramm: Methodenvergleich</translation>
    </message>
    <message>
        <source>Inf.</source>
        <comment>abbreviation of Inference under a narrow bar</comment>
        <translation>Inf.</translation>
    </message>
    <message>
        <source>Pre-tr.</source>
        <comment>abbreviation of Pre-training under a narrow bar</comment>
        <translation>Von Gr.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodGroup</name>
    <message>
        <source>Method %1</source>
        <translation>Methode %1</translation>
    </message>
    <message>
        <source>Precision %1</source>
        <translation>Genauigkeit %1</translation>
    </message>
    <message>
        <source>Weight format %1</source>
        <translation>Gewichtsformat %1</translation>
    </message>
    <message>
        <source>Optimizer %1</source>
        <translation>Optimierer %1</translation>
    </message>
    <message>
        <source>LoRA rank %1</source>
        <translation>LoRA-Rang %1</translation>
    </message>
    <message>
        <source>LoRA targets %1</source>
        <translation>LoRA-Ziele %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Methode</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Genauigkeit</translation>
    </message>
    <message>
        <source>&amp;Weight format</source>
        <translation>Ge&amp;wichte</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimierer</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k</source>
        <translation>LoRA-&amp;Rang</translation>
    </message>
    <message>
        <source>LoRA &amp;targets</source>
        <translation>LoRA-&amp;Ziele</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Methode: %1</translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <source>Number format of the matrix products (mixed precision keeps fp32 master weights where the method needs them)</source>
        <translation>Zahlenformat der Matrixprodukte (gemischte Genauigkeit behält FP32-Masterkopien der Gewichte, wo die Methode sie braucht)</translation>
    </message>
    <message>
        <source>Weight storage format</source>
        <translation>Speicherformat der Gewichte</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>LoRA target layers</source>
        <translation>LoRA-Zielschichten</translation>
    </message>
    <message>
        <source>Unquantised (as precision)</source>
        <translation>Unquantisiert (wie Genauigkeit)</translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation>q- und v-Projektionen</translation>
    </message>
    <message>
        <source>Attention (q, k, v, o)</source>
        <translation>Attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Alle linearen Schichten</translation>
    </message>
    <message>
        <source>All linear + embeddings and LM head</source>
        <translation>Alle linearen + Embeddings, LM-Head</translation>
    </message>
    <message>
        <source>How the frozen base weights are stored (QLoRA: 4-bit NF4; inference: int8/int4 halve or quarter the weights)</source>
        <translation>Wie die eingefrorenen Basisgewichte gespeichert werden (QLoRA: 4-Bit-NF4; Inferenz: int8/int4 halbieren oder vierteln die Gewichte)</translation>
    </message>
    <message>
        <source>Framework %1</source>
        <translation>Framework %1</translation>
    </message>
    <message>
        <source>&amp;Framework</source>
        <translation>&amp;Framework</translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation>Trainings-Framework</translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation>blockweise Kreuzentropie</translation>
    </message>
    <message>
        <source>full logits in fp32 for the loss</source>
        <translation>volle Logits in fp32 für den Verlust</translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation>Checkpointing: %1</translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to the host</source>
        <translation>gecheckpointete Aktivierungen auf den Host ausgelagert</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>fused kernels</source>
        <translation>fusionierte Kernel</translation>
    </message>
    <message>
        <source>eager PyTorch kernels</source>
        <translation>Eager-PyTorch-Kernel</translation>
    </message>
    <message>
        <source>foreach AdamW step (a temporary the size of one moment)</source>
        <translation>foreach-AdamW-Schritt (ein Zwischenspeicher von der Größe eines Moments)</translation>
    </message>
    <message>
        <source>fused optimizer step</source>
        <translation>fusionierter Optimierungsschritt</translation>
    </message>
    <message>
        <source>optimizer step one parameter at a time</source>
        <translation>Optimierungsschritt ein Parameter nach dem anderen</translation>
    </message>
    <message>
        <source>Defaults of %1: %2.</source>
        <translation>Voreinstellungen von %1: %2.</translation>
    </message>
    <message>
        <source>Some of them are overridden in the Sequence and batch group.</source>
        <translation>Einige davon sind in der Gruppe Sequenz und Batch überschrieben.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodLines</name>
    <message>
        <source>%1 does not fit</source>
        <comment>a method</comment>
        <translation>%1 passt nicht</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ModelGroup</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>Mo&amp;dell</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>config.json &amp;importieren…</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <source>Type to search the presets by name</source>
        <translation>Namen eingeben, um die Vorlagen zu durchsuchen</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>Modellgröße in Milliarden Parametern</translation>
    </message>
    <message>
        <source>Any size from 0.1 to 1,000 billion parameters: a plausible dense architecture is derived from real model families</source>
        <translation>Beliebige Größe von 0,1 bis 1.000 Milliarden Parametern: Eine plausible dichte Architektur wird aus realen Modellfamilien abgeleitet</translation>
    </message>
    <message>
        <source>Read the architecture from a Hugging Face config.json (or drop one on the window)</source>
        <translation>Architektur aus einer config.json von Hugging Face lesen (oder eine auf das Fenster ziehen)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Eigene Größe (%1)</translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · %3 heads (%4 KV)</source>
        <translation>%1 Schichten · verborgene Dimension %2 · %3 Heads (%4 KV)</translation>
    </message>
    <message>
        <source> · %1 experts, %2 active</source>
        <translation> · %1 Experten, %2 aktiv</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Modell %1 wählen</translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation>Modellgröße ändern</translation>
    </message>
    <message>
        <source>Replace the Imported Model?</source>
        <translation>Importiertes Modell ersetzen?</translation>
    </message>
    <message>
        <source>%1 was read from its config.json. Another size replaces it by a dense model derived from real model families: its layers, heads and experts are not kept. (Undo brings it back.)</source>
        <translation>%1 wurde aus seiner config.json gelesen. Eine andere Größe ersetzt es durch ein dichtes Modell, abgeleitet aus realen Modellfamilien: Schichten, Heads und Experten bleiben nicht erhalten. (Rückgängig stellt es wieder her.)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionText</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost (rent)</source>
        <translation>Kosten (Miete)</translation>
    </message>
    <message>
        <source>Cost (own)</source>
        <translation>Kosten (Kauf)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation>Keine Schätzung</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Knapp</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>%1 per output token</source>
        <translation>%1 pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 pro Monat</translation>
    </message>
    <message>
        <source>Targets met</source>
        <translation>Ziele erreicht</translation>
    </message>
    <message>
        <source>Targets missed</source>
        <translation>Ziele verfehlt</translation>
    </message>
    <message>
        <source>Met (%1)</source>
        <translation>Eingehalten (%1)</translation>
    </message>
    <message>
        <source>Missed (%1)</source>
        <translation>Verfehlt (%1)</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsPanel</name>
    <message>
        <source>Rename Option</source>
        <translation>Option umbenennen</translation>
    </message>
    <message>
        <source>Name of the option:</source>
        <translation>Name der Option:</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 anzeigen</translation>
    </message>
    <message>
        <source>Pin as &amp;Option</source>
        <translation>Als &amp;Option anheften</translation>
    </message>
    <message>
        <source>Keep the scenario as it is now as an option to compare (two to four)</source>
        <translation>Das Szenario, wie es jetzt ist, als zu vergleichende Option behalten (zwei bis vier)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Make the selected option the scenario in the window</source>
        <translation>Die gewählte Option zum Szenario im Fenster machen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected option (or double-click its name)</source>
        <translation>Die gewählte Option umbenennen (oder auf ihren Namen doppelklicken)</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Remove the selected option from the comparison</source>
        <translation>Die gewählte Option aus dem Vergleich entfernen</translation>
    </message>
    <message>
        <source>Pin two to four scenarios to compare them side by side here and on a page of the sizing report.</source>
        <translation>Heften Sie zwei bis vier Szenarien an, um sie hier und auf einer Seite des Dimensionierungsberichts nebeneinander zu vergleichen.</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Optionen im Vergleich</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>GPUs and their parallel strategy</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The scenario in the window now</source>
        <translation>Das Szenario, das jetzt im Fenster ist</translation>
    </message>
    <message>
        <source>The scenario in the window now. Double-click to rename.</source>
        <translation>Das Szenario, das jetzt im Fenster ist. Doppelklicken zum Umbenennen.</translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation>Doppelklicken zum Umbenennen</translation>
    </message>
    <message>
        <source>This input is not the same in every option</source>
        <translation>Diese Eingabe ist nicht in allen Optionen gleich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsView</name>
    <message>
        <source>&amp;Options Compared</source>
        <translation>&amp;Optionen im Vergleich</translation>
    </message>
    <message>
        <source>The pinned options side by side</source>
        <translation>Die angehefteten Optionen nebeneinander</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Options compared (%1)</source>
        <translation>Optionen im Vergleich (%1)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OwnershipGroup</name>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Colocation price</source>
        <translation>Colocation-Preis</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Zins</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Softwarelizenzen</translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation>Eigentum</translation>
    </message>
    <message>
        <source>&amp;PUE</source>
        <translation>&amp;PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>Power Usage Effectiveness (PUE) des Rechenzentrums</translation>
    </message>
    <message>
        <source>The facility&apos;s energy over the IT energy: cooling and power losses (1.3: a modern air-cooled data centre)</source>
        <translation>Energie des gesamten Standorts geteilt durch die IT-Energie: Kühlung und Stromverluste (1,3: ein modernes luftgekühltes Rechenzentrum)</translation>
    </message>
    <message>
        <source>Co&amp;location</source>
        <translation>&amp;Colocation</translation>
    </message>
    <message>
        <source>Colocation price per kilowatt and month</source>
        <translation>Colocation-Preis pro Kilowatt und Monat</translation>
    </message>
    <message>
        <source>Rack space, cooling and power feed per kW of the systems&apos; rated power and month, electricity billed apart (USD 195: CBRE North America, H2 2025)</source>
        <translation>Rackplatz, Kühlung und Stromzuführung pro kW Nennleistung der Systeme und Monat, Strom separat abgerechnet (USD 195: CBRE Nordamerika, H2 2025)</translation>
    </message>
    <message>
        <source>Resi&amp;dual value</source>
        <translation>&amp;Restwert</translation>
    </message>
    <message>
        <source>Residual value at the end, per cent of the purchase</source>
        <translation>Restwert am Ende, Prozent des Kaufpreises</translation>
    </message>
    <message>
        <source>What the hardware fetches at the end of its lifetime (27 %: four years at the 28 % a year used A100s lost)</source>
        <translation>Was die Hardware am Ende ihrer Nutzungsdauer noch einbringt (27 %: vier Jahre mit den 28 % Wertverlust pro Jahr gebrauchter A100)</translation>
    </message>
    <message>
        <source>I&amp;nterest</source>
        <translation>&amp;Zins</translation>
    </message>
    <message>
        <source>Cost of capital, per cent a year</source>
        <translation>Kapitalkosten, Prozent pro Jahr</translation>
    </message>
    <message>
        <source>The purchase is paid as an annuity over the lifetime at this rate; 0 for a purchase paid in cash</source>
        <translation>Der Kauf wird über die Nutzungsdauer als Annuität zu diesem Zinssatz bezahlt; 0 für einen Barkauf</translation>
    </message>
    <message>
        <source>Su&amp;pport</source>
        <translation>S&amp;upport</translation>
    </message>
    <message>
        <source>Hardware support a year, per cent of the purchase</source>
        <translation>Hardware-Support pro Jahr, Prozent des Kaufpreises</translation>
    </message>
    <message>
        <source>A support contract a year as a share of the purchase (10 %: OEM cover)</source>
        <translation>Ein Supportvertrag pro Jahr als Anteil am Kaufpreis (10 %: OEM-Support)</translation>
    </message>
    <message>
        <source>Licen&amp;ces</source>
        <translation>&amp;Lizenzen</translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation>Softwarelizenzen pro GPU und Jahr</translation>
    </message>
    <message>
        <source>Software per GPU a year, such as NVIDIA AI Enterprise (USD 4,500 list); 0 for an open-source stack</source>
        <translation>Software pro GPU und Jahr, etwa NVIDIA AI Enterprise (Listenpreis USD 4.500); 0 für einen Open-Source-Stack</translation>
    </message>
    <message>
        <source> per kW a month</source>
        <translation> pro kW und Monat</translation>
    </message>
    <message>
        <source> per GPU a year</source>
        <translation> pro GPU und Jahr</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoChart</name>
    <message>
        <source>%1 against %2</source>
        <comment>chart title: y axis against x axis</comment>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoText</name>
    <message>
        <source>Time of the run (h)</source>
        <translation>Dauer des Laufs (h)</translation>
    </message>
    <message>
        <source>Tokens/s per user (1000 / TPOT %1)</source>
        <translation>Token/s je Nutzer (1000 / TPOT %1)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabetoken/s je GPU</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation>Kosten je 1 Mio. Ausgabetoken (%1)</translation>
    </message>
    <message>
        <source>Rent of the run (%1)</source>
        <translation>Miete des Laufs (%1)</translation>
    </message>
    <message>
        <source>TP %1 · EP %2</source>
        <comment>tensor and expert parallel degrees</comment>
        <translation>TP %1 · EP %2</translation>
    </message>
    <message>
        <source> · PP %1</source>
        <comment>pipeline stages</comment>
        <translation> · PP %1</translation>
    </message>
    <message>
        <source> · replicas: %1</source>
        <translation> · Replikate: %1</translation>
    </message>
    <message>
        <source>Sequences in flight per replica: %1</source>
        <translation>Laufende Sequenzen je Replikat: %1</translation>
    </message>
    <message>
        <source>Weights: %1 · Engine: %2</source>
        <translation>Gewichte: %1 · Engine: %2</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU: %1</source>
        <translation>Ausgabetoken/s je GPU: %1</translation>
    </message>
    <message>
        <source>Tokens/s per user: %1</source>
        <translation>Token/s je Nutzer: %1</translation>
    </message>
    <message>
        <source>TTFT %1: %2 · TPOT %1: %3</source>
        <translation>TTFT %1: %2 · TPOT %1: %3</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens: %1</source>
        <translation>Kosten je 1 Mio. Ausgabetoken: %1</translation>
    </message>
    <message>
        <source>On the front</source>
        <translation>Auf der Front</translation>
    </message>
    <message>
        <source>Dominated: another configuration is better in both</source>
        <translation>Dominiert: Eine andere Konfiguration ist in beidem besser</translation>
    </message>
    <message>
        <source>Meets the latency targets</source>
        <translation>Erreicht die Latenzziele</translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation>Verfehlt ein Latenzziel</translation>
    </message>
    <message>
        <source>Click to use this configuration</source>
        <translation>Klicken, um diese Konfiguration zu übernehmen</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>Rent: %1</source>
        <translation>Miete: %1</translation>
    </message>
    <message>
        <source>Dominated: another configuration is faster and cheaper</source>
        <translation>Dominiert: Eine andere Konfiguration ist schneller und günstiger</translation>
    </message>
    <message>
        <source>Misses the deadline or the budget</source>
        <translation>Verfehlt die Frist oder das Budget</translation>
    </message>
    <message>
        <source>On the front: %1 of %2</source>
        <comment>configurations</comment>
        <translation>Auf der Front: %1 von %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoView</name>
    <message>
        <source>On the front</source>
        <translation>Auf der Front</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>Dominiert</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation>Verfehlt ein Latenzziel</translation>
    </message>
    <message>
        <source>Meets the TPOT target</source>
        <translation>Erreicht das TPOT-Ziel</translation>
    </message>
    <message>
        <source>Misses the deadline or budget</source>
        <translation>Verfehlt Frist oder Budget</translation>
    </message>
    <message>
        <source>Speed not calibrated</source>
        <translation>Geschwindigkeit nicht kalibriert</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation>Das Szenario ist nicht schätzbar.</translation>
    </message>
    <message>
        <source>Updating the front…</source>
        <translation>Front wird aktualisiert…</translation>
    </message>
    <message>
        <source>Computing the front…</source>
        <translation>Front wird berechnet…</translation>
    </message>
    <message>
        <source>No configuration serves this load.</source>
        <translation>Keine Konfiguration bedient diese Last.</translation>
    </message>
    <message>
        <source>No configuration fits.</source>
        <translation>Keine Konfiguration passt.</translation>
    </message>
    <message>
        <source>Apply Pareto point</source>
        <translation>Pareto-Punkt übernehmen</translation>
    </message>
    <message>
        <source>&amp;Front:</source>
        <translation>&amp;Pareto-Front:</translation>
    </message>
    <message>
        <source>Throughput per GPU</source>
        <translation>Durchsatz je GPU</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kosten pro 1 Mio. Token</translation>
    </message>
    <message>
        <source>Every &amp;engine</source>
        <translation>Jede &amp;Engine</translation>
    </message>
    <message>
        <source>Also the other serving engines (about eight times the configurations)</source>
        <translation>Auch die anderen Serving-Engines (etwa achtmal so viele Konfigurationen)</translation>
    </message>
    <message>
        <source>Pareto front of the configurations</source>
        <translation>Pareto-Front der Konfigurationen</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PinnedOptions</name>
    <message>
        <source>Option %1</source>
        <comment>a pinned scenario: Option A, Option B</comment>
        <translation>Option %1</translation>
    </message>
    <message numerus="yes">
        <source>%n options are pinned, the most that compare side by side: unpin one to pin this scenario.</source>
        <translation>
            <numerusform>%n Option ist angeheftet, die meisten, die sich nebeneinander vergleichen lassen: lösen Sie eine, um dieses Szenario anzuheften.</numerusform>
            <numerusform>%n Optionen sind angeheftet, die meisten, die sich nebeneinander vergleichen lassen: lösen Sie eine, um dieses Szenario anzuheften.</numerusform>
        </translation>
    </message>
    <message>
        <source>This scenario is pinned already, as “%1”.</source>
        <translation>Dieses Szenario ist bereits angeheftet, als „%1“.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceDefaults</name>
    <message>
        <source>Years the hardware is owned</source>
        <translation>Jahre, die die Hardware genutzt wird</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Strom pro kWh</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Power Usage Effectiveness (PUE)</translation>
    </message>
    <message>
        <source>Colocation per kW and month</source>
        <translation>Colocation pro kW und Monat</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>Restwert am Ende</translation>
    </message>
    <message>
        <source>Cost of capital a year</source>
        <translation>Kapitalkosten pro Jahr</translation>
    </message>
    <message>
        <source>Hardware support a year, of the purchase</source>
        <translation>Hardware-Support pro Jahr, vom Kaufpreis</translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation>Softwarelizenzen pro GPU und Jahr</translation>
    </message>
    <message>
        <source>Hours of use a year, training</source>
        <translation>Nutzungsstunden pro Jahr, Training</translation>
    </message>
    <message>
        <source>Hours of use a year, serving</source>
        <translation>Nutzungsstunden pro Jahr, Serving</translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation>Durchschnittliche Leistungsaufnahme (Anteil der Nennleistung)</translation>
    </message>
    <message>
        <source>Power budget of a rack (kW)</source>
        <translation>Leistungsbudget eines Racks (kW)</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>USD per kW and month</source>
        <translation>USD pro kW und Monat</translation>
    </message>
    <message>
        <source>% of the purchase</source>
        <translation>% des Kaufpreises</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>% pro Jahr</translation>
    </message>
    <message>
        <source>% of the purchase a year</source>
        <translation>% des Kaufpreises pro Jahr</translation>
    </message>
    <message>
        <source>USD per GPU and year</source>
        <translation>USD pro GPU und Jahr</translation>
    </message>
    <message>
        <source>hours a year</source>
        <translation>Stunden pro Jahr</translation>
    </message>
    <message>
        <source>share of rated power</source>
        <translation>Anteil der Nennleistung</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Nebius depreciates its GPUs over 4 years (bizety.com, 2025-09-23); servers elsewhere over 5-6 years: Amazon 5 (10-K, 2025-02-07), Microsoft and Alphabet 6 (filings of 2022-23), CoreWeave 6 (S-1, 2025)</source>
        <translation>Nebius schreibt seine GPUs über 4 Jahre ab (bizety.com, 2025-09-23); Server anderswo über 5–6 Jahre: Amazon 5 (10-K, 2025-02-07), Microsoft und Alphabet 6 (Berichte 2022–23), CoreWeave 6 (S-1, 2025)</translation>
    </message>
    <message>
        <source>the US commercial average of 14.6 US cents/kWh, rounded up (US EIA Electric Power Monthly, table 5.6.A, as compiled by energypricestoday.com, 2026-04-26); industrial customers paid 9.29 cents in January 2026 (US EIA, via YCharts)</source>
        <translation>der US-Durchschnitt für Gewerbekunden von 14,6 US-Cent/kWh, aufgerundet (US EIA Electric Power Monthly, Tabelle 5.6.A, zusammengestellt von energypricestoday.com, 2026-04-26); Industriekunden zahlten im Januar 2026 9,29 Cent (US EIA, über YCharts)</translation>
    </message>
    <message>
        <source>a new, large facility: new builds reach 1.3 or better (Uptime Institute Global Data Center Survey 2024); the industry average is 1.54 (Uptime Institute Global Data Center Survey 2025)</source>
        <translation>ein neues, großes Rechenzentrum: Neubauten erreichen 1,3 oder besser (Uptime Institute Global Data Center Survey 2024); der Branchendurchschnitt liegt bei 1,54 (Uptime Institute Global Data Center Survey 2025)</translation>
    </message>
    <message>
        <source>CBRE North America Data Center Trends H2 2025: USD 194.95 per kW and month for 250-500 kW in the US primary markets; space, cooling and the power feed, electricity billed apart</source>
        <translation>CBRE North America Data Center Trends H2 2025: USD 194,95 pro kW und Monat für 250–500 kW in den wichtigsten US-Märkten; Fläche, Kühlung und Stromanschluss, der Strom wird gesondert berechnet</translation>
    </message>
    <message>
        <source>(1 - 0.28)^4 = 0.27 after 4 years: used A100 80GB SXM4 modules lost 28.2 % a year (SpotWire, eBay sold comparisons, 2026-06-04); Epoch AI training-cost-trends depreciates hardware 0.14 orders of magnitude a year (2026-04-01)</source>
        <translation>(1 − 0,28)^4 = 0,27 nach 4 Jahren: gebrauchte A100-80GB-SXM4-Module verloren 28,2 % pro Jahr (SpotWire, verkaufte eBay-Angebote, 2026-06-04); Epoch AI training-cost-trends schreibt Hardware um 0,14 Größenordnungen pro Jahr ab (2026-04-01)</translation>
    </message>
    <message>
        <source>the low end of the 8-12 % cost of capital of data-centre investment and the middle of the 6-12 % APR of equipment finance (fundnode.co, 2026); private-credit GPU loans run 10-17 % (gpuloans.com, 2025-12-15)</source>
        <translation>das untere Ende der 8–12 % Kapitalkosten von Rechenzentrumsinvestitionen und die Mitte der 6–12 % effektiven Jahreszinses der Gerätefinanzierung (fundnode.co, 2026); GPU-Kredite aus Private Credit liegen bei 10–17 % (gpuloans.com, 2025-12-15)</translation>
    </message>
    <message>
        <source>OEM hardware support costs 10-12 % of the purchase a year (librarytechnology.org), 10-15 % (philipcrewe.net, 2013-05-27)</source>
        <translation>Hardware-Support des Herstellers kostet 10–12 % des Kaufpreises pro Jahr (librarytechnology.org), 10–15 % (philipcrewe.net, 2013-05-27)</translation>
    </message>
    <message>
        <source>none for an open-source stack; NVIDIA AI Enterprise costs USD 4,500 per GPU and year (NVIDIA Q3 FY2024 earnings call, 2023-11-21)</source>
        <translation>keine für einen Open-Source-Stack; NVIDIA AI Enterprise kostet USD 4.500 pro GPU und Jahr (NVIDIA-Quartalskonferenz Q3 FY2024, 2023-11-21)</translation>
    </message>
    <message>
        <source>a working year of runs, 50 weeks of 40 hours; owned GPUs often do less: their measured utilisation in non-optimised enterprise Kubernetes clusters averages 5 % (Cast AI, State of Kubernetes Optimization Report, 2026)</source>
        <translation>ein Arbeitsjahr voller Läufe, 50 Wochen zu 40 Stunden; eigene GPUs leisten oft weniger: ihre gemessene Auslastung in nicht optimierten Kubernetes-Clustern von Unternehmen liegt im Mittel bei 5 % (Cast AI, State of Kubernetes Optimization Report, 2026)</translation>
    </message>
    <message>
        <source>around the clock: 365 days of 24 hours</source>
        <translation>rund um die Uhr: 365 Tage zu 24 Stunden</translation>
    </message>
    <message>
        <source>8-GPU H100 nodes drew 76 % of their 10.2 kW rating in compute-intensive training (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)</source>
        <translation>H100-Knoten mit 8 GPUs nahmen bei rechenintensivem Training 76 % ihrer Nennleistung von 10,2 kW auf (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)</translation>
    </message>
    <message>
        <source>the 30-40 kW an AI rack asks for (Purkay Labs, 2026), above the 10-30 kW most racks run at (Uptime Institute Global Data Center Survey 2025) and below the 120 kW of a liquid-cooled GB200 NVL72 rack</source>
        <translation>die 30–40 kW, die ein KI-Rack verlangt (Purkay Labs, 2026), über den 10–30 kW der meisten Racks (Uptime Institute Global Data Center Survey 2025) und unter den 120 kW eines flüssigkeitsgekühlten GB200-NVL72-Racks</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListController</name>
    <message>
        <source>Your price list could not be read, the catalog prices apply: %1</source>
        <translation>Ihre Preisliste konnte nicht gelesen werden, es gelten die Katalogpreise: %1</translation>
    </message>
    <message>
        <source>The price list applies now but could not be saved: %1</source>
        <translation>Die Preisliste gilt jetzt, konnte aber nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Preisliste</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListDialog</name>
    <message>
        <source>Price list and exchange rates</source>
        <translation>Preisliste und Wechselkurse</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Wechselkurse</translation>
    </message>
    <message>
        <source>Your prices for the GPUs of the catalog. Rows you changed are shown in bold; a price you leave is the catalog&apos;s, converted into the row&apos;s currency.</source>
        <translation>Ihre Preise für die GPUs des Katalogs. Geänderte Zeilen sind fett; ein Preis, den Sie stehen lassen, ist der des Katalogs, umgerechnet in die Währung der Zeile.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Miete pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Purchase per GPU</source>
        <translation>Kauf pro GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Sold by us</source>
        <translation>Von uns verkauft</translation>
    </message>
    <message>
        <source>Servers, racks, workstations and cards one buys the GPUs in, and systems of your own. Rows you changed are shown in bold.</source>
        <translation>Server, Racks, Workstations und Karten, in denen man die GPUs kauft, und eigene Systeme. Geänderte Zeilen sind fett.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Only what I sell: recommendations keep to the GPUs marked here</source>
        <translation>Nur was ich verkaufe: die Empfehlungen beschränken sich auf die hier markierten GPUs</translation>
    </message>
    <message>
        <source>Date of the price, YYYY-MM-DD</source>
        <translation>Datum des Preises, JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Add system…</source>
        <translation>System hinzufügen…</translation>
    </message>
    <message>
        <source>Add a system of your own (a vendor&apos;s configuration) with its price</source>
        <translation>Ein eigenes System (die Konfiguration eines Anbieters) mit Preis hinzufügen</translation>
    </message>
    <message>
        <source>Remove system</source>
        <translation>System entfernen</translation>
    </message>
    <message>
        <source>Removes a system of your own; a catalog system gets its catalog price back</source>
        <translation>Entfernt ein eigenes System; ein Katalogsystem erhält seinen Katalogpreis zurück</translation>
    </message>
    <message>
        <source>Units of each currency per US dollar. Amounts are converted through USD at these rates.</source>
        <translation>Einheiten jeder Währung pro US-Dollar. Beträge werden über USD zu diesen Kursen umgerechnet.</translation>
    </message>
    <message>
        <source>Rates &amp;date</source>
        <translation>&amp;Datum der Kurse</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Quelle</translation>
    </message>
    <message>
        <source>Where the rates come from</source>
        <translation>Woher die Kurse stammen</translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation>Einheiten pro USD</translation>
    </message>
    <message>
        <source>&amp;Reset to catalog</source>
        <translation>Auf Katalog &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Restores the catalog&apos;s prices (or the built-in exchange rates) on the current tab</source>
        <translation>Stellt die Katalogpreise (oder die eingebauten Wechselkurse) auf der aktuellen Registerkarte wieder her</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Katalog: %1</translation>
    </message>
    <message>
        <source>Your own system (%1)</source>
        <translation>Ihr eigenes System (%1)</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Eingebaut: %1</translation>
    </message>
    <message>
        <source>Add system</source>
        <translation>System hinzufügen</translation>
    </message>
    <message>
        <source>e.g. my-hgx-h200</source>
        <translation>z. B. mein-hgx-h200</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Workstation</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> U</source>
        <translation> HE</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>CPU memory</source>
        <translation>CPU-Speicher</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>A system with this id exists</source>
        <translation>Ein System mit dieser ID gibt es bereits</translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export price list</source>
        <translation>Preisliste exportieren</translation>
    </message>
    <message>
        <source> Gb/s per GPU</source>
        <translation> Gb/s pro GPU</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>The network between units, per GPU in one direction: the NICs&apos; total over the unit&apos;s GPUs (8 × 400 Gb/s for 8 GPUs: 400). Several units are timed with it.</source>
        <translation>Das Netzwerk zwischen den Einheiten, pro GPU in einer Richtung: die Summe der Netzwerkkarten über die GPUs der Einheit (8 × 400 Gb/s für 8 GPUs: 400). Mehrere Einheiten werden damit berechnet.</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Scale-out</translation>
    </message>
    <message>
        <source>Refurbished or used systems are quoted only where the quote includes refurbished systems</source>
        <translation>Generalüberholte oder gebrauchte Systeme werden nur angeboten, wenn das Angebot generalüberholte Systeme einbezieht</translation>
    </message>
    <message>
        <source>Condition</source>
        <comment>new or refurbished</comment>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>New</source>
        <comment>condition of a system</comment>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Refurbished</source>
        <comment>condition of a system: refurbished or used</comment>
        <translation>Generalüberholt</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PricesGroup</name>
    <message>
        <source>Rent price</source>
        <translation>Mietpreis</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Nutzungsdauer</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>&amp;Rent per GPU-hour</source>
        <translation>&amp;Miete pro GPU-Stunde</translation>
    </message>
    <message>
        <source>L&amp;ifetime</source>
        <translation>&amp;Nutzungsdauer</translation>
    </message>
    <message>
        <source>Po&amp;wer price</source>
        <translation>&amp;Strompreis</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Miete pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Kaufpreis pro GPU</translation>
    </message>
    <message>
        <source>Hardware lifetime in years</source>
        <translation>Nutzungsdauer der Hardware in Jahren</translation>
    </message>
    <message>
        <source>Electricity price per kilowatt-hour</source>
        <translation>Strompreis pro Kilowattstunde</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> pro kWh</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>W&amp;ährung</translation>
    </message>
    <message>
        <source>Currency of every amount</source>
        <translation>Währung aller Beträge</translation>
    </message>
    <message>
        <source>Purc&amp;hase per GPU</source>
        <translation>&amp;Kauf pro GPU</translation>
    </message>
    <message>
        <source>A price for the chosen GPU only; 0 for its price-list price</source>
        <translation>Ein Preis nur für die gewählte GPU; 0 für den Preis der Preisliste</translation>
    </message>
    <message>
        <source>List: %1</source>
        <translation>Liste: %1</translation>
    </message>
    <message>
        <source>List price of %1 dated %2 (%3)</source>
        <translation>Listenpreis von %1 vom %2 (%3)</translation>
    </message>
    <message>
        <source>Every amount is converted at the exchange rates of the price list (Edit menu)</source>
        <translation>Alle Beträge werden zu den Wechselkursen der Preisliste umgerechnet (Menü Bearbeiten)</translation>
    </message>
    <message>
        <source>Usage hours</source>
        <translation>Nutzungsstunden</translation>
    </message>
    <message>
        <source>U&amp;sage</source>
        <translation>Nut&amp;zung</translation>
    </message>
    <message>
        <source>Hours a year the owned hardware works</source>
        <translation>Stunden im Jahr, die die eigene Hardware arbeitet</translation>
    </message>
    <message>
        <source>Owning is costed per hour at these hours a year and compared with renting at the same hours; 0 for the workload&apos;s: a serving deployment around the clock (8,760 h), training 2,000 h</source>
        <translation>Eigene Hardware wird pro Stunde bei diesen Stunden im Jahr berechnet und mit Miete bei denselben Stunden verglichen; 0 für die der Arbeitslast: ein Serving-Betrieb rund um die Uhr (8.760 h), Training 2.000 h</translation>
    </message>
    <message>
        <source>Automatic: %1 h a year</source>
        <translation>Automatisch: %1 h im Jahr</translation>
    </message>
    <message>
        <source> h a year</source>
        <translation> h im Jahr</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Leistungsbudget pro Rack</translation>
    </message>
    <message>
        <source>Average dr&amp;aw</source>
        <translation>Mittlere Leistungs&amp;aufnahme</translation>
    </message>
    <message>
        <source>Average power draw while running, per cent of the rated power</source>
        <translation>Mittlere Leistungsaufnahme im Betrieb, Prozent der Nennleistung</translation>
    </message>
    <message>
        <source>The systems&apos; average draw while they run as a share of their rated power: the energy of owning and the kWh a year are taken at it (76 %: compute-intensive training on 8-GPU H100 servers)</source>
        <translation>Mittlere Leistungsaufnahme der Systeme im Betrieb als Anteil ihrer Nennleistung: Energie beim Kauf und kWh pro Jahr werden damit gerechnet (76 %: rechenintensives Training auf H100-Servern mit 8 GPUs)</translation>
    </message>
    <message>
        <source>Rac&amp;k budget</source>
        <translation>Rac&amp;k-Budget</translation>
    </message>
    <message>
        <source>Power budget of one rack in kilowatts</source>
        <translation>Leistungsbudget eines Racks in Kilowatt</translation>
    </message>
    <message>
        <source>The power one rack may draw: the facility sheet counts the racks the systems need</source>
        <translation>Die Leistung, die ein Rack aufnehmen darf: das Standortblatt zählt die Racks, die die Systeme brauchen</translation>
    </message>
    <message>
        <source>An all-in price per GPU for the chosen GPU only; 0 for its share of the %1 it is quoted on</source>
        <translation>Ein Gesamtpreis pro GPU nur für die gewählte GPU; 0 für ihren Anteil am %1, mit dem sie angeboten wird</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ProvenanceText</name>
    <message numerus="yes">
        <source>%Ln run(s)</source>
        <comment>measured runs of quality A or B</comment>
        <translation>
            <numerusform>%Ln Lauf</numerusform>
            <numerusform>%Ln Läufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln source(s)</source>
        <comment>distinct repositories or documents the measured runs come from</comment>
        <translation>
            <numerusform>%Ln Quelle</numerusform>
            <numerusform>%Ln Quellen</numerusform>
        </translation>
    </message>
    <message>
        <source>pre-training</source>
        <comment>kind of measured runs</comment>
        <translation>Vortraining</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>vollständiges Feintuning</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>LoRA-Feintuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>QLoRA-Feintuning</translation>
    </message>
    <message>
        <source>inference and serving</source>
        <comment>kind of measured runs</comment>
        <translation>Inferenz und Serving</translation>
    </message>
    <message>
        <source>measured on %1 from %2 (%3, %4)</source>
        <comment>%1 runs, %2 sources, %3 the GPU family (Hopper), %4 the kind of run (QLoRA fine-tuning)</comment>
        <translation>gemessen an %1 aus %2 (%3, %4)</translation>
    </message>
    <message>
        <source>modelled, not measured on this family (%1, %2)</source>
        <comment>%1 the GPU family (Hopper), %2 the kind of run (QLoRA fine-tuning)</comment>
        <translation>modelliert, nicht an dieser Familie gemessen (%1, %2)</translation>
    </message>
    <message>
        <source>measured on %1 from %2</source>
        <comment>%1 runs, %2 sources</comment>
        <translation>gemessen an %1 aus %2</translation>
    </message>
    <message>
        <source>modelled, not measured on this family</source>
        <translation>modelliert, nicht an dieser Familie gemessen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) measured</source>
        <comment>shortest form of the status bar</comment>
        <translation>
            <numerusform>%Ln Lauf gemessen</numerusform>
            <numerusform>%Ln Läufe gemessen</numerusform>
        </translation>
    </message>
    <message>
        <source>modelled only</source>
        <comment>shortest form of the status bar: no measured run</comment>
        <translation>nur modelliert</translation>
    </message>
    <message>
        <source>Measured: %1 of quality A or B of %2 on the %3 family, from %4.</source>
        <comment>%1 runs, %2 the kind of run (QLoRA fine-tuning), %3 the GPU family (Hopper), %4 sources</comment>
        <translation>Gemessen an %1 der Qualität A oder B von %2 auf der Familie %3, aus %4.</translation>
    </message>
    <message>
        <source>Modelled, not measured on this family: no run of %1 on the %2 family was measured, so the interval is the wider one.</source>
        <comment>%1 the kind of run (QLoRA fine-tuning), %2 the GPU family (Hopper)</comment>
        <translation>Modelliert, nicht an dieser Familie gemessen: Kein Lauf von %1 auf der Familie %2 wurde gemessen, daher gilt das breitere Intervall.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::QuoteGroup</name>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation>Eigentum</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation>Kalibrierte GPUs zuerst</translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation>Nur was ich verkaufe</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Finish &amp;within</source>
        <translation>Fertig &amp;innerhalb</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>Unit of the deadline</source>
        <translation>Einheit der Frist</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>Keine Frist</translation>
    </message>
    <message>
        <source>Configurations that finish later come after those that meet it; 0 for no deadline</source>
        <translation>Konfigurationen, die später fertig werden, kommen nach denen, die die Frist halten; 0 für keine Frist</translation>
    </message>
    <message>
        <source>Finish within</source>
        <translation>Fertig innerhalb</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Kein Budget</translation>
    </message>
    <message>
        <source>The most the run may cost to rent, or the systems to buy; 0 for no budget</source>
        <translation>Höchstens so viel darf der Lauf zur Miete oder dürfen die Systeme im Kauf kosten; 0 für kein Budget</translation>
    </message>
    <message>
        <source>Pa&amp;y by</source>
        <translation>&amp;Bezahlen durch</translation>
    </message>
    <message>
        <source>Renting GPU-hours</source>
        <translation>Miete von GPU-Stunden</translation>
    </message>
    <message>
        <source>Buying systems</source>
        <translation>Kauf von Systemen</translation>
    </message>
    <message>
        <source>Pay by renting or buying</source>
        <translation>Durch Miete oder Kauf bezahlen</translation>
    </message>
    <message>
        <source>&amp;Vendor</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Alle Anbieter</translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation>GPU-Anbieter</translation>
    </message>
    <message>
        <source>Measured GPU families first</source>
        <translation>Gemessene GPU-Familien zuerst</translation>
    </message>
    <message>
        <source>GPU families whose speed no measured run calibrates come after the others and are marked with *</source>
        <translation>GPU-Familien, deren Geschwindigkeit kein gemessener Lauf kalibriert, kommen nach den anderen und sind mit * markiert</translation>
    </message>
    <message>
        <source>Only GPUs and systems the price list marks as sold by us</source>
        <translation>Nur GPUs und Systeme, die die Preisliste als von uns verkauft markiert</translation>
    </message>
    <message>
        <source>&amp;Price list and exchange rates…</source>
        <translation>&amp;Preisliste und Wechselkurse…</translation>
    </message>
    <message>
        <source>What “Best value” and the budget count</source>
        <translation>Was „Bester Wert“ und das Budget zählen</translation>
    </message>
    <message>
        <source>Include refurbished systems</source>
        <translation>Generalüberholte Systeme einbeziehen</translation>
    </message>
    <message>
        <source>Also quote refurbished and used systems at their own price; the quote says which condition it quotes. Off: new hardware only</source>
        <translation>Auch generalüberholte und gebrauchte Systeme zu ihrem eigenen Preis anbieten; das Angebot nennt den angebotenen Zustand. Aus: nur neue Hardware</translation>
    </message>
    <message>
        <source>Include refurbished and used systems in the quote</source>
        <translation>Generalüberholte und gebrauchte Systeme in das Angebot einbeziehen</translation>
    </message>
    <message>
        <source>Spare system</source>
        <translation>Reservesystem</translation>
    </message>
    <message>
        <source>Add a spare system (N+1)</source>
        <translation>Reservesystem einplanen (N+1)</translation>
    </message>
    <message>
        <source>One spare system (or card) beside those the configuration needs: in the purchase and rack units, not in the power drawn</source>
        <translation>Ein Reservesystem (oder eine Reservekarte) zusätzlich zu denen, die die Konfiguration braucht: im Kaufpreis und in den Höheneinheiten, nicht in der aufgenommenen Leistung</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationPanel</name>
    <message>
        <source>Apply this change to the scenario</source>
        <translation>Diese Änderung in das Szenario übernehmen</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>Empfohlene Konfigurationen</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Sortieren nach:</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Wenigste GPUs</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Schnellste</translation>
    </message>
    <message>
        <source>Cheapest to rent</source>
        <translation>Günstigste Miete</translation>
    </message>
    <message>
        <source>Cheapest to own</source>
        <translation>Günstigster Kauf</translation>
    </message>
    <message>
        <source>&amp;Use this configuration</source>
        <translation>Diese Konfiguration &amp;übernehmen</translation>
    </message>
    <message>
        <source>Apply the selected configuration to the scenario</source>
        <translation>Die gewählte Konfiguration in das Szenario übernehmen</translation>
    </message>
    <message>
        <source>What makes it fit</source>
        <translation>So passt es</translation>
    </message>
    <message>
        <source>Rank configurations by</source>
        <translation>Konfigurationen sortieren nach</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Empfehlungen</translation>
    </message>
    <message>
        <source>Recommended configurations (updating…)</source>
        <translation>Empfohlene Konfigurationen (Aktualisierung…)</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>Bester Wert</translation>
    </message>
    <message>
        <source>Best value: the cheapest configuration that meets the deadline and budget of the Quote group, measured GPU families first; ties by time</source>
        <translation>Bester Wert: die günstigste Konfiguration, die Frist und Budget der Gruppe Angebot einhält, gemessene GPU-Familien zuerst; bei Gleichstand nach Zeit</translation>
    </message>
    <message>
        <source>Recommendations (updating…)</source>
        <translation>Empfehlungen (Aktualisierung…)</translation>
    </message>
    <message>
        <source>&amp;Copy launch command</source>
        <translation>Startbefehl &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationTableModel</name>
    <message>
        <source>%1 over</source>
        <translation>%1 zu viel</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 von %2 pro GPU</translation>
    </message>
    <message>
        <source>The configuration you have set now</source>
        <translation>Die aktuell eingestellte Konfiguration</translation>
    </message>
    <message>
        <source>GPUs and GPU type</source>
        <translation>Anzahl und Typ der GPUs</translation>
    </message>
    <message>
        <source>How the work is spread over the GPUs</source>
        <translation>Wie die Arbeit auf die GPUs verteilt wird</translation>
    </message>
    <message>
        <source>Peak memory per GPU as nvidia-smi shows it, and the share of the GPU&apos;s usable memory</source>
        <translation>Spitzenspeicher pro GPU laut nvidia-smi und Anteil am nutzbaren Speicher der GPU</translation>
    </message>
    <message>
        <source>Wall-clock time of the whole run</source>
        <translation>Reale Laufzeit des gesamten Laufs</translation>
    </message>
    <message>
        <source>Cost of the run when renting: GPU-hours times the rental price</source>
        <translation>Kosten des Laufs bei Miete: GPU-Stunden mal Mietpreis</translation>
    </message>
    <message>
        <source>Cost of the run on owned GPUs: amortisation, power and hosting</source>
        <translation>Kosten des Laufs auf eigenen GPUs: Abschreibung, Strom und Hosting</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Sequences of the given lengths one replica&apos;s KV-cache pool holds</source>
        <translation>Sequenzen der angegebenen Längen, die der KV-Cache-Pool eines Replikats fasst</translation>
    </message>
    <message>
        <source>Output tokens per second of the deployment at the load</source>
        <translation>Ausgabe-Token pro Sekunde der Bereitstellung bei dieser Last</translation>
    </message>
    <message>
        <source>Time per output token at the targets&apos; statistic</source>
        <translation>Zeit pro Ausgabe-Token bei der Statistik der Ziele</translation>
    </message>
    <message>
        <source>Rent per million output tokens at the month&apos;s average load</source>
        <translation>Miete pro Million Ausgabe-Token bei der mittleren Last des Monats</translation>
    </message>
    <message>
        <source>Rent of every GPU of the deployment for a month</source>
        <translation>Miete aller GPUs der Bereitstellung für einen Monat</translation>
    </message>
    <message>
        <source>KV pool</source>
        <translation>KV-Pool</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>per 1M out</source>
        <translation>pro 1 Mio.</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <translation>TP × Kopien</translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <comment>free memory per GPU; fits by the estimate, not by the high end of its interval</comment>
        <translation>%1 (knapp)</translation>
    </message>
    <message>
        <source>Usable memory left on each GPU at the peak (headroom). Tight: fits by the estimate, but not by the high end of its interval (some comparable measured runs needed more)</source>
        <translation>Nutzbarer Speicher, der auf jeder GPU an der Spitze frei bleibt (Reserve). Knapp: passt laut Schätzung, aber nicht nach dem oberen Ende ihres Intervalls (manche vergleichbaren gemessenen Läufe brauchten mehr)</translation>
    </message>
    <message>
        <source>%1&#xa0;kW · %2&#xa0;U</source>
        <comment>rated power and rack units</comment>
        <translation>%1&#xa0;kW · %2&#xa0;HE</translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>What is bought: the systems (or cards and their host servers) the configuration is quoted on</source>
        <translation>Was gekauft wird: die Systeme (oder Karten und ihre Host-Server), mit denen die Konfiguration angeboten wird</translation>
    </message>
    <message>
        <source>Rated power and rack units of those systems (the facility sheet)</source>
        <translation>Nennleistung und Höheneinheiten dieser Systeme (das Standortblatt)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Tensor parallel degree × replicas of the model; a split deployment: prefill workers (P) and decode workers (D), each with its tensor parallel degree</source>
        <translation>Tensorparallelität × Replikate des Modells; ein geteiltes Deployment: Prefill-Worker (P) und Decode-Worker (D), jeweils mit eigener Tensorparallelität</translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation>Deployment</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportExport</name>
    <message>
        <source>Save Sizing Report</source>
        <translation>Dimensionierungsbericht speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Report Not Saved</source>
        <translation>Bericht nicht gespeichert</translation>
    </message>
    <message>
        <source>Sizing report saved as %1</source>
        <translation>Dimensionierungsbericht gespeichert als %1</translation>
    </message>
    <message>
        <source>Report details</source>
        <translation>Berichtsangaben</translation>
    </message>
    <message>
        <source>Save Workbook</source>
        <translation>Arbeitsmappe speichern</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>Workbook saved as %1</source>
        <translation>Arbeitsmappe gespeichert als %1</translation>
    </message>
    <message>
        <source>Workbook Not Saved</source>
        <translation>Arbeitsmappe nicht gespeichert</translation>
    </message>
    <message>
        <source>Save Ranked Table</source>
        <translation>Rangierte Tabelle speichern</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>Ranked table saved as %1</source>
        <translation>Rangierte Tabelle gespeichert als %1</translation>
    </message>
    <message>
        <source>Table Not Saved</source>
        <translation>Tabelle nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportOptions</name>
    <message>
        <source>Options compared</source>
        <translation>Optionen im Vergleich</translation>
    </message>
    <message>
        <source>The options considered for this project, side by side. Memory is per GPU (required of usable); time and cost are for the whole dataset, in each option&apos;s currency.</source>
        <translation>Die für dieses Projekt betrachteten Optionen nebeneinander. Speicher pro GPU (benötigt von nutzbar); Zeit und Kosten für den ganzen Datensatz, in der Währung jeder Option.</translation>
    </message>
    <message>
        <source>“%1” is the scenario the rest of this report describes.</source>
        <translation>„%1“ ist das Szenario, das der Rest dieses Berichts beschreibt.</translation>
    </message>
    <message>
        <source>“%1” has no estimate: %2</source>
        <translation>„%1“ hat keine Schätzung: %2</translation>
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
        <translation>Kaufpreis abzüglich eines Restwerts von %1 am Ende, finanziert als Annuität zu %2 Zins pro Jahr; Energie bei %3 der Nennleistung von %4 kW (PUE %5, %6 pro kWh); Colocation %7 pro kW und Monat; Support %8 des Kaufpreises pro Jahr</translation>
    </message>
    <message>
        <source>; software licences %1 per GPU and year.</source>
        <translation>; Softwarelizenzen %1 pro GPU und Jahr.</translation>
    </message>
    <message>
        <source>; no software licences.</source>
        <translation>; keine Softwarelizenzen.</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Gesamtbetriebskosten</translation>
    </message>
    <message>
        <source>Owning %1 for %2 years at %3 hours of use a year, against renting the same GPUs for the same hours.</source>
        <translation>Kauf und Betrieb von %1 über %2 Jahre bei %3 Nutzungsstunden pro Jahr, verglichen mit der Miete derselben GPUs für dieselben Stunden.</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>Restwert am Ende</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Finanzierung</translation>
    </message>
    <message>
        <source>Energy (%1 kWh a year)</source>
        <translation>Energie (%1 kWh pro Jahr)</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Softwarelizenzen</translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation>Miete für dieselben Stunden</translation>
    </message>
    <message numerus="yes">
        <source>Over %n year(s)</source>
        <translation>
            <numerusform>Über %n Jahr</numerusform>
            <numerusform>Über %n Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>Pro Jahr</translation>
    </message>
    <message>
        <source>owning %1, renting %2</source>
        <translation>Kauf %1, Miete %2</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Pro Monat</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>Pro Million Ausgabe-Token</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>owning costs less above %1 hours of use a year</source>
        <translation>Kauf ist ab %1 Nutzungsstunden pro Jahr günstiger</translation>
    </message>
    <message>
        <source>renting stays cheaper at any use</source>
        <translation>Miete bleibt bei jeder Nutzung günstiger</translation>
    </message>
    <message>
        <source>Pays for itself</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>in %1 months at %2 hours a year</source>
        <translation>in %1 Monaten bei %2 Stunden pro Jahr</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportQuote</name>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Hardware support a year (%1 % of the purchase)</source>
        <translation>Hardware-Support pro Jahr (%1 % des Kaufpreises)</translation>
    </message>
    <message numerus="yes">
        <source>Software licences for %n GPU(s), per year</source>
        <translation>
            <numerusform>Softwarelizenzen für %n GPU, pro Jahr</numerusform>
            <numerusform>Softwarelizenzen für %n GPUs, pro Jahr</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Zwischensumme</translation>
    </message>
    <message>
        <source>VAT %1 %</source>
        <translation>MwSt. %1 %</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamtbetrag</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Switches und Verkabelung für das %n System sind nicht enthalten.</numerusform>
            <numerusform>Switches und Verkabelung zwischen den %n Systemen sind nicht enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices in %1, VAT shown separately; list prices dated %2.</source>
        <translation>Preise in %1, MwSt. gesondert ausgewiesen; Listenpreise vom %2.</translation>
    </message>
    <message>
        <source>Prices in %1, excluding VAT; list prices dated %2.</source>
        <translation>Preise in %1, ohne MwSt.; Listenpreise vom %2.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Accepted on the terms of this quote:</source>
        <translation>Angenommen zu den Bedingungen dieses Angebots:</translation>
    </message>
    <message>
        <source>Accepted for %1 on the terms of this quote:</source>
        <translation>Angenommen für %1 zu den Bedingungen dieses Angebots:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Offered by %1.</source>
        <translation>Angeboten von %1.</translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation>Die Server für diese GPUs sind nicht gelistet und nicht bepreist.</translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation>Keines der Systeme, die Sie verkaufen, fasst diese Konfiguration: sie ist mit denen des Katalogs angeboten.</translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation>%1, davon eines als Reserve</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportText</name>
    <message>
        <source>Memory figures are the peak per GPU as nvidia-smi reports it (memory used on the device): %1 that PyTorch allocates (max_memory_allocated), plus %2 that its caching allocator holds in reserve, plus %3 for the CUDA context and kernels.</source>
        <translation>Die Speicherangaben sind der Spitzenwert pro GPU, wie ihn nvidia-smi meldet (belegter Gerätespeicher): %1, die PyTorch alloziert (max_memory_allocated), plus %2, die sein Caching-Allokator in Reserve hält, plus %3 für CUDA-Kontext und Kernel.</translation>
    </message>
    <message>
        <source>Each %1 can use %2: what the driver leaves for allocations, not the memory size printed on the box.</source>
        <translation>Jede %1 kann %2 nutzen: das, was der Treiber für Allokationen übrig lässt, nicht die auf der Verpackung angegebene Speichergröße.</translation>
    </message>
    <message>
        <source>Speed assumes the GPUs reach %1 of their peak dense %2 throughput (%3 TFLOP/s per GPU) on the model&apos;s arithmetic (model FLOPs utilisation, MFU). Well-tuned training reaches 35–55 %; small batches, small models and slow links reach less.</source>
        <translation>Die Geschwindigkeit setzt voraus, dass die GPUs bei den Rechenoperationen des Modells %1 ihres maximalen dichten %2-Durchsatzes (%3 TFLOP/s pro GPU) erreichen (Model FLOPs Utilization, MFU). Gut abgestimmtes Training erreicht 35–55 %; kleine Batches, kleine Modelle und langsame Verbindungen erreichen weniger.</translation>
    </message>
    <message>
        <source>Work per token: %1 GFLOP for the model&apos;s forward and backward passes, %2 GFLOP with recomputation and dequantisation.</source>
        <translation>Rechenaufwand pro Token: %1 GFLOP für Vorwärts- und Rückwärtsdurchlauf des Modells, %2 GFLOP mit Neuberechnung und Dequantisierung.</translation>
    </message>
    <message>
        <source>With %1 GPUs, communication not hidden behind computation takes %2 s of each %3 s step; the GPUs together run at %4 of %1 times one GPU&apos;s speed.</source>
        <translation>Mit %1 GPUs beansprucht die nicht hinter der Berechnung verborgene Kommunikation %2 s jedes Schritts von %3 s; zusammen erreichen die GPUs %4 der %1-fachen Geschwindigkeit einer GPU.</translation>
    </message>
    <message>
        <source>Memory model: Korthikanti et al., “Reducing Activation Recomputation in Large Transformer Models” (2022); Rajbhandari et al., “ZeRO” (2019); Dettmers et al., “QLoRA” (2023); EleutherAI, “Transformer Math 101”.</source>
        <translation>Speichermodell: Korthikanti et al., „Reducing Activation Recomputation in Large Transformer Models“ (2022); Rajbhandari et al., „ZeRO“ (2019); Dettmers et al., „QLoRA“ (2023); EleutherAI, „Transformer Math 101“.</translation>
    </message>
    <message>
        <source>Time model: NVIDIA Megatron-LM; Isaev et al., “Calculon” (SC&apos;23); cli99/llm-analysis.</source>
        <translation>Zeitmodell: NVIDIA Megatron-LM; Isaev et al., „Calculon“ (SC&apos;23); cli99/llm-analysis.</translation>
    </message>
    <message>
        <source>Calculated with %1 %2. The estimate is a planning aid, not a guarantee: measure a short run before committing to hardware.</source>
        <translation>Berechnet mit %1 %2. Die Schätzung ist eine Planungshilfe, keine Garantie: Messen Sie einen kurzen Lauf, bevor Sie sich auf Hardware festlegen.</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>turn on activation checkpointing (%1)</source>
        <translation>Gradient-Checkpointing einschalten (%1)</translation>
    </message>
    <message>
        <source>shorten the sequences to %1</source>
        <translation>Sequenzen auf %1 kürzen</translation>
    </message>
    <message>
        <source>use the %1 optimizer</source>
        <translation>Optimierer %1 verwenden</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>auf %1 umstellen</translation>
    </message>
    <message>
        <source>shard the model states (%1)</source>
        <translation>Modellzustände per Sharding verteilen (%1)</translation>
    </message>
    <message>
        <source>move states to host memory (%1)</source>
        <translation>Zustände in den Hauptspeicher auslagern (%1)</translation>
    </message>
    <message>
        <source>use %1 (%2)</source>
        <translation>%1 verwenden (%2)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>communication between GPUs</source>
        <translation>Kommunikation zwischen den GPUs</translation>
    </message>
    <message>
        <source>Configurations that were considered, best first. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation>Geprüfte Konfigurationen, die beste zuerst. Speicher pro GPU (benötigt von nutzbar); Zeit und Kosten gelten für den gesamten Datensatz.</translation>
    </message>
    <message>
        <source>The configuration of this scenario. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation>Die Konfiguration dieses Szenarios. Speicher pro GPU (benötigt von nutzbar); Zeit und Kosten gelten für den gesamten Datensatz.</translation>
    </message>
    <message>
        <source>%1 (this scenario)</source>
        <translation>%1 (dieses Szenario)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1 (passt nicht)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>Tokens to process</source>
        <translation>Zu verarbeitende Token</translation>
    </message>
    <message>
        <source>%1 (%2 epochs of %3)</source>
        <translation>%1 (%2 Epochen à %3)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>%1 tokens per second per GPU, %2 for all GPUs; limited by %3</source>
        <translation>%1 Token pro Sekunde und GPU, %2 für alle GPUs; begrenzt durch %3</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>%1 (%2 GPU-hours)</source>
        <translation>%1 (%2 GPU-Stunden)</translation>
    </message>
    <message>
        <source>%1 tokens per second per request, %2 for the batch; limited by %3</source>
        <translation>%1 Token pro Sekunde und Anfrage, %2 für den ganzen Batch; begrenzt durch %3</translation>
    </message>
    <message>
        <source>set in the scenario</source>
        <translation>im Szenario festgelegt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cost when renting</source>
        <translation>Kosten bei Miete</translation>
    </message>
    <message>
        <source>Cost on owned GPUs</source>
        <translation>Kosten mit eigenen GPUs</translation>
    </message>
    <message>
        <source>Per GPU and year</source>
        <translation>Pro GPU und Jahr</translation>
    </message>
    <message>
        <source>renting %1, owning %2 at %3 hours of use</source>
        <translation>Miete %1, Kauf %2 bei %3 Nutzungsstunden</translation>
    </message>
    <message>
        <source>Rent or own: owning a GPU becomes cheaper than renting it above %1 hours of use a year (%2 of the time).</source>
        <translation>Mieten oder kaufen: Ab %1 Nutzungsstunden pro Jahr (%2 der Zeit) ist eine eigene GPU günstiger als eine gemietete.</translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, owning is cheaper.</source>
        <translation>Bei den angenommenen %1 Stunden pro Jahr ist Kaufen günstiger.</translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, renting is cheaper.</source>
        <translation>Bei den angenommenen %1 Stunden pro Jahr ist Mieten günstiger.</translation>
    </message>
    <message>
        <source>Rent or own: at these prices renting stays cheaper at any amount of use.</source>
        <translation>Mieten oder kaufen: Bei diesen Preisen bleibt Mieten bei jeder Nutzungsdauer günstiger.</translation>
    </message>
    <message>
        <source>%1: %2 per GPU of %3, about %4 and %5 when renting.</source>
        <translation>%1: %2 pro GPU von %3, etwa %4 und %5 bei Miete.</translation>
    </message>
    <message>
        <source>Switch to %1: it needs %2 per GPU and fits on %3.</source>
        <translation>Auf %1 umstellen: Das benötigt %2 pro GPU und passt auf %3.</translation>
    </message>
    <message>
        <source>Shorten the sequences from %1 to at most %2.</source>
        <translation>Sequenzen von %1 auf höchstens %2 kürzen.</translation>
    </message>
    <message>
        <source>Use %1 with %2: %3 per GPU of %4, about %5 and %6 when renting.</source>
        <translation>%1 mit %2 verwenden: %3 pro GPU von %4, etwa %5 und %6 bei Miete.</translation>
    </message>
    <message>
        <source>No single change among those tried (another method, shorter sequences, other GPU configurations) makes this scenario fit. More GPUs with sharding of the model states, or a smaller model, are needed.</source>
        <translation>Keine der geprüften Einzeländerungen (andere Methode, kürzere Sequenzen, andere GPU-Konfigurationen) bringt dieses Szenario in den Speicher. Nötig sind mehr GPUs mit Sharding der Modellzustände oder ein kleineres Modell.</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <source>mixture of experts: %1 experts, %2 active per token</source>
        <translation>Mixture of Experts: %1 Experten, %2 aktiv pro Token</translation>
    </message>
    <message>
        <source>dense transformer</source>
        <translation>dichter Transformer</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 Schichten</translation>
    </message>
    <message>
        <source>hidden size %1</source>
        <translation>verborgene Dimension %1</translation>
    </message>
    <message>
        <source>%1 attention heads (%2 key/value heads)</source>
        <translation>%1 Attention-Heads (%2 Key/Value-Heads)</translation>
    </message>
    <message>
        <source>vocabulary %1</source>
        <translation>Vokabular %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>%1 Parameter, davon %2 aktiv pro Token</translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation>%1 (%2; %3)</translation>
    </message>
    <message>
        <source>%1 with rank %2, alpha %3, on %4 (%5 trainable parameters)</source>
        <translation>%1 mit Rang %2, Alpha %3, auf %4 (%5 trainierbare Parameter)</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>weights stored as %1, computed in %2</source>
        <translation>Gewichte gespeichert als %1, berechnet in %2</translation>
    </message>
    <message>
        <source>; fp32 master copy of the trained weights</source>
        <translation>; FP32-Masterkopie der trainierten Gewichte</translation>
    </message>
    <message>
        <source>; no separate fp32 master copy</source>
        <translation>; keine separate FP32-Masterkopie</translation>
    </message>
    <message>
        <source>%1 sequences per GPU × %2 accumulation steps × %3 data-parallel replicas = %4 sequences per step</source>
        <translation>%1 Sequenzen pro GPU × %2 Akkumulationsschritte × %3 datenparallele Replikate = %4 Sequenzen pro Schritt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU and fits on %4, with %5 to spare.</source>
        <translation>%1 für %2 benötigt %3 Speicher pro GPU und passt auf %4, mit %5 Reserve.</translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU, %4 more than the %5 each GPU of %6 can use, so it does not fit as configured.</source>
        <translation>%1 für %2 benötigt %3 Speicher pro GPU, %4 mehr als die %5, die jede GPU von %6 nutzen kann; in dieser Konfiguration passt es daher nicht.</translation>
    </message>
    <message>
        <source>Training on %1 takes about %2 (%3 GPU-hours) and costs about %4 when renting, or %5 on owned GPUs.</source>
        <translation>Das Training mit %1 dauert etwa %2 (%3 GPU-Stunden) und kostet etwa %4 bei Miete oder %5 mit eigenen GPUs.</translation>
    </message>
    <message>
        <source>It generates about %1 tokens per second per request (%2 per second for the batch).</source>
        <translation>Das Modell erzeugt etwa %1 Token pro Sekunde und Anfrage (%2 pro Sekunde für den ganzen Batch).</translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 and %4.</source>
        <translation>Die bestplatzierte passende Konfiguration ist %1 (%2): etwa %3 und %4 Miete.</translation>
    </message>
    <message>
        <source>The section “%1” lists changes that bring it within the GPU&apos;s memory.</source>
        <translation>Der Abschnitt „%1“ nennt Änderungen, mit denen es in den GPU-Speicher passt.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Memory savers</source>
        <translation>Speicheroptimierung</translation>
    </message>
    <message>
        <source>activation checkpointing: %1; attention: %2</source>
        <translation>Gradient-Checkpointing: %1; Attention: %2</translation>
    </message>
    <message>
        <source>Generated tokens</source>
        <translation>Erzeugte Token</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <source>%1 (%2 usable per GPU)</source>
        <translation>%1 (%2 nutzbar pro GPU)</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>%1 per epoch × %2 epochs</source>
        <translation>%1 pro Epoche × %2 Epochen</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>usable on %1: %2</source>
        <translation>nutzbar auf %1: %2</translation>
    </message>
    <message>
        <source>Peak memory of one GPU by what occupies it. The dashed line is the memory the GPU can use; the part of the bar beyond it does not fit.</source>
        <translation>Spitzenspeicher einer GPU, aufgeteilt nach Belegung. Die gestrichelte Linie ist der nutzbare Speicher der GPU; der Teil des Balkens darüber passt nicht.</translation>
    </message>
    <message>
        <source>Required per GPU</source>
        <translation>Benötigt pro GPU</translation>
    </message>
    <message>
        <source>Usable memory of the GPU</source>
        <translation>Nutzbarer Speicher der GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Pro GPU</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Host memory (RAM) needed as well: %1 per GPU.</source>
        <translation>Zusätzlich benötigter Hauptspeicher (RAM): %1 pro GPU.</translation>
    </message>
    <message>
        <source>The same model, data and GPUs with each fine-tuning method (and inference for comparison): memory per GPU, and time and rent for the whole dataset.</source>
        <translation>Dasselbe Modell, dieselben Daten und GPUs mit jeder Feintuning-Methode (und Inferenz zum Vergleich): Speicher pro GPU sowie Zeit und Miete für den gesamten Datensatz.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Auf %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>Voll-Feintuning</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-Feintuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA-Feintuning</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>Training von Grund auf</translation>
    </message>
    <message>
        <source>GPU sizing report</source>
        <translation>GPU-Dimensionierungsbericht</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>What was sized</source>
        <translation>Was dimensioniert wurde</translation>
    </message>
    <message>
        <source>Full fine-tuning, LoRA and QLoRA compared</source>
        <translation>Voll-Feintuning, LoRA und QLoRA im Vergleich</translation>
    </message>
    <message>
        <source>GPU configurations</source>
        <translation>GPU-Konfigurationen</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>Zeit und Kosten</translation>
    </message>
    <message>
        <source>What would make it fit</source>
        <translation>So könnte es passen</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Accuracy of the estimate</source>
        <translation>Genauigkeit der Schätzung</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation>Berechnet mit</translation>
    </message>
    <message>
        <source>The estimator was checked against %1 published memory measurements of real training, fine-tuning and inference runs: its peak memory per GPU is off by %2 on average (median %3).</source>
        <translation>Das Schätzverfahren wurde mit %1 veröffentlichten Speichermessungen realer Trainings-, Feintuning- und Inferenzläufe abgeglichen: Der Spitzenspeicher pro GPU weicht im Mittel um %2 ab (Median %3).</translation>
    </message>
    <message>
        <source>Its speed was checked against %1 measured throughputs: off by %2 on average (median %3).</source>
        <translation>Die Geschwindigkeit wurde mit %1 gemessenen Durchsätzen abgeglichen: Sie weicht im Mittel um %2 ab (Median %3).</translation>
    </message>
    <message>
        <source>Treat the figures in this report accordingly, and keep a margin of memory.</source>
        <translation>Bewerten Sie die Zahlen dieses Berichts entsprechend und planen Sie eine Speicherreserve ein.</translation>
    </message>
    <message>
        <source>%1 (one epoch)</source>
        <translation>%1 (eine Epoche)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No training time could be estimated for this configuration.</source>
        <translation>Für diese Konfiguration ließ sich keine Trainingszeit berechnen.</translation>
    </message>
    <message>
        <source>%1, one epoch</source>
        <translation>%1, eine Epoche</translation>
    </message>
    <message>
        <source>Does not fit: %1 of memory missing on each GPU.</source>
        <translation>Passt nicht: Auf jeder GPU fehlen %1 Speicher.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequence(s) per GPU with %2 accumulation steps (same global batch)</source>
        <translation>
            <numerusform>%1 Sequenz pro GPU mit %2 Akkumulationsschritten (gleiche globale Batchgröße)</numerusform>
            <numerusform>%1 Sequenzen pro GPU mit %2 Akkumulationsschritten (gleiche globale Batchgröße)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <translation>%1 (knapp)</translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU and fits on %4 with only %5 to spare, less than the %6 safety margin: it may run out of memory.</source>
        <translation>%1 von %2 braucht %3 Speicher pro GPU und passt auf %4 mit nur %5 Reserve, weniger als die Sicherheitsreserve von %6: der Speicher kann ausgehen.</translation>
    </message>
    <message>
        <source>tight (inside the safety margin)</source>
        <translation>knapp (innerhalb der Sicherheitsreserve)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <comment>copies of the model serving in parallel</comment>
        <translation>
            <numerusform>%Ln Replikat</numerusform>
            <numerusform>%Ln Replikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tensor parallel %1, %Ln replica(s)</source>
        <translation>
            <numerusform>Tensor-parallel %1, %Ln Replikat</numerusform>
            <numerusform>Tensor-parallel %1, %Ln Replikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs per replica, %Ln replica(s)</source>
        <translation>
            <numerusform>%1 GPUs pro Replikat, %Ln Replikat</numerusform>
            <numerusform>%1 GPUs pro Replikat, %Ln Replikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, %Ln concurrent user(s) (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>Mit %1 wird %Ln gleichzeitiger Nutzer (%2 Token ein, %3 aus) auf %4 (%5) mit %6 Ausgabe-Token pro Sekunde bedient.</numerusform>
            <numerusform>Mit %1 werden %Ln gleichzeitige Nutzer (%2 Token ein, %3 aus) auf %4 (%5) mit %6 Ausgabe-Token pro Sekunde bedient.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1, a load of %2 requests per second (%3 tokens in, %4 out) is served on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 arriving requests per second, %3 and %4 mean prompt and generated tokens per request, %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation>Mit %1 wird eine Last von %2 Anfragen pro Sekunde (%3 Token ein, %4 aus) auf %5 (%6) mit %7 Ausgabe-Token pro Sekunde bedient.</translation>
    </message>
    <message numerus="yes">
        <source>With %1, a batch of %Ln request(s) run together (%2 tokens in, %3 out) is served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>Mit %1 läuft ein Batch von %Ln Anfrage gemeinsam (%2 Token ein, %3 aus) auf %4 (%5) mit %6 Ausgabe-Token pro Sekunde.</numerusform>
            <numerusform>Mit %1 läuft ein Batch von %Ln Anfragen gemeinsam (%2 Token ein, %3 aus) auf %4 (%5) mit %6 Ausgabe-Token pro Sekunde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, an offline job of %Ln request(s) (%2 tokens in, %3 out) finishes in %4 on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 time to finish (e.g. 25 min), %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation>
            <numerusform>Mit %1 ist ein Offline-Job von %Ln Anfrage (%2 Token ein, %3 aus) in %4 auf %5 (%6) mit %7 Ausgabe-Token pro Sekunde fertig.</numerusform>
            <numerusform>Mit %1 ist ein Offline-Job von %Ln Anfragen (%2 Token ein, %3 aus) in %4 auf %5 (%6) mit %7 Ausgabe-Token pro Sekunde fertig.</numerusform>
        </translation>
    </message>
    <message>
        <source>time to first token at most %1</source>
        <translation>Zeit bis zum ersten Token höchstens %1</translation>
    </message>
    <message>
        <source>time per output token at most %1</source>
        <translation>Zeit pro Ausgabe-Token höchstens %1</translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %Ln replica(s) to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>Die Ziele (%1, bei %2) werden erreicht; die Last braucht mindestens %Ln Replikat dafür.</numerusform>
            <numerusform>Die Ziele (%1, bei %2) werden erreicht; die Last braucht mindestens %Ln Replikate dafür.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %Ln replica(s) would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>Die Ziele (%1, bei %2) werden mit dieser Bereitstellung nicht erreicht; %Ln Replikat würde sie erreichen.</numerusform>
            <numerusform>Die Ziele (%1, bei %2) werden mit dieser Bereitstellung nicht erreicht; %Ln Replikate würden sie erreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no number of replicas up to %3 meets them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most replicas tried</comment>
        <translation>Die Ziele (%1, bei %2) werden nicht erreicht, und keine Zahl von Replikaten bis %3 erreicht sie.</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message numerus="yes">
        <source>The weights and the engine&apos;s workspace do not fit a replica of %Ln GPU(s) (%1 of weights per GPU): more tensor parallelism is needed.</source>
        <comment>%1 memory, e.g. 131.4 GiB</comment>
        <translation>
            <numerusform>Die Gewichte und der Arbeitsspeicher der Engine passen nicht in ein Replikat aus %Ln GPU (%1 Gewichte pro GPU): mehr Tensor-Parallelität ist nötig.</numerusform>
            <numerusform>Die Gewichte und der Arbeitsspeicher der Engine passen nicht in ein Replikat aus %Ln GPUs (%1 Gewichte pro GPU): mehr Tensor-Parallelität ist nötig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The load exceeds what the replicas complete: each replica completes at most %1 requests per second, so requests would queue without end. The figures below are those at that limit.</source>
        <translation>Die Last übersteigt, was die Replikate schaffen: jedes Replikat erledigt höchstens %1 Anfragen pro Sekunde, die Anfragen würden sich endlos stauen. Die Zahlen unten gelten an dieser Grenze.</translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3; about %4 per million output tokens.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms), %4 money</comment>
        <translation>Zeit pro Ausgabe-Token %1 %2, Zeit bis zum ersten Token %1 %3; etwa %4 pro Million Ausgabe-Token.</translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms)</comment>
        <translation>Zeit pro Ausgabe-Token %1 %2, Zeit bis zum ersten Token %1 %3.</translation>
    </message>
    <message>
        <source>KV-cache pool per GPU</source>
        <translation>KV-Cache-Pool pro GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1; a replica holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; ein Replikat fasst %Ln Sequenz zu %2</numerusform>
            <numerusform>%1; ein Replikat fasst %Ln Sequenzen zu %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation>Laufende Anfragen pro Replikat</translation>
    </message>
    <message>
        <source>Requests completed per second</source>
        <translation>Erledigte Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Ausgabe-Token pro Sekunde</translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation>Eingabe-Token pro Sekunde</translation>
    </message>
    <message>
        <source>Time to first token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation>Zeit bis zum ersten Token (%1)</translation>
    </message>
    <message>
        <source>Time per output token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation>Zeit pro Ausgabe-Token (%1)</translation>
    </message>
    <message>
        <source>What limits the deployment</source>
        <translation>Was die Bereitstellung begrenzt</translation>
    </message>
    <message>
        <source>Cost per million output tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation>Kosten pro Million Ausgabe-Token bei %1 mittlerer Last</translation>
    </message>
    <message>
        <source>Cost per million input tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation>Kosten pro Million Eingabe-Token bei %1 mittlerer Last</translation>
    </message>
    <message>
        <source>Rent of %1 per month</source>
        <comment>%1 GPUs, e.g. 2 × H100 SXM5 80GB</comment>
        <translation>Miete für %1 pro Monat</translation>
    </message>
    <message>
        <source>Time to finish the job</source>
        <translation>Zeit bis der Job fertig ist</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Continuous batching with the engine&apos;s documented defaults; figures validated against measured serving benchmarks (see “%1” and “%2”).</source>
        <comment>%1 and %2 section headings</comment>
        <translation>Kontinuierliches Batching mit den dokumentierten Standardwerten der Engine; Zahlen an gemessenen Serving-Benchmarks validiert (siehe „%1“ und „%2“).</translation>
    </message>
    <message>
        <source>Memory figures are what the serving engine holds on each GPU: the weights (%1), its workspace and graph pool (%2), the CUDA context (%3), and the KV-cache pool it reserves in the memory left (%4).</source>
        <comment>%1 to %4 memory</comment>
        <translation>Die Speicherzahlen sind das, was die Serving-Engine auf jeder GPU hält: die Gewichte (%1), ihr Arbeitsspeicher und Graph-Pool (%2), der CUDA-Kontext (%3) und der KV-Cache-Pool, den sie im restlichen Speicher reserviert (%4).</translation>
    </message>
    <message>
        <source>Serving configurations that were considered, best first, each with the replicas the load needs.</source>
        <translation>Betrachtete Serving-Konfigurationen, die beste zuerst, jede mit den Replikaten, die die Last braucht.</translation>
    </message>
    <message>
        <source>The serving configuration of this scenario.</source>
        <translation>Die Serving-Konfiguration dieses Szenarios.</translation>
    </message>
    <message>
        <source>KV pool: the sequences one replica&apos;s KV-cache pool holds; output tokens/s: of the whole deployment; TPOT: time per output token at %1; per 1M output tokens: the rent at %2 mean load; per month: the rent of all its GPUs.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 the month&apos;s mean load as a share of the peak load, e.g. 50 %; the names before the colons are the column headings</comment>
        <translation>KV-Pool: die Sequenzen, die der KV-Cache-Pool eines Replikats fasst; Ausgabe-Token/s: der ganzen Bereitstellung; TPOT: Zeit pro Ausgabe-Token bei %1; pro 1 Mio. Ausgabe-Token: die Miete bei %2 mittlerer Last; pro Monat: die Miete aller GPUs.</translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <comment>tensor parallel degree × replicas</comment>
        <translation>TP × Kopien</translation>
    </message>
    <message>
        <source>KV pool</source>
        <comment>sequences one replica&apos;s KV-cache pool holds</comment>
        <translation>KV-Pool</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>TPOT (%1)</source>
        <comment>time per output token at the statistic, e.g. p99</comment>
        <translation>TPOT (%1)</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>Pro 1 Mio. Ausgabe-Token</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Pro Monat</translation>
    </message>
    <message numerus="yes">
        <source>More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequence(s) per replica.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas</comment>
        <translation>
            <numerusform>Mehr Tensor-Parallelität: %1 (%2), deren KV-Cache-Pool %Ln Sequenz pro Replikat fasst.</numerusform>
            <numerusform>Mehr Tensor-Parallelität: %1 (%2), deren KV-Cache-Pool %Ln Sequenzen pro Replikat fasst.</numerusform>
        </translation>
    </message>
    <message>
        <source>More tensor parallelism: split the weights over more GPUs per replica.</source>
        <translation>Mehr Tensor-Parallelität: die Gewichte auf mehr GPUs pro Replikat verteilen.</translation>
    </message>
    <message>
        <source>A GPU with more memory: %1 (%2), %3 usable per GPU.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 memory</comment>
        <translation>Eine GPU mit mehr Speicher: %1 (%2), %3 nutzbar pro GPU.</translation>
    </message>
    <message>
        <source>Weights in %1 or %2 instead of %3.</source>
        <comment>weight formats, e.g. fp8, int4, bf16</comment>
        <translation>Gewichte in %1 oder %2 statt %3.</translation>
    </message>
    <message>
        <source>Weights in %1 instead of %2.</source>
        <comment>weight formats, e.g. int4, fp8</comment>
        <translation>Gewichte in %1 statt %2.</translation>
    </message>
    <message>
        <source>What the GPUs cost to rent or to own.</source>
        <translation>Was die GPUs zur Miete oder im Eigenbetrieb kosten.</translation>
    </message>
    <message>
        <source>The rent of the deployment per month and per million output tokens is in “%1”.</source>
        <comment>%1 a section heading</comment>
        <translation>Die Miete der Bereitstellung pro Monat und pro Million Ausgabe-Token steht in „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <comment>the size of an offline job or a static batch</comment>
        <translation>
            <numerusform>%Ln Anfrage</numerusform>
            <numerusform>%Ln Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving %1 with %2 does not fit on %3: the weights take %4 and the engine&apos;s workspace %5 of the %6 each GPU can use, which leaves no room for the KV cache of one sequence of %7.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 %5 %6 memory, %7 tokens</comment>
        <translation>Das Bereitstellen von %1 mit %2 passt nicht auf %3: die Gewichte belegen %4 und der Arbeitsspeicher der Engine %5 der %6, die jede GPU nutzen kann; für den KV-Cache einer Sequenz von %7 bleibt kein Platz.</translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 per month.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 money</comment>
        <translation>Die bestplatzierte Konfiguration, die passt, ist %1 (%2), für etwa %3 pro Monat.</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per replica.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Bereitstellung von %1 mit %2 auf %3: die Gewichte belegen %4 und der Arbeitsspeicher der Engine %5 pro GPU; der KV-Cache-Pool, den die Engine daneben reserviert, fasst %Ln Sequenz von %6 pro Replikat.</numerusform>
            <numerusform>Bereitstellung von %1 mit %2 auf %3: die Gewichte belegen %4 und der Arbeitsspeicher der Engine %5 pro GPU; der KV-Cache-Pool, den die Engine daneben reserviert, fasst %Ln Sequenzen von %6 pro Replikat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3), for about %4 per million output tokens.</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean), %4 money</comment>
        <translation>Die Bereitstellung erzeugt etwa %1 Ausgabe-Token pro Sekunde bei einer Zeit pro Ausgabe-Token von %2 (%3), für etwa %4 pro Million Ausgabe-Token.</translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3).</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean)</comment>
        <translation>Die Bereitstellung erzeugt etwa %1 Ausgabe-Token pro Sekunde bei einer Zeit pro Ausgabe-Token von %2 (%3).</translation>
    </message>
    <message>
        <source>The load is more than the replicas complete, so requests would queue without end.</source>
        <translation>Die Last ist größer, als die Replikate schaffen; die Anfragen würden sich endlos stauen.</translation>
    </message>
    <message>
        <source>It does not meet the latency targets (see “%1”).</source>
        <comment>%1 a section heading</comment>
        <translation>Die Latenzziele werden nicht erreicht (siehe „%1“).</translation>
    </message>
    <message>
        <source>Does not fit: on each GPU the weights and the engine&apos;s workspace leave no room for the KV cache.</source>
        <translation>Passt nicht: auf jeder GPU lassen die Gewichte und der Arbeitsspeicher der Engine keinen Platz für den KV-Cache.</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Tokens per request</source>
        <translation>Token pro Anfrage</translation>
    </message>
    <message>
        <source>%1 in, %2 out (means)</source>
        <comment>prompt and generated tokens per request</comment>
        <translation>%1 ein, %2 aus (Mittelwerte)</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>Präfix-Cache</translation>
    </message>
    <message>
        <source>%1 of the prompt tokens served from the cache</source>
        <translation>%1 der Prompt-Token aus dem Cache</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>stored as %1</source>
        <translation>gespeichert als %1</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latenzziele</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no latency targets</comment>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per replica. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Speicher einer GPU, wie die Serving-Engine ihn hält: die Gewichte, Arbeitsspeicher und Graph-Pool der Engine, der CUDA-Kontext und der KV-Cache-Pool, den sie im restlichen Speicher reserviert und der %Ln Sequenz von %1 pro Replikat fasst. Die gestrichelte Linie ist der nutzbare Speicher der GPU.</numerusform>
            <numerusform>Speicher einer GPU, wie die Serving-Engine ihn hält: die Gewichte, Arbeitsspeicher und Graph-Pool der Engine, der CUDA-Kontext und der KV-Cache-Pool, den sie im restlichen Speicher reserviert und der %Ln Sequenzen von %1 pro Replikat fasst. Die gestrichelte Linie ist der nutzbare Speicher der GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of one GPU as the serving engine would hold it: the weights and the workspace leave no room for the KV cache of one sequence of %1. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>Speicher einer GPU, wie die Serving-Engine ihn halten würde: Gewichte und Arbeitsspeicher lassen keinen Platz für den KV-Cache einer Sequenz von %1. Die gestrichelte Linie ist der nutzbare Speicher der GPU.</translation>
    </message>
    <message>
        <source>Held by the engine per GPU</source>
        <translation>Von der Engine pro GPU gehalten</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>heading: rent and purchase prices of the GPUs</comment>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>* No measured run calibrates this GPU family: its speed, time and cost rest on the datasheet and an assumed efficiency.</source>
        <translation>* Kein gemessener Lauf kalibriert diese GPU-Familie: Geschwindigkeit, Zeit und Kosten beruhen auf dem Datenblatt und einer angenommenen Effizienz.</translation>
    </message>
    <message>
        <source>To own the first configuration: %1.</source>
        <translation>Um die erste Konfiguration zu besitzen: %1.</translation>
    </message>
    <message>
        <source>list price of %1</source>
        <translation>Listenpreis vom %1</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (rate of %3); list prices in other currencies are converted at it</source>
        <translation>1 USD = %1 %2 (Kurs vom %3); Listenpreise in anderen Währungen werden damit umgerechnet</translation>
    </message>
    <message>
        <source>The sequence length %1 exceeds the model&apos;s context window of %2 tokens: the model was not trained on sequences this long.</source>
        <comment>%1 and %2 token counts</comment>
        <translation>Die Sequenzlänge %1 übersteigt das Kontextfenster des Modells von %2 Token: das Modell wurde nicht auf so lange Sequenzen trainiert.</translation>
    </message>
    <message>
        <source>Model configuration as given</source>
        <comment>source of a model without a public model card</comment>
        <translation>Modellkonfiguration wie angegeben</translation>
    </message>
    <message>
        <source>Model card: %1</source>
        <comment>%1 the address of the model card, huggingface.co/owner/name</comment>
        <translation>Modellkarte: %1</translation>
    </message>
    <message>
        <source>Manufacturer&apos;s datasheet: %1</source>
        <comment>%1 a GPU name</comment>
        <translation>Datenblatt des Herstellers: %1</translation>
    </message>
    <message>
        <source>%1 datasheet: %2</source>
        <comment>%1 the GPU&apos;s vendor (NVIDIA, AMD, Intel), %2 the GPU&apos;s name</comment>
        <translation>Datenblatt von %1: %2</translation>
    </message>
    <message>
        <source>Rent per GPU-hour as set in the scenario</source>
        <translation>Miete pro GPU-Stunde wie im Szenario festgelegt</translation>
    </message>
    <message>
        <source>Rent estimated from public on-demand prices of similar GPUs, %1</source>
        <comment>%1 a date</comment>
        <translation>Miete geschätzt aus öffentlichen On-Demand-Preisen ähnlicher GPUs, %1</translation>
    </message>
    <message>
        <source>Public on-demand price lists, read %1</source>
        <comment>%1 the date the prices were read</comment>
        <translation>Öffentliche On-Demand-Preislisten, gelesen am %1</translation>
    </message>
    <message>
        <source>Indicative list price, %1</source>
        <comment>%1 one date or several (2024-08-22 and 2026-11-30)</comment>
        <translation>Unverbindlicher Listenpreis, %1</translation>
    </message>
    <message>
        <source>Prices change often: rent defaults to the list price of %1 unless the scenario sets one; purchase prices are indicative.</source>
        <comment>%1 a date</comment>
        <translation>Preise ändern sich oft: die Miete ist der Listenpreis vom %1, sofern das Szenario keinen festlegt; Kaufpreise sind unverbindlich.</translation>
    </message>
    <message>
        <source>Valid until</source>
        <comment>cover: the last day the report&apos;s figures hold</comment>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>%1, with the defaults of %2</source>
        <comment>framework name, its version</comment>
        <translation>%1, mit den Voreinstellungen von %2</translation>
    </message>
    <message>
        <source>%1; compiled with torch.compile</source>
        <translation>%1; kompiliert mit torch.compile</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation>blockweise Kreuzentropie</translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to host memory</source>
        <translation>gecheckpointete Aktivierungen in den Host-Speicher ausgelagert</translation>
    </message>
    <message>
        <source>optimizer step in the backward pass</source>
        <translation>Optimierungsschritt im Rückwärtsdurchlauf</translation>
    </message>
    <message>
        <source>hold the KV cache in fp8</source>
        <translation>den KV-Cache in fp8 halten</translation>
    </message>
    <message>
        <source>serve the weights in %1</source>
        <translation>die Gewichte in %1 bereitstellen</translation>
    </message>
    <message>
        <source>serve on %1 with tensor parallelism %2</source>
        <translation>auf %1 mit Tensor-Parallelität %2 bereitstellen</translation>
    </message>
    <message>
        <source>shorten the prompts to %1</source>
        <translation>die Prompts auf %1 kürzen</translation>
    </message>
    <message>
        <source>the GPU alone, no system listed</source>
        <translation>die GPU allein, kein System gelistet</translation>
    </message>
    <message>
        <source>purchase %1 per GPU (%2), %3 kW per GPU, owned %4 years and used %5 hours a year; every term in “Total cost of ownership”</source>
        <comment>%2 the system quoted, %3 the system&apos;s rated power per GPU</comment>
        <translation>Kaufpreis %1 pro GPU (%2), %3 kW pro GPU, %4 Jahre im Eigentum und %5 Stunden pro Jahr genutzt; alle Posten unter „Gesamtbetriebskosten“</translation>
    </message>
    <message>
        <source>the draft model %1</source>
        <translation>das Entwurfsmodell %1</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>ein EAGLE-Kopf</translation>
    </message>
    <message>
        <source>an EAGLE-3 head</source>
        <translation>ein EAGLE-3-Kopf</translation>
    </message>
    <message>
        <source>the model&apos;s multi-token-prediction module</source>
        <translation>das Multi-Token-Prediction-Modul des Modells</translation>
    </message>
    <message>
        <source>n-gram lookup in the prompt</source>
        <translation>N-Gramm-Suche im Prompt</translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding: %1 drafts %Ln token(s) a step, and the model keeps %2 tokens a step on average, its own included; the draft holds %3 of weights per GPU.</source>
        <comment>%1 the draft (e.g. an EAGLE-3 head), %2 a number of tokens, %3 memory</comment>
        <translation>
            <numerusform>Spekulatives Dekodieren: %1 entwirft %Ln Token je Schritt, und das Modell behält im Mittel %2 Token je Schritt, das eigene eingerechnet; der Entwurf belegt %3 an Gewichten je GPU.</numerusform>
            <numerusform>Spekulatives Dekodieren: %1 entwirft %Ln Token je Schritt, und das Modell behält im Mittel %2 Token je Schritt, das eigene eingerechnet; der Entwurf belegt %3 an Gewichten je GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>What moves the answer</source>
        <translation>Was die Antwort bewegt</translation>
    </message>
    <message>
        <source>%1 as each assumption goes from its low to its high setting, the others as this scenario has them; the line marks this scenario&apos;s figure. %2</source>
        <translation>%1, wenn jede Annahme von ihrem niedrigen zu ihrem hohen Wert geht, die übrigen wie in diesem Szenario; die Linie markiert den Wert dieses Szenarios. %2</translation>
    </message>
    <message>
        <source>over the fast link (NVLink) between the GPUs</source>
        <translation>über die schnelle Verbindung (NVLink) zwischen den GPUs</translation>
    </message>
    <message>
        <source>over the scale-out network between the servers</source>
        <translation>über das Scale-out-Netz zwischen den Servern</translation>
    </message>
    <message numerus="yes">
        <source>%Ln prefill worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln Prefill-Worker mit Tensorparallelität %1</numerusform>
            <numerusform>%Ln Prefill-Worker mit Tensorparallelität %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decode worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln Decode-Worker mit Tensorparallelität %1</numerusform>
            <numerusform>%Ln Decode-Worker mit Tensorparallelität %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the prefill workers and the decode workers</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Prefill and decode run on pools of their own: a prefill worker computes a prompt&apos;s KV cache and hands it (%1 for %2) to a decode worker, which generates the output tokens.</source>
        <comment>%1 memory, %2 tokens</comment>
        <translation>Prefill und Decode laufen in eigenen Pools: Ein Prefill-Worker berechnet den KV-Cache eines Prompts und übergibt ihn (%1 für %2) an einen Decode-Worker, der die Ausgabetoken erzeugt.</translation>
    </message>
    <message>
        <source>The time to first token is the wait for a prefill worker (%1 on average, the workers %2 busy), the prefill of the prompt (%3) and the hand-over %4 (%5 at %6 GB/s per GPU); the time per output token comes from the decode workers alone, whose steps carry no prompt.</source>
        <comment>%1 %3 %5 times, %2 a share, %4 the link (over the fast link …), %6 a bandwidth</comment>
        <translation>Die Zeit bis zum ersten Token ist die Wartezeit auf einen Prefill-Worker (%1 im Mittel, die Worker zu %2 ausgelastet), das Prefill des Prompts (%3) und die Übergabe %4 (%5 mit %6 GB/s pro GPU); die Zeit pro Ausgabetoken kommt allein aus den Decode-Workern, deren Schritte keinen Prompt tragen.</translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no pools of up to %3 workers each at these sizes meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most workers tried</comment>
        <translation>Die Ziele (%1, bei %2) werden nicht erreicht, und keine Pools mit je bis zu %3 Workern dieser Größen erreichen sie.</translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode worker(s) of these sizes to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>Die Ziele (%1, bei %2) werden erreicht; die Last braucht mindestens %3 Prefill- und %Ln Decode-Worker dieser Größen, um sie zu erreichen.</numerusform>
            <numerusform>Die Ziele (%1, bei %2) werden erreicht; die Last braucht mindestens %3 Prefill- und %Ln Decode-Worker dieser Größen, um sie zu erreichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode worker(s) of these sizes would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>Dieses Deployment erreicht die Ziele (%1, bei %2) nicht; %3 Prefill- und %Ln Decode-Worker dieser Größen würden sie erreichen.</numerusform>
            <numerusform>Dieses Deployment erreicht die Ziele (%1, bei %2) nicht; %3 Prefill- und %Ln Decode-Worker dieser Größen würden sie erreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation>Prefill eines Prompts</translation>
    </message>
    <message>
        <source>Prefill workers busy</source>
        <translation>Auslastung der Prefill-Worker</translation>
    </message>
    <message>
        <source>Mean wait for a prefill worker</source>
        <translation>Mittlere Wartezeit auf einen Prefill-Worker</translation>
    </message>
    <message>
        <source>KV hand-over of one prompt</source>
        <translation>KV-Übergabe eines Prompts</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>memory, time</comment>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; a decode worker holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; ein Decode-Worker fasst %Ln Sequenz von %2</numerusform>
            <numerusform>%1; ein Decode-Worker fasst %Ln Sequenzen von %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per decode worker</source>
        <translation>Laufende Anfragen pro Decode-Worker</translation>
    </message>
    <message>
        <source>Deployment: tensor parallel degree × replicas, or for a split deployment its prefill workers (P) and decode workers (D), each with its tensor parallel degree; a split deployment&apos;s KV pool is one decode worker&apos;s.</source>
        <comment>the name before the colon is the column heading</comment>
        <translation>Deployment: Tensorparallelität × Replikate, oder bei einem geteilten Deployment seine Prefill-Worker (P) und Decode-Worker (D), jeweils mit eigener Tensorparallelität; der KV-Pool eines geteilten Deployments ist der eines Decode-Workers.</translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation>Deployment</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per decode worker.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Serving von %1 mit %2 auf %3: Die Gewichte belegen %4 und der Arbeitsbereich der Engine %5 pro GPU eines Decode-Workers, und der KV-Cache-Pool, den die Engine daneben reserviert, fasst %Ln Sequenz von %6 pro Decode-Worker.</numerusform>
            <numerusform>Serving von %1 mit %2 auf %3: Die Gewichte belegen %4 und der Arbeitsbereich der Engine %5 pro GPU eines Decode-Workers, und der KV-Cache-Pool, den die Engine daneben reserviert, fasst %Ln Sequenzen von %6 pro Decode-Worker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU of a decode worker as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per decode worker. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Speicher einer GPU eines Decode-Workers, wie die Serving-Engine ihn belegt: die Gewichte, Arbeitsbereich und Graph-Pool der Engine, der CUDA-Kontext und der KV-Cache-Pool, den sie im übrigen Speicher reserviert und der %Ln Sequenz von %1 pro Decode-Worker fasst. Die gestrichelte Linie ist der Speicher, den die GPU nutzen kann.</numerusform>
            <numerusform>Speicher einer GPU eines Decode-Workers, wie die Serving-Engine ihn belegt: die Gewichte, Arbeitsbereich und Graph-Pool der Engine, der CUDA-Kontext und der KV-Cache-Pool, den sie im übrigen Speicher reserviert und der %Ln Sequenzen von %1 pro Decode-Worker fasst. Die gestrichelte Linie ist der Speicher, den die GPU nutzen kann.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportWriter</name>
    <message>
        <source>The scenario cannot be estimated, so there is no report to write: %1</source>
        <translation>Das Szenario lässt sich nicht berechnen, daher gibt es keinen Bericht: %1</translation>
    </message>
    <message>
        <source>The report could not be saved as %1: %2</source>
        <translation>Der Bericht konnte nicht als %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Wechselkurse</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityText</name>
    <message>
        <source>Speed (band of measured runs)</source>
        <translation>Tempo (Band der Messläufe)</translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation>Latenzstatistik</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Eingabelänge</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>Datensatzgröße</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Miete pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Usage hours per year</source>
        <translation>Nutzungsstunden pro Jahr</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation>PUE (Kühlaufschlag)</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Years of owning</source>
        <translation>Jahre im Besitz</translation>
    </message>
    <message>
        <source>slow end</source>
        <comment>of the band of measured speeds</comment>
        <translation>langsam</translation>
    </message>
    <message>
        <source>fast end</source>
        <comment>of the band of measured speeds</comment>
        <translation>schnell</translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>a factor: 0.5x</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1&#xa0;h/yr</source>
        <comment>hours per year</comment>
        <translation>%1&#xa0;h/Jahr</translation>
    </message>
    <message numerus="yes">
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln Jahr</numerusform>
            <numerusform>%Ln Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation>Dauer des Offline-Jobs</translation>
    </message>
    <message>
        <source>Time of the run</source>
        <translation>Dauer des Laufs</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens</source>
        <translation>Kosten je 1 Mio. Ausgabetoken</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Benötigte GPUs</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>Zeit pro Ausgabetoken (TPOT)</translation>
    </message>
    <message>
        <source>%1 (h)</source>
        <comment>figure (unit)</comment>
        <translation>%1 (h)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>figure (currency)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
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
        <translation>bewegt es nicht</translation>
    </message>
    <message>
        <source>Largest swing: %1, from %2 at %3 to %4 at %5.</source>
        <translation>Größter Ausschlag: %1, von %2 bei %3 bis %4 bei %5.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityTornado</name>
    <message>
        <source>This scenario: %1</source>
        <translation>Dieses Szenario: %1</translation>
    </message>
    <message>
        <source>Low setting</source>
        <translation>Niedriger Wert</translation>
    </message>
    <message>
        <source>High setting</source>
        <translation>Hoher Wert</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityView</name>
    <message>
        <source>%1 does not apply to this scenario, or it cannot be estimated.</source>
        <translation>%1 gilt nicht für dieses Szenario, oder es ist nicht schätzbar.</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5
This scenario: %6</source>
        <translation>%1
%2: %3
%4: %5
Dieses Szenario: %6</translation>
    </message>
    <message>
        <source>What moves it: %1</source>
        <translation>Was es bewegt: %1</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation>Das Szenario ist nicht schätzbar.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>No assumption moves this figure.</source>
        <translation>Keine Annahme bewegt diesen Wert.</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Kennzahl:</translation>
    </message>
    <message>
        <source>What moves the answer, by swing</source>
        <translation>Was die Antwort bewegt, nach Ausschlag</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenChart</name>
    <message>
        <source>Does not fit at any sequence length</source>
        <translation>Passt bei keiner Sequenzlänge</translation>
    </message>
    <message>
        <source>Fits at every length up to %1</source>
        <translation>Passt bei jeder Länge bis %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Memory per GPU vs sequence length</source>
        <translation>Speicher pro GPU nach Sequenzlänge</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-Kapazität</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>Aktuelle Einstellung</translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation>Längste passende</translation>
    </message>
    <message>
        <source>Memory versus sequence length chart</source>
        <translation>Diagramm: Speicher nach Sequenzlänge</translation>
    </message>
    <message>
        <source>Fits up to
%1</source>
        <comment>two lines beside the marker</comment>
        <translation>Passt bis
%1</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Token)</translation>
    </message>
    <message>
        <source>%1 interval at %2: %3</source>
        <comment>coverage (80 %), a sequence length in tokens and a memory range</comment>
        <translation>%1-Intervall bei %2: %3</translation>
    </message>
    <message>
        <source>Memory vs sequence length</source>
        <comment>short chart title</comment>
        <translation>Speicher und Sequenzlänge</translation>
    </message>
    <message>
        <source>Memory vs length</source>
        <comment>shortest chart title</comment>
        <translation>Speicher und Länge</translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation>Token</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <comment>a method, a sequence length in tokens and the memory per GPU</comment>
        <translation>%1 bei %2: %3</translation>
    </message>
    <message>
        <source>%1 does not fit at any sequence length</source>
        <comment>a method</comment>
        <translation>%1 passt bei keiner Sequenzlänge</translation>
    </message>
    <message>
        <source>%1 fits at every length up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation>%1 passt bei jeder Länge bis %2</translation>
    </message>
    <message>
        <source>%1 fits up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation>%1 passt bis %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenTimeChart</name>
    <message>
        <source>%1 at %2: %3, rent %4, own %5</source>
        <comment>a method, a sequence length, hours, two amounts</comment>
        <translation>%1 bei %2: %3, Miete %4, Kauf %5</translation>
    </message>
    <message>
        <source>%1 (does not fit the GPU)</source>
        <comment>the text of a point beyond the longest length that fits</comment>
        <translation>%1 (passt nicht auf die GPU)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>hours and rent of the run at the current setting</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Time and cost vs sequence length</source>
        <translation>Zeit und Kosten über Sequenzlänge</translation>
    </message>
    <message>
        <source>Time and cost vs length</source>
        <comment>short chart title</comment>
        <translation>Zeit und Kosten über Länge</translation>
    </message>
    <message>
        <source>Time vs length</source>
        <comment>shortest chart title</comment>
        <translation>Zeit über Länge</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Token)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation>Token</translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation>Stunden (Laufzeit)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>Aktuelle Einstellung</translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation>Längste passende</translation>
    </message>
    <message>
        <source>Time and cost versus sequence length chart</source>
        <translation>Diagramm: Zeit und Kosten über der Sequenzlänge</translation>
    </message>
    <message>
        <source>rent in %1</source>
        <comment>axis title: the currency</comment>
        <translation>Miete in %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingCurveChart</name>
    <message>
        <source>Throughput and latency against load</source>
        <translation>Durchsatz und Latenz über der Last</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>TPOT %1, ms</source>
        <comment>time per output token at a statistic</comment>
        <translation>TPOT %1, ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput and latency</source>
        <comment>short chart title</comment>
        <translation>Durchsatz und Latenz</translation>
    </message>
    <message>
        <source>users</source>
        <comment>short axis title</comment>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>req/s</source>
        <comment>short axis title</comment>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>thousand output tokens/s</source>
        <translation>Tausend Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation>Tausend Token/s</translation>
    </message>
    <message>
        <source>tok/s</source>
        <comment>legend: output tokens per second</comment>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>target</source>
        <comment>legend: the TPOT target line</comment>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingGroup</name>
    <message>
        <source>Serving engine %1</source>
        <translation>Serving-Engine %1</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Last %1</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-Anfragen</translation>
    </message>
    <message>
        <source>Lengths %1</source>
        <translation>Längen %1</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Token</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Präfix-Cache-Treffer</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV-Cache %1</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>Target statistic %1</source>
        <translation>Ziel-Statistik %1</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>En&amp;gine</source>
        <translation>Serving-En&amp;gine</translation>
    </message>
    <message>
        <source>L&amp;oad</source>
        <translation>L&amp;ast</translation>
    </message>
    <message>
        <source>Le&amp;ngths</source>
        <translation>Lä&amp;ngen</translation>
    </message>
    <message>
        <source>Inpu&amp;t</source>
        <translation>Einga&amp;be</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Prefi&amp;x cache</source>
        <translation>Präfi&amp;x-Cache</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>&amp;KV-Cache</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source> users</source>
        <translation> Nutzer</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfr./s</translation>
    </message>
    <message>
        <source> requests</source>
        <translation> Anfragen</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>The engine serving the model; each runs with its documented defaults</source>
        <translation>Die Engine, die das Modell bereitstellt; jede läuft mit ihren dokumentierten Standardwerten</translation>
    </message>
    <message>
        <source>Kind of load</source>
        <translation>Art der Last</translation>
    </message>
    <message>
        <source>Requests in flight; a finished request is replaced at once</source>
        <translation>Laufende Anfragen; eine fertige Anfrage wird sofort ersetzt</translation>
    </message>
    <message>
        <source>Requests arriving per second at random times</source>
        <translation>Anfragen, die pro Sekunde zu zufälligen Zeiten eintreffen</translation>
    </message>
    <message>
        <source>Requests in the offline job</source>
        <translation>Anfragen im Offline-Job</translation>
    </message>
    <message>
        <source>Requests available at the start of a batch job</source>
        <translation>Anfragen, die zu Beginn eines Batchjobs bereitstehen</translation>
    </message>
    <message>
        <source>Request length preset</source>
        <translation>Längenvorgabe</translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation>Eingabe-Token pro Anfrage</translation>
    </message>
    <message>
        <source>Mean prompt length</source>
        <translation>Mittlere Prompt-Länge</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>Ausgabe-Token pro Anfrage</translation>
    </message>
    <message>
        <source>Mean number of generated tokens</source>
        <translation>Mittlere Zahl erzeugter Token</translation>
    </message>
    <message>
        <source>Prefix cache hit rate in percent</source>
        <translation>Präfix-Cache-Trefferquote in Prozent</translation>
    </message>
    <message>
        <source>Share of prompt tokens served from the prefix cache (shared system prompts, earlier turns of a chat)</source>
        <translation>Anteil der Prompt-Token aus dem Präfix-Cache (gemeinsame System-Prompts, frühere Runden eines Chats)</translation>
    </message>
    <message>
        <source>KV cache number format</source>
        <translation>Zahlenformat des KV-Cache</translation>
    </message>
    <message>
        <source>fp8 holds twice the tokens in the same memory</source>
        <translation>fp8 fasst doppelt so viele Token im selben Speicher</translation>
    </message>
    <message>
        <source>Time to first token target in milliseconds</source>
        <translation>Ziel für die Zeit bis zum ersten Token in Millisekunden</translation>
    </message>
    <message>
        <source>Time to first token the deployment must meet; none: no target</source>
        <translation>Zeit bis zum ersten Token, die die Bereitstellung einhalten muss; keins: kein Ziel</translation>
    </message>
    <message>
        <source>Time per output token target in milliseconds</source>
        <translation>Ziel für die Zeit pro Ausgabe-Token in Millisekunden</translation>
    </message>
    <message>
        <source>Time per output token the deployment must meet; none: no target</source>
        <translation>Zeit pro Ausgabe-Token, die die Bereitstellung einhalten muss; keins: kein Ziel</translation>
    </message>
    <message>
        <source>Statistic of the latency targets</source>
        <translation>Statistik der Latenzziele</translation>
    </message>
    <message>
        <source>The targets hold for this statistic of the requests (p99: 99 in 100)</source>
        <translation>Die Ziele gelten für diese Statistik der Anfragen (p99: 99 von 100)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SpeculativeRows</name>
    <message>
        <source>Speculative decoding %1</source>
        <translation>Spekulatives Dekodieren %1</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfs-Token</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>Draft model %1</source>
        <translation>Entwurfsmodell %1</translation>
    </message>
    <message>
        <source>Speculation</source>
        <translation>Spekulation</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Speculative decoding method</source>
        <translation>Methode für spekulatives Dekodieren</translation>
    </message>
    <message>
        <source>Draft model preset</source>
        <translation>Vorlage für das Entwurfsmodell</translation>
    </message>
    <message>
        <source>The smaller model that drafts; it must have the model’s vocabulary</source>
        <translation>Das kleinere Modell, das Entwürfe erzeugt; es muss das Vokabular des Modells haben</translation>
    </message>
    <message>
        <source>Tokens drafted per step</source>
        <translation>Entworfene Token pro Schritt</translation>
    </message>
    <message>
        <source>Tokens drafted each step (k); the model checks them in one step and adds one of its own</source>
        <translation>In jedem Schritt entworfene Token (k); das Modell prüft sie in einem Schritt und fügt ein eigenes hinzu</translation>
    </message>
    <message>
        <source>Mean tokens accepted per step</source>
        <translation>Mittlere akzeptierte Token pro Schritt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>EAGLE</source>
        <translation>EAGLE</translation>
    </message>
    <message>
        <source>EAGLE-3</source>
        <translation>EAGLE-3</translation>
    </message>
    <message>
        <source>MTP</source>
        <translation>MTP</translation>
    </message>
    <message>
        <source>N-gram</source>
        <translation>N-Gramm</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes tokens that the model checks in one step, so one step can give several tokens</source>
        <translation>Spekulatives Dekodieren: Ein Entwurf schlägt Token vor, die das Modell in einem Schritt prüft, sodass ein Schritt mehrere Token liefern kann</translation>
    </message>
    <message>
        <source>Default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>Mean tokens the model keeps a step, its own included (1 to %1); the default is the published figure for the method and model: %2</source>
        <translation>Mittlere Zahl der Token, die das Modell pro Schritt behält, das eigene eingeschlossen (1 bis %1); der Standardwert ist der veröffentlichte Wert für Methode und Modell: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitCheckBox</name>
    <message>
        <source>Split prefill and decode</source>
        <translation>Prefill und Decode trennen</translation>
    </message>
    <message>
        <source>Also rank deployments that prefill the prompts on workers of their own
and hand each prompt&apos;s KV cache to separate decode workers
(xPyD: x prefill and y decode workers, each with its own tensor parallelism).
Time to first token: the prefill queue and the hand-over;
time per output token: the decode workers alone.</source>
        <translation>Auch Deployments einstufen, die das Prefill der Prompts auf eigenen Workern ausführen
und den KV-Cache jedes Prompts an getrennte Decode-Worker übergeben
(xPyD: x Prefill- und y Decode-Worker, jeweils mit eigener Tensorparallelität).
Zeit bis zum ersten Token: die Prefill-Warteschlange und die Übergabe;
Zeit pro Ausgabetoken: allein die Decode-Worker.</translation>
    </message>
    <message>
        <source>Needs a load of users or requests per second, not an offline job.</source>
        <translation>Braucht eine Last aus Nutzern oder Anfragen pro Sekunde, keinen Offline-Job.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitRow</name>
    <message>
        <source>Colocate prefill and decode</source>
        <translation>Prefill und Decode zusammenlegen</translation>
    </message>
    <message>
        <source>Prefill/decode:</source>
        <translation>Prefill/Decode:</translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation>Zusammenlegen</translation>
    </message>
    <message numerus="yes">
        <source>Prefill and decode on the same replicas again: %n GPU(s), tensor parallel %1</source>
        <translation>
            <numerusform>Prefill und Decode wieder auf denselben Replikaten: %n GPU, Tensorparallelität %1</numerusform>
            <numerusform>Prefill und Decode wieder auf denselben Replikaten: %n GPUs, Tensorparallelität %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TimeCostChart</name>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation>Stunden (Laufzeit)</translation>
    </message>
    <message>
        <source>total cost in %1</source>
        <translation>Kosten (%1)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation>Zeit und Kosten der besten Konfigurationen</translation>
    </message>
    <message>
        <source>Training time (updating…)</source>
        <translation>Trainingszeit (Aktualisierung…)</translation>
    </message>
    <message>
        <source>Cost (updating…)</source>
        <translation>Kosten (Aktualisierung…)</translation>
    </message>
    <message>
        <source>Time per output token (updating…)</source>
        <translation>Zeit pro Ausgabe-Token (wird aktualisiert …)</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>TPOT, ms</source>
        <translation>TPOT, ms</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Cost per 1M tokens (updating…)</source>
        <translation>Kosten pro 1 Mio. Token (wird aktualisiert …)</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kosten pro 1 Mio. Token</translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <comment>currency</comment>
        <translation>%1 pro 1 Mio. Token</translation>
    </message>
    <message>
        <source>cost in %1</source>
        <comment>short axis title: the currency</comment>
        <translation>Kosten in %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TokenCountSpinBox</name>
    <message>
        <source>1 token</source>
        <translation>1 Token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>Tokens in full or with a unit, such as %1; a number below 1,000 alone is in the unit shown; from %2 to %3</source>
        <translation>Token ausgeschrieben oder mit Einheit, etwa %1; eine Zahl unter 1.000 allein gilt in der angezeigten Einheit; von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TrainingGroup</name>
    <message>
        <source>Micro-batch %1</source>
        <translation>Mikro-Batch %1</translation>
    </message>
    <message>
        <source>Gradient accumulation %1</source>
        <translation>Gradientenakkumulation %1</translation>
    </message>
    <message>
        <source>Checkpointing %1</source>
        <translation>Checkpointing %1</translation>
    </message>
    <message>
        <source>Attention %1</source>
        <translation>Attention %1</translation>
    </message>
    <message>
        <source>Chunked cross-entropy on</source>
        <translation>Blockweise Kreuzentropie an</translation>
    </message>
    <message>
        <source>Chunked cross-entropy off</source>
        <translation>Blockweise Kreuzentropie aus</translation>
    </message>
    <message>
        <source>Sequence length %1</source>
        <translation>Sequenzlänge %1</translation>
    </message>
    <message>
        <source>Sequence and batch</source>
        <translation>Sequenz und Batch</translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation>Se&amp;quenzlänge</translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation>Mikro-&amp;Batch</translation>
    </message>
    <message>
        <source>Gradient a&amp;ccumulation</source>
        <translation>Akkumu&amp;lation</translation>
    </message>
    <message>
        <source>Checkpoi&amp;nting</source>
        <translation>Checkpoi&amp;nting</translation>
    </message>
    <message>
        <source>&amp;Attention</source>
        <translation>&amp;Attention</translation>
    </message>
    <message>
        <source>Chunked cross-entrop&amp;y</source>
        <translation>Blockweise Kreuzentrop&amp;ie</translation>
    </message>
    <message>
        <source>Sequence length slider</source>
        <translation>Schieberegler für die Sequenzlänge</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Sequenzlänge in Token</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Mikro-Batchgröße</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Schritte der Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Gradient-Checkpointing</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Attention-Kernel</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>Blockweise Kreuzentropie</translation>
    </message>
    <message>
        <source>Micro-batch × gradient accumulation × data-parallel replicas</source>
        <translation>Mikro-Batch × Gradientenakkumulation × datenparallele Replikate</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass instead of keeping them</source>
        <translation>Aktivierungen im Rückwärtsdurchlauf neu berechnen, statt sie zu speichern</translation>
    </message>
    <message>
        <source>Compute the loss in chunks so the full fp32 logits are never held at once</source>
        <translation>Verlust blockweise berechnen, damit die vollständigen FP32-Logits nie auf einmal im Speicher liegen</translation>
    </message>
    <message numerus="yes">
        <source>Effective batch: %1 sequence(s) (%2 tokens)</source>
        <translation>
            <numerusform>Effektive Batchgröße: %1 Sequenz (%2 Token)</numerusform>
            <numerusform>Effektive Batchgröße: %1 Sequenzen (%2 Token)</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ The batch is larger than the training data (%1 tokens over all epochs): less than one optimizer step</source>
        <translation>⚠ Der Batch ist größer als die Trainingsdaten (%1 Token über alle Epochen): weniger als ein Optimierungsschritt</translation>
    </message>
    <message>
        <source>torch.compile on</source>
        <translation>torch.compile an</translation>
    </message>
    <message>
        <source>torch.compile off</source>
        <translation>torch.compile aus</translation>
    </message>
    <message>
        <source>Activation offloading on</source>
        <translation>Auslagerung der Aktivierungen an</translation>
    </message>
    <message>
        <source>Activation offloading off</source>
        <translation>Auslagerung der Aktivierungen aus</translation>
    </message>
    <message>
        <source>Optimizer step in backward on</source>
        <translation>Optimierungsschritt im Rückwärtsdurchlauf an</translation>
    </message>
    <message>
        <source>Optimizer step in backward off</source>
        <translation>Optimierungsschritt im Rückwärtsdurchlauf aus</translation>
    </message>
    <message>
        <source>Compi&amp;led (torch.compile)</source>
        <translation>Kompi&amp;liert (torch.compile)</translation>
    </message>
    <message>
        <source>O&amp;ffload checkpointed activations</source>
        <translation>Gecheckpointete Aktivierungen ausla&amp;gern</translation>
    </message>
    <message>
        <source>Optimizer step in bac&amp;kward</source>
        <translation>Optimierungsschritt im Rüc&amp;kwärtsdurchlauf</translation>
    </message>
    <message>
        <source>The training step runs under torch.compile: elementwise kernels are fused and the host launches fewer kernels</source>
        <translation>Der Trainingsschritt läuft unter torch.compile: elementweise Kernel werden fusioniert und der Host startet weniger Kernel</translation>
    </message>
    <message>
        <source>Needs full checkpointing: only the checkpointed layer inputs are offloaded</source>
        <translation>Braucht volles Checkpointing: nur die gecheckpointeten Schichteingaben werden ausgelagert</translation>
    </message>
    <message>
        <source>The layer inputs that checkpointing keeps are moved to host memory during the forward pass (torchtune enable_activation_offloading, Unsloth)</source>
        <translation>Die Schichteingaben, die Checkpointing behält, werden im Vorwärtsdurchlauf in den Host-Speicher verschoben (torchtune enable_activation_offloading, Unsloth)</translation>
    </message>
    <message>
        <source>Only full fine-tuning and pre-training keep gradients for every weight</source>
        <translation>Nur Voll-Feintuning und Training von Grund auf halten Gradienten für jedes Gewicht</translation>
    </message>
    <message>
        <source>Each parameter is stepped as soon as its gradient is complete, so the gradients are not all held at once (torchtune optimizer_in_bwd)</source>
        <translation>Jeder Parameter wird aktualisiert, sobald sein Gradient fertig ist, sodass nicht alle Gradienten gleichzeitig gehalten werden (torchtune optimizer_in_bwd)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::Workbook</name>
    <message>
        <source>Residual value at the end</source>
        <translation>Restwert am Ende</translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation>Durchschnittliche Leistungsaufnahme (Anteil der Nennleistung)</translation>
    </message>
    <message>
        <source>Cost defaults</source>
        <translation>Standardwerte der Kosten</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Unit of the default</source>
        <translation>Einheit des Standardwerts</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Schätzung: %1</translation>
    </message>
    <message>
        <source>Prices and exchange rate</source>
        <translation>Preise und Wechselkurs</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rent of a %1 per GPU-hour</source>
        <translation>Miete einer %1 pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Purchase of what is quoted</source>
        <translation>Kauf des Angebotenen</translation>
    </message>
    <message>
        <source>%1 per US dollar</source>
        <translation>%1 pro US-Dollar</translation>
    </message>
    <message>
        <source>What the estimate rests on</source>
        <translation>Worauf die Schätzung beruht</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory kept free (safety margin)</source>
        <translation>Frei gehaltener Speicher (Sicherheitsmarge)</translation>
    </message>
    <message>
        <source>Measured memory peaks it was checked against</source>
        <translation>Gemessene Speicherspitzen, gegen die sie geprüft wurde</translation>
    </message>
    <message>
        <source>Their mean error</source>
        <translation>Mittlerer Fehler dagegen</translation>
    </message>
    <message>
        <source>Measured throughputs it was checked against</source>
        <translation>Gemessene Durchsätze, gegen die sie geprüft wurde</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation>Berechnet mit</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Assumptions and their sources</source>
        <translation>Annahmen und ihre Quellen</translation>
    </message>
    <message>
        <source>GPU sizing: %1</source>
        <translation>GPU-Dimensionierung: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>refurbished</source>
        <translation>generalüberholt</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>What to buy for %1</source>
        <translation>Was für %1 zu kaufen ist</translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: nothing to buy is listed.</source>
        <translation>Für diese Konfiguration ist kein Kaufpreis bekannt: Es ist nichts zu kaufen aufgeführt.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Subtotal, excluding VAT</source>
        <translation>Zwischensumme, ohne MwSt.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Installed GPUs</source>
        <translation>Eingebaute GPUs</translation>
    </message>
    <message>
        <source>Spare units</source>
        <translation>Reserveeinheiten</translation>
    </message>
    <message>
        <source>Rated power (kW)</source>
        <translation>Nennleistung (kW)</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>CPU memory (GiB)</source>
        <translation>CPU-Speicher (GiB)</translation>
    </message>
    <message>
        <source>Network per unit</source>
        <translation>Netzwerk pro Einheit</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation>Die Server, in die diese GPUs kommen, sind nicht aufgeführt und nicht bepreist.</translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation>Keines der Systeme, die Sie verkaufen, fasst diese Konfiguration: Sie wird mit denen des Katalogs angeboten.</translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Switches und Verkabelung für das %n System sind nicht enthalten.</numerusform>
            <numerusform>Switches und Verkabelung zwischen den %n Systemen sind nicht enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Gesamtbetriebskosten</translation>
    </message>
    <message>
        <source>Owning against renting over %1 years</source>
        <translation>Besitzen gegenüber Mieten über %1 Jahre</translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: owning is not costed.</source>
        <translation>Für diese Konfiguration ist kein Kaufpreis bekannt: Das Besitzen wird nicht berechnet.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Hours of use a year</source>
        <translation>Nutzungsstunden pro Jahr</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Finanzierung</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Softwarelizenzen</translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation>Miete für dieselben Stunden</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>Besitzen</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>Mieten</translation>
    </message>
    <message>
        <source>A year</source>
        <translation>Pro Jahr</translation>
    </message>
    <message>
        <source>A GPU-hour</source>
        <translation>Pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Owning costs less above (hours a year)</source>
        <translation>Besitzen kostet weniger ab (Stunden pro Jahr)</translation>
    </message>
    <message>
        <source>never: renting stays cheaper</source>
        <translation>nie: Mieten bleibt günstiger</translation>
    </message>
    <message>
        <source>Pays for itself in (months)</source>
        <translation>Amortisiert sich in (Monaten)</translation>
    </message>
    <message>
        <source>Paid so far: owning against renting</source>
        <translation>Bisher bezahlt: Besitzen gegenüber Mieten</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Owning, paid so far</source>
        <translation>Besitzen, bisher bezahlt</translation>
    </message>
    <message>
        <source>Renting, paid so far</source>
        <translation>Mieten, bisher bezahlt</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Strom und Platz</translation>
    </message>
    <message>
        <source>What the systems ask of the room</source>
        <translation>Was die Systeme vom Raum verlangen</translation>
    </message>
    <message>
        <source>No system is quoted for this configuration: power and space are not known.</source>
        <translation>Für diese Konfiguration ist kein System angeboten: Strom und Platz sind nicht bekannt.</translation>
    </message>
    <message>
        <source>Rated IT power (kW)</source>
        <translation>IT-Nennleistung (kW)</translation>
    </message>
    <message>
        <source>Heat (BTU per hour)</source>
        <translation>Wärme (BTU pro Stunde)</translation>
    </message>
    <message>
        <source>Racks (at %1 kW and 42 U a rack)</source>
        <translation>Racks (bei %1 kW und 42 HE pro Rack)</translation>
    </message>
    <message>
        <source>IT energy a year (kWh)</source>
        <translation>IT-Energie pro Jahr (kWh)</translation>
    </message>
    <message>
        <source>Energy at the meter a year, with PUE (kWh)</source>
        <translation>Energie am Zähler pro Jahr, mit PUE (kWh)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Speicher pro GPU (GiB)</translation>
    </message>
    <message>
        <source>Usable memory per GPU (GiB)</source>
        <translation>Nutzbarer Speicher pro GPU (GiB)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Ausgabe-Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>Time per output token, %1 (ms)</source>
        <translation>Zeit pro Ausgabe-Token, %1 (ms)</translation>
    </message>
    <message>
        <source>Latency targets met</source>
        <translation>Latenzziele erreicht</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kosten pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Renting it a month</source>
        <translation>Miete pro Monat</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>Zeit (Stunden)</translation>
    </message>
    <message>
        <source>Tokens per second (all GPUs)</source>
        <translation>Tokens pro Sekunde (alle GPUs)</translation>
    </message>
    <message>
        <source>Renting it</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>Parameter (Milliarden)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Headroom per GPU (GiB)</source>
        <translation>Reserve pro GPU (GiB)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Modell-FLOPs-Auslastung (MFU)</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Time to first token, %1 (ms)</source>
        <translation>Zeit bis zum ersten Token, %1 (ms)</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latenzziele</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Owning a year</source>
        <translation>Besitzen pro Jahr</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Tight: 1 in 10 comparable runs needed more</source>
        <translation>Knapp: 1 von 10 vergleichbaren Läufen brauchte mehr</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Tight: less than the safety margin to spare</source>
        <translation>Knapp: weniger Reserve als die Sicherheitsmarge</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>libxlsxwriter could not start a workbook</source>
        <translation>libxlsxwriter konnte keine Arbeitsmappe anlegen</translation>
    </message>
    <message>
        <source>the sheet name &quot;%1&quot; is not allowed</source>
        <translation>der Blattname „%1“ ist nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::WorkloadGroup</name>
    <message>
        <source>Dataset size</source>
        <translation>Datensatzgröße</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>Trainingsdaten</translation>
    </message>
    <message>
        <source>Datase&amp;t</source>
        <translation>&amp;Datensatz</translation>
    </message>
    <message>
        <source>E&amp;pochs</source>
        <translation>E&amp;pochen</translation>
    </message>
    <message>
        <source>Number of epochs</source>
        <translation>Anzahl der Epochen</translation>
    </message>
    <message>
        <source>Trained: %1</source>
        <translation>Trainiert: %1</translation>
    </message>
    <message>
        <source>Dataset size in tokens</source>
        <translation>Größe des Datensatzes in Token</translation>
    </message>
</context>
</TS>
