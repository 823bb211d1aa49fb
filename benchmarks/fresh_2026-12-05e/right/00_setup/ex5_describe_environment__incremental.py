# Right: builds the report step by step, with getattr on torch.version (read at call time) and an early return on a machine without a usable GPU so no other torch.cuda query runs there.
def describe_environment() -> dict:
    report = {"torch": torch.__version__, "cuda": getattr(torch.version, "cuda", None),
              "gpu_available": False, "gpu": None}
    if not torch.cuda.is_available():
        return report
    report["gpu_available"] = True
    report["gpu"] = torch.cuda.get_device_name(0)
    return report
