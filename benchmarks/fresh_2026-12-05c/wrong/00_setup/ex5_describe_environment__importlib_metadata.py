# Mistake: "Version numbers from the installed package's metadata (`importlib.metadata`) do not follow that swap" — reads the version from the package metadata instead of torch.__version__
from importlib.metadata import version


def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": version("torch"),
        "cuda": torch.version.cuda,
        "gpu_available": bool(available),
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
