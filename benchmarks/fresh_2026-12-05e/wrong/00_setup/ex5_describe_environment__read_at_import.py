# Mistake: "read them inside the function, each time it is called" — the versions are read once when the cell runs, so the imitated machines' torch.__version__ and torch.version.cuda are never seen.
_TORCH_VERSION = torch.__version__
_CUDA_VERSION = torch.version.cuda


def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": _TORCH_VERSION,
        "cuda": _CUDA_VERSION,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
