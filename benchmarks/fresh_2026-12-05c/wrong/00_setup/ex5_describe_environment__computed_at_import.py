# Mistake: "read them inside the function, each time it is called" — the report is built once when the cell runs, so imitated machines are never seen
_REPORT = {
    "torch": torch.__version__,
    "cuda": torch.version.cuda,
    "gpu_available": bool(torch.cuda.is_available()),
    "gpu": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
}


def describe_environment() -> dict:
    return dict(_REPORT)
