# Mistake: "read them inside the function, each time it is called" — whether a GPU is usable is asked once, when the cell runs, and kept in a module constant; on an imitated GPU server the report still says False and None.
_GPU_AVAILABLE = torch.cuda.is_available()     # does not change while the notebook runs


def describe_environment() -> dict:
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": _GPU_AVAILABLE,
        "gpu": torch.cuda.get_device_name(0) if _GPU_AVAILABLE else None,
    }
