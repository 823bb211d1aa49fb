# Mistake: "Write one self-contained file (`external_data=False` ...)": external_data is left at its default, so the weights go to a `.onnx.data` file beside `path`; ONNX Runtime opens it in place, but the `.onnx` alone holds no weights.
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
