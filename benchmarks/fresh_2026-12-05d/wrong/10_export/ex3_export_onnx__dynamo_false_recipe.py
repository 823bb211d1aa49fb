# Mistake: "with the current, `torch.export`-based exporter (`dynamo=True`, the default; the tests check that the deprecated TorchScript exporter behind `dynamo=False` is not used)" — follows the practitioner notes' recipe with dynamic_axes, which needs dynamo=False: the deprecated TorchScript exporter (and a deprecation warning on stderr)
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=False, input_names=["x"], output_names=["y"],
                          dynamic_axes={"x": {0: "batch"}, "y": {0: "batch"}}, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
