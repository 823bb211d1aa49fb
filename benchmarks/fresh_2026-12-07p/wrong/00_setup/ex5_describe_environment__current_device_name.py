# Mistake: "`"gpu"`: the name of GPU 0, `torch.cuda.get_device_name(0)`" and "the current device may be another GPU than 0: the report still names GPU 0": the report names the current device, so on a multi-GPU machine whose current device is GPU 1 it names the wrong card.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(torch.cuda.current_device()) if available else None,
    }
