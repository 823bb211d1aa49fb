# Mistake: ""gpu": the name of GPU 0, torch.cuda.get_device_name(0)" / "the current device may be another GPU than 0: the report still names GPU 0": calls get_device_name() with no index, which names the current device, so on a machine with several different GPUs whose current device is 1 the report names GPU 1.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name() if available else None,
    }
