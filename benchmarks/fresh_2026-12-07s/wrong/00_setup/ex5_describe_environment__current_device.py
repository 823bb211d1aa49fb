# Mistake: "the current device may be another GPU than 0: the report still names GPU 0" -- get_device_name() without an index names the current device, which on a multi-GPU machine may be GPU 1.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name() if available else None,
    }
