# Mistake: "the name of GPU 0, `torch.cuda.get_device_name(0)`" — asks for the name of the current device, which may be another GPU than 0
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(torch.cuda.current_device()) if available else None,
    }
