<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>Applicability</name>
    <message>
        <source>Full fine-tuning, LoRA and pre-training keep the weights in the training precision; a separate weight format applies to QLoRA and inference.</source>
        <translation>Full finjustering, LoRA og trening fra scratch beholder vektene i treningspresisjonen; et eget vektformat gjelder bare for QLoRA og inferens.</translation>
    </message>
    <message>
        <source>Inference trains nothing, so there is no optimizer.</source>
        <translation>Inferens trener ingenting, så det finnes ingen optimizer.</translation>
    </message>
    <message>
        <source>Only LoRA and QLoRA train adapters.</source>
        <translation>Bare LoRA og QLoRA trener adaptere.</translation>
    </message>
    <message>
        <source>Inference has no backward pass.</source>
        <translation>Inferens har ikke noe bakover-pass.</translation>
    </message>
    <message>
        <source>Data-parallel sharding is a training technique; inference splits a model with tensor or pipeline parallelism.</source>
        <translation>Dataparallell sharding er en treningsteknikk; ved inferens deles modellen med tensor- eller pipelineparallellisme.</translation>
    </message>
    <message>
        <source>Sharding needs more than one GPU.</source>
        <translation>Sharding krever mer enn én GPU.</translation>
    </message>
    <message>
        <source>CPU offload of optimizer state and parameters is a training technique.</source>
        <translation>Avlasting av optimizer-tilstand og parametere til CPU er en treningsteknikk.</translation>
    </message>
    <message>
        <source>Inference does not go through a training dataset.</source>
        <translation>Inferens går ikke gjennom et treningsdatasett.</translation>
    </message>
    <message>
        <source>draft-model</source>
        <translation>utkastmodell</translation>
    </message>
    <message>
        <source>n-gram</source>
        <translation>n-gram</translation>
    </message>
    <message>
        <source>%1 runs speculative decoding only without pipeline parallelism.</source>
        <translation>%1 kjører spekulativ dekoding bare uten pipeline-parallellitet.</translation>
    </message>
    <message>
        <source>%1 does not offer %2 speculative decoding.</source>
        <translation>%1 tilbyr ikke spekulativ dekoding med %2.</translation>
    </message>
    <message>
        <source>The model has no multi-token-prediction (MTP) module to draft with.</source>
        <translation>Modellen har ingen MTP-modul (multi-token prediction) å lage utkast med.</translation>
    </message>
    <message>
        <source>No model preset is smaller than this model and shares its vocabulary of %1 tokens.</source>
        <translation>Ingen modellmal er mindre enn denne modellen og har samme vokabular på %1 tokens.</translation>
    </message>
    <message>
        <source>The split deployment %1 sets each pool&apos;s tensor parallel degree. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation>Den delte utrullingen %1 bestemmer hver gruppes tensorparallelle grad. Denne gjelder igjen etter «Samle» i Servering-gruppen.</translation>
    </message>
    <message>
        <source>The pools of the split deployment %1 run without pipeline parallelism. This one applies again after “Colocate” in the Serving group.</source>
        <comment>%1 the pools, e.g. 2P(TP4)+1D(TP2)</comment>
        <translation>Gruppene i den delte utrullingen %1 kjører uten pipeline-parallellitet. Denne gjelder igjen etter «Samle» i Servering-gruppen.</translation>
    </message>
</context>
<context>
    <name>BillOfMaterials</name>
    <message>
        <source>Buy: %1 × %2 at %3, the servers they need not included</source>
        <translation>Kjøp: %1 × %2 for %3, serverne de trenger er ikke med</translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>%1 rack units</source>
        <translation>%1 rackenheter</translation>
    </message>
    <message>
        <source>%1&#xa0;GiB CPU memory</source>
        <translation>%1&#xa0;GiB CPU-minne</translation>
    </message>
    <message>
        <source>network: %1</source>
        <translation>nettverk: %1</translation>
    </message>
    <message>
        <source>Indicative list price of %1</source>
        <translation>Veiledende listepris per %1</translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s), %2 used) · %3</source>
        <translation>
            <numerusform>Kjøp: %1 (%Ln GPU, %2 i bruk) · %3</numerusform>
            <numerusform>Kjøp: %1 (%Ln GPU-er, %2 i bruk) · %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy: %1 (%Ln GPU(s)) · %2</source>
        <translation>
            <numerusform>Kjøp: %1 (%Ln GPU) · %2</numerusform>
            <numerusform>Kjøp: %1 (%Ln GPU-er) · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s) at %1&#xa0;kW each</source>
        <comment>racks at a power budget per rack</comment>
        <translation>
            <numerusform>%Ln rack à %1&#xa0;kW</numerusform>
            <numerusform>%Ln rack à %1&#xa0;kW hver</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&#xa0;kWh a year at %2&#xa0;% of the rated power</source>
        <translation>%1&#xa0;kWh i året ved %2&#xa0;% av merkeeffekten</translation>
    </message>
    <message>
        <source>%1&#xa0;BTU/h of heat</source>
        <translation>%1&#xa0;BTU/t varme</translation>
    </message>
    <message>
        <source>%1, refurbished</source>
        <comment>a system bought refurbished or used</comment>
        <translation>%1, rekondisjonert</translation>
    </message>
    <message>
        <source>%1 in %2&#xa0;×&#xa0;%3</source>
        <comment>cards in host servers</comment>
        <translation>%1 i %2&#xa0;×&#xa0;%3</translation>
    </message>
    <message>
        <source>none of the systems you sell holds it: the catalog&apos;s is quoted</source>
        <translation>ingen av maskinene du selger rommer den: katalogens er tilbudt</translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation>%1, én i reserve</translation>
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
        <translation>Prefill %1&#xa0;×&#xa0;TP%2 · dekoding %3&#xa0;×&#xa0;TP%4</translation>
    </message>
    <message>
        <source>KV hand-over %1</source>
        <comment>the time one prompt&apos;s KV cache takes to reach its decode worker</comment>
        <translation>KV-overlevering %1</translation>
    </message>
    <message numerus="yes">
        <source>%n prefill worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n prefill-arbeider med tensorparallell %1</numerusform>
            <numerusform>%n prefill-arbeidere med tensorparallell %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decode worker(s) of %1 GPU(s)</source>
        <translation>
            <numerusform>%n dekodingsarbeider med tensorparallell %1</numerusform>
            <numerusform>%n dekodingsarbeidere med tensorparallell %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2: %n GPU(s)</source>
        <comment>the two pools, then the GPUs of both</comment>
        <translation>
            <numerusform>%1 og %2: %n GPU</numerusform>
            <numerusform>%1 og %2: %n GPU-er</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt: %1; the prefill workers are %2 busy, a prompt waits %3 for one on average</source>
        <translation>Prefill av én prompt: %1; prefill-arbeiderne er %2 opptatt, en prompt venter i snitt %3 på en ledig</translation>
    </message>
    <message>
        <source>over the fast link (NVLink)</source>
        <translation>over den raske forbindelsen (NVLink)</translation>
    </message>
    <message>
        <source>over the scale-out network</source>
        <translation>over scale-out-nettverket</translation>
    </message>
    <message>
        <source>KV hand-over: %1 of one prompt&apos;s cache %2 at %3 GB/s per GPU, %4</source>
        <translation>KV-overlevering: %1 av én prompts cache %2 med %3 GB/s per GPU, %4</translation>
    </message>
    <message>
        <source>Time per output token from the decode workers alone: no prompt rides in their steps</source>
        <translation>Tid per utdatatoken fra dekodingsarbeiderne alene: ingen prompt går med i deres steg</translation>
    </message>
    <message>
        <source>no pools of up to %1 workers at these sizes meet the targets</source>
        <translation>ingen grupper på opptil %1 arbeidere av disse størrelsene når målene</translation>
    </message>
    <message numerus="yes">
        <source>the targets need %1 prefill and %n decode worker(s)</source>
        <translation>
            <numerusform>målene krever %1 prefill- og %n dekodingsarbeider</numerusform>
            <numerusform>målene krever %1 prefill- og %n dekodingsarbeidere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmptyListText</name>
    <message>
        <source>No GPU of the types asked for is in the catalog.</source>
        <translation>Ingen GPU av typene det ble spurt etter, finnes i katalogen.</translation>
    </message>
    <message>
        <source>The catalog has no GPU made by %1.</source>
        <translation>Katalogen har ingen GPU fra %1.</translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no GPU. Mark what you sell as offered in the price list, or clear “Only what I sell”.</source>
        <translation>Bare det jeg selger: prislisten tilbyr ingen GPU. Merk det du selger som tilbudt i prislisten, eller fjern «Bare det jeg selger».</translation>
    </message>
    <message>
        <source>Only what I sell: the price list offers no %1 GPU. Mark what you sell as offered in the price list, or clear “Only what I sell” or the vendor.</source>
        <translation>Bare det jeg selger: prislisten tilbyr ingen GPU fra %1. Merk det du selger som tilbudt i prislisten, eller fjern «Bare det jeg selger» eller produsenten.</translation>
    </message>
    <message>
        <source>No GPU left to try has tensor cores for training in %1.</source>
        <translation>Ingen gjenværende GPU har tensorkjerner for trening i %1.</translation>
    </message>
    <message>
        <source>%1 cannot run these weight and KV-cache formats on any GPU left to try.</source>
        <translation>%1 kan ikke kjøre disse vekt- og KV-cache-formatene på noen gjenværende GPU.</translation>
    </message>
    <message>
        <source>No catalog GPU and count serves this load within its targets.</source>
        <translation>Ingen GPU og antall i katalogen betjener denne lasten innenfor målene.</translation>
    </message>
    <message>
        <source>No catalog GPU and count fits this scenario.</source>
        <translation>Ingen GPU og antall i katalogen passer til dette scenarioet.</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <source>Inference</source>
        <translation>Inferens</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
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
        <translation>Fra scratch</translation>
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
        <translation>NF4 (4-biters)</translation>
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
        <translation>AdamW 8-biters</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Paged AdamW 8-biters</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD med momentum</translation>
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
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Off (keep all activations)</source>
        <translation>Av (behold alle aktiveringer)</translation>
    </message>
    <message>
        <source>Selective (recompute attention)</source>
        <translation>Selektiv (beregn attention på nytt)</translation>
    </message>
    <message>
        <source>Full (recompute every layer)</source>
        <translation>Full (beregn alle lag på nytt)</translation>
    </message>
    <message>
        <source>Eager (materialised scores)</source>
        <translation>Eager (materialiserte scorer)</translation>
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
        <translation>DDP (replikaer)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer)</source>
        <translation>ZeRO-1 (optimizer)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ gradienter)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ weights)</source>
        <translation>ZeRO-3 (+ vekter)</translation>
    </message>
    <message>
        <source>FSDP (full shard)</source>
        <translation>FSDP (full sharding)</translation>
    </message>
    <message>
        <source>FSDP hybrid (shard in node)</source>
        <translation>FSDP hybrid (sharding i noden)</translation>
    </message>
    <message>
        <source>FSDP grad-op (like ZeRO-2)</source>
        <translation>FSDP grad-op (som ZeRO-2)</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer-tilstand</translation>
    </message>
    <message>
        <source>Optimizer state and weights</source>
        <translation>Optimizer-tilstand og vekter</translation>
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
        <translation>Samtidige brukere</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Forespørsler per sekund</translation>
    </message>
    <message>
        <source>Offline batch job</source>
        <translation>Offline batch-jobb</translation>
    </message>
    <message>
        <source>Static batch</source>
        <translation>Statisk batch</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>snitt</translation>
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
        <translation>vLLM V0 (før 0.8)</translation>
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
        <translation>Filen %1 kan ikke leses.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a GPU Sizer file.</source>
        <translation>Filen %1 er for stor til å være en fil fra GPU Sizer.</translation>
    </message>
    <message>
        <source>The file %1 is not valid JSON (%2).</source>
        <translation>Filen %1 er ikke gyldig JSON (%2).</translation>
    </message>
    <message>
        <source>The file %1 is not a valid CSV table (%2).</source>
        <translation>Filen %1 er ikke en gyldig CSV-tabell (%2).</translation>
    </message>
    <message>
        <source>The required field “%1” is missing.</source>
        <translation>Det påkrevde feltet «%1» mangler.</translation>
    </message>
    <message>
        <source>The field “%1” has the wrong type.</source>
        <translation>Feltet «%1» har feil type.</translation>
    </message>
    <message>
        <source>The value of “%1” is out of range.</source>
        <translation>Verdien av «%1» er utenfor gyldig område.</translation>
    </message>
    <message>
        <source>The value “%2” of “%1” is not known.</source>
        <translation>Verdien «%2» for «%1» er ukjent.</translation>
    </message>
    <message>
        <source>This model type (%1) cannot be imported yet.</source>
        <translation>Denne modelltypen (%1) kan ikke importeres ennå.</translation>
    </message>
    <message>
        <source>The GPU “%1” is not in the catalog.</source>
        <translation>GPU-en «%1» finnes ikke i katalogen.</translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation>Modellen «%1» finnes ikke i katalogen.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of GPU Sizer.</source>
        <translation>Filen %1 ble skrevet av en nyere versjon av GPU Sizer.</translation>
    </message>
    <message>
        <source>The file %1 could not be written (%2).</source>
        <translation>Filen %1 kunne ikke skrives (%2).</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated: %1.</source>
        <translation>Scenarioet kan ikke beregnes: %1.</translation>
    </message>
    <message>
        <source>Unknown error.</source>
        <translation>Ukjent feil.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(uten navn)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no LoRA target module is selected</source>
        <translation>ingen LoRA-målmodul er valgt</translation>
    </message>
    <message>
        <source>“%1” is not a number format matrix products run in</source>
        <translation>«%1» er ikke et tallformat matriseprodukter kjøres i</translation>
    </message>
    <message>
        <source>the number of GPUs must be a multiple of the tensor, pipeline and context parallel degrees</source>
        <translation>antall GPU-er må være et multiplum av graden av tensor-, pipeline- og kontekstparallellisme</translation>
    </message>
    <message>
        <source>“%1” has a value no estimate can be made from</source>
        <translation>«%1» har en verdi det ikke kan lages noe estimat ut fra</translation>
    </message>
    <message>
        <source>a setting has a value no estimate can be made from</source>
        <translation>en innstilling har en verdi det ikke kan lages noe estimat ut fra</translation>
    </message>
    <message>
        <source>Did you mean “%1” (%2)?</source>
        <translation>Mente du «%1» (%2)?</translation>
    </message>
    <message>
        <source>“%1” must be a whole number between %2 and %3 (it is %4)</source>
        <translation>«%1» må være et heltall mellom %2 og %3 (verdi: %4)</translation>
    </message>
    <message>
        <source>“%1” must be between %2 and %3 (it is %4)</source>
        <translation>«%1» må være mellom %2 og %3 (verdi: %4)</translation>
    </message>
    <message>
        <source>“%1” must divide “%2”</source>
        <translation>«%1» må gå opp i «%2»</translation>
    </message>
    <message>
        <source>“%1” is quantised, and quantised weights cannot be trained directly (LoRA or QLoRA train adapters on them)</source>
        <translation>«%1» er kvantisert, og kvantiserte vekter kan ikke trenes direkte (LoRA eller QLoRA trener adaptere på dem)</translation>
    </message>
    <message>
        <source>the serving engine cannot run %1 (“%2”)</source>
        <translation>serveringsmotoren kan ikke kjøre %1 («%2»)</translation>
    </message>
    <message>
        <source>The file %1 cannot be used: %2.</source>
        <translation>Filen %1 kan ikke brukes: %2.</translation>
    </message>
    <message>
        <source>“%1” must be %2 (it is %3)</source>
        <translation>«%1» må være %2 (den er %3)</translation>
    </message>
    <message>
        <source>the serving engine does not run on %1 GPUs</source>
        <translation>serveringsmotoren kjører ikke på %1-GPU-er</translation>
    </message>
    <message>
        <source>“%1” must be a date written YYYY-MM-DD (it is “%2”)</source>
        <translation>«%1» må være en dato skrevet ÅÅÅÅ-MM-DD (den er «%2»)</translation>
    </message>
    <message>
        <source>“%1” appears twice</source>
        <translation>«%1» forekommer to ganger</translation>
    </message>
    <message>
        <source>“%1” is no field GPU Sizer knows (a misspelt name?)</source>
        <translation>«%1» er ikke et felt GPU Sizer kjenner (feilstavet navn?)</translation>
    </message>
    <message>
        <source>%1 is not a regular file: GPU Sizer reads and writes files only, not folders, devices or pipes.</source>
        <translation>%1 er ikke en vanlig fil: GPU Sizer leser og skriver bare filer, ikke mapper, enheter eller rør.</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>linje %1, kolonne %2</translation>
    </message>
    <message>
        <source>“%1” must be set</source>
        <translation>«%1» må være satt</translation>
    </message>
    <message>
        <source>the model has no multi-token-prediction module to draft with (“%1”)</source>
        <translation>modellen har ingen modul for flertokenprediksjon å lage utkast med («%1»)</translation>
    </message>
    <message>
        <source>the draft model must have the target model’s vocabulary of %1 tokens (“%2”)</source>
        <translation>utkastmodellen må ha målmodellens vokabular på %1 tokener («%2»)</translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>sizing</source>
        <comment>the word ending a report&apos;s file name</comment>
        <translation>dimensjonering</translation>
    </message>
    <message>
        <source>chart</source>
        <comment>a saved chart&apos;s file name when the chart has no title</comment>
        <translation>diagram</translation>
    </message>
</context>
<context>
    <name>GuardRailText</name>
    <message>
        <source>The estimate implies %1 MFU in training, above the %2 that measured runs reach: the training time is probably too short.</source>
        <translation>Estimatet innebærer %1 MFU under trening, over de %2 som målte kjøringer når: treningstiden er trolig for kort.</translation>
    </message>
    <message>
        <source>The serving estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: its throughput is probably too high and its latencies too low.</source>
        <translation>Serveringsestimatet innebærer dekodingssteg som leser vektene og KV-cachen med %1 av GPU-ens minnebåndbredde, over de %2 som virkelige kjerner når: gjennomstrømningen er trolig for høy og latensene for lave.</translation>
    </message>
    <message>
        <source>The estimate implies decode steps that read their weights and KV cache at %1 of the GPU&apos;s memory bandwidth, above the %2 that real kernels reach: the decode speed is probably too high.</source>
        <translation>Estimatet innebærer dekodingssteg som leser vektene og KV-cachen med %1 av GPU-ens minnebåndbredde, over de %2 som virkelige kjerner når: dekodingsfarten er trolig for høy.</translation>
    </message>
    <message>
        <source>The estimated training step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Det estimerte treningssteget går med %1 av roofline-farten sin (FLOP-ene ved tett toppytelse eller bytene ved full minnebåndbredde, det som tar lengst), over de mulige %2: estimatet er feil.</translation>
    </message>
    <message>
        <source>The estimated decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Det estimerte dekodingssteget går med %1 av roofline-farten sin (FLOP-ene ved tett toppytelse eller bytene ved full minnebåndbredde, det som tar lengst), over de mulige %2: estimatet er feil.</translation>
    </message>
    <message>
        <source>The serving estimate&apos;s decode step runs at %1 of its roofline speed (its FLOPs at the dense peak or its bytes at the full memory bandwidth, whichever takes longer), above the possible %2: the estimate is wrong.</source>
        <translation>Serveringsestimatets dekodingssteg går med %1 av roofline-farten sin (FLOP-ene ved tett toppytelse eller bytene ved full minnebåndbredde, det som tar lengst), over de mulige %2: estimatet er feil.</translation>
    </message>
</context>
<context>
    <name>LaunchCommandText</name>
    <message>
        <source>No Hugging Face repository is known for this model: put the checkpoint&apos;s path in its place.</source>
        <translation>Ingen Hugging Face-repo er kjent for denne modellen: sett inn stien til sjekkpunktet i stedet.</translation>
    </message>
    <message>
        <source>The weights&apos; format needs a checkpoint quantised to it first.</source>
        <translation>Vektformatet krever først et sjekkpunkt kvantisert til det.</translation>
    </message>
    <message>
        <source>The KV-cache format has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>KV-cache-formatet har ikke noe flagg i denne versjonen: sett det i motorens konfigurasjon.</translation>
    </message>
    <message>
        <source>Expert parallelism has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>Ekspertparallellitet har ikke noe flagg i denne versjonen: sett det i motorens konfigurasjon.</translation>
    </message>
    <message>
        <source>Prefix caching has no flag at this version: enable KV block reuse in the engine&apos;s configuration.</source>
        <translation>Prefiks-caching har ikke noe flagg i denne versjonen: slå på gjenbruk av KV-blokker i motorens konfigurasjon.</translation>
    </message>
    <message>
        <source>A replica spans servers: start it with the engine&apos;s multi-node launcher.</source>
        <translation>En kopi strekker seg over flere servere: start den med motorens oppstarter for flere noder.</translation>
    </message>
    <message numerus="yes">
        <source>Start %n replica(s),</source>
        <comment>then: each on N GPUs</comment>
        <translation>
            <numerusform>Start %n kopi,</numerusform>
            <numerusform>Start %n kopier,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each on %n GPU(s) (%1):</source>
        <comment>after: Start N replicas,</comment>
        <translation>
            <numerusform>hver på %n GPU (%1):</numerusform>
            <numerusform>hver på %n GPU-er (%1):</numerusform>
        </translation>
    </message>
    <message>
        <source>This engine has no pipeline parallelism at this version: the replica&apos;s pipeline stages need another engine.</source>
        <translation>Denne motoren har ingen pipeline-parallellitet i denne versjonen: kopiens pipeline-trinn trenger en annen motor.</translation>
    </message>
    <message>
        <source>No checkpoint of the draft head is known for this model: put its path in place of the name derived from the model&apos;s.</source>
        <translation>Ingen sjekkpunkt for utkasthodet er kjent for denne modellen: sett stien til det i stedet for navnet avledet av modellens.</translation>
    </message>
    <message>
        <source>Speculative decoding with this method has no flag at this version: set it in the engine&apos;s configuration.</source>
        <translation>Spekulativ dekoding med denne metoden har ikke noe flagg i denne versjonen: sett det i motorens konfigurasjon.</translation>
    </message>
</context>
<context>
    <name>Ownership</name>
    <message>
        <source>Purchase %1, residual value −%2, financing %3</source>
        <translation>Innkjøp %1, restverdi −%2, finansiering %3</translation>
    </message>
    <message>
        <source>Energy %1 (%2 kWh a year), colocation %3</source>
        <translation>Energi %1 (%2 kWh i året), samlokalisering %3</translation>
    </message>
    <message>
        <source>Support %1, software licences %2</source>
        <translation>Support %1, programvarelisenser %2</translation>
    </message>
    <message>
        <source>Per GPU-hour %1</source>
        <translation>Per GPU-time %1</translation>
    </message>
    <message>
        <source>Owning costs less than renting above %1 h a year</source>
        <translation>Å eie koster mindre enn å leie ved mer enn %1 t i året</translation>
    </message>
    <message>
        <source>Renting stays cheaper at any use</source>
        <translation>Leie er billigst uansett bruk</translation>
    </message>
    <message>
        <source>The purchase pays for itself in %1 months</source>
        <translation>Innkjøpet tjener seg inn på %1 måneder</translation>
    </message>
    <message>
        <source>Own %1 a month, rent %2</source>
        <comment>the same hours of use</comment>
        <translation>Eie %1 i måneden, leie %2</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 years at %2 h a year: %3, against %4 renting the same hours</source>
        <translation>Totale eierkostnader over %1 år ved %2 t i året: %3, mot %4 for å leie de samme timene</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Søk i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Filtype:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finnes allerede.
Vil du erstatte den?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opprett ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Opprett en ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidestolpe</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylige steder</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbake</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fremover</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til overordnet mappe</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Bytt til listevisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Bytt til detaljvisning</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste over steder og bokmerker</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis &amp;skjulte filer</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Velg</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Finn mappe</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fant ikke filen.
Kontroller at filnavnet er riktig.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Fant ikke mappen.
Kontroller at mappenavnet er riktig.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>Ikke lagre</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standardverdier</translation>
    </message>
</context>
<context>
    <name>QuickStarts</name>
    <message>
        <source>QLoRA fine-tuning of a 7B model</source>
        <translation>QLoRA-finjustering av en 7B-modell</translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB or 80 GB; 24 GB can be enough</source>
        <translation>Artikkel: 1 × A100 40 GB eller 80 GB; 24 GB kan holde</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 7B model</source>
        <translation>Full finjustering av en 7B-modell</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 13B model</source>
        <translation>Full finjustering av en 13B-modell</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 70B model</source>
        <translation>Full finjustering av en 70B-modell</translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB (HGX) with NVLink</source>
        <translation>Artikkel: 8 × H100 80 GB (HGX) med NVLink</translation>
    </message>
    <message>
        <source>Article: 1 × A100 40 GB</source>
        <translation>Artikkel: 1 × A100 40 GB</translation>
    </message>
    <message>
        <source>Inference of a 70B+ model</source>
        <translation>Inferens med en 70B+-modell</translation>
    </message>
    <message>
        <source>Training a small model (&lt;1B) from scratch</source>
        <translation>Trening av en liten modell (&lt;1B) fra scratch</translation>
    </message>
    <message>
        <source>Training a large model (7B+) from scratch</source>
        <translation>Trening av en stor modell (7B+) fra scratch</translation>
    </message>
    <message>
        <source>Article: 8 × H100 80 GB or a multi-node A100 cluster</source>
        <translation>Artikkel: 8 × H100 80 GB eller et multi-node A100-cluster</translation>
    </message>
    <message>
        <source>Startup adapting a model</source>
        <translation>Startup som tilpasser en modell</translation>
    </message>
    <message>
        <source>Research group</source>
        <translation>Forskningsgruppe</translation>
    </message>
    <message>
        <source>Production inference</source>
        <translation>Inferens i produksjon</translation>
    </message>
    <message>
        <source>Large-model lab</source>
        <translation>Laboratorium for store modeller</translation>
    </message>
    <message>
        <source>Article: multi-node clusters of H100 with NVLink</source>
        <translation>Artikkel: multi-node-cluster med H100 og NVLink</translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 80 GB, gradient checkpointing</source>
        <translation>Artikkel: 1–2 × A100 80 GB, gradient checkpointing</translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB with NVLink</source>
        <translation>Artikkel: 2–4 × A100 80 GB med NVLink</translation>
    </message>
    <message>
        <source>Inference of a 7–13B model</source>
        <translation>Inferens med en 7–13B-modell</translation>
    </message>
    <message>
        <source>Article: 2–4 × A100 80 GB or 1–2 × H100 80 GB; consider int8/int4</source>
        <translation>Artikkel: 2–4 × A100 80 GB eller 1–2 × H100 80 GB; vurder int8/int4</translation>
    </message>
    <message>
        <source>Article: 1–2 × A100 40 GB</source>
        <translation>Artikkel: 1–2 × A100 40 GB</translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs with 40–80 GB; one A100 80 GB covers most fine-tuning up to 13B with efficient techniques</source>
        <translation>Artikkel: 1–2 GPU-er med 40–80 GB; én A100 80 GB dekker det meste av finjustering opp til 13B med effektive teknikker</translation>
    </message>
    <message>
        <source>Article: 4–8 GPUs; a 4 × A100 node</source>
        <translation>Artikkel: 4–8 GPU-er; en node med 4 × A100</translation>
    </message>
    <message>
        <source>Article: 1–2 GPUs per instance, e.g. A100 40 GB</source>
        <translation>Artikkel: 1–2 GPU-er per instans, f.eks. A100 40 GB</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Fits on one GPU</source>
        <translation>Får plass på én GPU</translation>
    </message>
    <message>
        <source>Replicas on more GPUs for speed</source>
        <translation>Kopier på flere GPU-er for farten</translation>
    </message>
    <message>
        <source>Optimizer state sharded over the GPUs (ZeRO-1)</source>
        <translation>Optimizer-tilstanden fordelt over GPU-ene (ZeRO-1)</translation>
    </message>
    <message>
        <source>Gradients and optimizer state sharded (ZeRO-2)</source>
        <translation>Gradienter og optimizer-tilstand fordelt (ZeRO-2)</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer state sharded (FSDP / ZeRO-3)</source>
        <translation>Vekter, gradienter og optimizer-tilstand fordelt (FSDP / ZeRO-3)</translation>
    </message>
    <message>
        <source>Optimizer state kept in host memory</source>
        <translation>Optimizer-tilstanden ligger i vertsminnet</translation>
    </message>
    <message>
        <source>Layers split by tensor and pipeline parallelism</source>
        <translation>Lagene delt med tensor- og pipelineparallellisme</translation>
    </message>
    <message>
        <source>Weights split by tensor parallelism</source>
        <translation>Vektene delt med tensorparallellisme</translation>
    </message>
    <message>
        <source>Selective activation checkpointing to fit</source>
        <translation>Selektiv gradient checkpointing for å få plass</translation>
    </message>
    <message>
        <source>Full activation checkpointing to fit</source>
        <translation>Full gradient checkpointing for å få plass</translation>
    </message>
    <message>
        <source>Smaller micro-batch, more gradient accumulation (same global batch)</source>
        <translation>Mindre mikrobatch, mer gradientakkumulering (samme globale batch)</translation>
    </message>
    <message>
        <source>The fewest GPUs of this type that fit</source>
        <translation>Færrest mulig GPU-er av denne typen som får plass</translation>
    </message>
    <message>
        <source>More GPUs than needed, for speed</source>
        <translation>Flere GPU-er enn nødvendig, for farten</translation>
    </message>
    <message>
        <source>Spans several nodes</source>
        <translation>Går over flere noder</translation>
    </message>
    <message>
        <source>micro-batch %1 (yours: %2)</source>
        <translation>mikrobatch %1 (din: %2)</translation>
    </message>
    <message>
        <source>checkpointing %1 (yours: %2)</source>
        <translation>checkpointing %1 (ditt: %2)</translation>
    </message>
    <message>
        <source>Settings changed from yours: %1</source>
        <translation>Innstillinger endret fra dine: %1</translation>
    </message>
    <message>
        <source>Replicas to carry the load within the latency targets</source>
        <translation>Kopier for å bære lasten innenfor latensmålene</translation>
    </message>
    <message>
        <source>the KV-cache pool</source>
        <translation>KV-cache-bufferen</translation>
    </message>
    <message>
        <source>the engine&apos;s batch limit</source>
        <translation>motorens batch-grense</translation>
    </message>
    <message>
        <source>memory bandwidth (more users cost little)</source>
        <translation>minnebåndbredde (flere brukere koster lite)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>regnekraft</translation>
    </message>
    <message>
        <source>the latency target</source>
        <translation>latensmålet</translation>
    </message>
    <message>
        <source>capacity: the load exceeds what the replicas complete</source>
        <translation>kapasitet: lasten er større enn det kopiene rekker</translation>
    </message>
    <message>
        <source>the weights do not fit</source>
        <translation>vektene får ikke plass</translation>
    </message>
    <message>
        <source>Finishes after the deadline</source>
        <translation>Blir ferdig etter fristen</translation>
    </message>
    <message>
        <source>Costs more than the budget</source>
        <translation>Koster mer enn budsjettet</translation>
    </message>
    <message>
        <source>Runs for more than a year: not a plan one can recommend</source>
        <translation>Tar mer enn et år: ikke en plan man kan anbefale</translation>
    </message>
    <message>
        <source>The dataset does not fill one global batch: less than one step</source>
        <translation>Datasettet fyller ikke én global batch: mindre enn ett steg</translation>
    </message>
    <message>
        <source>No listed system holds these GPUs: priced per GPU, the servers they need are not included</source>
        <translation>Ingen oppført maskin rommer disse GPU-ene: priset per GPU, serverne de trenger er ikke med</translation>
    </message>
    <message>
        <source>* Speed not calibrated: no measured run of this GPU family, its efficiency is assumed</source>
        <translation>* Hastigheten er ikke kalibrert: ingen målt kjøring av denne GPU-familien, effektiviteten er antatt</translation>
    </message>
    <message>
        <source>The fewest GPUs of this type and layout that finish by the deadline</source>
        <translation>Færrest GPU-er av denne typen og oppsettet som blir ferdige innen fristen</translation>
    </message>
    <message>
        <source>Global batch raised to one sequence per replica (a pipeline: one micro-batch per stage)</source>
        <translation>Global batch hevet til én sekvens per replika (en pipeline: én mikro-batch per trinn)</translation>
    </message>
    <message>
        <source>Your framework cannot run this layout: %1 can</source>
        <translation>Rammeverket ditt kan ikke kjøre dette oppsettet: %1 kan</translation>
    </message>
    <message>
        <source>Experts split by expert parallelism, attention data parallel over the same GPUs</source>
        <translation>Ekspertene fordelt med ekspertparallellisme, attention dataparallell over de samme GPU-ene</translation>
    </message>
    <message>
        <source>None of the systems you sell holds it: quoted on the catalog&apos;s systems</source>
        <translation>Ingen av maskinene du selger rommer den: tilbudt på katalogens maskiner</translation>
    </message>
</context>
<context>
    <name>ReportLaunchText</name>
    <message>
        <source>Launch command</source>
        <translation>Startkommando</translation>
    </message>
    <message>
        <source>Only flags the engine&apos;s command line has at this version; the settings it does not name keep the engine&apos;s defaults.</source>
        <translation>Bare flagg som motorens kommandolinje har i denne versjonen; innstillingene den ikke nevner, beholder motorens standardverdier.</translation>
    </message>
</context>
<context>
    <name>ServingDeclineText</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>GPU names, then a count</comment>
        <translation>
            <numerusform>%1 og %n til</numerusform>
            <numerusform>%1 og %n til</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1 would need over %2 × the GPUs the load&apos;s weights and arithmetic need.</source>
        <translation>Utelatt: %1 ville trengt over %2 × de GPU-ene lastens vekter og regnearbeid trenger.</translation>
    </message>
    <message>
        <source>its KV cache holds %1 users a replica</source>
        <translation>KV-cachen rommer %1 brukere per kopi</translation>
    </message>
    <message>
        <source>%1 of the %2 users a replica holds meet the targets</source>
        <translation>%1 av de %2 brukerne en kopi rommer, når målene</translation>
    </message>
    <message>
        <source>%1: %2 GPUs (%3 × %4) where the load needs at least %5; %6; one request alone takes %7 per output token (%8)</source>
        <translation>%1: %2 GPU-er (%3 × %4) der lasten trenger minst %5; %6; én forespørsel alene tar %7 per utdata-token (%8)</translation>
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
        <translation>Oppsummering 4k/500</translation>
    </message>
    <message>
        <source>Reasoning 1k/4k</source>
        <translation>Resonnering 1k/4k</translation>
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
        <translation>%1 bill. tokens</translation>
    </message>
    <message>
        <source>%1 B tokens</source>
        <translation>%1 mrd. tokens</translation>
    </message>
    <message>
        <source>%1 M tokens</source>
        <translation>%1 mill. tokens</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AboutDialog</name>
    <message>
        <source>About %1</source>
        <translation>Om %1</translation>
    </message>
    <message>
        <source>Sizes GPU memory, training time and cost for AI workloads.

Version: %1
Qt version: %2
Build type: %3</source>
        <translation>Beregner GPU-minne, treningstid og kostnad for AI-arbeidslaster.

Versjon: %1
Qt-versjon: %2
Byggtype: %3</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::AssumptionsLabel</name>
    <message>
        <source>Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)</source>
        <translation>Minne = topp per GPU slik nvidia-smi viser det (reservert av PyTorch + CUDA-kontekst)</translation>
    </message>
    <message>
        <source>assumed MFU %1</source>
        <translation>antatt MFU %1</translation>
    </message>
    <message>
        <source>assumed utilisation %1</source>
        <translation>antatt utnyttelse %1</translation>
    </message>
    <message>
        <source>incl. CUDA context %1 and allocator reserve %2</source>
        <translation>inkl. CUDA-kontekst %1 og allokatorreserve %2</translation>
    </message>
    <message>
        <source>rental prices as of %1</source>
        <translation>leiepriser per %1</translation>
    </message>
    <message>
        <source>MFU: the share of the GPU&apos;s peak tensor throughput a run achieves. Time and cost scale with its inverse. The allocator reserve covers the caching allocator&apos;s fragmentation.</source>
        <translation>MFU: andelen av GPU-ens maksimale tensor-gjennomstrømning som en kjøring oppnår. Tid og kostnad er omvendt proporsjonale med den. Allokatorreserven dekker fragmenteringen i caching-allokatoren.</translation>
    </message>
    <message>
        <source>Memory = peak per GPU (nvidia-smi)</source>
        <comment>short form of the status bar</comment>
        <translation>Minne = toppverdi per GPU (nvidia-smi)</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <comment>short form of the status bar</comment>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>utilisation %1</source>
        <comment>short form of the status bar</comment>
        <translation>utnyttelse %1</translation>
    </message>
    <message>
        <source>CUDA context %1, allocator reserve %2</source>
        <comment>short form of the status bar</comment>
        <translation>CUDA-kontekst %1, allokatorreserve %2</translation>
    </message>
    <message>
        <source>context %1, reserve %2</source>
        <comment>shortest form of the status bar</comment>
        <translation>kontekst %1, reserve %2</translation>
    </message>
    <message>
        <source>prices of %1</source>
        <comment>short form of the status bar: the date of the rental prices</comment>
        <translation>priser per %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BoundedSpinBox</name>
    <message>
        <source>%1 is above the limit: set to %2</source>
        <translation>%1 er over grensen: satt til %2</translation>
    </message>
    <message>
        <source>%1 is below the minimum: set to %2</source>
        <translation>%1 er under minimum: satt til %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::BreakdownChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation>%1: %2 tilgjengelig</translation>
    </message>
    <message>
        <source>%1 free (%2)</source>
        <translation>%1 ledig (%2)</translation>
    </message>
    <message>
        <source>%1 over (+%2)</source>
        <translation>%1 for mye (+%2)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Minne per GPU</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-kapasitet</translation>
    </message>
    <message>
        <source>Memory per GPU chart</source>
        <translation>Diagram over minne per GPU</translation>
    </message>
    <message numerus="yes">
        <source>KV pool (%n seq.)</source>
        <comment>the paged KV cache of a serving engine and the sequences it holds</comment>
        <translation>
            <numerusform>KV-buffer (%n sekv.)</numerusform>
            <numerusform>KV-buffer (%n sekv.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 interval: %2</source>
        <comment>coverage (80 %) and a memory range (31–38 GiB)</comment>
        <translation>%1-intervall: %2</translation>
    </message>
    <message>
        <source>About %1 of comparable measured runs needed memory in this range.</source>
        <translation>Omtrent %1 av sammenlignbare målte kjøringer trengte minne i dette området.</translation>
    </message>
    <message>
        <source>%1 usable</source>
        <translation>%1 brukbart</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ChartExportMenu</name>
    <message>
        <source>Chart Not Saved</source>
        <translation>Diagrammet ble ikke lagret</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Lagre diagrammet som PNG …</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Lagre diagrammet som SVG …</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>Kopier diagrammet</translation>
    </message>
    <message>
        <source>Save Chart as SVG</source>
        <translation>Lagre diagram som SVG</translation>
    </message>
    <message>
        <source>Save Chart as PNG</source>
        <translation>Lagre diagram som PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-bilder (*.png)</translation>
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
        <translation>Tensorparallellisme %1</translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation>Pipelineparallellisme %1</translation>
    </message>
    <message>
        <source>CPU offload %1</source>
        <translation>CPU-avlasting %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU-er</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Maskinvare</translation>
    </message>
    <message>
        <source>GP&amp;U</source>
        <translation>GP&amp;U</translation>
    </message>
    <message>
        <source>GPUs pe&amp;r node</source>
        <translation>GPU-er pe&amp;r node</translation>
    </message>
    <message>
        <source>Node&amp;s</source>
        <translation>N&amp;oder</translation>
    </message>
    <message>
        <source>Shardin&amp;g</source>
        <translation>Shardin&amp;g</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensorparallellisme</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipelineparallellisme</translation>
    </message>
    <message>
        <source>CPU offloa&amp;d</source>
        <translation>CPU-avlas&amp;ting</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-type</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU-er per node</translation>
    </message>
    <message>
        <source>Number of nodes</source>
        <translation>Antall noder</translation>
    </message>
    <message>
        <source>Data-parallel sharding</source>
        <translation>Dataparallell sharding</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>Grad av tensorparallellisme</translation>
    </message>
    <message>
        <source>GPUs that split every layer&apos;s matrices (best within one NVLink domain)</source>
        <translation>GPU-er som deler matrisene i hvert lag mellom seg (best innenfor ett NVLink-domene)</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>Grad av pipelineparallellisme</translation>
    </message>
    <message>
        <source>Stages the layers are split into</source>
        <translation>Antall trinn lagene deles inn i</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU-avlasting</translation>
    </message>
    <message>
        <source>%1 GiB usable · %2 GB/s · %3 TFLOP/s bf16</source>
        <translation>%1 GiB tilgjengelig · %2 GB/s · %3 TFLOP/s bf16</translation>
    </message>
    <message>
        <source>%1 (not in catalog)</source>
        <translation>%1 (ikke i katalogen)</translation>
    </message>
    <message>
        <source>1 GPU in total</source>
        <translation>1 GPU totalt</translation>
    </message>
    <message>
        <source>%1 GPUs in total</source>
        <translation>%1 GPU-er totalt</translation>
    </message>
    <message>
        <source>Keep optimizer state (and weights) in host memory; saves GPU memory, costs time</source>
        <translation>Hold optimizer-tilstanden (og vektene) i vertsminnet; sparer GPU-minne, men koster tid</translation>
    </message>
    <message>
        <source>%1 to %2 GPUs per node</source>
        <translation>%1 til %2 GPU-er per node</translation>
    </message>
    <message>
        <source>%1 to %2 nodes</source>
        <translation>%1 til %2 noder</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentNames</name>
    <message>
        <source>Weights</source>
        <translation>Vekter</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-adaptere</translation>
    </message>
    <message>
        <source>Master weights (fp32)</source>
        <translation>Mastervekter (fp32)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienter</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer-tilstand</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktiveringer</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Buffere</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-kontekst</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allokatorreserve</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ComponentShortNames</name>
    <message>
        <source>Weights</source>
        <comment>short label of the weights</comment>
        <translation>Vekter</translation>
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
        <translation>Optimizer</translation>
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
        <translation>Buffere</translation>
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
        <translation>Data ikke lagret</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Lagre data som CSV…</translation>
    </message>
    <message>
        <source>Save Data as CSV</source>
        <translation>Lagre data som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::DisplayFormat</name>
    <message>
        <source>– h</source>
        <translation>– t</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 t</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation>uten sharding</translation>
    </message>
    <message>
        <source> + optimizer offload</source>
        <translation> + avlasting av optimizer</translation>
    </message>
    <message>
        <source> + CPU offload</source>
        <translation> + CPU-avlasting</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferens</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
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
        <translation>Fra scratch</translation>
    </message>
    <message>
        <source>single</source>
        <translation>én GPU</translation>
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
        <translation>Kart</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <translation>%1 etter %2 og %3</translation>
    </message>
    <message>
        <source>Fit boundary</source>
        <translation>Passgrense</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dette scenarioet</translation>
    </message>
    <message>
        <source>Cannot be estimated</source>
        <translation>Kan ikke estimeres</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreText</name>
    <message>
        <source>Sequence length</source>
        <translation>Sekvenslengde</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikrobatch</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientakkumulering</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-rang</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU-er per node</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensorparallellisme</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipelineparallellisme</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontekstparallell</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Ekspertparallell</translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation>Nettverk per GPU</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datasett</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoker</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Promptlengde</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Inndatalengde</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Utdatalengde</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Samtidige brukere</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Forespørsler per sekund</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-forespørsler</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Treff i prefiks-cache</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Gjennomsnittlig last</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-mål</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-mål</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Utkasttokener</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akseptlengde</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Levetid</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strømpris</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Samlokalisering</translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation>Brukstimer per år</translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation>Gjennomsnittlig effekt</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Effektbudsjett per rack</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restverdi</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Rente</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lisenser</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budsjett</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metode</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Vektformat</translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation>Beregningspresisjon</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serveringsmotor</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV-cache-format</translation>
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
        <translation>GPU-type</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokener</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>h</source>
        <translation>t</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>years</source>
        <translation>år</translation>
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
        <translation>andel</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 per kWh</translation>
    </message>
    <message>
        <source>%1 per kW a month</source>
        <translation>%1 per kW i måneden</translation>
    </message>
    <message>
        <source>%1 per GPU a year</source>
        <translation>%1 per GPU i året</translation>
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
        <translation>Passer</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Minne per GPU</translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation>Tid for offlinejobben</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kostnad per million utdata-tokens</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Utdata-tokens per sekund</translation>
    </message>
    <message>
        <source>Tokens per second per GPU</source>
        <translation>Tokener per sekund per GPU</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>Tid per utdatatoken (TPOT)</translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation>Tid til første token (TTFT)</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>GPU-er som trengs</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>tokener/s per GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Tight (inside the safety margin)</source>
        <translation>Knapt (innenfor sikkerhetsmarginen)</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passer ikke</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExploreView</name>
    <message>
        <source>Apply map cell</source>
        <translation>Bruk kartcelle</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportDialog</name>
    <message>
        <source>Export Sizing Report</source>
        <translation>Eksporter dimensjoneringsrapport</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Prosjekt:</translation>
    </message>
    <message>
        <source>Consultant&apos;s &amp;name:</source>
        <translation>Konsulentens &amp;navn:</translation>
    </message>
    <message>
        <source>C&amp;ompany:</source>
        <translation>&amp;Firma:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Merknader:</translation>
    </message>
    <message>
        <source>Pa&amp;per size:</source>
        <translation>Papir&amp;størrelse:</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation>&amp;Rapportspråk:</translation>
    </message>
    <message>
        <source>Who the report is for</source>
        <translation>Hvem rapporten er til</translation>
    </message>
    <message>
        <source>Printed under the cover block, e.g. the validity of a quote</source>
        <translation>Skrives ut på forsiden, f.eks. hvor lenge et tilbud gjelder</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Open the PDF &amp;afterwards</source>
        <translation>Åpne PDF-en e&amp;tterpå</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksporter…</translation>
    </message>
    <message>
        <source>Choose a Logo</source>
        <translation>Velg en logo</translation>
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
        <translation>&amp;Gyldig i (dager):</translation>
    </message>
    <message>
        <source>No logo</source>
        <translation>Ingen logo</translation>
    </message>
    <message>
        <source>An image file printed top right on the cover, e.g. your company&apos;s logo</source>
        <translation>En bildefil som skrives øverst til høyre på forsiden, f.eks. firmaets logo</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bla gjennom…</translation>
    </message>
    <message>
        <source>&amp;Quote number:</source>
        <translation>Tilb&amp;udsnummer:</translation>
    </message>
    <message>
        <source>V&amp;AT:</source>
        <translation>M&amp;va.:</translation>
    </message>
    <message>
        <source>The cover and the quote say the report is valid until its date plus these days</source>
        <translation>Forsiden og tilbudet sier at rapporten gjelder til datoen pluss så mange dager</translation>
    </message>
    <message>
        <source>Made from the date</source>
        <translation>Lages ut fra datoen</translation>
    </message>
    <message>
        <source>The number printed on the quote page; empty for one made from the date</source>
        <translation>Nummeret som skrives ut på tilbudssiden; tomt for et nummer laget ut fra datoen</translation>
    </message>
    <message>
        <source>Standard rate of the report&apos;s language</source>
        <translation>Standardsatsen for rapportspråket</translation>
    </message>
    <message>
        <source>VAT added on the quote page: the standard rate of the report&apos;s language (Norway 25 %, Germany 19 %, none in English) or the rate typed; 0 leaves it out</source>
        <translation>Mva. som legges til på tilbudssiden: standardsatsen for rapportspråket (Norge 25 %, Tyskland 19 %, ingen på engelsk) eller satsen som skrives inn; 0 utelater den</translation>
    </message>
    <message>
        <source>Export Workbook</source>
        <translation>Eksporter arbeidsbok</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ExportFile</name>
    <message>
        <source>The scenario cannot be estimated, so there is nothing to export: %1</source>
        <translation>Scenarioet kan ikke estimeres, så det er ingenting å eksportere: %1</translation>
    </message>
    <message>
        <source>The workbook could not be written: %1</source>
        <translation>Arbeidsboken kunne ikke skrives: %1</translation>
    </message>
    <message>
        <source>The file could not be saved as %1: %2</source>
        <translation>Filen kunne ikke lagres som %1: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FileController</name>
    <message>
        <source>Open Scenario</source>
        <translation>Åpne scenario</translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json);;All files (*)</source>
        <translation>Scenarioer for GPU Sizer (*.gpusizer.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Import Model Configuration</source>
        <translation>Importer modellkonfigurasjon</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Konfigurasjon fra Hugging Face (config.json *.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åpne…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lagre &amp;som…</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Importer config.json…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Åpne n&amp;ylig brukte</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;ksempler</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ulagrede endringer</translation>
    </message>
    <message>
        <source>The scenario “%1” has changes that are not saved. Save them?</source>
        <translation>Scenarioet «%1» har endringer som ikke er lagret. Vil du lagre dem?</translation>
    </message>
    <message>
        <source>Cannot Open Scenario</source>
        <translation>Kan ikke åpne scenarioet</translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation>Kan ikke åpne eksempelet</translation>
    </message>
    <message>
        <source>Cannot Save Scenario</source>
        <translation>Kan ikke lagre scenarioet</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Lagre scenario som</translation>
    </message>
    <message>
        <source>GPU Sizer scenarios (*.gpusizer.json)</source>
        <translation>Scenarioer for GPU Sizer (*.gpusizer.json)</translation>
    </message>
    <message>
        <source>Cannot Import Model</source>
        <translation>Kan ikke importere modellen</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Ingen nylig brukte filer</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Tøm listen</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::FitSuggestionText</name>
    <message>
        <source>%1 per GPU (%2 used)</source>
        <translation>%1 per GPU (%2 brukt)</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing</source>
        <translation>Slå på gradient checkpointing</translation>
    </message>
    <message>
        <source>Sequence length %1 → %2</source>
        <translation>Sekvenslengde %1 → %2</translation>
    </message>
    <message>
        <source>Micro-batch %1 → %2 (accumulation %3 → %4)</source>
        <translation>Mikrobatch %1 → %2 (akkumulering %3 → %4)</translation>
    </message>
    <message>
        <source>8-bit optimizer states</source>
        <translation>8-biters optimizer-tilstand</translation>
    </message>
    <message>
        <source>LoRA instead of training every weight</source>
        <translation>LoRA i stedet for å trene alle vektene</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base weights)</source>
        <translation>QLoRA (4-biters basisvekter)</translation>
    </message>
    <message>
        <source>Shard with %1</source>
        <translation>Sharding med %1</translation>
    </message>
    <message>
        <source>Offload weights and optimizer to CPU memory</source>
        <translation>Avlast vekter og optimizer til CPU-minnet</translation>
    </message>
    <message>
        <source>Offload the optimizer to CPU memory</source>
        <translation>Avlast optimizeren til CPU-minnet</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation>%1 GPU-er i stedet for %2</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 i stedet for %2</translation>
    </message>
    <message>
        <source>KV cache in fp8</source>
        <translation>KV-cache i fp8</translation>
    </message>
    <message>
        <source>Weights in fp8</source>
        <translation>Vekter i fp8</translation>
    </message>
    <message>
        <source>Weights in 4 bits (int4)</source>
        <translation>Vekter i 4 bit (int4)</translation>
    </message>
    <message>
        <source>Tensor parallelism %1 → %2 (%3 GPUs)</source>
        <translation>Tensorparallellisme %1 → %2 (%3 GPU-er)</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2 (fewer users on each replica)</source>
        <translation>%1 GPU-er i stedet for %2 (færre brukere per replika)</translation>
    </message>
    <message>
        <source>Prompts of %1 tokens instead of %2</source>
        <translation>Prompter på %1 tokens i stedet for %2</translation>
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
        <translation>%1 (%2) får plass: %3 brukt, %4, %5 i leie</translation>
    </message>
    <message>
        <source>No estimate for this scenario</source>
        <translation>Ikke noe estimat for dette scenarioet</translation>
    </message>
    <message>
        <source>Check the highlighted settings.</source>
        <translation>Kontroller de markerte innstillingene.</translation>
    </message>
    <message>
        <source>✔ Fits on %1</source>
        <translation>✔ Får plass på %1</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 brukt</translation>
    </message>
    <message>
        <source>%1 (rent)</source>
        <translation>%1 (leie)</translation>
    </message>
    <message>
        <source>✘ Does not fit on %1</source>
        <translation>✘ Får ikke plass på %1</translation>
    </message>
    <message>
        <source>needs %1 of %2 per GPU</source>
        <translation>trenger %1 av %2 per GPU</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU (peak, as nvidia-smi shows it)</source>
        <translation>%1 av %2 per GPU (topp, slik nvidia-smi viser det)</translation>
    </message>
    <message>
        <source>%1 if owned</source>
        <translation>%1 med egne GPU-er</translation>
    </message>
    <message>
        <source>Over by %1. See the suggestions for what makes it fit.</source>
        <translation>%1 for mye. Se forslagene for hva som gjør at det får plass.</translation>
    </message>
    <message>
        <source>Result headline</source>
        <translation>Resultatoverskrift</translation>
    </message>
    <message>
        <source>⚠ Tight on %1</source>
        <translation>⚠ Knapt på %1</translation>
    </message>
    <message>
        <source>Less than the %1 safety margin stays free: fragmentation or a longer batch may run out of memory.</source>
        <translation>Mindre enn sikkerhetsmarginen på %1 er ledig: fragmentering eller en lengre batch kan gå tom for minne.</translation>
    </message>
    <message>
        <source>%1 (TP %2)</source>
        <comment>GPUs and tensor parallel degree</comment>
        <translation>%1 (TP %2)</translation>
    </message>
    <message>
        <source>✘ The weights do not fit %1</source>
        <translation>✘ Vektene får ikke plass på %1</translation>
    </message>
    <message>
        <source>Split the model over more GPUs (tensor parallel) or choose a GPU with more memory.</source>
        <translation>Del modellen over flere GPU-er (tensorparallellisme) eller velg en GPU med mer minne.</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <comment>concurrent users</comment>
        <translation>
            <numerusform>%n bruker</numerusform>
            <numerusform>%n brukere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 forespørsler/s</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in %1</source>
        <comment>an offline job</comment>
        <translation>
            <numerusform>%n forespørsel på %1</numerusform>
            <numerusform>%n forespørsler på %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Serves %2 at %3 TPOT %4 on %5</source>
        <translation>%1 Betjener %2 med %3 TPOT %4 på %5</translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <translation>%1 per 1M utdata-tokens</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 utdata-tokens/s</translation>
    </message>
    <message>
        <source>TTFT %1 %2</source>
        <translation>TTFT %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>KV pool holds %n sequence(s)</source>
        <comment>per replica</comment>
        <translation>
            <numerusform>KV-bufferen rommer %n sekvens</numerusform>
            <numerusform>KV-bufferen rommer %n sekvenser</numerusform>
        </translation>
    </message>
    <message>
        <source>limited by %1</source>
        <translation>begrenset av %1</translation>
    </message>
    <message numerus="yes">
        <source>the targets need %n replica(s)</source>
        <translation>
            <numerusform>målene krever %n kopi</numerusform>
            <numerusform>målene krever %n kopier</numerusform>
        </translation>
    </message>
    <message>
        <source>no number of replicas meets the targets</source>
        <translation>ingen antall kopier når målene</translation>
    </message>
    <message>
        <source>⚠ The sequence length %1 exceeds the model&apos;s context window of %2 tokens</source>
        <translation>⚠ Sekvenslengden %1 er lengre enn modellens kontekstvindu på %2 tokens</translation>
    </message>
    <message>
        <source>In brackets: the range in GiB per GPU that about %1 of comparable measured runs fell in.</source>
        <translation>I parentes: området i GiB per GPU som omtrent %1 av sammenlignbare målte kjøringer havnet i.</translation>
    </message>
    <message>
        <source>Widened: no measured runs calibrate this GPU family.</source>
        <translation>Utvidet: ingen målte kjøringer kalibrerer denne GPU-familien.</translation>
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
        <translation>Metode</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Rammeverk</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Presisjon</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Vektformat</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32-mastervekter</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-rang</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-mål</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>LoRA-alfa</translation>
    </message>
    <message>
        <source>Fully trained modules</source>
        <translation>Fullt trente moduler</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sekvenslengde</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikrobatch</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientakkumulering</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Oppmerksomhet</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>Oppdelt kryssentropi</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Activation offloading</source>
        <translation>Avlasting av aktiveringer</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>Optimizer i bakoverpasset</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-type</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU-er per node</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensorparallellisme</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipelineparallellisme</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontekstparallell</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Ekspertparallell</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Avlasting</translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation>Nettverk per GPU</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datasett</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoker</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Promptlengde</translation>
    </message>
    <message>
        <source>Static KV cache</source>
        <translation>Statisk KV-cache</translation>
    </message>
    <message>
        <source>Eager decoding</source>
        <translation>Eager-dekoding</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serveringsmotor</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Samtidige brukere</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Forespørsler per sekund</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-forespørsler</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Inndatalengde</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Utdatalengde</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Treff i prefiks-cache</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV-cache-format</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>Gjennomsnittlig last</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-mål</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-mål</translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation>Latensstatistikk</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulativ dekoding</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Utkasttokener</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akseptlengde</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Utkastmodell</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Valutakurser</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Levetid</translation>
    </message>
    <message>
        <source>Usage hours a year</source>
        <translation>Brukstimer per år</translation>
    </message>
    <message>
        <source>Power price per kWh</source>
        <translation>Strømpris per kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Average draw</source>
        <translation>Gjennomsnittlig effekt</translation>
    </message>
    <message>
        <source>Colocation per kW a month</source>
        <translation>Colocation per kW i måneden</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restverdi</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Rente</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Licences per GPU a year</source>
        <translation>Lisenser per GPU i året</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Effektbudsjett per rack</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budsjett</translation>
    </message>
    <message>
        <source>Rent or own</source>
        <translation>Leie eller eie</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Leverandør</translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation>Kalibrerte GPU-er først</translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation>Bare det jeg selger</translation>
    </message>
    <message>
        <source>Refurbished systems</source>
        <translation>Overhalte systemer</translation>
    </message>
    <message>
        <source>Spare unit</source>
        <translation>Reserveenhet</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Consultant</source>
        <translation>Konsulent</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Tilbudsnummer</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MVA</translation>
    </message>
    <message>
        <source>Valid for (days)</source>
        <translation>Gyldig i (dager)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>Purchase pinned for %1</source>
        <translation>Kjøp festet for %1</translation>
    </message>
    <message>
        <source>Rent pinned for %1</source>
        <translation>Leie festet for %1</translation>
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
        <translation>Nei</translation>
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
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 år</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::IntervalText</name>
    <message>
        <source>full fine-tuning and pre-training</source>
        <translation>full finjustering og trening fra scratch</translation>
    </message>
    <message>
        <source>LoRA and QLoRA fine-tuning</source>
        <translation>LoRA- og QLoRA-finjustering</translation>
    </message>
    <message>
        <source>inference</source>
        <comment>kind of measured runs</comment>
        <translation>inferens</translation>
    </message>
    <message>
        <source>training, fine-tuning and inference</source>
        <translation>trening, finjustering og inferens</translation>
    </message>
    <message numerus="yes">
        <source>calibrated on %Ln measured run(s)</source>
        <comment>GPU family: speed fitted to measured runs</comment>
        <translation>
            <numerusform>kalibrert på %Ln målt kjøring</numerusform>
            <numerusform>kalibrert på %Ln målte kjøringer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>speed not calibrated, memory checked on %Ln measured run(s)</source>
        <translation>
            <numerusform>hastighet ikke kalibrert, minne kontrollert på %Ln målt kjøring</numerusform>
            <numerusform>hastighet ikke kalibrert, minne kontrollert på %Ln målte kjøringer</numerusform>
        </translation>
    </message>
    <message>
        <source>not calibrated: no measured run</source>
        <comment>GPU family</comment>
        <translation>ikke kalibrert: ingen målt kjøring</translation>
    </message>
    <message numerus="yes">
        <source>%1 family: %Ln measured run(s) of quality A or B (memory %2, speed %3)</source>
        <comment>%1 GPU family, %2 runs that measured memory, %3 runs that measured speed</comment>
        <translation>
            <numerusform>%1-familien: %Ln målt kjøring av kvalitet A eller B (minne %2, hastighet %3)</numerusform>
            <numerusform>%1-familien: %Ln målte kjøringer av kvalitet A eller B (minne %2, hastighet %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but its %3 interval reaches %4: scaled to this estimate, at least 1 in %5 comparable measured runs needed more than the usable memory.</source>
        <comment>%1 and %2 memory, %3 a percentage (80 %), %4 memory, %5 a number (10)</comment>
        <translation>Passer etter estimatet (%1 av brukbare %2 per GPU), men %3-intervallet når %4: skalert til dette estimatet trengte minst 1 av %5 sammenlignbare målte kjøringer mer enn det brukbare minnet.</translation>
    </message>
    <message>
        <source>Fits by the estimate (%1 of the usable %2 per GPU), but inside the safety margin: spikes and fragmentation may run it out of memory.</source>
        <translation>Passer etter estimatet (%1 av brukbare %2 per GPU), men innenfor sikkerhetsmarginen: topper og fragmentering kan gjøre at minnet tar slutt.</translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate is %1 per GPU: of the %Ln comparable measured run(s) (%2), %3 needed between %4 and %5 times the memory predicted for them.</source>
        <comment>%1 a memory range, %2 the kind of runs, %3 a percentage (80 %), %4 and %5 factors</comment>
        <translation>
            <numerusform>Intervallet for dette estimatet er %1 per GPU: av den %Ln sammenlignbare målte kjøringen (%2) trengte %3 mellom %4 og %5 ganger minnet som var beregnet for dem.</numerusform>
            <numerusform>Intervallet for dette estimatet er %1 per GPU: av de %Ln sammenlignbare målte kjøringene (%2) trengte %3 mellom %4 og %5 ganger minnet som var beregnet for dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The interval is wider than that because no measured run calibrates this GPU family.</source>
        <translation>Intervallet er bredere enn det, fordi ingen målt kjøring kalibrerer denne GPU-familien.</translation>
    </message>
    <message numerus="yes">
        <source>The interval for this estimate&apos;s time per output token (%1) is %2–%3: of the %Ln measured serving run(s) with a time per output token, %4 took between %5 and %6 times the time predicted for them.</source>
        <comment>%1 the statistic (p99), %2 and %3 times, %4 a percentage (80 %), %5 and %6 factors</comment>
        <translation>
            <numerusform>Intervallet for dette estimatets tid per utdatatoken (%1) er %2–%3: av den %Ln målte serving-kjøringen med tid per utdatatoken brukte %4 mellom %5 og %6 ganger tiden som var beregnet for dem.</numerusform>
            <numerusform>Intervallet for dette estimatets tid per utdatatoken (%1) er %2–%3: av de %Ln målte serving-kjøringene med tid per utdatatoken brukte %4 mellom %5 og %6 ganger tiden som var beregnet for dem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LengthsView</name>
    <message>
        <source>By length</source>
        <translation>Etter lengde</translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length are drawn for training. An inference deployment is sized against its load: see the throughput and latency chart beside the memory breakdown.</source>
        <translation>Minne, tid og kostnad mot sekvenslengden tegnes for trening. En inferensutrulling dimensjoneres etter lasten: se diagrammet for gjennomstrømning og latens ved siden av minnefordelingen.</translation>
    </message>
    <message>
        <source>Memory, time and cost against the sequence length</source>
        <translation>Minne, tid og kostnad mot sekvenslengden</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::LiveLabel</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;About GPU Sizer</source>
        <translation>&amp;Om GPU Sizer</translation>
    </message>
    <message>
        <source>Use configuration</source>
        <translation>Bruk konfigurasjonen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Presentasjonsmodus</translation>
    </message>
    <message>
        <source>Large type and fewer panels for a projector</source>
        <translation>Stor skrift og færre paneler for projektor</translation>
    </message>
    <message>
        <source>&amp;Quick start…</source>
        <translation>Hurtigst&amp;art…</translation>
    </message>
    <message>
        <source>Quick start scenarios</source>
        <translation>Hurtigstartscenarioer</translation>
    </message>
    <message>
        <source>&amp;Quick Starts</source>
        <translation>Hurtigst&amp;arter</translation>
    </message>
    <message>
        <source>Memory per GPU by component</source>
        <translation>Minne per GPU fordelt på komponenter</translation>
    </message>
    <message>
        <source>Memory per GPU for each method</source>
        <translation>Minne per GPU for hver metode</translation>
    </message>
    <message>
        <source>Memory per GPU versus sequence length</source>
        <translation>Minne per GPU mot sekvenslengde</translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation>Tid og kostnad for de beste konfigurasjonene</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>Anbefalte konfigurasjoner</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>Overskrift</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profiler</translation>
    </message>
    <message>
        <source>Quick start: %1</source>
        <translation>Hurtigstart: %1</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Angre: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Gjør om: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Price List and Exchange Rates…</source>
        <translation>&amp;Prisliste og valutakurser…</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;Mørke farger</translation>
    </message>
    <message>
        <source>Dark colours instead of the system&apos;s colour scheme</source>
        <translation>Mørke farger i stedet for systemets fargeskjema</translation>
    </message>
    <message>
        <source>Priced with the price list saved in this scenario; yours applies again to a new scenario</source>
        <translation>Priset med prislisten som er lagret i dette scenarioet; din egen gjelder igjen for et nytt scenario</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksporter</translation>
    </message>
    <message>
        <source>Sizing &amp;Report (PDF)…</source>
        <translation>Dimensjonerings&amp;rapport (PDF) …</translation>
    </message>
    <message>
        <source>&amp;Workbook (XLSX)…</source>
        <translation>&amp;Arbeidsbok (XLSX) …</translation>
    </message>
    <message>
        <source>Ranked &amp;Table (CSV)…</source>
        <translation>Rangert &amp;tabell (CSV) …</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Kart</translation>
    </message>
    <message>
        <source>Map of the scenario over two of its inputs</source>
        <translation>Kart over scenariet langs to av inndataene</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>What moves it</source>
        <translation>Hva som flytter det</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapControls</name>
    <message>
        <source>&amp;Across</source>
        <translation>&amp;Bortover</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Oppover</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Farge</translation>
    </message>
    <message>
        <source>The input along the map&apos;s horizontal axis</source>
        <translation>Inndataen langs kartets vannrette akse</translation>
    </message>
    <message>
        <source>The input along the map&apos;s vertical axis</source>
        <translation>Inndataen langs kartets loddrette akse</translation>
    </message>
    <message>
        <source>What each cell&apos;s colour shows</source>
        <translation>Hva fargen i hver celle viser</translation>
    </message>
    <message>
        <source>Where the axis starts</source>
        <translation>Hvor aksen starter</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Where the axis ends</source>
        <translation>Hvor aksen slutter</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Til</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MapToolTip</name>
    <message>
        <source>No serving figures: the model does not fit.</source>
        <translation>Ingen serveringstall: modellen får ikke plass.</translation>
    </message>
    <message>
        <source>Only an offline job has a time.</source>
        <translation>Bare en offlinejobb har en tid.</translation>
    </message>
    <message>
        <source>No number of replicas meets the targets.</source>
        <translation>Intet antall replikaer når målene.</translation>
    </message>
    <message>
        <source>Does not apply to this scenario.</source>
        <translation>Gjelder ikke for dette scenariet.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot be estimated: %1</source>
        <translation>Kan ikke estimeres: %1</translation>
    </message>
    <message>
        <source>Band: %1 – %2</source>
        <comment>about 8 in 10 measured runs lie between low and high</comment>
        <translation>Bånd: %1 – %2</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: ingen</translation>
    </message>
    <message>
        <source>(coarse grid: refining when the changes pause)</source>
        <translation>(grovt rutenett: forfines når endringene stopper)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodComparisonChart</name>
    <message>
        <source>%1: %2 usable</source>
        <translation>%1: %2 tilgjengelig</translation>
    </message>
    <message>
        <source>%1 ✘</source>
        <translation>%1 ✘</translation>
    </message>
    <message>
        <source>Methods compared (memory per GPU)</source>
        <translation>Metoder sammenlignet (minne per GPU)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-kapasitet</translation>
    </message>
    <message>
        <source>Method comparison chart</source>
        <translation>Diagram med metodesammenligning</translation>
    </message>
    <message>
        <source>Inf.</source>
        <comment>abbreviation of Inference under a narrow bar</comment>
        <translation>Inf.</translation>
    </message>
    <message>
        <source>Pre-tr.</source>
        <comment>abbreviation of Pre-training under a narrow bar</comment>
        <translation>Scratch</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodGroup</name>
    <message>
        <source>Method %1</source>
        <translation>Metode %1</translation>
    </message>
    <message>
        <source>Precision %1</source>
        <translation>Presisjon %1</translation>
    </message>
    <message>
        <source>Weight format %1</source>
        <translation>Vektformat %1</translation>
    </message>
    <message>
        <source>Optimizer %1</source>
        <translation>Optimizer %1</translation>
    </message>
    <message>
        <source>LoRA rank %1</source>
        <translation>LoRA-rang %1</translation>
    </message>
    <message>
        <source>LoRA targets %1</source>
        <translation>LoRA-mål %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metode</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Metode</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Presisjon</translation>
    </message>
    <message>
        <source>&amp;Weight format</source>
        <translation>&amp;Vektformat</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimizer</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k</source>
        <translation>LoRA-ran&amp;g</translation>
    </message>
    <message>
        <source>LoRA &amp;targets</source>
        <translation>LoRA-m&amp;ål</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Metode: %1</translation>
    </message>
    <message>
        <source>Compute precision</source>
        <translation>Beregningspresisjon</translation>
    </message>
    <message>
        <source>Number format of the matrix products (mixed precision keeps fp32 master weights where the method needs them)</source>
        <translation>Tallformatet for matriseproduktene (mixed precision beholder FP32-masterkopier av vektene der metoden trenger dem)</translation>
    </message>
    <message>
        <source>Weight storage format</source>
        <translation>Lagringsformat for vektene</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-rang</translation>
    </message>
    <message>
        <source>LoRA target layers</source>
        <translation>LoRA-mållag</translation>
    </message>
    <message>
        <source>Unquantised (as precision)</source>
        <translation>Ukvantisert (som presisjonen)</translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation>q- og v-projeksjoner</translation>
    </message>
    <message>
        <source>Attention (q, k, v, o)</source>
        <translation>Attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Alle lineære lag</translation>
    </message>
    <message>
        <source>All linear + embeddings and LM head</source>
        <translation>Alle lineære + embeddinger og LM-hode</translation>
    </message>
    <message>
        <source>How the frozen base weights are stored (QLoRA: 4-bit NF4; inference: int8/int4 halve or quarter the weights)</source>
        <translation>Hvordan de frosne basisvektene lagres (QLoRA: 4-biters NF4; inferens: int8/int4 reduserer vektene til halvparten eller en firedel)</translation>
    </message>
    <message>
        <source>Framework %1</source>
        <translation>Rammeverk %1</translation>
    </message>
    <message>
        <source>&amp;Framework</source>
        <translation>&amp;Rammeverk</translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation>Treningsrammeverk</translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation>blokkvis kryssentropi</translation>
    </message>
    <message>
        <source>full logits in fp32 for the loss</source>
        <translation>fulle logits i fp32 for tapet</translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation>checkpointing: %1</translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to the host</source>
        <translation>checkpointede aktiveringer flyttet til verten</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>fused kernels</source>
        <translation>sammenslåtte kjerner</translation>
    </message>
    <message>
        <source>eager PyTorch kernels</source>
        <translation>eager PyTorch-kjerner</translation>
    </message>
    <message>
        <source>foreach AdamW step (a temporary the size of one moment)</source>
        <translation>foreach-AdamW-steg (et midlertidig lager på størrelse med ett moment)</translation>
    </message>
    <message>
        <source>fused optimizer step</source>
        <translation>sammenslått optimeringssteg</translation>
    </message>
    <message>
        <source>optimizer step one parameter at a time</source>
        <translation>optimeringssteg én parameter om gangen</translation>
    </message>
    <message>
        <source>Defaults of %1: %2.</source>
        <translation>Standardverdier i %1: %2.</translation>
    </message>
    <message>
        <source>Some of them are overridden in the Sequence and batch group.</source>
        <translation>Noen av dem er overstyrt i gruppen Sekvens og batch.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::MethodLines</name>
    <message>
        <source>%1 does not fit</source>
        <comment>a method</comment>
        <translation>%1 får ikke plass</translation>
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
        <translation>St&amp;ørrelse</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Importer config.json…</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Forhåndsvalgt modell</translation>
    </message>
    <message>
        <source>Type to search the presets by name</source>
        <translation>Skriv et navn for å søke i modellene</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>Modellstørrelse i milliarder parametere</translation>
    </message>
    <message>
        <source>Any size from 0.1 to 1,000 billion parameters: a plausible dense architecture is derived from real model families</source>
        <translation>Vilkårlig størrelse fra 0,1 til 1&#xa0;000 milliarder parametere: en plausibel tett arkitektur utledes fra virkelige modellfamilier</translation>
    </message>
    <message>
        <source>Read the architecture from a Hugging Face config.json (or drop one on the window)</source>
        <translation>Les arkitekturen fra en config.json fra Hugging Face (eller slipp en på vinduet)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Egendefinert størrelse</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Egendefinert (%1)</translation>
    </message>
    <message>
        <source>%1 layers · hidden %2 · %3 heads (%4 KV)</source>
        <translation>%1 lag · skjult dimensjon %2 · %3 hoder (%4 KV)</translation>
    </message>
    <message>
        <source> · %1 experts, %2 active</source>
        <translation> · %1 eksperter, %2 aktive</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Velg modell %1</translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation>Endre modellstørrelse</translation>
    </message>
    <message>
        <source>Replace the Imported Model?</source>
        <translation>Erstatte den importerte modellen?</translation>
    </message>
    <message>
        <source>%1 was read from its config.json. Another size replaces it by a dense model derived from real model families: its layers, heads and experts are not kept. (Undo brings it back.)</source>
        <translation>%1 ble lest fra sin config.json. En annen størrelse erstatter den med en tett modell utledet fra virkelige modellfamilier: lagene, hodene og ekspertene dens beholdes ikke. (Angre henter den tilbake.)</translation>
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
        <translation>Metode</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Cost (rent)</source>
        <translation>Kostnad (leie)</translation>
    </message>
    <message>
        <source>Cost (own)</source>
        <translation>Kostnad (eie)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Minne per GPU</translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation>Intet estimat</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Knapt</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passer ikke</translation>
    </message>
    <message>
        <source>%1 per output token</source>
        <translation>%1 per utdatatoken</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 per million tokens</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 av %2</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Gjennomstrømning</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Innkjøp</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Maskin</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Rackenheter</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 i måneden</translation>
    </message>
    <message>
        <source>Targets met</source>
        <translation>Målene nås</translation>
    </message>
    <message>
        <source>Targets missed</source>
        <translation>Målene nås ikke</translation>
    </message>
    <message>
        <source>Met (%1)</source>
        <translation>Nådd (%1)</translation>
    </message>
    <message>
        <source>Missed (%1)</source>
        <translation>Ikke nådd (%1)</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 utdata-tokens/s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::OptionsPanel</name>
    <message>
        <source>Rename Option</source>
        <translation>Gi alternativet nytt navn</translation>
    </message>
    <message>
        <source>Name of the option:</source>
        <translation>Navn på alternativet:</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Vis %1</translation>
    </message>
    <message>
        <source>Pin as &amp;Option</source>
        <translation>Fest som &amp;alternativ</translation>
    </message>
    <message>
        <source>Keep the scenario as it is now as an option to compare (two to four)</source>
        <translation>Behold scenarioet slik det er nå, som et alternativ å sammenligne (to til fire)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Vis</translation>
    </message>
    <message>
        <source>Make the selected option the scenario in the window</source>
        <translation>Gjør det valgte alternativet til scenarioet i vinduet</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Gi nytt navn…</translation>
    </message>
    <message>
        <source>Rename the selected option (or double-click its name)</source>
        <translation>Gi det valgte alternativet nytt navn (eller dobbeltklikk på navnet)</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Løsne</translation>
    </message>
    <message>
        <source>Remove the selected option from the comparison</source>
        <translation>Fjern det valgte alternativet fra sammenligningen</translation>
    </message>
    <message>
        <source>Pin two to four scenarios to compare them side by side here and on a page of the sizing report.</source>
        <translation>Fest to til fire scenarioer for å sammenligne dem side om side her og på en side i dimensjoneringsrapporten.</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Alternativer sammenlignet</translation>
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
        <translation>Scenarioet som er i vinduet nå</translation>
    </message>
    <message>
        <source>The scenario in the window now. Double-click to rename.</source>
        <translation>Scenarioet som er i vinduet nå. Dobbeltklikk for å gi nytt navn.</translation>
    </message>
    <message>
        <source>Double-click to rename</source>
        <translation>Dobbeltklikk for å gi nytt navn</translation>
    </message>
    <message>
        <source>This input is not the same in every option</source>
        <translation>Denne inndataen er ikke lik i alle alternativene</translation>
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
        <translation>&amp;Alternativer sammenlignet</translation>
    </message>
    <message>
        <source>The pinned options side by side</source>
        <translation>De festede alternativene side om side</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagrammer</translation>
    </message>
    <message>
        <source>Options compared (%1)</source>
        <translation>Alternativer sammenlignet (%1)</translation>
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
        <translation>Samlokaliseringspris</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restverdi</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>Rente</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Programvarelisenser</translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation>Eierskap</translation>
    </message>
    <message>
        <source>&amp;PUE</source>
        <translation>&amp;PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre</source>
        <translation>Datasenterets energieffektivitet (power usage effectiveness)</translation>
    </message>
    <message>
        <source>The facility&apos;s energy over the IT energy: cooling and power losses (1.3: a modern air-cooled data centre)</source>
        <translation>Anleggets samlede energi delt på IT-energien: kjøling og effekttap (1,3: et moderne luftkjølt datasenter)</translation>
    </message>
    <message>
        <source>Co&amp;location</source>
        <translation>&amp;Samlokalisering</translation>
    </message>
    <message>
        <source>Colocation price per kilowatt and month</source>
        <translation>Samlokaliseringspris per kilowatt og måned</translation>
    </message>
    <message>
        <source>Rack space, cooling and power feed per kW of the systems&apos; rated power and month, electricity billed apart (USD 195: CBRE North America, H2 2025)</source>
        <translation>Rackplass, kjøling og strømtilførsel per kW av systemenes merkeeffekt og måned, strømmen faktureres separat (USD 195: CBRE Nord-Amerika, 2. halvår 2025)</translation>
    </message>
    <message>
        <source>Resi&amp;dual value</source>
        <translation>Res&amp;tverdi</translation>
    </message>
    <message>
        <source>Residual value at the end, per cent of the purchase</source>
        <translation>Restverdi ved slutten, prosent av innkjøpet</translation>
    </message>
    <message>
        <source>What the hardware fetches at the end of its lifetime (27 %: four years at the 28 % a year used A100s lost)</source>
        <translation>Hva maskinvaren kan selges for ved slutten av levetiden (27 %: fire år med de 28 % i året som brukte A100-er tapte i verdi)</translation>
    </message>
    <message>
        <source>I&amp;nterest</source>
        <translation>R&amp;ente</translation>
    </message>
    <message>
        <source>Cost of capital, per cent a year</source>
        <translation>Kapitalkostnad, prosent i året</translation>
    </message>
    <message>
        <source>The purchase is paid as an annuity over the lifetime at this rate; 0 for a purchase paid in cash</source>
        <translation>Innkjøpet betales som annuitet over levetiden med denne renten; 0 for et innkjøp betalt kontant</translation>
    </message>
    <message>
        <source>Su&amp;pport</source>
        <translation>Supp&amp;ort</translation>
    </message>
    <message>
        <source>Hardware support a year, per cent of the purchase</source>
        <translation>Maskinvaresupport i året, prosent av innkjøpet</translation>
    </message>
    <message>
        <source>A support contract a year as a share of the purchase (10 %: OEM cover)</source>
        <translation>En supportavtale i året som andel av innkjøpet (10 %: OEM-dekning)</translation>
    </message>
    <message>
        <source>Licen&amp;ces</source>
        <translation>L&amp;isenser</translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation>Programvarelisenser per GPU og år</translation>
    </message>
    <message>
        <source>Software per GPU a year, such as NVIDIA AI Enterprise (USD 4,500 list); 0 for an open-source stack</source>
        <translation>Programvare per GPU i året, f.eks. NVIDIA AI Enterprise (USD 4&#xa0;500 i listepris); 0 for en programvarestakk med åpen kildekode</translation>
    </message>
    <message>
        <source> per kW a month</source>
        <translation> per kW i måneden</translation>
    </message>
    <message>
        <source> per GPU a year</source>
        <translation> per GPU i året</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoChart</name>
    <message>
        <source>%1 against %2</source>
        <comment>chart title: y axis against x axis</comment>
        <translation>%1 mot %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoText</name>
    <message>
        <source>Time of the run (h)</source>
        <translation>Tid for kjøringen (t)</translation>
    </message>
    <message>
        <source>Tokens/s per user (1000 / TPOT %1)</source>
        <translation>Tokener/s per bruker (1000 / TPOT %1)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Utdatatokener/s per GPU</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation>Kostnad per 1M utdatatokener (%1)</translation>
    </message>
    <message>
        <source>Rent of the run (%1)</source>
        <translation>Leie for kjøringen (%1)</translation>
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
        <translation> · replikaer: %1</translation>
    </message>
    <message>
        <source>Sequences in flight per replica: %1</source>
        <translation>Sekvenser underveis per replika: %1</translation>
    </message>
    <message>
        <source>Weights: %1 · Engine: %2</source>
        <translation>Vekter: %1 · Motor: %2</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU: %1</source>
        <translation>Utdatatokener/s per GPU: %1</translation>
    </message>
    <message>
        <source>Tokens/s per user: %1</source>
        <translation>Tokener/s per bruker: %1</translation>
    </message>
    <message>
        <source>TTFT %1: %2 · TPOT %1: %3</source>
        <translation>TTFT %1: %2 · TPOT %1: %3</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens: %1</source>
        <translation>Kostnad per 1M utdatatokener: %1</translation>
    </message>
    <message>
        <source>On the front</source>
        <translation>På fronten</translation>
    </message>
    <message>
        <source>Dominated: another configuration is better in both</source>
        <translation>Dominert: en annen konfigurasjon er bedre i begge</translation>
    </message>
    <message>
        <source>Meets the latency targets</source>
        <translation>Når latensmålene</translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation>Bommer på et latensmål</translation>
    </message>
    <message>
        <source>Click to use this configuration</source>
        <translation>Klikk for å bruke denne konfigurasjonen</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>Rent: %1</source>
        <translation>Leie: %1</translation>
    </message>
    <message>
        <source>Dominated: another configuration is faster and cheaper</source>
        <translation>Dominert: en annen konfigurasjon er raskere og billigere</translation>
    </message>
    <message>
        <source>Misses the deadline or the budget</source>
        <translation>Bommer på fristen eller budsjettet</translation>
    </message>
    <message>
        <source>On the front: %1 of %2</source>
        <comment>configurations</comment>
        <translation>På fronten: %1 av %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ParetoView</name>
    <message>
        <source>On the front</source>
        <translation>På fronten</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>Dominert</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dette scenarioet</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Oppdaterer…</translation>
    </message>
    <message>
        <source>Misses a latency target</source>
        <translation>Bommer på et latensmål</translation>
    </message>
    <message>
        <source>Meets the TPOT target</source>
        <translation>Når TPOT-målet</translation>
    </message>
    <message>
        <source>Misses the deadline or budget</source>
        <translation>Bommer på fristen eller budsjettet</translation>
    </message>
    <message>
        <source>Speed not calibrated</source>
        <translation>Hastighet ikke kalibrert</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation>Scenariet kan ikke estimeres.</translation>
    </message>
    <message>
        <source>Updating the front…</source>
        <translation>Oppdaterer fronten…</translation>
    </message>
    <message>
        <source>Computing the front…</source>
        <translation>Beregner fronten…</translation>
    </message>
    <message>
        <source>No configuration serves this load.</source>
        <translation>Ingen konfigurasjon betjener denne lasten.</translation>
    </message>
    <message>
        <source>No configuration fits.</source>
        <translation>Ingen konfigurasjon får plass.</translation>
    </message>
    <message>
        <source>Apply Pareto point</source>
        <translation>Bruk Pareto-punkt</translation>
    </message>
    <message>
        <source>&amp;Front:</source>
        <translation>&amp;Pareto-front:</translation>
    </message>
    <message>
        <source>Throughput per GPU</source>
        <translation>Gjennomstrømning per GPU</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kostnad per 1M tokens</translation>
    </message>
    <message>
        <source>Every &amp;engine</source>
        <translation>Alle &amp;motorer</translation>
    </message>
    <message>
        <source>Also the other serving engines (about eight times the configurations)</source>
        <translation>Også de andre serveringsmotorene (omtrent åtte ganger så mange konfigurasjoner)</translation>
    </message>
    <message>
        <source>Pareto front of the configurations</source>
        <translation>Pareto-front for konfigurasjonene</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PinnedOptions</name>
    <message>
        <source>Option %1</source>
        <comment>a pinned scenario: Option A, Option B</comment>
        <translation>Alternativ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n options are pinned, the most that compare side by side: unpin one to pin this scenario.</source>
        <translation>
            <numerusform>%n alternativ er festet, det meste som kan sammenlignes side om side: løsne ett for å feste dette scenarioet.</numerusform>
            <numerusform>%n alternativer er festet, det meste som kan sammenlignes side om side: løsne ett for å feste dette scenarioet.</numerusform>
        </translation>
    </message>
    <message>
        <source>This scenario is pinned already, as “%1”.</source>
        <translation>Dette scenarioet er allerede festet, som «%1».</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceDefaults</name>
    <message>
        <source>Years the hardware is owned</source>
        <translation>År maskinvaren eies</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Strøm per kWh</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Energieffektivitet (PUE)</translation>
    </message>
    <message>
        <source>Colocation per kW and month</source>
        <translation>Colocation per kW og måned</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>Restverdi ved slutten</translation>
    </message>
    <message>
        <source>Cost of capital a year</source>
        <translation>Kapitalkostnad per år</translation>
    </message>
    <message>
        <source>Hardware support a year, of the purchase</source>
        <translation>Maskinvarestøtte per år, av innkjøpet</translation>
    </message>
    <message>
        <source>Software licences per GPU and year</source>
        <translation>Programvarelisenser per GPU og år</translation>
    </message>
    <message>
        <source>Hours of use a year, training</source>
        <translation>Brukstimer per år, trening</translation>
    </message>
    <message>
        <source>Hours of use a year, serving</source>
        <translation>Brukstimer per år, servering</translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation>Gjennomsnittlig forbruk (andel av merkeeffekt)</translation>
    </message>
    <message>
        <source>Power budget of a rack (kW)</source>
        <translation>Effektbudsjett per rack (kW)</translation>
    </message>
    <message>
        <source>years</source>
        <translation>år</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>forholdstall</translation>
    </message>
    <message>
        <source>USD per kW and month</source>
        <translation>USD per kW og måned</translation>
    </message>
    <message>
        <source>% of the purchase</source>
        <translation>% av innkjøpet</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>% per år</translation>
    </message>
    <message>
        <source>% of the purchase a year</source>
        <translation>% av innkjøpet per år</translation>
    </message>
    <message>
        <source>USD per GPU and year</source>
        <translation>USD per GPU og år</translation>
    </message>
    <message>
        <source>hours a year</source>
        <translation>timer per år</translation>
    </message>
    <message>
        <source>share of rated power</source>
        <translation>andel av merkeeffekt</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Nebius depreciates its GPUs over 4 years (bizety.com, 2025-09-23); servers elsewhere over 5-6 years: Amazon 5 (10-K, 2025-02-07), Microsoft and Alphabet 6 (filings of 2022-23), CoreWeave 6 (S-1, 2025)</source>
        <translation>Nebius avskriver GPU-ene sine over 4 år (bizety.com, 2025-09-23); servere ellers over 5–6 år: Amazon 5 (10-K, 2025-02-07), Microsoft og Alphabet 6 (rapporter 2022–23), CoreWeave 6 (S-1, 2025)</translation>
    </message>
    <message>
        <source>the US commercial average of 14.6 US cents/kWh, rounded up (US EIA Electric Power Monthly, table 5.6.A, as compiled by energypricestoday.com, 2026-04-26); industrial customers paid 9.29 cents in January 2026 (US EIA, via YCharts)</source>
        <translation>gjennomsnittet for næringskunder i USA, 14,6 US-cent/kWh, rundet opp (US EIA Electric Power Monthly, tabell 5.6.A, samlet av energypricestoday.com, 2026-04-26); industrikunder betalte 9,29 cent i januar 2026 (US EIA, via YCharts)</translation>
    </message>
    <message>
        <source>a new, large facility: new builds reach 1.3 or better (Uptime Institute Global Data Center Survey 2024); the industry average is 1.54 (Uptime Institute Global Data Center Survey 2025)</source>
        <translation>et nytt, stort anlegg: nybygg når 1,3 eller bedre (Uptime Institute Global Data Center Survey 2024); bransjesnittet er 1,54 (Uptime Institute Global Data Center Survey 2025)</translation>
    </message>
    <message>
        <source>CBRE North America Data Center Trends H2 2025: USD 194.95 per kW and month for 250-500 kW in the US primary markets; space, cooling and the power feed, electricity billed apart</source>
        <translation>CBRE North America Data Center Trends H2 2025: USD 194,95 per kW og måned for 250–500 kW i de viktigste markedene i USA; plass, kjøling og strømtilførsel, strømmen faktureres for seg</translation>
    </message>
    <message>
        <source>(1 - 0.28)^4 = 0.27 after 4 years: used A100 80GB SXM4 modules lost 28.2 % a year (SpotWire, eBay sold comparisons, 2026-06-04); Epoch AI training-cost-trends depreciates hardware 0.14 orders of magnitude a year (2026-04-01)</source>
        <translation>(1 − 0,28)^4 = 0,27 etter 4 år: brukte A100 80GB SXM4-moduler tapte 28,2 % per år (SpotWire, solgte eBay-annonser, 2026-06-04); Epoch AI training-cost-trends avskriver maskinvare med 0,14 størrelsesordener per år (2026-04-01)</translation>
    </message>
    <message>
        <source>the low end of the 8-12 % cost of capital of data-centre investment and the middle of the 6-12 % APR of equipment finance (fundnode.co, 2026); private-credit GPU loans run 10-17 % (gpuloans.com, 2025-12-15)</source>
        <translation>den nedre enden av 8–12 % kapitalkostnad for datasenterinvesteringer og midten av 6–12 % årlig rente for utstyrsfinansiering (fundnode.co, 2026); GPU-lån fra privat kreditt ligger på 10–17 % (gpuloans.com, 2025-12-15)</translation>
    </message>
    <message>
        <source>OEM hardware support costs 10-12 % of the purchase a year (librarytechnology.org), 10-15 % (philipcrewe.net, 2013-05-27)</source>
        <translation>maskinvarestøtte fra produsenten koster 10–12 % av innkjøpet per år (librarytechnology.org), 10–15 % (philipcrewe.net, 2013-05-27)</translation>
    </message>
    <message>
        <source>none for an open-source stack; NVIDIA AI Enterprise costs USD 4,500 per GPU and year (NVIDIA Q3 FY2024 earnings call, 2023-11-21)</source>
        <translation>ingen for en programvarestabel med åpen kildekode; NVIDIA AI Enterprise koster USD 4 500 per GPU og år (NVIDIAs kvartalspresentasjon Q3 FY2024, 2023-11-21)</translation>
    </message>
    <message>
        <source>a working year of runs, 50 weeks of 40 hours; owned GPUs often do less: their measured utilisation in non-optimised enterprise Kubernetes clusters averages 5 % (Cast AI, State of Kubernetes Optimization Report, 2026)</source>
        <translation>et arbeidsår med kjøringer, 50 uker à 40 timer; egne GPU-er gjør ofte mindre: målt utnyttelse i ikke-optimaliserte Kubernetes-klynger i bedrifter er i snitt 5 % (Cast AI, State of Kubernetes Optimization Report, 2026)</translation>
    </message>
    <message>
        <source>around the clock: 365 days of 24 hours</source>
        <translation>døgnet rundt: 365 dager à 24 timer</translation>
    </message>
    <message>
        <source>8-GPU H100 nodes drew 76 % of their 10.2 kW rating in compute-intensive training (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)</source>
        <translation>H100-noder med 8 GPU-er trakk 76 % av merkeeffekten på 10,2 kW under beregningstung trening (Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)</translation>
    </message>
    <message>
        <source>the 30-40 kW an AI rack asks for (Purkay Labs, 2026), above the 10-30 kW most racks run at (Uptime Institute Global Data Center Survey 2025) and below the 120 kW of a liquid-cooled GB200 NVL72 rack</source>
        <translation>de 30–40 kW et AI-rack krever (Purkay Labs, 2026), over de 10–30 kW de fleste rack går med (Uptime Institute Global Data Center Survey 2025) og under de 120 kW et væskekjølt GB200 NVL72-rack trenger</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListController</name>
    <message>
        <source>Your price list could not be read, the catalog prices apply: %1</source>
        <translation>Prislisten din kunne ikke leses, katalogprisene gjelder: %1</translation>
    </message>
    <message>
        <source>The price list applies now but could not be saved: %1</source>
        <translation>Prislisten gjelder nå, men kunne ikke lagres: %1</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Prisliste</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PriceListDialog</name>
    <message>
        <source>Price list and exchange rates</source>
        <translation>Prisliste og valutakurser</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Maskiner</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Valutakurser</translation>
    </message>
    <message>
        <source>Your prices for the GPUs of the catalog. Rows you changed are shown in bold; a price you leave is the catalog&apos;s, converted into the row&apos;s currency.</source>
        <translation>Dine priser for GPU-ene i katalogen. Rader du har endret, vises i fet skrift; en pris du lar stå, er katalogens, omregnet til radens valuta.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Leie per GPU-time</translation>
    </message>
    <message>
        <source>Purchase per GPU</source>
        <translation>Innkjøp per GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Prisdato</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Sold by us</source>
        <translation>Selges av oss</translation>
    </message>
    <message>
        <source>Servers, racks, workstations and cards one buys the GPUs in, and systems of your own. Rows you changed are shown in bold.</source>
        <translation>Servere, rack, arbeidsstasjoner og kort GPU-ene kjøpes i, og dine egne maskiner. Rader du har endret, vises i fet skrift.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Maskin</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Innkjøpspris</translation>
    </message>
    <message>
        <source>Only what I sell: recommendations keep to the GPUs marked here</source>
        <translation>Bare det jeg selger: anbefalingene holder seg til GPU-ene som er merket her</translation>
    </message>
    <message>
        <source>Date of the price, YYYY-MM-DD</source>
        <translation>Dato for prisen, ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>Add system…</source>
        <translation>Legg til maskin…</translation>
    </message>
    <message>
        <source>Add a system of your own (a vendor&apos;s configuration) with its price</source>
        <translation>Legg til en egen maskin (en leverandørs konfigurasjon) med pris</translation>
    </message>
    <message>
        <source>Remove system</source>
        <translation>Fjern maskin</translation>
    </message>
    <message>
        <source>Removes a system of your own; a catalog system gets its catalog price back</source>
        <translation>Fjerner en egen maskin; en maskin fra katalogen får katalogprisen tilbake</translation>
    </message>
    <message>
        <source>Units of each currency per US dollar. Amounts are converted through USD at these rates.</source>
        <translation>Enheter av hver valuta per amerikanske dollar. Beløp regnes om via USD med disse kursene.</translation>
    </message>
    <message>
        <source>Rates &amp;date</source>
        <translation>&amp;Dato for kursene</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Kilde</translation>
    </message>
    <message>
        <source>Where the rates come from</source>
        <translation>Hvor kursene kommer fra</translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation>Enheter per USD</translation>
    </message>
    <message>
        <source>&amp;Reset to catalog</source>
        <translation>&amp;Tilbakestill til katalogen</translation>
    </message>
    <message>
        <source>Restores the catalog&apos;s prices (or the built-in exchange rates) on the current tab</source>
        <translation>Gjenoppretter katalogens priser (eller de innebygde valutakursene) i fanen som er åpen</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importer CSV…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Eksporter CSV…</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Katalog: %1</translation>
    </message>
    <message>
        <source>Your own system (%1)</source>
        <translation>Din egen maskin (%1)</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Innebygd: %1</translation>
    </message>
    <message>
        <source>Add system</source>
        <translation>Legg til maskin</translation>
    </message>
    <message>
        <source>e.g. my-hgx-h200</source>
        <translation>f.eks. min-hgx-h200</translation>
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
        <translation>Arbeidsstasjon</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Leverandør</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Rackenheter</translation>
    </message>
    <message>
        <source>CPU memory</source>
        <translation>CPU-minne</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Nettverk</translation>
    </message>
    <message>
        <source>A system with this id exists</source>
        <translation>Det finnes allerede en maskin med denne id-en</translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation>Importer prisliste</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Export price list</source>
        <translation>Eksporter prisliste</translation>
    </message>
    <message>
        <source> Gb/s per GPU</source>
        <translation> Gb/s per GPU</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>ikke oppgitt</translation>
    </message>
    <message>
        <source>The network between units, per GPU in one direction: the NICs&apos; total over the unit&apos;s GPUs (8 × 400 Gb/s for 8 GPUs: 400). Several units are timed with it.</source>
        <translation>Nettverket mellom enhetene, per GPU i én retning: nettverkskortenes sum fordelt på enhetens GPU-er (8 × 400 Gb/s for 8 GPU-er: 400). Flere enheter tidsberegnes med det.</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Utskalering</translation>
    </message>
    <message>
        <source>Refurbished or used systems are quoted only where the quote includes refurbished systems</source>
        <translation>Rekondisjonerte eller brukte systemer tilbys bare når tilbudet tar med rekondisjonerte systemer</translation>
    </message>
    <message>
        <source>Condition</source>
        <comment>new or refurbished</comment>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>New</source>
        <comment>condition of a system</comment>
        <translation>Ny</translation>
    </message>
    <message>
        <source>Refurbished</source>
        <comment>condition of a system: refurbished or used</comment>
        <translation>Rekondisjonert</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::PricesGroup</name>
    <message>
        <source>Rent price</source>
        <translation>Leiepris</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Innkjøpspris</translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation>Levetid</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strømpris</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Priser</translation>
    </message>
    <message>
        <source>&amp;Rent per GPU-hour</source>
        <translation>&amp;Leie per GPU-time</translation>
    </message>
    <message>
        <source>L&amp;ifetime</source>
        <translation>Le&amp;vetid</translation>
    </message>
    <message>
        <source>Po&amp;wer price</source>
        <translation>St&amp;rømpris</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Leie per GPU-time</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Innkjøpspris per GPU</translation>
    </message>
    <message>
        <source>Hardware lifetime in years</source>
        <translation>Maskinvarens levetid i år</translation>
    </message>
    <message>
        <source>Electricity price per kilowatt-hour</source>
        <translation>Strømpris per kilowattime</translation>
    </message>
    <message>
        <source> years</source>
        <translation> år</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> per kWh</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>V&amp;aluta</translation>
    </message>
    <message>
        <source>Currency of every amount</source>
        <translation>Valuta for alle beløp</translation>
    </message>
    <message>
        <source>Purc&amp;hase per GPU</source>
        <translation>Inn&amp;kjøp per GPU</translation>
    </message>
    <message>
        <source>A price for the chosen GPU only; 0 for its price-list price</source>
        <translation>En pris bare for den valgte GPU-en; 0 for prislistens pris</translation>
    </message>
    <message>
        <source>List: %1</source>
        <translation>Liste: %1</translation>
    </message>
    <message>
        <source>List price of %1 dated %2 (%3)</source>
        <translation>Listepris for %1 datert %2 (%3)</translation>
    </message>
    <message>
        <source>Every amount is converted at the exchange rates of the price list (Edit menu)</source>
        <translation>Alle beløp regnes om med valutakursene i prislisten (Rediger-menyen)</translation>
    </message>
    <message>
        <source>Usage hours</source>
        <translation>Brukstimer</translation>
    </message>
    <message>
        <source>U&amp;sage</source>
        <translation>Br&amp;uk</translation>
    </message>
    <message>
        <source>Hours a year the owned hardware works</source>
        <translation>Timer i året den eide maskinvaren arbeider</translation>
    </message>
    <message>
        <source>Owning is costed per hour at these hours a year and compared with renting at the same hours; 0 for the workload&apos;s: a serving deployment around the clock (8,760 h), training 2,000 h</source>
        <translation>Eierskap kostnadsberegnes per time ved disse timene i året og sammenlignes med leie ved de samme timene; 0 for arbeidslastens egne: en tjenesteutrulling døgnet rundt (8 760 t), trening 2 000 t</translation>
    </message>
    <message>
        <source>Automatic: %1 h a year</source>
        <translation>Automatisk: %1 t i året</translation>
    </message>
    <message>
        <source> h a year</source>
        <translation> t i året</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utnyttelse</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Effektbudsjett per rack</translation>
    </message>
    <message>
        <source>Average dr&amp;aw</source>
        <translation>Gjennomsnittlig &amp;forbruk</translation>
    </message>
    <message>
        <source>Average power draw while running, per cent of the rated power</source>
        <translation>Gjennomsnittlig effektforbruk under drift, prosent av merkeeffekten</translation>
    </message>
    <message>
        <source>The systems&apos; average draw while they run as a share of their rated power: the energy of owning and the kWh a year are taken at it (76 %: compute-intensive training on 8-GPU H100 servers)</source>
        <translation>Systemenes gjennomsnittlige forbruk under drift som andel av merkeeffekten: energien ved eie og kWh i året regnes med den (76 %: regnetung trening på H100-servere med 8 GPU-er)</translation>
    </message>
    <message>
        <source>Rac&amp;k budget</source>
        <translation>Rac&amp;k-budsjett</translation>
    </message>
    <message>
        <source>Power budget of one rack in kilowatts</source>
        <translation>Effektbudsjett for ett rack i kilowatt</translation>
    </message>
    <message>
        <source>The power one rack may draw: the facility sheet counts the racks the systems need</source>
        <translation>Effekten ett rack kan trekke: anleggsarket teller rackene systemene trenger</translation>
    </message>
    <message>
        <source>An all-in price per GPU for the chosen GPU only; 0 for its share of the %1 it is quoted on</source>
        <translation>En totalpris per GPU bare for valgt GPU; 0 for dens andel av %1 den er tilbudt på</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ProvenanceText</name>
    <message numerus="yes">
        <source>%Ln run(s)</source>
        <comment>measured runs of quality A or B</comment>
        <translation>
            <numerusform>%Ln kjøring</numerusform>
            <numerusform>%Ln kjøringer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln source(s)</source>
        <comment>distinct repositories or documents the measured runs come from</comment>
        <translation>
            <numerusform>%Ln kilde</numerusform>
            <numerusform>%Ln kilder</numerusform>
        </translation>
    </message>
    <message>
        <source>pre-training</source>
        <comment>kind of measured runs</comment>
        <translation>fortrening</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>full finjustering</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>LoRA-finjustering</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <comment>kind of measured runs</comment>
        <translation>QLoRA-finjustering</translation>
    </message>
    <message>
        <source>inference and serving</source>
        <comment>kind of measured runs</comment>
        <translation>inferens og servering</translation>
    </message>
    <message>
        <source>measured on %1 from %2 (%3, %4)</source>
        <comment>%1 runs, %2 sources, %3 the GPU family (Hopper), %4 the kind of run (QLoRA fine-tuning)</comment>
        <translation>målt på %1 fra %2 (%3, %4)</translation>
    </message>
    <message>
        <source>modelled, not measured on this family (%1, %2)</source>
        <comment>%1 the GPU family (Hopper), %2 the kind of run (QLoRA fine-tuning)</comment>
        <translation>modellert, ikke målt på denne familien (%1, %2)</translation>
    </message>
    <message>
        <source>measured on %1 from %2</source>
        <comment>%1 runs, %2 sources</comment>
        <translation>målt på %1 fra %2</translation>
    </message>
    <message>
        <source>modelled, not measured on this family</source>
        <translation>modellert, ikke målt på denne familien</translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) measured</source>
        <comment>shortest form of the status bar</comment>
        <translation>
            <numerusform>%Ln kjøring målt</numerusform>
            <numerusform>%Ln kjøringer målt</numerusform>
        </translation>
    </message>
    <message>
        <source>modelled only</source>
        <comment>shortest form of the status bar: no measured run</comment>
        <translation>bare modellert</translation>
    </message>
    <message>
        <source>Measured: %1 of quality A or B of %2 on the %3 family, from %4.</source>
        <comment>%1 runs, %2 the kind of run (QLoRA fine-tuning), %3 the GPU family (Hopper), %4 sources</comment>
        <translation>Målt: %1 av kvalitet A eller B av %2 på %3-familien, fra %4.</translation>
    </message>
    <message>
        <source>Modelled, not measured on this family: no run of %1 on the %2 family was measured, so the interval is the wider one.</source>
        <comment>%1 the kind of run (QLoRA fine-tuning), %2 the GPU family (Hopper)</comment>
        <translation>Modellert, ikke målt på denne familien: ingen kjøring av %1 på %2-familien er målt, så intervallet er det bredere.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::QuoteGroup</name>
    <message>
        <source>Budget</source>
        <translation>Budsjett</translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation>Eierskap</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Leverandør</translation>
    </message>
    <message>
        <source>Calibrated GPUs first</source>
        <translation>Kalibrerte GPU-er først</translation>
    </message>
    <message>
        <source>Only what I sell</source>
        <translation>Bare det jeg selger</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Tilbud</translation>
    </message>
    <message>
        <source>Finish &amp;within</source>
        <translation>Ferdig i&amp;nnen</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>timer</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dager</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>uker</translation>
    </message>
    <message>
        <source>Unit of the deadline</source>
        <translation>Enhet for fristen</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>Ingen frist</translation>
    </message>
    <message>
        <source>Configurations that finish later come after those that meet it; 0 for no deadline</source>
        <translation>Konfigurasjoner som blir ferdige senere, kommer etter dem som holder fristen; 0 for ingen frist</translation>
    </message>
    <message>
        <source>Finish within</source>
        <translation>Ferdig innen</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budsjett</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Intet budsjett</translation>
    </message>
    <message>
        <source>The most the run may cost to rent, or the systems to buy; 0 for no budget</source>
        <translation>Det meste kjøringen kan koste å leie, eller maskinene å kjøpe; 0 for intet budsjett</translation>
    </message>
    <message>
        <source>Pa&amp;y by</source>
        <translation>&amp;Betal ved</translation>
    </message>
    <message>
        <source>Renting GPU-hours</source>
        <translation>Leie av GPU-timer</translation>
    </message>
    <message>
        <source>Buying systems</source>
        <translation>Kjøp av maskiner</translation>
    </message>
    <message>
        <source>Pay by renting or buying</source>
        <translation>Betal ved å leie eller kjøpe</translation>
    </message>
    <message>
        <source>&amp;Vendor</source>
        <translation>&amp;Leverandør</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Alle leverandører</translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation>GPU-leverandør</translation>
    </message>
    <message>
        <source>Measured GPU families first</source>
        <translation>Målte GPU-familier først</translation>
    </message>
    <message>
        <source>GPU families whose speed no measured run calibrates come after the others and are marked with *</source>
        <translation>GPU-familier uten målt kjøring som kalibrerer hastigheten, kommer etter de andre og merkes med *</translation>
    </message>
    <message>
        <source>Only GPUs and systems the price list marks as sold by us</source>
        <translation>Bare GPU-er og maskiner som prislisten merker som solgt av oss</translation>
    </message>
    <message>
        <source>&amp;Price list and exchange rates…</source>
        <translation>&amp;Prisliste og valutakurser…</translation>
    </message>
    <message>
        <source>What “Best value” and the budget count</source>
        <translation>Det «Best verdi» og budsjettet regner med</translation>
    </message>
    <message>
        <source>Include refurbished systems</source>
        <translation>Ta med rekondisjonerte systemer</translation>
    </message>
    <message>
        <source>Also quote refurbished and used systems at their own price; the quote says which condition it quotes. Off: new hardware only</source>
        <translation>Tilby også rekondisjonerte og brukte systemer til egen pris; tilbudet oppgir hvilken tilstand det gjelder. Av: bare ny maskinvare</translation>
    </message>
    <message>
        <source>Include refurbished and used systems in the quote</source>
        <translation>Ta med rekondisjonerte og brukte systemer i tilbudet</translation>
    </message>
    <message>
        <source>Spare system</source>
        <translation>Reservemaskin</translation>
    </message>
    <message>
        <source>Add a spare system (N+1)</source>
        <translation>Ta med en reservemaskin (N+1)</translation>
    </message>
    <message>
        <source>One spare system (or card) beside those the configuration needs: in the purchase and rack units, not in the power drawn</source>
        <translation>Én reservemaskin (eller ett reservekort) i tillegg til dem konfigurasjonen trenger: med i innkjøpet og rackenhetene, ikke i effekten som trekkes</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationPanel</name>
    <message>
        <source>Apply this change to the scenario</source>
        <translation>Bruk denne endringen i scenarioet</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>Anbefalte konfigurasjoner</translation>
    </message>
    <message>
        <source>&amp;Rank by:</source>
        <translation>&amp;Sorter etter:</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Færrest GPU-er</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Raskest</translation>
    </message>
    <message>
        <source>Cheapest to rent</source>
        <translation>Billigst å leie</translation>
    </message>
    <message>
        <source>Cheapest to own</source>
        <translation>Billigst å eie</translation>
    </message>
    <message>
        <source>&amp;Use this configuration</source>
        <translation>&amp;Bruk denne konfigurasjonen</translation>
    </message>
    <message>
        <source>Apply the selected configuration to the scenario</source>
        <translation>Bruk den valgte konfigurasjonen i scenarioet</translation>
    </message>
    <message>
        <source>What makes it fit</source>
        <translation>Slik får det plass</translation>
    </message>
    <message>
        <source>Rank configurations by</source>
        <translation>Sorter konfigurasjonene etter</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Anbefalinger</translation>
    </message>
    <message>
        <source>Recommended configurations (updating…)</source>
        <translation>Anbefalte konfigurasjoner (oppdateres…)</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>Best verdi</translation>
    </message>
    <message>
        <source>Best value: the cheapest configuration that meets the deadline and budget of the Quote group, measured GPU families first; ties by time</source>
        <translation>Best verdi: den billigste konfigurasjonen som holder fristen og budsjettet i Tilbud-gruppen, målte GPU-familier først; ved likhet etter tid</translation>
    </message>
    <message>
        <source>Recommendations (updating…)</source>
        <translation>Anbefalinger (oppdateres…)</translation>
    </message>
    <message>
        <source>&amp;Copy launch command</source>
        <translation>&amp;Kopier startkommando</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::RecommendationTableModel</name>
    <message>
        <source>%1 over</source>
        <translation>%1 for mye</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 av %2 per GPU</translation>
    </message>
    <message>
        <source>The configuration you have set now</source>
        <translation>Konfigurasjonen du har valgt nå</translation>
    </message>
    <message>
        <source>GPUs and GPU type</source>
        <translation>Antall GPU-er og GPU-type</translation>
    </message>
    <message>
        <source>How the work is spread over the GPUs</source>
        <translation>Hvordan arbeidet fordeles på GPU-ene</translation>
    </message>
    <message>
        <source>Peak memory per GPU as nvidia-smi shows it, and the share of the GPU&apos;s usable memory</source>
        <translation>Toppminne per GPU slik nvidia-smi viser det, og andelen av GPU-ens tilgjengelige minne</translation>
    </message>
    <message>
        <source>Wall-clock time of the whole run</source>
        <translation>Faktisk tidsbruk for hele kjøringen</translation>
    </message>
    <message>
        <source>Cost of the run when renting: GPU-hours times the rental price</source>
        <translation>Kostnad for kjøringen ved leie: GPU-timer ganger leieprisen</translation>
    </message>
    <message>
        <source>Cost of the run on owned GPUs: amortisation, power and hosting</source>
        <translation>Kostnad for kjøringen på egne GPU-er: avskrivning, strøm og drift</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategi</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Brukt</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Ledig</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eie</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>Sequences of the given lengths one replica&apos;s KV-cache pool holds</source>
        <translation>Sekvenser av de gitte lengdene som KV-bufferen til én kopi rommer</translation>
    </message>
    <message>
        <source>Output tokens per second of the deployment at the load</source>
        <translation>Utdata-tokens per sekund for hele oppsettet ved lasten</translation>
    </message>
    <message>
        <source>Time per output token at the targets&apos; statistic</source>
        <translation>Tid per utdata-token ved målenes statistikk</translation>
    </message>
    <message>
        <source>Rent per million output tokens at the month&apos;s average load</source>
        <translation>Leie per million utdata-tokens ved månedens gjennomsnittslast</translation>
    </message>
    <message>
        <source>Rent of every GPU of the deployment for a month</source>
        <translation>Leie for alle GPU-ene i oppsettet i en måned</translation>
    </message>
    <message>
        <source>KV pool</source>
        <translation>KV-buffer</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>per 1M out</source>
        <translation>per 1M ut</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Måned</translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <translation>TP × kopier</translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <comment>free memory per GPU; fits by the estimate, not by the high end of its interval</comment>
        <translation>%1 (knapt)</translation>
    </message>
    <message>
        <source>Usable memory left on each GPU at the peak (headroom). Tight: fits by the estimate, but not by the high end of its interval (some comparable measured runs needed more)</source>
        <translation>Brukbart minne som er igjen på hver GPU ved toppen (margin). Knapt: passer etter estimatet, men ikke etter den øvre enden av intervallet (noen sammenlignbare målte kjøringer trengte mer)</translation>
    </message>
    <message>
        <source>%1&#xa0;kW · %2&#xa0;U</source>
        <comment>rated power and rack units</comment>
        <translation>%1&#xa0;kW · %2&#xa0;U</translation>
    </message>
    <message>
        <source>%1&#xa0;kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>What is bought: the systems (or cards and their host servers) the configuration is quoted on</source>
        <translation>Det som kjøpes: maskinene (eller kortene og vertsserverne deres) konfigurasjonen er tilbudt på</translation>
    </message>
    <message>
        <source>Rated power and rack units of those systems (the facility sheet)</source>
        <translation>Merkeeffekt og rackenheter for disse maskinene (anleggsarket)</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Innkjøp</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Tensor parallel degree × replicas of the model; a split deployment: prefill workers (P) and decode workers (D), each with its tensor parallel degree</source>
        <translation>Tensorparallell grad × replikaer av modellen; en delt utrulling: prefill-arbeidere (P) og dekodingsarbeidere (D), hver med sin tensorparallelle grad</translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation>Utrulling</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportExport</name>
    <message>
        <source>Save Sizing Report</source>
        <translation>Lagre dimensjoneringsrapport</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumenter (*.pdf)</translation>
    </message>
    <message>
        <source>Report Not Saved</source>
        <translation>Rapporten ble ikke lagret</translation>
    </message>
    <message>
        <source>Sizing report saved as %1</source>
        <translation>Dimensjoneringsrapporten er lagret som %1</translation>
    </message>
    <message>
        <source>Report details</source>
        <translation>Rapportdetaljer</translation>
    </message>
    <message>
        <source>Save Workbook</source>
        <translation>Lagre arbeidsbok</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-arbeidsbøker (*.xlsx)</translation>
    </message>
    <message>
        <source>Workbook saved as %1</source>
        <translation>Arbeidsboken er lagret som %1</translation>
    </message>
    <message>
        <source>Workbook Not Saved</source>
        <translation>Arbeidsboken ble ikke lagret</translation>
    </message>
    <message>
        <source>Save Ranked Table</source>
        <translation>Lagre rangert tabell</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-tabeller (*.csv)</translation>
    </message>
    <message>
        <source>Ranked table saved as %1</source>
        <translation>Den rangerte tabellen er lagret som %1</translation>
    </message>
    <message>
        <source>Table Not Saved</source>
        <translation>Tabellen ble ikke lagret</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportOptions</name>
    <message>
        <source>Options compared</source>
        <translation>Alternativer sammenlignet</translation>
    </message>
    <message>
        <source>The options considered for this project, side by side. Memory is per GPU (required of usable); time and cost are for the whole dataset, in each option&apos;s currency.</source>
        <translation>Alternativene som er vurdert for dette prosjektet, side om side. Minne er per GPU (nødvendig av brukbart); tid og kostnad gjelder hele datasettet, i hvert alternativs valuta.</translation>
    </message>
    <message>
        <source>“%1” is the scenario the rest of this report describes.</source>
        <translation>«%1» er scenarioet resten av denne rapporten beskriver.</translation>
    </message>
    <message>
        <source>“%1” has no estimate: %2</source>
        <translation>«%1» har intet estimat: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportOwnership</name>
    <message numerus="yes">
        <source>%1 × %2 (%n GPU(s))</source>
        <comment>units × system</comment>
        <translation>
            <numerusform>%1 × %2 (%n GPU)</numerusform>
            <numerusform>%1 × %2 (%n GPU-er)</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase less a residual value of %1 at the end, paid as an annuity at %2 interest a year; energy at %3 of the rated %4 kW (PUE %5, %6 per kWh); colocation %7 per kW and month; support %8 of the purchase a year</source>
        <translation>Innkjøp minus en restverdi på %1 ved slutten, betalt som annuitet med %2 rente i året; energi ved %3 av merkeeffekten på %4 kW (PUE %5, %6 per kWh); samlokalisering %7 per kW og måned; support %8 av innkjøpet i året</translation>
    </message>
    <message>
        <source>; software licences %1 per GPU and year.</source>
        <translation>; programvarelisenser %1 per GPU og år.</translation>
    </message>
    <message>
        <source>; no software licences.</source>
        <translation>; ingen programvarelisenser.</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Totale eierkostnader</translation>
    </message>
    <message>
        <source>Owning %1 for %2 years at %3 hours of use a year, against renting the same GPUs for the same hours.</source>
        <translation>Å eie %1 i %2 år ved %3 timers bruk i året, sammenlignet med å leie de samme GPU-ene de samme timene.</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Innkjøp</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>Restverdi ved slutten</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Finansiering</translation>
    </message>
    <message>
        <source>Energy (%1 kWh a year)</source>
        <translation>Energi (%1 kWh i året)</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Samlokalisering</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Programvarelisenser</translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation>Leie de samme timene</translation>
    </message>
    <message numerus="yes">
        <source>Over %n year(s)</source>
        <translation>
            <numerusform>Over %n år</numerusform>
            <numerusform>Over %n år</numerusform>
        </translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>Per år</translation>
    </message>
    <message>
        <source>owning %1, renting %2</source>
        <translation>eie %1, leie %2</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per måned</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Per GPU-time</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>Per million utdata-tokens</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Balansepunkt</translation>
    </message>
    <message>
        <source>owning costs less above %1 hours of use a year</source>
        <translation>å eie koster mindre ved mer enn %1 timers bruk i året</translation>
    </message>
    <message>
        <source>renting stays cheaper at any use</source>
        <translation>leie er billigst uansett bruk</translation>
    </message>
    <message>
        <source>Pays for itself</source>
        <translation>Tjener seg inn</translation>
    </message>
    <message>
        <source>in %1 months at %2 hours a year</source>
        <translation>på %1 måneder ved %2 timer i året</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportQuote</name>
    <message>
        <source>%1 with %2</source>
        <translation>%1 med %2</translation>
    </message>
    <message>
        <source>Hardware support a year (%1 % of the purchase)</source>
        <translation>Maskinvaresupport per år (%1 % av innkjøpet)</translation>
    </message>
    <message numerus="yes">
        <source>Software licences for %n GPU(s), per year</source>
        <translation>
            <numerusform>Programvarelisenser for %n GPU, per år</numerusform>
            <numerusform>Programvarelisenser for %n GPU-er, per år</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Tilbud</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Tilbudsnummer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gyldig til</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Delsum</translation>
    </message>
    <message>
        <source>VAT %1 %</source>
        <translation>Mva. %1 %</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Beskrivelse</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Antall</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Enhetspris</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Beløp</translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Svitsjer og kabling for %n maskin er ikke inkludert.</numerusform>
            <numerusform>Svitsjer og kabling mellom de %n maskinene er ikke inkludert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices in %1, VAT shown separately; list prices dated %2.</source>
        <translation>Priser i %1, mva. vist separat; listepriser per %2.</translation>
    </message>
    <message>
        <source>Prices in %1, excluding VAT; list prices dated %2.</source>
        <translation>Priser i %1, eksklusive mva.; listepriser per %2.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Aksept</translation>
    </message>
    <message>
        <source>Accepted on the terms of this quote:</source>
        <translation>Akseptert på vilkårene i dette tilbudet:</translation>
    </message>
    <message>
        <source>Accepted for %1 on the terms of this quote:</source>
        <translation>Akseptert for %1 på vilkårene i dette tilbudet:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Offered by %1.</source>
        <translation>Tilbudt av %1.</translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation>Serverne disse GPU-ene skal i, er ikke oppført og ikke priset.</translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation>Ingen av maskinene du selger rommer denne konfigurasjonen: den er tilbudt på katalogens.</translation>
    </message>
    <message>
        <source>%1, one a spare</source>
        <comment>N+1: one of the units bought is a spare</comment>
        <translation>%1, én i reserve</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportText</name>
    <message>
        <source>Memory figures are the peak per GPU as nvidia-smi reports it (memory used on the device): %1 that PyTorch allocates (max_memory_allocated), plus %2 that its caching allocator holds in reserve, plus %3 for the CUDA context and kernels.</source>
        <translation>Minnetallene er toppen per GPU slik nvidia-smi rapporterer den (minne brukt på enheten): %1 som PyTorch allokerer (max_memory_allocated), pluss %2 som caching-allokatoren holder i reserve, pluss %3 til CUDA-konteksten og kjernene.</translation>
    </message>
    <message>
        <source>Each %1 can use %2: what the driver leaves for allocations, not the memory size printed on the box.</source>
        <translation>Hver %1 kan bruke %2: det driveren lar være igjen til allokeringer, ikke minnestørrelsen som står på esken.</translation>
    </message>
    <message>
        <source>Speed assumes the GPUs reach %1 of their peak dense %2 throughput (%3 TFLOP/s per GPU) on the model&apos;s arithmetic (model FLOPs utilisation, MFU). Well-tuned training reaches 35–55 %; small batches, small models and slow links reach less.</source>
        <translation>Hastigheten forutsetter at GPU-ene oppnår %1 av sin maksimale tette %2-gjennomstrømning (%3 TFLOP/s per GPU) på modellens beregninger (model FLOPs utilisation, MFU). Godt innstilt trening når 35–55 %; små batcher, små modeller og trege forbindelser når mindre.</translation>
    </message>
    <message>
        <source>Work per token: %1 GFLOP for the model&apos;s forward and backward passes, %2 GFLOP with recomputation and dequantisation.</source>
        <translation>Arbeid per token: %1 GFLOP for modellens forover- og bakover-pass, %2 GFLOP med reberegning og dekvantisering.</translation>
    </message>
    <message>
        <source>With %1 GPUs, communication not hidden behind computation takes %2 s of each %3 s step; the GPUs together run at %4 of %1 times one GPU&apos;s speed.</source>
        <translation>Med %1 GPU-er tar kommunikasjon som ikke skjules bak beregningene, %2 s av hvert steg på %3 s; samlet yter GPU-ene %4 av %1 ganger hastigheten til én GPU.</translation>
    </message>
    <message>
        <source>Memory model: Korthikanti et al., “Reducing Activation Recomputation in Large Transformer Models” (2022); Rajbhandari et al., “ZeRO” (2019); Dettmers et al., “QLoRA” (2023); EleutherAI, “Transformer Math 101”.</source>
        <translation>Minnemodell: Korthikanti mfl., «Reducing Activation Recomputation in Large Transformer Models» (2022); Rajbhandari mfl., «ZeRO» (2019); Dettmers mfl., «QLoRA» (2023); EleutherAI, «Transformer Math 101».</translation>
    </message>
    <message>
        <source>Time model: NVIDIA Megatron-LM; Isaev et al., “Calculon” (SC&apos;23); cli99/llm-analysis.</source>
        <translation>Tidsmodell: NVIDIA Megatron-LM; Isaev mfl., «Calculon» (SC&apos;23); cli99/llm-analysis.</translation>
    </message>
    <message>
        <source>Calculated with %1 %2. The estimate is a planning aid, not a guarantee: measure a short run before committing to hardware.</source>
        <translation>Beregnet med %1 %2. Estimatet er et planleggingsverktøy, ikke en garanti: Mål en kort kjøring før du binder deg til maskinvare.</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 per GPU-time</translation>
    </message>
    <message>
        <source>turn on activation checkpointing (%1)</source>
        <translation>slå på gradient checkpointing (%1)</translation>
    </message>
    <message>
        <source>shorten the sequences to %1</source>
        <translation>kort ned sekvensene til %1</translation>
    </message>
    <message>
        <source>use the %1 optimizer</source>
        <translation>bruk optimizeren %1</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>bytt til %1</translation>
    </message>
    <message>
        <source>shard the model states (%1)</source>
        <translation>fordel modelltilstandene med sharding (%1)</translation>
    </message>
    <message>
        <source>move states to host memory (%1)</source>
        <translation>flytt tilstandene til vertsminnet (%1)</translation>
    </message>
    <message>
        <source>use %1 (%2)</source>
        <translation>bruk %1 (%2)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>beregning</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>minnebåndbredde</translation>
    </message>
    <message>
        <source>communication between GPUs</source>
        <translation>kommunikasjon mellom GPU-er</translation>
    </message>
    <message>
        <source>Configurations that were considered, best first. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation>Konfigurasjoner som ble vurdert, de beste først. Minnet er per GPU (påkrevd av tilgjengelig); tid og kostnad gjelder hele datasettet.</translation>
    </message>
    <message>
        <source>The configuration of this scenario. Memory is per GPU (required of usable); time and cost are for the whole dataset.</source>
        <translation>Konfigurasjonen i dette scenarioet. Minnet er per GPU (påkrevd av tilgjengelig); tid og kostnad gjelder hele datasettet.</translation>
    </message>
    <message>
        <source>%1 (this scenario)</source>
        <translation>%1 (dette scenarioet)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 av %2</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1 (får ikke plass)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategi</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Minne per GPU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eie</translation>
    </message>
    <message>
        <source>Tokens to process</source>
        <translation>Tokens som skal behandles</translation>
    </message>
    <message>
        <source>%1 (%2 epochs of %3)</source>
        <translation>%1 (%2 epoker à %3)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hastighet</translation>
    </message>
    <message>
        <source>%1 tokens per second per GPU, %2 for all GPUs; limited by %3</source>
        <translation>%1 tokens per sekund per GPU, %2 for alle GPU-ene; begrenset av %3</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Treningstid</translation>
    </message>
    <message>
        <source>%1 (%2 GPU-hours)</source>
        <translation>%1 (%2 GPU-timer)</translation>
    </message>
    <message>
        <source>%1 tokens per second per request, %2 for the batch; limited by %3</source>
        <translation>%1 tokens per sekund per forespørsel, %2 for hele batchen; begrenset av %3</translation>
    </message>
    <message>
        <source>set in the scenario</source>
        <translation>angitt i scenarioet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cost when renting</source>
        <translation>Kostnad ved leie</translation>
    </message>
    <message>
        <source>Cost on owned GPUs</source>
        <translation>Kostnad med egne GPU-er</translation>
    </message>
    <message>
        <source>Per GPU and year</source>
        <translation>Per GPU og år</translation>
    </message>
    <message>
        <source>renting %1, owning %2 at %3 hours of use</source>
        <translation>leie %1, eie %2 ved %3 timers bruk</translation>
    </message>
    <message>
        <source>Rent or own: owning a GPU becomes cheaper than renting it above %1 hours of use a year (%2 of the time).</source>
        <translation>Leie eller eie: Å eie en GPU blir billigere enn å leie den ved mer enn %1 timers bruk i året (%2 av tiden).</translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, owning is cheaper.</source>
        <translation>Med de antatte %1 timene i året er det billigst å eie.</translation>
    </message>
    <message>
        <source>At the assumed %1 hours a year, renting is cheaper.</source>
        <translation>Med de antatte %1 timene i året er det billigst å leie.</translation>
    </message>
    <message>
        <source>Rent or own: at these prices renting stays cheaper at any amount of use.</source>
        <translation>Leie eller eie: Med disse prisene er det billigst å leie, uansett hvor mye GPU-ene brukes.</translation>
    </message>
    <message>
        <source>%1: %2 per GPU of %3, about %4 and %5 when renting.</source>
        <translation>%1: %2 per GPU av %3, omtrent %4 og %5 ved leie.</translation>
    </message>
    <message>
        <source>Switch to %1: it needs %2 per GPU and fits on %3.</source>
        <translation>Bytt til %1: Det krever %2 per GPU og får plass på %3.</translation>
    </message>
    <message>
        <source>Shorten the sequences from %1 to at most %2.</source>
        <translation>Kort ned sekvensene fra %1 til høyst %2.</translation>
    </message>
    <message>
        <source>Use %1 with %2: %3 per GPU of %4, about %5 and %6 when renting.</source>
        <translation>Bruk %1 med %2: %3 per GPU av %4, omtrent %5 og %6 ved leie.</translation>
    </message>
    <message>
        <source>No single change among those tried (another method, shorter sequences, other GPU configurations) makes this scenario fit. More GPUs with sharding of the model states, or a smaller model, are needed.</source>
        <translation>Ingen enkeltendring blant dem som ble prøvd (en annen metode, kortere sekvenser, andre GPU-konfigurasjoner), får dette scenarioet til å få plass. Det trengs flere GPU-er med sharding av modelltilstandene, eller en mindre modell.</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 milliarder</translation>
    </message>
    <message>
        <source>mixture of experts: %1 experts, %2 active per token</source>
        <translation>mixture of experts: %1 eksperter, %2 aktive per token</translation>
    </message>
    <message>
        <source>dense transformer</source>
        <translation>tett transformer</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 lag</translation>
    </message>
    <message>
        <source>hidden size %1</source>
        <translation>skjult dimensjon %1</translation>
    </message>
    <message>
        <source>%1 attention heads (%2 key/value heads)</source>
        <translation>%1 attention-hoder (%2 key/value-hoder)</translation>
    </message>
    <message>
        <source>vocabulary %1</source>
        <translation>vokabular %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parametere</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>%1 parametere, %2 aktive per token</translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation>%1 (%2; %3)</translation>
    </message>
    <message>
        <source>%1 with rank %2, alpha %3, on %4 (%5 trainable parameters)</source>
        <translation>%1 med rang %2, alfa %3, på %4 (%5 trenbare parametere)</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 millioner</translation>
    </message>
    <message>
        <source>weights stored as %1, computed in %2</source>
        <translation>vekter lagret som %1, beregnet i %2</translation>
    </message>
    <message>
        <source>; fp32 master copy of the trained weights</source>
        <translation>; FP32-masterkopi av de trente vektene</translation>
    </message>
    <message>
        <source>; no separate fp32 master copy</source>
        <translation>; ingen egen FP32-masterkopi</translation>
    </message>
    <message>
        <source>%1 sequences per GPU × %2 accumulation steps × %3 data-parallel replicas = %4 sequences per step</source>
        <translation>%1 sekvenser per GPU × %2 akkumuleringssteg × %3 dataparallelle replikaer = %4 sekvenser per steg</translation>
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
        <translation>Med %1 av %2 trengs %3 minne per GPU, og det får plass på %4 med %5 til overs.</translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU, %4 more than the %5 each GPU of %6 can use, so it does not fit as configured.</source>
        <translation>Med %1 av %2 trengs %3 minne per GPU, %4 mer enn de %5 hver GPU i %6 kan bruke, så det får ikke plass slik det er konfigurert.</translation>
    </message>
    <message>
        <source>Training on %1 takes about %2 (%3 GPU-hours) and costs about %4 when renting, or %5 on owned GPUs.</source>
        <translation>Trening på %1 tar omtrent %2 (%3 GPU-timer) og koster omtrent %4 ved leie, eller %5 med egne GPU-er.</translation>
    </message>
    <message>
        <source>It generates about %1 tokens per second per request (%2 per second for the batch).</source>
        <translation>Modellen genererer omtrent %1 tokens per sekund per forespørsel (%2 per sekund for hele batchen).</translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 and %4.</source>
        <translation>Den best rangerte konfigurasjonen som får plass, er %1 (%2): omtrent %3 og %4 i leie.</translation>
    </message>
    <message>
        <source>The section “%1” lists changes that bring it within the GPU&apos;s memory.</source>
        <translation>Avsnittet «%1» viser endringer som gjør at det får plass i GPU-minnet.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metode</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Presisjon</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sekvenslengde</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Memory savers</source>
        <translation>Minnesparing</translation>
    </message>
    <message>
        <source>activation checkpointing: %1; attention: %2</source>
        <translation>gradient checkpointing: %1; attention: %2</translation>
    </message>
    <message>
        <source>Generated tokens</source>
        <translation>Genererte tokens</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Samtidige forespørsler</translation>
    </message>
    <message>
        <source>%1 (%2 usable per GPU)</source>
        <translation>%1 (%2 tilgjengelig per GPU)</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallellisme</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datasett</translation>
    </message>
    <message>
        <source>%1 per epoch × %2 epochs</source>
        <translation>%1 per epoke × %2 epoker</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>usable on %1: %2</source>
        <translation>tilgjengelig på %1: %2</translation>
    </message>
    <message>
        <source>Peak memory of one GPU by what occupies it. The dashed line is the memory the GPU can use; the part of the bar beyond it does not fit.</source>
        <translation>Toppminnet til én GPU fordelt på hva som bruker det. Den stiplede linjen er minnet GPU-en kan bruke; den delen av søylen som går forbi linjen, får ikke plass.</translation>
    </message>
    <message>
        <source>Required per GPU</source>
        <translation>Påkrevd per GPU</translation>
    </message>
    <message>
        <source>Usable memory of the GPU</source>
        <translation>Tilgjengelig minne på GPU-en</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Ledig minne</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Mangler</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponent</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Andel</translation>
    </message>
    <message>
        <source>Host memory (RAM) needed as well: %1 per GPU.</source>
        <translation>I tillegg trengs vertsminne (RAM): %1 per GPU.</translation>
    </message>
    <message>
        <source>The same model, data and GPUs with each fine-tuning method (and inference for comparison): memory per GPU, and time and rent for the whole dataset.</source>
        <translation>Samme modell, data og GPU-er med hver finjusteringsmetode (og inferens til sammenligning): minne per GPU, og tid og leie for hele datasettet.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>får plass</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>får ikke plass</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>På %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 av %2</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferens</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>full finjustering</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-finjustering</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA-finjustering</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>trening fra scratch</translation>
    </message>
    <message>
        <source>GPU sizing report</source>
        <translation>GPU-dimensjoneringsrapport</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammendrag</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>What was sized</source>
        <translation>Hva som ble dimensjonert</translation>
    </message>
    <message>
        <source>Full fine-tuning, LoRA and QLoRA compared</source>
        <translation>Full finjustering, LoRA og QLoRA sammenlignet</translation>
    </message>
    <message>
        <source>GPU configurations</source>
        <translation>GPU-konfigurasjoner</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>Tid og kostnad</translation>
    </message>
    <message>
        <source>What would make it fit</source>
        <translation>Slik kan det få plass</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Forutsetninger</translation>
    </message>
    <message>
        <source>Accuracy of the estimate</source>
        <translation>Estimatets nøyaktighet</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Utarbeidet av</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation>Beregnet med</translation>
    </message>
    <message>
        <source>The estimator was checked against %1 published memory measurements of real training, fine-tuning and inference runs: its peak memory per GPU is off by %2 on average (median %3).</source>
        <translation>Beregningsmodellen er kontrollert mot %1 publiserte minnemålinger fra virkelige kjøringer av trening, finjustering og inferens: Toppminnet per GPU avviker i gjennomsnitt med %2 (median %3).</translation>
    </message>
    <message>
        <source>Its speed was checked against %1 measured throughputs: off by %2 on average (median %3).</source>
        <translation>Hastigheten er kontrollert mot %1 målte gjennomstrømninger: Avviket er i gjennomsnitt %2 (median %3).</translation>
    </message>
    <message>
        <source>Treat the figures in this report accordingly, and keep a margin of memory.</source>
        <translation>Les tallene i denne rapporten i lys av dette, og sett av en margin i minnet.</translation>
    </message>
    <message>
        <source>%1 (one epoch)</source>
        <translation>%1 (én epoke)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No training time could be estimated for this configuration.</source>
        <translation>For denne konfigurasjonen kunne ingen treningstid beregnes.</translation>
    </message>
    <message>
        <source>%1, one epoch</source>
        <translation>%1, én epoke</translation>
    </message>
    <message>
        <source>Does not fit: %1 of memory missing on each GPU.</source>
        <translation>Får ikke plass: Det mangler %1 minne på hver GPU.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequence(s) per GPU with %2 accumulation steps (same global batch)</source>
        <translation>
            <numerusform>%1 sekvens per GPU med %2 akkumuleringssteg (samme globale batch)</numerusform>
            <numerusform>%1 sekvenser per GPU med %2 akkumuleringssteg (samme globale batch)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tight)</source>
        <translation>%1 (knapt)</translation>
    </message>
    <message>
        <source>%1 of %2 needs %3 of memory per GPU and fits on %4 with only %5 to spare, less than the %6 safety margin: it may run out of memory.</source>
        <translation>%1 av %2 trenger %3 minne per GPU og får plass på %4 med bare %5 til overs, mindre enn sikkerhetsmarginen på %6: det kan gå tom for minne.</translation>
    </message>
    <message>
        <source>tight (inside the safety margin)</source>
        <translation>knapt (innenfor sikkerhetsmarginen)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <comment>copies of the model serving in parallel</comment>
        <translation>
            <numerusform>%Ln kopi</numerusform>
            <numerusform>%Ln kopier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tensor parallel %1, %Ln replica(s)</source>
        <translation>
            <numerusform>tensorparallell %1, %Ln kopi</numerusform>
            <numerusform>tensorparallell %1, %Ln kopier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs per replica, %Ln replica(s)</source>
        <translation>
            <numerusform>%1 GPU-er per kopi, %Ln kopi</numerusform>
            <numerusform>%1 GPU-er per kopi, %Ln kopier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, %Ln concurrent user(s) (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>Med %1 betjenes %Ln samtidig bruker (%2 tokens inn, %3 ut) på %4 (%5) med %6 utdata-tokens per sekund.</numerusform>
            <numerusform>Med %1 betjenes %Ln samtidige brukere (%2 tokens inn, %3 ut) på %4 (%5) med %6 utdata-tokens per sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>With %1, a load of %2 requests per second (%3 tokens in, %4 out) is served on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 arriving requests per second, %3 and %4 mean prompt and generated tokens per request, %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation>Med %1 betjenes en last på %2 forespørsler per sekund (%3 tokens inn, %4 ut) på %5 (%6) med %7 utdata-tokens per sekund.</translation>
    </message>
    <message numerus="yes">
        <source>With %1, a batch of %Ln request(s) run together (%2 tokens in, %3 out) is served on %4 (%5) at %6 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per second</comment>
        <translation>
            <numerusform>Med %1 kjøres en batch på %Ln forespørsel samlet (%2 tokens inn, %3 ut) på %4 (%5) med %6 utdata-tokens per sekund.</numerusform>
            <numerusform>Med %1 kjøres en batch på %Ln forespørsler samlet (%2 tokens inn, %3 ut) på %4 (%5) med %6 utdata-tokens per sekund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1, an offline job of %Ln request(s) (%2 tokens in, %3 out) finishes in %4 on %5 (%6) at %7 output tokens per second.</source>
        <comment>%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 time to finish (e.g. 25 min), %5 GPUs, %6 replicas, %7 tokens per second</comment>
        <translation>
            <numerusform>Med %1 blir en offline-jobb på %Ln forespørsel (%2 tokens inn, %3 ut) ferdig på %4 på %5 (%6) med %7 utdata-tokens per sekund.</numerusform>
            <numerusform>Med %1 blir en offline-jobb på %Ln forespørsler (%2 tokens inn, %3 ut) ferdig på %4 på %5 (%6) med %7 utdata-tokens per sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>time to first token at most %1</source>
        <translation>tid til første token høyst %1</translation>
    </message>
    <message>
        <source>time per output token at most %1</source>
        <translation>tid per utdata-token høyst %1</translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %Ln replica(s) to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>Målene (%1, ved %2) nås; lasten trenger minst %Ln kopi for å nå dem.</numerusform>
            <numerusform>Målene (%1, ved %2) nås; lasten trenger minst %Ln kopier for å nå dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %Ln replica(s) would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean)</comment>
        <translation>
            <numerusform>Målene (%1, ved %2) nås ikke med dette oppsettet; %Ln kopi ville nådd dem.</numerusform>
            <numerusform>Målene (%1, ved %2) nås ikke med dette oppsettet; %Ln kopier ville nådd dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no number of replicas up to %3 meets them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most replicas tried</comment>
        <translation>Målene (%1, ved %2) nås ikke, og ingen antall kopier opp til %3 når dem.</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servering</translation>
    </message>
    <message numerus="yes">
        <source>The weights and the engine&apos;s workspace do not fit a replica of %Ln GPU(s) (%1 of weights per GPU): more tensor parallelism is needed.</source>
        <comment>%1 memory, e.g. 131.4 GiB</comment>
        <translation>
            <numerusform>Vektene og motorens arbeidsminne får ikke plass i en kopi på %Ln GPU (%1 vekter per GPU): det trengs mer tensorparallellisme.</numerusform>
            <numerusform>Vektene og motorens arbeidsminne får ikke plass i en kopi på %Ln GPU-er (%1 vekter per GPU): det trengs mer tensorparallellisme.</numerusform>
        </translation>
    </message>
    <message>
        <source>The load exceeds what the replicas complete: each replica completes at most %1 requests per second, so requests would queue without end. The figures below are those at that limit.</source>
        <translation>Lasten er større enn det kopiene rekker: hver kopi fullfører høyst %1 forespørsler per sekund, så forespørslene ville stått i kø uten ende. Tallene nedenfor gjelder ved denne grensen.</translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3; about %4 per million output tokens.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms), %4 money</comment>
        <translation>Tid per utdata-token %1 %2, tid til første token %1 %3; omtrent %4 per million utdata-tokens.</translation>
    </message>
    <message>
        <source>Time per output token %1 %2, time to first token %1 %3.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms)</comment>
        <translation>Tid per utdata-token %1 %2, tid til første token %1 %3.</translation>
    </message>
    <message>
        <source>KV-cache pool per GPU</source>
        <translation>KV-cache-buffer per GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1; a replica holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; en kopi rommer %Ln sekvens på %2</numerusform>
            <numerusform>%1; en kopi rommer %Ln sekvenser på %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation>Forespørsler under behandling per kopi</translation>
    </message>
    <message>
        <source>Requests completed per second</source>
        <translation>Fullførte forespørsler per sekund</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Utdata-tokens per sekund</translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation>Inndata-tokens per sekund</translation>
    </message>
    <message>
        <source>Time to first token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation>Tid til første token (%1)</translation>
    </message>
    <message>
        <source>Time per output token (%1)</source>
        <comment>%1 the statistics, e.g. mean / p50 / p90 / p99</comment>
        <translation>Tid per utdata-token (%1)</translation>
    </message>
    <message>
        <source>What limits the deployment</source>
        <translation>Hva som begrenser oppsettet</translation>
    </message>
    <message>
        <source>Cost per million output tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation>Kostnad per million utdata-tokens ved %1 gjennomsnittslast</translation>
    </message>
    <message>
        <source>Cost per million input tokens at %1 mean load</source>
        <comment>%1 the month&apos;s mean load as a share of the peak load, e.g. 50 %</comment>
        <translation>Kostnad per million inndata-tokens ved %1 gjennomsnittslast</translation>
    </message>
    <message>
        <source>Rent of %1 per month</source>
        <comment>%1 GPUs, e.g. 2 × H100 SXM5 80GB</comment>
        <translation>Leie for %1 per måned</translation>
    </message>
    <message>
        <source>Time to finish the job</source>
        <translation>Tid til jobben er ferdig</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Continuous batching with the engine&apos;s documented defaults; figures validated against measured serving benchmarks (see “%1” and “%2”).</source>
        <comment>%1 and %2 section headings</comment>
        <translation>Kontinuerlig batching med motorens dokumenterte standardverdier; tallene er validert mot målte serveringsbenchmarker (se «%1» og «%2»).</translation>
    </message>
    <message>
        <source>Memory figures are what the serving engine holds on each GPU: the weights (%1), its workspace and graph pool (%2), the CUDA context (%3), and the KV-cache pool it reserves in the memory left (%4).</source>
        <comment>%1 to %4 memory</comment>
        <translation>Minnetallene er det serveringsmotoren holder på hver GPU: vektene (%1), arbeidsminnet og graf-bufferen (%2), CUDA-konteksten (%3) og KV-cache-bufferen den reserverer i minnet som er igjen (%4).</translation>
    </message>
    <message>
        <source>Serving configurations that were considered, best first, each with the replicas the load needs.</source>
        <translation>Serveringsoppsett som ble vurdert, det beste først, hvert med kopiene lasten trenger.</translation>
    </message>
    <message>
        <source>The serving configuration of this scenario.</source>
        <translation>Serveringsoppsettet i dette scenariet.</translation>
    </message>
    <message>
        <source>KV pool: the sequences one replica&apos;s KV-cache pool holds; output tokens/s: of the whole deployment; TPOT: time per output token at %1; per 1M output tokens: the rent at %2 mean load; per month: the rent of all its GPUs.</source>
        <comment>%1 the statistic (p99, p50, mean), %2 the month&apos;s mean load as a share of the peak load, e.g. 50 %; the names before the colons are the column headings</comment>
        <translation>KV-buffer: sekvensene KV-cache-bufferen til én kopi rommer; utdata-tokens/s: for hele oppsettet; TPOT: tid per utdata-token ved %1; per 1M utdata-tokens: leien ved %2 gjennomsnittslast; per måned: leien for alle GPU-ene.</translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <comment>tensor parallel degree × replicas</comment>
        <translation>TP × kopier</translation>
    </message>
    <message>
        <source>KV pool</source>
        <comment>sequences one replica&apos;s KV-cache pool holds</comment>
        <translation>KV-buffer</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Utdata-tokens/s</translation>
    </message>
    <message>
        <source>TPOT (%1)</source>
        <comment>time per output token at the statistic, e.g. p99</comment>
        <translation>TPOT (%1)</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>Per 1M utdata-tokens</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per måned</translation>
    </message>
    <message numerus="yes">
        <source>More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequence(s) per replica.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas</comment>
        <translation>
            <numerusform>Mer tensorparallellisme: %1 (%2), der KV-cache-bufferen rommer %Ln sekvens per kopi.</numerusform>
            <numerusform>Mer tensorparallellisme: %1 (%2), der KV-cache-bufferen rommer %Ln sekvenser per kopi.</numerusform>
        </translation>
    </message>
    <message>
        <source>More tensor parallelism: split the weights over more GPUs per replica.</source>
        <translation>Mer tensorparallellisme: del vektene over flere GPU-er per kopi.</translation>
    </message>
    <message>
        <source>A GPU with more memory: %1 (%2), %3 usable per GPU.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 memory</comment>
        <translation>En GPU med mer minne: %1 (%2), %3 tilgjengelig per GPU.</translation>
    </message>
    <message>
        <source>Weights in %1 or %2 instead of %3.</source>
        <comment>weight formats, e.g. fp8, int4, bf16</comment>
        <translation>Vekter i %1 eller %2 i stedet for %3.</translation>
    </message>
    <message>
        <source>Weights in %1 instead of %2.</source>
        <comment>weight formats, e.g. int4, fp8</comment>
        <translation>Vekter i %1 i stedet for %2.</translation>
    </message>
    <message>
        <source>What the GPUs cost to rent or to own.</source>
        <translation>Hva GPU-ene koster å leie eller eie.</translation>
    </message>
    <message>
        <source>The rent of the deployment per month and per million output tokens is in “%1”.</source>
        <comment>%1 a section heading</comment>
        <translation>Leien for oppsettet per måned og per million utdata-tokens står i «%1».</translation>
    </message>
    <message numerus="yes">
        <source>%Ln request(s)</source>
        <comment>the size of an offline job or a static batch</comment>
        <translation>
            <numerusform>%Ln forespørsel</numerusform>
            <numerusform>%Ln forespørsler</numerusform>
        </translation>
    </message>
    <message>
        <source>Serving %1 with %2 does not fit on %3: the weights take %4 and the engine&apos;s workspace %5 of the %6 each GPU can use, which leaves no room for the KV cache of one sequence of %7.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 %5 %6 memory, %7 tokens</comment>
        <translation>Servering av %1 med %2 får ikke plass på %3: vektene tar %4 og motorens arbeidsminne %5 av de %6 hver GPU kan bruke, så det blir ikke plass til KV-cachen for én sekvens på %7.</translation>
    </message>
    <message>
        <source>The best-ranked configuration that fits is %1 (%2), at about %3 per month.</source>
        <comment>%1 GPUs, %2 tensor parallel degree × replicas, %3 money</comment>
        <translation>Det best rangerte oppsettet som får plass er %1 (%2), til omtrent %3 per måned.</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per replica.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Servering av %1 med %2 på %3: vektene tar %4 og motorens arbeidsminne %5 per GPU, og KV-cache-bufferen motoren reserverer ved siden av rommer %Ln sekvens på %6 per kopi.</numerusform>
            <numerusform>Servering av %1 med %2 på %3: vektene tar %4 og motorens arbeidsminne %5 per GPU, og KV-cache-bufferen motoren reserverer ved siden av rommer %Ln sekvenser på %6 per kopi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3), for about %4 per million output tokens.</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean), %4 money</comment>
        <translation>Oppsettet genererer omtrent %1 utdata-tokens per sekund med en tid per utdata-token på %2 (%3), for omtrent %4 per million utdata-tokens.</translation>
    </message>
    <message>
        <source>The deployment generates about %1 output tokens per second at a time per output token of %2 (%3).</source>
        <comment>%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean)</comment>
        <translation>Oppsettet genererer omtrent %1 utdata-tokens per sekund med en tid per utdata-token på %2 (%3).</translation>
    </message>
    <message>
        <source>The load is more than the replicas complete, so requests would queue without end.</source>
        <translation>Lasten er større enn det kopiene rekker, så forespørslene ville stått i kø uten ende.</translation>
    </message>
    <message>
        <source>It does not meet the latency targets (see “%1”).</source>
        <comment>%1 a section heading</comment>
        <translation>Det når ikke latensmålene (se «%1»).</translation>
    </message>
    <message>
        <source>Does not fit: on each GPU the weights and the engine&apos;s workspace leave no room for the KV cache.</source>
        <translation>Får ikke plass: på hver GPU gir vektene og motorens arbeidsminne ikke plass til KV-cachen.</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serveringsmotor</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Tokens per request</source>
        <translation>Tokens per forespørsel</translation>
    </message>
    <message>
        <source>%1 in, %2 out (means)</source>
        <comment>prompt and generated tokens per request</comment>
        <translation>%1 inn, %2 ut (gjennomsnitt)</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>Prefiks-cache</translation>
    </message>
    <message>
        <source>%1 of the prompt tokens served from the cache</source>
        <translation>%1 av prompt-tokenene hentes fra cachen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>stored as %1</source>
        <translation>lagret som %1</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latensmål</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no latency targets</comment>
        <translation>ingen</translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per replica. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Minnet på én GPU slik serveringsmotoren holder det: vektene, motorens arbeidsminne og graf-buffer, CUDA-konteksten og KV-cache-bufferen den reserverer i minnet som er igjen, som rommer %Ln sekvens på %1 per kopi. Den stiplede linjen er minnet GPU-en kan bruke.</numerusform>
            <numerusform>Minnet på én GPU slik serveringsmotoren holder det: vektene, motorens arbeidsminne og graf-buffer, CUDA-konteksten og KV-cache-bufferen den reserverer i minnet som er igjen, som rommer %Ln sekvenser på %1 per kopi. Den stiplede linjen er minnet GPU-en kan bruke.</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of one GPU as the serving engine would hold it: the weights and the workspace leave no room for the KV cache of one sequence of %1. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>Minnet på én GPU slik serveringsmotoren ville holdt det: vektene og arbeidsminnet gir ikke plass til KV-cachen for én sekvens på %1. Den stiplede linjen er minnet GPU-en kan bruke.</translation>
    </message>
    <message>
        <source>Held by the engine per GPU</source>
        <translation>Holdt av motoren per GPU</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>heading: rent and purchase prices of the GPUs</comment>
        <translation>Kostnad</translation>
    </message>
    <message>
        <source>* No measured run calibrates this GPU family: its speed, time and cost rest on the datasheet and an assumed efficiency.</source>
        <translation>* Ingen målt kjøring kalibrerer denne GPU-familien: hastighet, tid og kostnad bygger på databladet og en antatt effektivitet.</translation>
    </message>
    <message>
        <source>To own the first configuration: %1.</source>
        <translation>For å eie den første konfigurasjonen: %1.</translation>
    </message>
    <message>
        <source>list price of %1</source>
        <translation>listepris per %1</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Valutakurs</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (rate of %3); list prices in other currencies are converted at it</source>
        <translation>1 USD = %1 %2 (kurs per %3); listepriser i andre valutaer regnes om med den</translation>
    </message>
    <message>
        <source>The sequence length %1 exceeds the model&apos;s context window of %2 tokens: the model was not trained on sequences this long.</source>
        <comment>%1 and %2 token counts</comment>
        <translation>Sekvenslengden %1 er lengre enn modellens kontekstvindu på %2 tokens: modellen er ikke trent på så lange sekvenser.</translation>
    </message>
    <message>
        <source>Model configuration as given</source>
        <comment>source of a model without a public model card</comment>
        <translation>Modellkonfigurasjon som oppgitt</translation>
    </message>
    <message>
        <source>Model card: %1</source>
        <comment>%1 the address of the model card, huggingface.co/owner/name</comment>
        <translation>Modellkort: %1</translation>
    </message>
    <message>
        <source>Manufacturer&apos;s datasheet: %1</source>
        <comment>%1 a GPU name</comment>
        <translation>Produsentens datablad: %1</translation>
    </message>
    <message>
        <source>%1 datasheet: %2</source>
        <comment>%1 the GPU&apos;s vendor (NVIDIA, AMD, Intel), %2 the GPU&apos;s name</comment>
        <translation>Datablad fra %1: %2</translation>
    </message>
    <message>
        <source>Rent per GPU-hour as set in the scenario</source>
        <translation>Leie per GPU-time som satt i scenarioet</translation>
    </message>
    <message>
        <source>Rent estimated from public on-demand prices of similar GPUs, %1</source>
        <comment>%1 a date</comment>
        <translation>Leie anslått fra offentlige on-demand-priser for lignende GPU-er, %1</translation>
    </message>
    <message>
        <source>Public on-demand price lists, read %1</source>
        <comment>%1 the date the prices were read</comment>
        <translation>Offentlige on-demand-prislister, lest %1</translation>
    </message>
    <message>
        <source>Indicative list price, %1</source>
        <comment>%1 one date or several (2024-08-22 and 2026-11-30)</comment>
        <translation>Veiledende listepris, %1</translation>
    </message>
    <message>
        <source>Prices change often: rent defaults to the list price of %1 unless the scenario sets one; purchase prices are indicative.</source>
        <comment>%1 a date</comment>
        <translation>Prisene endrer seg ofte: leien er listeprisen per %1 med mindre scenarioet setter en annen; innkjøpsprisene er veiledende.</translation>
    </message>
    <message>
        <source>Valid until</source>
        <comment>cover: the last day the report&apos;s figures hold</comment>
        <translation>Gyldig til</translation>
    </message>
    <message>
        <source>%1, with the defaults of %2</source>
        <comment>framework name, its version</comment>
        <translation>%1, med standardverdiene i %2</translation>
    </message>
    <message>
        <source>%1; compiled with torch.compile</source>
        <translation>%1; kompilert med torch.compile</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Rammeverk</translation>
    </message>
    <message>
        <source>chunked cross-entropy</source>
        <translation>blokkvis kryssentropi</translation>
    </message>
    <message>
        <source>checkpointed activations offloaded to host memory</source>
        <translation>checkpointede aktiveringer flyttet til vertsminnet</translation>
    </message>
    <message>
        <source>optimizer step in the backward pass</source>
        <translation>optimeringssteg i bakoverpasset</translation>
    </message>
    <message>
        <source>hold the KV cache in fp8</source>
        <translation>hold KV-cachen i fp8</translation>
    </message>
    <message>
        <source>serve the weights in %1</source>
        <translation>server vektene i %1</translation>
    </message>
    <message>
        <source>serve on %1 with tensor parallelism %2</source>
        <translation>server på %1 med tensorparallellisme %2</translation>
    </message>
    <message>
        <source>shorten the prompts to %1</source>
        <translation>kort ned promptene til %1</translation>
    </message>
    <message>
        <source>the GPU alone, no system listed</source>
        <translation>GPU-en alene, ingen system oppført</translation>
    </message>
    <message>
        <source>purchase %1 per GPU (%2), %3 kW per GPU, owned %4 years and used %5 hours a year; every term in “Total cost of ownership”</source>
        <comment>%2 the system quoted, %3 the system&apos;s rated power per GPU</comment>
        <translation>innkjøp %1 per GPU (%2), %3 kW per GPU, eid i %4 år og i bruk %5 timer i året; alle ledd under «Totale eierkostnader»</translation>
    </message>
    <message>
        <source>the draft model %1</source>
        <translation>utkastmodellen %1</translation>
    </message>
    <message>
        <source>an EAGLE head</source>
        <translation>et EAGLE-hode</translation>
    </message>
    <message>
        <source>an EAGLE-3 head</source>
        <translation>et EAGLE-3-hode</translation>
    </message>
    <message>
        <source>the model&apos;s multi-token-prediction module</source>
        <translation>modellens modul for flertokenprediksjon</translation>
    </message>
    <message>
        <source>n-gram lookup in the prompt</source>
        <translation>n-gram-oppslag i prompten</translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding: %1 drafts %Ln token(s) a step, and the model keeps %2 tokens a step on average, its own included; the draft holds %3 of weights per GPU.</source>
        <comment>%1 the draft (e.g. an EAGLE-3 head), %2 a number of tokens, %3 memory</comment>
        <translation>
            <numerusform>Spekulativ dekoding: %1 lager utkast til %Ln token per steg, og modellen beholder i snitt %2 tokener per steg, sitt eget medregnet; utkastet har %3 vekter per GPU.</numerusform>
            <numerusform>Spekulativ dekoding: %1 lager utkast til %Ln tokener per steg, og modellen beholder i snitt %2 tokener per steg, sitt eget medregnet; utkastet har %3 vekter per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>What moves the answer</source>
        <translation>Hva som flytter svaret</translation>
    </message>
    <message>
        <source>%1 as each assumption goes from its low to its high setting, the others as this scenario has them; the line marks this scenario&apos;s figure. %2</source>
        <translation>%1 når hver antakelse går fra sin lave til sin høye verdi, de andre som i dette scenariet; linjen markerer tallet for dette scenariet. %2</translation>
    </message>
    <message>
        <source>over the fast link (NVLink) between the GPUs</source>
        <translation>over den raske forbindelsen (NVLink) mellom GPU-ene</translation>
    </message>
    <message>
        <source>over the scale-out network between the servers</source>
        <translation>over scale-out-nettverket mellom serverne</translation>
    </message>
    <message numerus="yes">
        <source>%Ln prefill worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln prefill-arbeider med tensorparallell %1</numerusform>
            <numerusform>%Ln prefill-arbeidere med tensorparallell %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decode worker(s) of tensor parallel %1</source>
        <translation>
            <numerusform>%Ln dekodingsarbeider med tensorparallell %1</numerusform>
            <numerusform>%Ln dekodingsarbeidere med tensorparallell %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the prefill workers and the decode workers</comment>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Prefill and decode run on pools of their own: a prefill worker computes a prompt&apos;s KV cache and hands it (%1 for %2) to a decode worker, which generates the output tokens.</source>
        <comment>%1 memory, %2 tokens</comment>
        <translation>Prefill og dekoding kjører i hver sin gruppe: en prefill-arbeider beregner en prompts KV-cache og overleverer den (%1 for %2) til en dekodingsarbeider, som genererer utdatatokenene.</translation>
    </message>
    <message>
        <source>The time to first token is the wait for a prefill worker (%1 on average, the workers %2 busy), the prefill of the prompt (%3) and the hand-over %4 (%5 at %6 GB/s per GPU); the time per output token comes from the decode workers alone, whose steps carry no prompt.</source>
        <comment>%1 %3 %5 times, %2 a share, %4 the link (over the fast link …), %6 a bandwidth</comment>
        <translation>Tiden til første token er ventetiden på en prefill-arbeider (%1 i snitt, arbeiderne %2 opptatt), prefill av prompten (%3) og overleveringen %4 (%5 med %6 GB/s per GPU); tiden per utdatatoken kommer fra dekodingsarbeiderne alene, hvis steg ikke bærer noen prompt.</translation>
    </message>
    <message>
        <source>The targets (%1, at %2) are not met, and no pools of up to %3 workers each at these sizes meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 the most workers tried</comment>
        <translation>Målene (%1, ved %2) nås ikke, og ingen grupper på opptil %3 arbeidere hver av disse størrelsene når dem.</translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode worker(s) of these sizes to meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>Målene (%1, ved %2) nås; lasten krever minst %3 prefill- og %Ln dekodingsarbeider av disse størrelsene for å nå dem.</numerusform>
            <numerusform>Målene (%1, ved %2) nås; lasten krever minst %3 prefill- og %Ln dekodingsarbeidere av disse størrelsene for å nå dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode worker(s) of these sizes would meet them.</source>
        <comment>%1 the targets, %2 the statistic (p99, p50, mean), %3 a count</comment>
        <translation>
            <numerusform>Målene (%1, ved %2) nås ikke med denne utrullingen; %3 prefill- og %Ln dekodingsarbeider av disse størrelsene ville nådd dem.</numerusform>
            <numerusform>Målene (%1, ved %2) nås ikke med denne utrullingen; %3 prefill- og %Ln dekodingsarbeidere av disse størrelsene ville nådd dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation>Prefill av én prompt</translation>
    </message>
    <message>
        <source>Prefill workers busy</source>
        <translation>Prefill-arbeidere opptatt</translation>
    </message>
    <message>
        <source>Mean wait for a prefill worker</source>
        <translation>Gjennomsnittlig ventetid på en prefill-arbeider</translation>
    </message>
    <message>
        <source>KV hand-over of one prompt</source>
        <translation>KV-overlevering av én prompt</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>memory, time</comment>
        <translation>%1 på %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; a decode worker holds %Ln sequence(s) of %2</source>
        <comment>%1 memory, %2 tokens per sequence</comment>
        <translation>
            <numerusform>%1; en dekodingsarbeider rommer %Ln sekvens på %2</numerusform>
            <numerusform>%1; en dekodingsarbeider rommer %Ln sekvenser på %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in flight per decode worker</source>
        <translation>Forespørsler underveis per dekodingsarbeider</translation>
    </message>
    <message>
        <source>Deployment: tensor parallel degree × replicas, or for a split deployment its prefill workers (P) and decode workers (D), each with its tensor parallel degree; a split deployment&apos;s KV pool is one decode worker&apos;s.</source>
        <comment>the name before the colon is the column heading</comment>
        <translation>Utrulling: tensorparallell grad × replikaer, eller for en delt utrulling dens prefill-arbeidere (P) og dekodingsarbeidere (D), hver med sin tensorparallelle grad; KV-bufferen til en delt utrulling er én dekodingsarbeiders.</translation>
    </message>
    <message>
        <source>Deployment</source>
        <comment>prefill and decode workers, or TP × replicas</comment>
        <translation>Utrulling</translation>
    </message>
    <message numerus="yes">
        <source>Serving %1 with %2 on %3: the weights take %4 and the engine&apos;s workspace %5 per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 per decode worker.</source>
        <comment>%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence</comment>
        <translation>
            <numerusform>Servering av %1 med %2 på %3: vektene tar %4 og motorens arbeidsområde %5 per GPU i en dekodingsarbeider, og KV-bufferen motoren reserverer ved siden av rommer %Ln sekvens på %6 per dekodingsarbeider.</numerusform>
            <numerusform>Servering av %1 med %2 på %3: vektene tar %4 og motorens arbeidsområde %5 per GPU i en dekodingsarbeider, og KV-bufferen motoren reserverer ved siden av rommer %Ln sekvenser på %6 per dekodingsarbeider.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory of one GPU of a decode worker as the serving engine holds it: the weights, the engine&apos;s workspace and graph pool, the CUDA context, and the KV-cache pool it reserves in the memory left, which holds %Ln sequence(s) of %1 per decode worker. The dashed line is the memory the GPU can use.</source>
        <comment>%1 tokens per sequence</comment>
        <translation>
            <numerusform>Minnet til én GPU i en dekodingsarbeider slik serveringsmotoren holder det: vektene, motorens arbeidsområde og grafpool, CUDA-konteksten og KV-bufferen den reserverer i minnet som er igjen, som rommer %Ln sekvens på %1 per dekodingsarbeider. Den stiplede linjen er minnet GPU-en kan bruke.</numerusform>
            <numerusform>Minnet til én GPU i en dekodingsarbeider slik serveringsmotoren holder det: vektene, motorens arbeidsområde og grafpool, CUDA-konteksten og KV-bufferen den reserverer i minnet som er igjen, som rommer %Ln sekvenser på %1 per dekodingsarbeider. Den stiplede linjen er minnet GPU-en kan bruke.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ReportWriter</name>
    <message>
        <source>The scenario cannot be estimated, so there is no report to write: %1</source>
        <translation>Scenarioet kan ikke beregnes, så det finnes ingen rapport å skrive: %1</translation>
    </message>
    <message>
        <source>The report could not be saved as %1: %2</source>
        <translation>Rapporten kunne ikke lagres som %1: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Uten navn</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Valutakurser</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityText</name>
    <message>
        <source>Speed (band of measured runs)</source>
        <translation>Hastighet (målt bånd)</translation>
    </message>
    <message>
        <source>Latency statistic</source>
        <translation>Latensstatistikk</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Utdatalengde</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Inndatalengde</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sekvenslengde</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>Datasettstørrelse</translation>
    </message>
    <message>
        <source>Rent per GPU-hour</source>
        <translation>Leie per GPU-time</translation>
    </message>
    <message>
        <source>Usage hours per year</source>
        <translation>Brukstimer per år</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utnyttelse</translation>
    </message>
    <message>
        <source>PUE (cooling overhead)</source>
        <translation>PUE (kjøletillegg)</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Strømpris</translation>
    </message>
    <message>
        <source>Years of owning</source>
        <translation>År med eierskap</translation>
    </message>
    <message>
        <source>slow end</source>
        <comment>of the band of measured speeds</comment>
        <translation>langsom</translation>
    </message>
    <message>
        <source>fast end</source>
        <comment>of the band of measured speeds</comment>
        <translation>rask</translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>a factor: 0.5x</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1&#xa0;h/yr</source>
        <comment>hours per year</comment>
        <translation>%1&#xa0;t/år</translation>
    </message>
    <message numerus="yes">
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln år</numerusform>
            <numerusform>%Ln år</numerusform>
        </translation>
    </message>
    <message>
        <source>Time of the offline job</source>
        <translation>Tid for offlinejobben</translation>
    </message>
    <message>
        <source>Time of the run</source>
        <translation>Tid for kjøringen</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens</source>
        <translation>Kostnad per 1M utdatatokener</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kostnad for kjøringen</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>GPU-er som trengs</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>Tid per utdatatoken (TPOT)</translation>
    </message>
    <message>
        <source>%1 (h)</source>
        <comment>figure (unit)</comment>
        <translation>%1 (t)</translation>
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
            <numerusform>%Ln GPU-er</numerusform>
        </translation>
    </message>
    <message>
        <source>does not move it</source>
        <translation>flytter det ikke</translation>
    </message>
    <message>
        <source>Largest swing: %1, from %2 at %3 to %4 at %5.</source>
        <translation>Største utslag: %1, fra %2 ved %3 til %4 ved %5.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityTornado</name>
    <message>
        <source>This scenario: %1</source>
        <translation>Dette scenariet: %1</translation>
    </message>
    <message>
        <source>Low setting</source>
        <translation>Lav verdi</translation>
    </message>
    <message>
        <source>High setting</source>
        <translation>Høy verdi</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SensitivityView</name>
    <message>
        <source>%1 does not apply to this scenario, or it cannot be estimated.</source>
        <translation>%1 gjelder ikke for dette scenariet, eller det kan ikke estimeres.</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5
This scenario: %6</source>
        <translation>%1
%2: %3
%4: %5
Dette scenariet: %6</translation>
    </message>
    <message>
        <source>What moves it: %1</source>
        <translation>Hva som flytter det: %1</translation>
    </message>
    <message>
        <source>The scenario cannot be estimated.</source>
        <translation>Scenariet kan ikke estimeres.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Oppdaterer…</translation>
    </message>
    <message>
        <source>No assumption moves this figure.</source>
        <translation>Ingen antakelse flytter dette tallet.</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>&amp;Tall:</translation>
    </message>
    <message>
        <source>What moves the answer, by swing</source>
        <translation>Hva som flytter svaret, etter utslag</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenChart</name>
    <message>
        <source>Does not fit at any sequence length</source>
        <translation>Får ikke plass ved noen lengde</translation>
    </message>
    <message>
        <source>Fits at every length up to %1</source>
        <translation>Får plass ved alle lengder opp til %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Memory per GPU vs sequence length</source>
        <translation>Minne per GPU mot sekvenslengde</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Minne per GPU</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU-kapasitet</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>Nåværende innstilling</translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation>Lengste som får plass</translation>
    </message>
    <message>
        <source>Memory versus sequence length chart</source>
        <translation>Diagram over minne mot sekvenslengde</translation>
    </message>
    <message>
        <source>Fits up to
%1</source>
        <comment>two lines beside the marker</comment>
        <translation>Får plass opp til
%1</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sekvenslengde (tokens)</translation>
    </message>
    <message>
        <source>%1 interval at %2: %3</source>
        <comment>coverage (80 %), a sequence length in tokens and a memory range</comment>
        <translation>%1-intervall ved %2: %3</translation>
    </message>
    <message>
        <source>Memory vs sequence length</source>
        <comment>short chart title</comment>
        <translation>Minne mot sekvenslengde</translation>
    </message>
    <message>
        <source>Memory vs length</source>
        <comment>shortest chart title</comment>
        <translation>Minne mot lengde</translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <comment>a method, a sequence length in tokens and the memory per GPU</comment>
        <translation>%1 ved %2: %3</translation>
    </message>
    <message>
        <source>%1 does not fit at any sequence length</source>
        <comment>a method</comment>
        <translation>%1 får ikke plass ved noen sekvenslengde</translation>
    </message>
    <message>
        <source>%1 fits at every length up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation>%1 får plass ved alle lengder opp til %2</translation>
    </message>
    <message>
        <source>%1 fits up to %2</source>
        <comment>a method, a sequence length in tokens</comment>
        <translation>%1 får plass opp til %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SeqLenTimeChart</name>
    <message>
        <source>%1 at %2: %3, rent %4, own %5</source>
        <comment>a method, a sequence length, hours, two amounts</comment>
        <translation>%1 ved %2: %3, leie %4, eie %5</translation>
    </message>
    <message>
        <source>%1 (does not fit the GPU)</source>
        <comment>the text of a point beyond the longest length that fits</comment>
        <translation>%1 (får ikke plass på GPU-en)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>hours and rent of the run at the current setting</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Time and cost vs sequence length</source>
        <translation>Tid og kostnad mot sekvenslengde</translation>
    </message>
    <message>
        <source>Time and cost vs length</source>
        <comment>short chart title</comment>
        <translation>Tid og kostnad mot lengde</translation>
    </message>
    <message>
        <source>Time vs length</source>
        <comment>shortest chart title</comment>
        <translation>Tid mot lengde</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sekvenslengde (tokens)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <comment>short axis title: sequence length in tokens</comment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation>timer (faktisk tid)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passer ikke</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>Nåværende innstilling</translation>
    </message>
    <message>
        <source>Longest that fits</source>
        <translation>Lengste som får plass</translation>
    </message>
    <message>
        <source>Time and cost versus sequence length chart</source>
        <translation>Diagram over tid og kostnad mot sekvenslengde</translation>
    </message>
    <message>
        <source>rent in %1</source>
        <comment>axis title: the currency</comment>
        <translation>leie i %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingCurveChart</name>
    <message>
        <source>Throughput and latency against load</source>
        <translation>Gjennomstrømning og latens mot last</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>samtidige brukere</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>forespørsler per sekund</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>utdata-tokens/s</translation>
    </message>
    <message>
        <source>TPOT %1, ms</source>
        <comment>time per output token at a statistic</comment>
        <translation>TPOT %1, ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput and latency</source>
        <comment>short chart title</comment>
        <translation>Gjennomstrømning og latens</translation>
    </message>
    <message>
        <source>users</source>
        <comment>short axis title</comment>
        <translation>brukere</translation>
    </message>
    <message>
        <source>req/s</source>
        <comment>short axis title</comment>
        <translation>foresp./s</translation>
    </message>
    <message>
        <source>thousand output tokens/s</source>
        <translation>tusen utdatatokens/s</translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation>tusen tokens/s</translation>
    </message>
    <message>
        <source>tok/s</source>
        <comment>legend: output tokens per second</comment>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>target</source>
        <comment>legend: the TPOT target line</comment>
        <translation>mål</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::ServingGroup</name>
    <message>
        <source>Serving engine %1</source>
        <translation>Serveringsmotor %1</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Last %1</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Samtidige brukere</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Forespørsler per sekund</translation>
    </message>
    <message>
        <source>Offline requests</source>
        <translation>Offline-forespørsler</translation>
    </message>
    <message>
        <source>Lengths %1</source>
        <translation>Lengder %1</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Inndata-tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Utdata-tokens</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Treff i prefiks-cache</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV-cache %1</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-mål</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-mål</translation>
    </message>
    <message>
        <source>Target statistic %1</source>
        <translation>Målstatistikk %1</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servering</translation>
    </message>
    <message>
        <source>En&amp;gine</source>
        <translation>Mot&amp;or</translation>
    </message>
    <message>
        <source>L&amp;oad</source>
        <translation>L&amp;ast</translation>
    </message>
    <message>
        <source>Le&amp;ngths</source>
        <translation>Le&amp;ngder</translation>
    </message>
    <message>
        <source>Inpu&amp;t</source>
        <translation>Innda&amp;ta</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Utdata</translation>
    </message>
    <message>
        <source>Prefi&amp;x cache</source>
        <translation>Prefi&amp;ks-cache</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>&amp;KV-cache</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source> users</source>
        <translation> brukere</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> forespørsler/s</translation>
    </message>
    <message>
        <source> requests</source>
        <translation> forespørsler</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
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
        <translation>ingen</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serveringsmotor</translation>
    </message>
    <message>
        <source>The engine serving the model; each runs with its documented defaults</source>
        <translation>Motoren som serverer modellen; hver kjører med sine dokumenterte standardverdier</translation>
    </message>
    <message>
        <source>Kind of load</source>
        <translation>Type last</translation>
    </message>
    <message>
        <source>Requests in flight; a finished request is replaced at once</source>
        <translation>Forespørsler under behandling; en ferdig forespørsel erstattes straks</translation>
    </message>
    <message>
        <source>Requests arriving per second at random times</source>
        <translation>Forespørsler som kommer per sekund på tilfeldige tidspunkter</translation>
    </message>
    <message>
        <source>Requests in the offline job</source>
        <translation>Forespørsler i offline-jobben</translation>
    </message>
    <message>
        <source>Requests available at the start of a batch job</source>
        <translation>Forespørsler som er klare ved starten av en batch-jobb</translation>
    </message>
    <message>
        <source>Request length preset</source>
        <translation>Forhåndsvalg for lengder</translation>
    </message>
    <message>
        <source>Input tokens per request</source>
        <translation>Inndata-tokens per forespørsel</translation>
    </message>
    <message>
        <source>Mean prompt length</source>
        <translation>Gjennomsnittlig promptlengde</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>Utdata-tokens per forespørsel</translation>
    </message>
    <message>
        <source>Mean number of generated tokens</source>
        <translation>Gjennomsnittlig antall genererte tokens</translation>
    </message>
    <message>
        <source>Prefix cache hit rate in percent</source>
        <translation>Treffrate i prefiks-cache i prosent</translation>
    </message>
    <message>
        <source>Share of prompt tokens served from the prefix cache (shared system prompts, earlier turns of a chat)</source>
        <translation>Andel prompt-tokens som hentes fra prefiks-cachen (felles systemprompter, tidligere runder i en chat)</translation>
    </message>
    <message>
        <source>KV cache number format</source>
        <translation>Tallformat for KV-cache</translation>
    </message>
    <message>
        <source>fp8 holds twice the tokens in the same memory</source>
        <translation>fp8 rommer dobbelt så mange tokens i samme minne</translation>
    </message>
    <message>
        <source>Time to first token target in milliseconds</source>
        <translation>Mål for tid til første token i millisekunder</translation>
    </message>
    <message>
        <source>Time to first token the deployment must meet; none: no target</source>
        <translation>Tid til første token oppsettet må nå; ingen: uten mål</translation>
    </message>
    <message>
        <source>Time per output token target in milliseconds</source>
        <translation>Mål for tid per utdata-token i millisekunder</translation>
    </message>
    <message>
        <source>Time per output token the deployment must meet; none: no target</source>
        <translation>Tid per utdata-token oppsettet må nå; ingen: uten mål</translation>
    </message>
    <message>
        <source>Statistic of the latency targets</source>
        <translation>Statistikk for latensmålene</translation>
    </message>
    <message>
        <source>The targets hold for this statistic of the requests (p99: 99 in 100)</source>
        <translation>Målene gjelder denne statistikken for forespørslene (p99: 99 av 100)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SpeculativeRows</name>
    <message>
        <source>Speculative decoding %1</source>
        <translation>Spekulativ dekoding %1</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Utkast-tokens</translation>
    </message>
    <message>
        <source>Acceptance length</source>
        <translation>Akseptlengde</translation>
    </message>
    <message>
        <source>Draft model %1</source>
        <translation>Utkastmodell %1</translation>
    </message>
    <message>
        <source>Speculation</source>
        <translation>Spekulering</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Utkastmodell</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Aksept</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Speculative decoding method</source>
        <translation>Metode for spekulativ dekoding</translation>
    </message>
    <message>
        <source>Draft model preset</source>
        <translation>Mal for utkastmodell</translation>
    </message>
    <message>
        <source>The smaller model that drafts; it must have the model’s vocabulary</source>
        <translation>Den mindre modellen som lager utkast; den må ha modellens vokabular</translation>
    </message>
    <message>
        <source>Tokens drafted per step</source>
        <translation>Utkast-tokens per steg</translation>
    </message>
    <message>
        <source>Tokens drafted each step (k); the model checks them in one step and adds one of its own</source>
        <translation>Tokens som lages som utkast hvert steg (k); modellen kontrollerer dem i ett steg og legger til ett eget</translation>
    </message>
    <message>
        <source>Mean tokens accepted per step</source>
        <translation>Gjennomsnittlig aksepterte tokens per steg</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
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
        <translation>N-gram</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes tokens that the model checks in one step, so one step can give several tokens</source>
        <translation>Spekulativ dekoding: et utkast foreslår tokens som modellen kontrollerer i ett steg, slik at ett steg kan gi flere tokens</translation>
    </message>
    <message>
        <source>Default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>Mean tokens the model keeps a step, its own included (1 to %1); the default is the published figure for the method and model: %2</source>
        <translation>Gjennomsnittlig antall tokens modellen beholder per steg, sitt eget medregnet (1 til %1); standardverdien er det publiserte tallet for metoden og modellen: %2</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitCheckBox</name>
    <message>
        <source>Split prefill and decode</source>
        <translation>Del prefill og dekoding</translation>
    </message>
    <message>
        <source>Also rank deployments that prefill the prompts on workers of their own
and hand each prompt&apos;s KV cache to separate decode workers
(xPyD: x prefill and y decode workers, each with its own tensor parallelism).
Time to first token: the prefill queue and the hand-over;
time per output token: the decode workers alone.</source>
        <translation>Ranger også utrullinger som kjører prefill av promptene på egne arbeidere
og overleverer hver prompts KV-cache til egne dekodingsarbeidere
(xPyD: x prefill- og y dekodingsarbeidere, hver med sin egen tensorparallellitet).
Tid til første token: prefill-køen og overleveringen;
tid per utdatatoken: dekodingsarbeiderne alene.</translation>
    </message>
    <message>
        <source>Needs a load of users or requests per second, not an offline job.</source>
        <translation>Krever en last av brukere eller forespørsler per sekund, ikke en offlinejobb.</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::SplitRow</name>
    <message>
        <source>Colocate prefill and decode</source>
        <translation>Samle prefill og dekoding</translation>
    </message>
    <message>
        <source>Prefill/decode:</source>
        <translation>Prefill/dekoding:</translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation>Samle</translation>
    </message>
    <message numerus="yes">
        <source>Prefill and decode on the same replicas again: %n GPU(s), tensor parallel %1</source>
        <translation>
            <numerusform>Prefill og dekoding på de samme replikaene igjen: %n GPU, tensorparallell %1</numerusform>
            <numerusform>Prefill og dekoding på de samme replikaene igjen: %n GPU-er, tensorparallell %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TimeCostChart</name>
    <message>
        <source>Training time</source>
        <translation>Treningstid</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kostnad</translation>
    </message>
    <message>
        <source>hours, wall clock</source>
        <translation>timer (faktisk tid)</translation>
    </message>
    <message>
        <source>total cost in %1</source>
        <translation>totalkostnad i %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Eie</translation>
    </message>
    <message>
        <source>Time and cost of the top configurations</source>
        <translation>Tid og kostnad for de beste konfigurasjonene</translation>
    </message>
    <message>
        <source>Training time (updating…)</source>
        <translation>Treningstid (oppdateres…)</translation>
    </message>
    <message>
        <source>Cost (updating…)</source>
        <translation>Kostnad (oppdateres…)</translation>
    </message>
    <message>
        <source>Time per output token (updating…)</source>
        <translation>Tid per utdata-token (oppdateres …)</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tid per utdata-token</translation>
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
        <translation>Kostnad per 1M tokens (oppdateres …)</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kostnad per 1M tokens</translation>
    </message>
    <message>
        <source>%1 per 1M output tokens</source>
        <comment>currency</comment>
        <translation>%1 per 1M tokens</translation>
    </message>
    <message>
        <source>cost in %1</source>
        <comment>short axis title: the currency</comment>
        <translation>kostnad i %1</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TokenCountSpinBox</name>
    <message>
        <source>1 token</source>
        <translation>1 token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>Tokens in full or with a unit, such as %1; a number below 1,000 alone is in the unit shown; from %2 to %3</source>
        <translation>Tokens skrevet fullt ut eller med enhet, som %1; et tall under 1 000 alene er i enheten som vises; fra %2 til %3</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::TrainingGroup</name>
    <message>
        <source>Micro-batch %1</source>
        <translation>Mikrobatch %1</translation>
    </message>
    <message>
        <source>Gradient accumulation %1</source>
        <translation>Gradientakkumulering %1</translation>
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
        <translation>Oppdelt kryssentropi på</translation>
    </message>
    <message>
        <source>Chunked cross-entropy off</source>
        <translation>Oppdelt kryssentropi av</translation>
    </message>
    <message>
        <source>Sequence length %1</source>
        <translation>Sekvenslengde %1</translation>
    </message>
    <message>
        <source>Sequence and batch</source>
        <translation>Sekvens og batch</translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation>Se&amp;kvenslengde</translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation>Mikro&amp;batch</translation>
    </message>
    <message>
        <source>Gradient a&amp;ccumulation</source>
        <translation>Gradientakkumu&amp;lering</translation>
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
        <translation>Oppdelt kryssentrop&amp;i</translation>
    </message>
    <message>
        <source>Sequence length slider</source>
        <translation>Glidebryter for sekvenslengde</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Sekvenslengde i tokens</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Mikrobatch-størrelse</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Steg med gradientakkumulering</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Attention-kjerne</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>Oppdelt kryssentropi</translation>
    </message>
    <message>
        <source>Micro-batch × gradient accumulation × data-parallel replicas</source>
        <translation>Mikrobatch × gradientakkumulering × dataparallelle replikaer</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass instead of keeping them</source>
        <translation>Beregn aktiveringene på nytt i bakover-passet i stedet for å lagre dem</translation>
    </message>
    <message>
        <source>Compute the loss in chunks so the full fp32 logits are never held at once</source>
        <translation>Beregn tapet i biter, slik at de fullstendige FP32-logits aldri ligger i minnet samtidig</translation>
    </message>
    <message numerus="yes">
        <source>Effective batch: %1 sequence(s) (%2 tokens)</source>
        <translation>
            <numerusform>Effektiv batch-størrelse: %1 sekvens (%2 tokens)</numerusform>
            <numerusform>Effektiv batch-størrelse: %1 sekvenser (%2 tokens)</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ The batch is larger than the training data (%1 tokens over all epochs): less than one optimizer step</source>
        <translation>⚠ Batchen er større enn treningsdataene (%1 tokens over alle epoker): mindre enn ett optimeringssteg</translation>
    </message>
    <message>
        <source>torch.compile on</source>
        <translation>torch.compile på</translation>
    </message>
    <message>
        <source>torch.compile off</source>
        <translation>torch.compile av</translation>
    </message>
    <message>
        <source>Activation offloading on</source>
        <translation>Flytting av aktiveringer på</translation>
    </message>
    <message>
        <source>Activation offloading off</source>
        <translation>Flytting av aktiveringer av</translation>
    </message>
    <message>
        <source>Optimizer step in backward on</source>
        <translation>Optimeringssteg i bakoverpasset på</translation>
    </message>
    <message>
        <source>Optimizer step in backward off</source>
        <translation>Optimeringssteg i bakoverpasset av</translation>
    </message>
    <message>
        <source>Compi&amp;led (torch.compile)</source>
        <translation>Kompi&amp;lert (torch.compile)</translation>
    </message>
    <message>
        <source>O&amp;ffload checkpointed activations</source>
        <translation>F&amp;lytt checkpointede aktiveringer til verten</translation>
    </message>
    <message>
        <source>Optimizer step in bac&amp;kward</source>
        <translation>Optimeringssteg i ba&amp;koverpasset</translation>
    </message>
    <message>
        <source>The training step runs under torch.compile: elementwise kernels are fused and the host launches fewer kernels</source>
        <translation>Treningssteget kjører under torch.compile: elementvise kjerner slås sammen, og verten starter færre kjerner</translation>
    </message>
    <message>
        <source>Needs full checkpointing: only the checkpointed layer inputs are offloaded</source>
        <translation>Krever full checkpointing: bare de checkpointede laginndataene flyttes</translation>
    </message>
    <message>
        <source>The layer inputs that checkpointing keeps are moved to host memory during the forward pass (torchtune enable_activation_offloading, Unsloth)</source>
        <translation>Laginndataene som checkpointing beholder, flyttes til vertsminnet under foroverpasset (torchtune enable_activation_offloading, Unsloth)</translation>
    </message>
    <message>
        <source>Only full fine-tuning and pre-training keep gradients for every weight</source>
        <translation>Bare full finjustering og trening fra scratch holder gradienter for hver vekt</translation>
    </message>
    <message>
        <source>Each parameter is stepped as soon as its gradient is complete, so the gradients are not all held at once (torchtune optimizer_in_bwd)</source>
        <translation>Hver parameter oppdateres så snart gradienten er ferdig, så gradientene holdes ikke alle samtidig (torchtune optimizer_in_bwd)</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::Workbook</name>
    <message>
        <source>Residual value at the end</source>
        <translation>Restverdi ved slutten</translation>
    </message>
    <message>
        <source>Average draw (share of rated power)</source>
        <translation>Gjennomsnittlig forbruk (andel av merkeeffekt)</translation>
    </message>
    <message>
        <source>Cost defaults</source>
        <translation>Standardverdier for kostnader</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Forutsetning</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dette scenarioet</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Unit of the default</source>
        <translation>Enhet for standardverdien</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Estimate: %1</source>
        <translation>Estimat: %1</translation>
    </message>
    <message>
        <source>Prices and exchange rate</source>
        <translation>Priser og valutakurs</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Tall</translation>
    </message>
    <message>
        <source>Rent of a %1 per GPU-hour</source>
        <translation>Leie av en %1 per GPU-time</translation>
    </message>
    <message>
        <source>Purchase of what is quoted</source>
        <translation>Innkjøp av det som er tilbudt</translation>
    </message>
    <message>
        <source>%1 per US dollar</source>
        <translation>%1 per amerikanske dollar</translation>
    </message>
    <message>
        <source>What the estimate rests on</source>
        <translation>Hva estimatet bygger på</translation>
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
        <translation>Minne som holdes ledig (sikkerhetsmargin)</translation>
    </message>
    <message>
        <source>Measured memory peaks it was checked against</source>
        <translation>Målte minnetopper det er kontrollert mot</translation>
    </message>
    <message>
        <source>Their mean error</source>
        <translation>Gjennomsnittlig feil mot dem</translation>
    </message>
    <message>
        <source>Measured throughputs it was checked against</source>
        <translation>Målte gjennomstrømninger det er kontrollert mot</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metode</translation>
    </message>
    <message>
        <source>Calculated with</source>
        <translation>Beregnet med</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Forutsetninger</translation>
    </message>
    <message>
        <source>Assumptions and their sources</source>
        <translation>Forutsetninger og kildene deres</translation>
    </message>
    <message>
        <source>GPU sizing: %1</source>
        <translation>GPU-dimensjonering: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>ny</translation>
    </message>
    <message>
        <source>refurbished</source>
        <translation>overhalt</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stykkliste</translation>
    </message>
    <message>
        <source>What to buy for %1</source>
        <translation>Hva som må kjøpes for %1</translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: nothing to buy is listed.</source>
        <translation>Ingen innkjøpspris er kjent for denne konfigurasjonen: ingenting å kjøpe er oppført.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Vare</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Antall</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Enhetspris</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Beløp</translation>
    </message>
    <message>
        <source>Subtotal, excluding VAT</source>
        <translation>Delsum, eksklusive mva.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>Installed GPUs</source>
        <translation>Installerte GPU-er</translation>
    </message>
    <message>
        <source>Spare units</source>
        <translation>Reserveenheter</translation>
    </message>
    <message>
        <source>Rated power (kW)</source>
        <translation>Merkeeffekt (kW)</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Rackenheter</translation>
    </message>
    <message>
        <source>CPU memory (GiB)</source>
        <translation>CPU-minne (GiB)</translation>
    </message>
    <message>
        <source>Network per unit</source>
        <translation>Nettverk per enhet</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Priser</translation>
    </message>
    <message>
        <source>The servers these GPUs go into are not listed and not priced.</source>
        <translation>Serverne disse GPU-ene settes inn i, er ikke oppført og ikke priset.</translation>
    </message>
    <message>
        <source>None of the systems you sell holds this configuration: it is quoted on the catalog&apos;s.</source>
        <translation>Ingen av systemene du selger, rommer denne konfigurasjonen: den er tilbudt på katalogens.</translation>
    </message>
    <message numerus="yes">
        <source>Switches and cabling between the %n system(s) are not included.</source>
        <translation>
            <numerusform>Svitsjer og kabling for %n maskin er ikke inkludert.</numerusform>
            <numerusform>Svitsjer og kabling mellom de %n maskinene er ikke inkludert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Totale eierkostnader</translation>
    </message>
    <message>
        <source>Owning against renting over %1 years</source>
        <translation>Eie mot leie over %1 år</translation>
    </message>
    <message>
        <source>No purchase price is known for this configuration: owning is not costed.</source>
        <translation>Ingen innkjøpspris er kjent for denne konfigurasjonen: å eie er ikke kostnadsberegnet.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-er</translation>
    </message>
    <message>
        <source>Hours of use a year</source>
        <translation>Brukstimer per år</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>År</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Innkjøp</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Finansiering</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energi</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Støtte</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>Programvarelisenser</translation>
    </message>
    <message>
        <source>Renting the same hours</source>
        <translation>Leie av de samme timene</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>Eie</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>A year</source>
        <translation>Per år</translation>
    </message>
    <message>
        <source>A GPU-hour</source>
        <translation>Per GPU-time</translation>
    </message>
    <message>
        <source>Owning costs less above (hours a year)</source>
        <translation>Å eie koster mindre over (timer per år)</translation>
    </message>
    <message>
        <source>never: renting stays cheaper</source>
        <translation>aldri: leie forblir billigere</translation>
    </message>
    <message>
        <source>Pays for itself in (months)</source>
        <translation>Tjener seg inn på (måneder)</translation>
    </message>
    <message>
        <source>Paid so far: owning against renting</source>
        <translation>Betalt så langt: eie mot leie</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>År</translation>
    </message>
    <message>
        <source>Owning, paid so far</source>
        <translation>Eie, betalt så langt</translation>
    </message>
    <message>
        <source>Renting, paid so far</source>
        <translation>Leie, betalt så langt</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Strøm og plass</translation>
    </message>
    <message>
        <source>What the systems ask of the room</source>
        <translation>Hva systemene krever av rommet</translation>
    </message>
    <message>
        <source>No system is quoted for this configuration: power and space are not known.</source>
        <translation>Ingen systemer er tilbudt for denne konfigurasjonen: strøm og plass er ikke kjent.</translation>
    </message>
    <message>
        <source>Rated IT power (kW)</source>
        <translation>Merkeeffekt for IT (kW)</translation>
    </message>
    <message>
        <source>Heat (BTU per hour)</source>
        <translation>Varme (BTU per time)</translation>
    </message>
    <message>
        <source>Racks (at %1 kW and 42 U a rack)</source>
        <translation>Rack (ved %1 kW og 42 U per rack)</translation>
    </message>
    <message>
        <source>IT energy a year (kWh)</source>
        <translation>IT-energi per år (kWh)</translation>
    </message>
    <message>
        <source>Energy at the meter a year, with PUE (kWh)</source>
        <translation>Energi på måleren per år, med PUE (kWh)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Alternativer</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Oppsett</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Minne per GPU (GiB)</translation>
    </message>
    <message>
        <source>Usable memory per GPU (GiB)</source>
        <translation>Brukbart minne per GPU (GiB)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>Utdata-tokens per sekund</translation>
    </message>
    <message>
        <source>Time per output token, %1 (ms)</source>
        <translation>Tid per utdata-token, %1 (ms)</translation>
    </message>
    <message>
        <source>Latency targets met</source>
        <translation>Latensmål nådd</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Kostnad per million utdata-tokens</translation>
    </message>
    <message>
        <source>Renting it a month</source>
        <translation>Leie per måned</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>Tid (timer)</translation>
    </message>
    <message>
        <source>Tokens per second (all GPUs)</source>
        <translation>Tokens per sekund (alle GPU-er)</translation>
    </message>
    <message>
        <source>Renting it</source>
        <translation>Leie</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kjøp</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Anbefalt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Utarbeidet av</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>Parametere (milliarder)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Vurdering</translation>
    </message>
    <message>
        <source>Headroom per GPU (GiB)</source>
        <translation>Ledig per GPU (GiB)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-timer</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Modellens FLOP-utnyttelse (MFU)</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Time to first token, %1 (ms)</source>
        <translation>Tid til første token, %1 (ms)</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latensmål</translation>
    </message>
    <message>
        <source>met</source>
        <translation>nådd</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>ikke nådd</translation>
    </message>
    <message>
        <source>Owning a year</source>
        <translation>Eie per år</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammendrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Tight: 1 in 10 comparable runs needed more</source>
        <translation>Knapt: 1 av 10 sammenlignbare kjøringer trengte mer</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Tight: less than the safety margin to spare</source>
        <translation>Knapt: mindre ledig enn sikkerhetsmarginen</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passer ikke</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>libxlsxwriter could not start a workbook</source>
        <translation>libxlsxwriter kunne ikke starte en arbeidsbok</translation>
    </message>
    <message>
        <source>the sheet name &quot;%1&quot; is not allowed</source>
        <translation>arknavnet «%1» er ikke tillatt</translation>
    </message>
</context>
<context>
    <name>gpusizer::ui::WorkloadGroup</name>
    <message>
        <source>Dataset size</source>
        <translation>Datasettstørrelse</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoker</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>Treningsdata</translation>
    </message>
    <message>
        <source>Datase&amp;t</source>
        <translation>Data&amp;sett</translation>
    </message>
    <message>
        <source>E&amp;pochs</source>
        <translation>E&amp;poker</translation>
    </message>
    <message>
        <source>Number of epochs</source>
        <translation>Antall epoker</translation>
    </message>
    <message>
        <source>Trained: %1</source>
        <translation>Trent: %1</translation>
    </message>
    <message>
        <source>Dataset size in tokens</source>
        <translation>Datasettets størrelse i tokens</translation>
    </message>
</context>
</TS>
