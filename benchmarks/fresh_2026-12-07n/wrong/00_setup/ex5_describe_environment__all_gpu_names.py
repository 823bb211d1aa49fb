# Mistake: "`gpu`: the name of GPU 0, torch.cuda.get_device_name(0)" / "several different ones ... the report still names GPU 0": the names of all GPUs are joined, so a machine with two different GPUs reports "A100, H100" instead of GPU 0's name.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    gpu = None
    if available:
        gpu = ", ".join(torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count()))
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": gpu}
