# Mistake: "returning a dict with exactly these four keys" — adds a fifth key for cuDNN
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(0) if available else None,
        "cudnn": torch.backends.cudnn.version() if available else None,
    }
