# Mistake: "the name of GPU 0, `torch.cuda.get_device_name(0)` ... (the current device may be another GPU than 0: the report still names GPU 0)" -- names the current device instead, so on a machine with several different GPUs whose current device is GPU 1 the report gives GPU 1's name.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(torch.cuda.current_device()) if available else None,
    }
