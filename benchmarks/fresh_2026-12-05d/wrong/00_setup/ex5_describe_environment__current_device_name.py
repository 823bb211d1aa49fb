# Mistake: "the name of GPU 0, `torch.cuda.get_device_name(0)`" / "where the current device may be another GPU than 0" — get_device_name() with no argument names the current device, so on a machine with several different GPUs and another current device it reports the wrong GPU.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name() if available else None,
    }
