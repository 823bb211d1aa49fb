# Diagnosis: not-from-torch
# Pitfall: reads the version from the installed package's metadata, not from the torch imported.
import importlib.metadata


def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": importlib.metadata.version("torch"),
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
