# Mistake: "Version numbers from the installed package's metadata (`importlib.metadata`) do not follow that swap" — the torch version comes from the package metadata, so on an imitated machine (e.g. torch.__version__ "2.7.1+cpu") the report still names the installed release.
import importlib.metadata


def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": importlib.metadata.version("torch"),
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
