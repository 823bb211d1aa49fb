# Mistake: "read them inside the function, each time it is called" — the version strings are read once when the cell runs (module-level constants), so the imitated machines' torch.__version__ and torch.version.cuda are not reported.
TORCH_VERSION = torch.__version__
CUDA_VERSION = torch.version.cuda


def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": TORCH_VERSION,
        "cuda": CUDA_VERSION,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
