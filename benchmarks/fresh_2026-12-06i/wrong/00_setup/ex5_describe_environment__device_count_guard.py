# Mistake: "`torch.cuda.is_available()`, a Python `bool`" / "ask `torch.cuda.is_available()` before any other `torch.cuda` query" — availability is taken as device_count() > 0, so for a GPU the driver lists but PyTorch cannot use (device_count() 1, is_available() False) the report says True and then asks get_device_name, which raises.
def describe_environment() -> dict:
    count = torch.cuda.device_count()        # 0 on machines without a GPU: a safe first question
    has_gpu = count > 0
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": has_gpu,
        "gpu": torch.cuda.get_device_name(0) if has_gpu else None,
    }
